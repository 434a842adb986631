// The service's runtime log in the summary when a deployment fails or is unhealthy: its lines,
// ordered, made safe and capped.
import { describe, expect, it } from 'vitest'
import { runtimeLines } from '../../src/steps/runtime-log.js'
import { NoLogRecords } from '../../src/api/runtime-records.js'
import { registerSecret } from '../../src/text/secrets.js'

describe("the service's runtime log", () => {
  it('orders lines by time when every record has one, makes them safe, and keeps at most 50', () => {
    const lines = runtimeLines({
      logs: [
        { line: 'second', ts: '2026-01-01T00:00:02Z' },
        { message: '::error::first', ts: '2026-01-01T00:00:01Z' }
      ]
    })
    expect(lines).toEqual(['\\::error::first', 'second'])
    expect(runtimeLines({ logs: Array.from({ length: 80 }, (_, i) => ({ line: `l${i}` })) })).toHaveLength(50)
    expect(() => runtimeLines('nope')).toThrow(NoLogRecords)
  })

  it('redacts a secret cut across two lines in both, as the deployment log does', () => {
    const key = 'hk_test_RuntimeCutKey0123456789'
    registerSecret(key)
    const lines = runtimeLines({
      logs: [
        { line: `token: ${key.slice(0, 12)}`, ts: '2026-01-01T00:00:01Z' },
        { line: `${key.slice(12)} accepted`, ts: '2026-01-01T00:00:02Z' }
      ]
    })
    expect(lines).toEqual(['token: ***', '*** accepted'])
  })
})
