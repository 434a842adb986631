// Keys are looked up in constant time: the presented token's SHA-256 is compared with every
// key's using crypto.timingSafeEqual, so the answer's timing tells nothing about the tokens.
import * as crypto from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, KEYS, seed } from '../harness/sandbox.js'

// The real function, watched: the sandbox imports node:crypto and gets this one.
vi.mock('node:crypto', async importOriginal => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) }
})

const compare = vi.mocked(crypto.timingSafeEqual)

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})
beforeEach(() => {
  // A function returned from beforeEach would be run as its teardown: return nothing.
  compare.mockClear()
})

describe('the key lookup', () => {
  it.each([
    ['a valid key', KEYS.account, 200],
    ['a token that differs from a key in its last character only', `${KEYS.account.slice(0, -1)}X`, 401],
    ['a much longer token', KEYS.account.repeat(50), 401],
    ['a one-character token', 'x', 401]
  ])('compares %s with every key, as SHA-256 digests of one length, in constant time', async (_what, token, status) => {
    expect((await call(sandbox, 'GET', '/api/auth/me', { key: token })).status).toBe(status)
    expect(compare).toHaveBeenCalledTimes(seed.keys.length)
    for (const [a, b] of compare.mock.calls) {
      expect([(a as Buffer).length, (b as Buffer).length]).toEqual([32, 32])
    }
    const presented = crypto.createHash('sha256').update(token).digest()
    expect(compare.mock.calls.every(([a]) => presented.equals(a as Buffer))).toBe(true)
  })
})
