import { describe, expect, test } from 'vitest'
import { EXIT_CODES, exitCodeOf } from '../../../src/result/exit-codes.js'
import type { DeployResult, FailureKind } from '../../../src/core/result.js'

const LIVE: DeployResult = {
  result: 'success',
  status: 'live',
  deploymentId: 'dep_1',
  ref: 'abc123',
  url: 'https://app.example.com',
  health: 'healthy',
  envImported: 0,
  skipped: [],
  rollbackDeploymentId: undefined,
  rollbackRef: undefined,
  durationMs: 1000,
  error: undefined,
  failureKind: undefined
}
const ERROR = { title: 'Failed', message: 'It failed.' }
const failed = (failureKind: FailureKind, more: Partial<DeployResult> = {}): DeployResult => ({
  ...LIVE,
  error: ERROR,
  failureKind,
  ...more
})

// [row, how the run ended, result, exit code]
const rows: [number, string, DeployResult, number][] = [
  [1, 'live and healthy', LIVE, 0],
  [2, 'queued with --no-wait', { ...LIVE, result: 'queued', status: 'queued', health: 'skipped' }, 0],
  // Superseded with --superseded pass: the engine reports no failure.
  [
    3,
    'superseded with --superseded pass',
    { ...LIVE, result: 'cancelled', status: 'superseded', health: 'skipped' },
    0
  ],
  [4, 'a failed deployment', failed('deployment', { result: 'failure', status: 'build_failed' }), 1],
  [
    5,
    'a failed deployment rolled back',
    failed('deployment', { result: 'failure', rollbackDeploymentId: 'dep_0', rollbackRef: 'old' }),
    1
  ],
  [6, 'a usage error', failed('usage', { result: undefined, deploymentId: undefined }), 2],
  [7, 'a refused key', failed('auth', { result: undefined }), 3],
  [8, 'live but unhealthy', failed('unhealthy', { result: 'unhealthy', health: 'unhealthy' }), 4],
  [9, 'cancelled', failed('cancelled', { result: 'cancelled' }), 5],
  [10, 'timed out', failed('timed-out', { result: 'timed-out' }), 6],
  [11, 'an unreachable service', failed('unreachable', { result: undefined }), 7],
  [12, 'SIGINT', failed('interrupted', { interruptedBy: 'SIGINT' }), 130],
  [13, 'SIGTERM', failed('interrupted', { interruptedBy: 'SIGTERM' }), 143],
  // The signal that stopped the run wins over what it was failing with.
  [14, 'SIGTERM while the service was failing', failed('unreachable', { interruptedBy: 'SIGTERM' }), 143],
  [15, 'interrupted by an unnamed signal', failed('interrupted'), 130],
  // An error the engine gave no kind is never success.
  [16, 'an error without a kind', { ...LIVE, error: ERROR }, 1],
  [17, 'a service or deployment not found', failed('not-found', { result: undefined }), 8]
]

describe('exitCodeOf', () => {
  test.each(rows)('%i. %s exits %i', (_row, _how, result, code) => {
    expect(exitCodeOf(result)).toBe(code)
  })
})

describe('EXIT_CODES', () => {
  test('lists each code once, in order, every code exitCodeOf returns among them', () => {
    const codes = EXIT_CODES.map(row => row.code)
    expect(codes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 130, 143])
    expect(rows, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const [, , result] of rows) expect(codes).toContain(exitCodeOf(result))
    for (const row of EXIT_CODES) expect(row.meaning).toMatch(/^[a-z].{10,}[^.]$/)
  })
})
