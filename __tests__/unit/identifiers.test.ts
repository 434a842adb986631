// Values the service sends into outputs and request paths are validated, never rewritten.
import { describe, expect, it, vi } from 'vitest'
import { UserFacingError } from '../../src/core/errors.js'
import { deploymentIdFrom, refFrom, statusFrom } from '../../src/text/identifiers.js'
import { redact, registerSecret } from '../../src/text/secrets.js'

describe('deployment ids from the service', () => {
  it.each([
    [1, 'dep_01HZX', 'dep_01HZX'],
    [2, 'dep.1~a:b@c-d', 'dep.1~a:b@c-d'],
    [3, 42, '42']
  ])('%i. takes %j as %j', (_row, value, expected) => {
    expect(deploymentIdFrom(value, 'the deploy answer')).toBe(expected)
  })

  it.each([
    [1, '..'],
    [2, '.'],
    [3, '../x'],
    [4, 'a/b'],
    [5, '%2F'],
    [6, 'dep\n1'],
    [7, 'x'.repeat(201)],
    [8, ''],
    [9, 'dep 1'],
    [10, 'dep\u200b1'],
    [11, -1],
    [12, 1.5],
    [13, null],
    [14, { id: 'x' }]
  ])('%i. refuses %j with a clear error', (_row, value) => {
    expect(() => deploymentIdFrom(value, 'the deploy answer')).toThrow(UserFacingError)
    expect(() => deploymentIdFrom(value, 'the deploy answer')).toThrow(
      /deployment id that is not a plain id \(the deploy answer/
    )
  })

  it('never echoes a long or multi-line value whole', () => {
    const error = (() => {
      try {
        deploymentIdFrom(`a\n::error::x${'y'.repeat(500)}`, 'w')
      } catch (caught) {
        return caught as Error
      }
      throw new Error('accepted')
    })()
    expect(error.message).not.toContain('\n')
    expect(error.message).not.toContain('y'.repeat(100))
  })
})

describe('refs and states from the service', () => {
  it.each([
    [1, 'main', true],
    [2, 'refs/tags/v1.2.3', true],
    [3, 'feature/ünïcödé-😀', true],
    [4, 'main\nx', false],
    [5, 'main\u2028x', false],
    [6, 'main\u202ex', false],
    [7, 'a'.repeat(1001), false],
    [8, 'bad\ud800', false],
    [9, 7, false]
  ])('%i. ref %j valid: %s', (_row, value, valid) => {
    if (valid) expect(refFrom(value, 'w')).toBe(value)
    else expect(() => refFrom(value, 'w')).toThrow(/ref that is not one line/)
  })

  it.each([
    [1, 'live', true],
    [2, 'Build In-Progress', true],
    [3, '', false],
    [4, ' ', false],
    [5, 'live\r\n::error::x', false],
    [6, 'x'.repeat(101), false]
  ])('%i. state %j valid: %s', (_row, value, valid) => {
    if (valid) expect(statusFrom(value, 'w')).toBe(value)
    else expect(() => statusFrom(value, 'w')).toThrow(/deployment state that is not/)
  })

  it('keeps a value that equals a secret as it is: validation never redacts', () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    registerSecret('main')
    registerSecret('dep_live')
    expect(redact('main')).toBe('***')
    expect(refFrom('main', 'w')).toBe('main')
    expect(deploymentIdFrom('dep_live', 'w')).toBe('dep_live')
    vi.restoreAllMocks()
  })
})
