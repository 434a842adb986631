import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InputError } from '../src/errors.js'
import { getInputs } from '../src/inputs.js'

// Real INPUT_* variables, as the runner sets them.
const KEY = 'sk_test_inputs_secret_0123456789'
const BASE: Record<string, string> = {
  'base-url': 'https://api.example.com/',
  'api-key': KEY,
  'service-id': 'svc-web',
  ref: 'abc123',
  env: '',
  'env-file': '',
  wait: 'true',
  timeout: '30m',
  logs: 'true'
}

function setInputs(overrides: Record<string, string>): void {
  for (const [name, value] of Object.entries({ ...BASE, ...overrides })) {
    process.env[`INPUT_${name.toUpperCase()}`] = value
  }
}

let stdout: string[]
beforeEach(() => {
  stdout = []
  vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout.push(String(chunk))
    return true
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  for (const name of Object.keys(BASE)) delete process.env[`INPUT_${name.toUpperCase()}`]
  delete process.env.GITHUB_WORKSPACE
})

function inputError(overrides: Record<string, string>): InputError {
  setInputs(overrides)
  try {
    getInputs()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('getInputs accepted bad input')
}

describe('getInputs', () => {
  it('reads a valid set into a typed object', () => {
    setInputs({ env: 'A=1\nB="two\nlines"' })
    expect(getInputs()).toEqual({
      baseUrl: 'https://api.example.com',
      apiKey: KEY,
      serviceId: 'svc-web',
      ref: 'abc123',
      variables: [
        { key: 'A', value: '1' },
        { key: 'B', value: 'two\nlines' }
      ],
      wait: true,
      timeoutMs: 1_800_000,
      logs: true
    })
  })

  it('masks the key and every variable value, line by line, before returning', () => {
    // Masks are registered once per process, so this test uses a key no other test uses.
    setInputs({ 'api-key': 'sk_test_only_in_the_mask_test', env: 'PASSWORD=pa55word\nCERT="line-one\nline-two"' })
    getInputs()
    const masks = stdout.filter(line => line.startsWith('::add-mask::')).map(line => line.trim())
    expect(masks).toEqual(expect.arrayContaining(['::add-mask::sk_test_only_in_the_mask_test', '::add-mask::pa55word', '::add-mask::line-one', '::add-mask::line-two']))
  })

  it('defaults ref to none when empty and reads booleans and timeouts', () => {
    setInputs({ ref: '', wait: 'False', logs: 'FALSE', timeout: '1h30m' })
    expect(getInputs()).toMatchObject({ ref: undefined, wait: false, logs: false, timeoutMs: 5_400_000 })
  })

  it('lets env win over env-file, and warns about a duplicate in one source', () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'inputs-'))
    writeFileSync(path.join(workspace, '.env.deploy'), '# file\nA=from-file\nB=file-b\nB=file-b2\n')
    process.env.GITHUB_WORKSPACE = workspace
    setInputs({ 'env-file': '.env.deploy', env: 'A=from-input' })
    expect(getInputs().variables).toEqual([
      { key: 'A', value: 'from-input' },
      { key: 'B', value: 'file-b2' }
    ])
    const warning = stdout.find(line => line.startsWith('::warning'))
    expect(warning).toContain('B is set 2 times (lines 3, 4)')
    expect(warning).not.toContain('file-b')
  })

  it.each([
    [{ 'api-key': '' }, 'api-key', 'is required'],
    [{ 'api-key': `Bearer ${KEY}` }, 'api-key', 'whitespace'],
    [{ 'base-url': '' }, 'base-url', 'is required'],
    [{ 'base-url': 'api.example.com' }, 'base-url', 'not a valid URL'],
    [{ 'base-url': 'ftp://api.example.com' }, 'base-url', 'must use http or https'],
    [{ 'base-url': 'https://user:pw@api.example.com' }, 'base-url', 'must not contain credentials'],
    [{ 'service-id': '' }, 'service-id', 'is required'],
    [{ 'service-id': 'svc/../other' }, 'service-id', 'must be a service id'],
    [{ ref: 'main\nother' }, 'ref', 'on one line'],
    [{ wait: 'yes' }, 'wait', 'must be true or false, got "yes"'],
    [{ logs: '1' }, 'logs', 'must be true or false'],
    [{ timeout: '10 minutes' }, 'timeout', 'such as 90s, 15m, 1h30m'],
    [{ timeout: '0' }, 'timeout', 'positive duration'],
    [{ env: 'GOOD=1\nsecret-value-without-key' }, 'env', 'line 2: expected KEY=VALUE'],
    [{ env: '9LIVES=x' }, 'env', 'the variable name starts with a digit'],
    [{ 'env-file': 'missing.env' }, 'env-file', 'names no readable file']
  ])('rejects %j naming %s', (overrides, input, expected) => {
    const error = inputError(overrides)
    expect(error.input).toBe(input)
    expect(error.message).toContain(`Input '${input}'`)
    expect(error.message).toContain(expected)
    expect(error.message).not.toContain(KEY)
    expect(error.message).not.toContain('secret-value')
    expect(error.message).not.toContain('pw@')
  })
})
