// The health check in process: its tries (an injected probe, and an injected or fake clock:
// no real waiting); its real client against a loopback server: integration/health-check-client.test.ts.
import { describe, expect, it, vi } from 'vitest'
import {
  checkHealth,
  describeError,
  healthCheckUrl,
  type Probe,
  type ProbeAnswer
} from '../../src/health/health-check.js'
import { captureStdout } from '../harness/helpers.js'

captureStdout()

describe('health check tries', () => {
  const url = new URL('https://app.example.com/health')
  const ok = (body = 'ok'): ProbeAnswer => ({ status: 200, location: undefined, body })

  /** A run with a fake clock: sleeping moves it. */
  async function run(answers: (ProbeAnswer | Error)[], timeoutMs: number, expect = '') {
    let now = 0
    const pauses: number[] = []
    const seen: string[] = []
    const lines: string[] = []
    const probe: Probe = async target => {
      seen.push(target.href)
      const next = answers.length > 1 ? answers.shift() : answers[0]
      if (next instanceof Error) throw next
      return next as ProbeAnswer
    }
    const result = await checkHealth({
      url,
      expect,
      timeoutMs,
      signal: new AbortController().signal,
      log: line => lines.push(line),
      probe,
      now: () => now,
      sleep: async ms => {
        pauses.push(ms)
        now += ms
      }
    })
    return { result, pauses, seen, lines }
  }

  it('backs off 1 s, 2 s, 4 s, 8 s, then 10 s, and stops when the time is up', async () => {
    const { result, pauses, lines } = await run(
      [{ status: 502, location: undefined, body: '<h1>Bad gateway</h1>' }],
      60_000
    )
    expect(result.healthy).toBe(false)
    // Tries at 0, 1, 3, 7, 15, 25, 35, 45 and 55 s: the next would start after the 60 s.
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000])
    expect(result.attempts).toBe(9)
    expect(result.problem).toBe('HTTP 502')
    expect(result.body).toBe('Bad gateway')
    expect(lines[0]).toBe('Try 1: HTTP 502 after 0ms; trying again in 1s.')
  })

  it("ends each try by the check's own end: a hanging app cannot carry the check past its time", async () => {
    let now = 0
    let tries = 0
    const lines: string[] = []
    const result = await checkHealth({
      url,
      expect: '',
      timeoutMs: 1150,
      signal: new AbortController().signal,
      log: line => lines.push(line),
      // The first try answers 502 after 100 ms; the second hangs until its own timeout.
      probe: async (_target, signal) => {
        if (++tries === 1) {
          now += 100
          return { status: 502, location: undefined, body: '' }
        }
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)))
      },
      now: () => now,
      sleep: async ms => void (now += ms)
    })
    expect(result.healthy).toBe(false)
    // 1150 ms in all: after 100 ms and a 1 s pause, the second try has 50 ms, not 10 s.
    expect(lines[1]).toMatch(/^Try 2: no answer within 50ms after /)
  })

  it('keeps its own clock, pauses and per-try timeout alike: under fake timers a minute of tries passes as the clock is advanced', async () => {
    vi.useFakeTimers()
    try {
      const startedAt = Date.now()
      const lines: string[] = []
      let tries = 0
      const triedAt: number[] = []
      const check = checkHealth({
        url,
        expect: '',
        timeoutMs: 60_000,
        signal: new AbortController().signal,
        log: line => lines.push(line),
        // No clock or sleep injected. The second try hangs until its own timeout.
        probe: async (_target, signal) => {
          triedAt.push(Date.now() - startedAt)
          if (++tries !== 2) return { status: 502, location: undefined, body: '' }
          return new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason as Error))
          )
        }
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(tries).toBe(1)
      await vi.advanceTimersByTimeAsync(60_000)
      const result = await check
      expect(result).toMatchObject({ healthy: false, attempts: 8, problem: 'HTTP 502' })
      // The second try gets no answer for 10 s, then the pauses double from 2 s to 10 s.
      expect(triedAt).toEqual([0, 1000, 13_000, 17_000, 25_000, 35_000, 45_000, 55_000])
      expect(lines[1]).toBe('Try 2: no answer within 10s after 10s; trying again in 2s.')
    } finally {
      vi.useRealTimers()
    }
  })

  it('is healthy at the first 2xx that contains the expected text', async () => {
    const { result, pauses } = await run(
      [{ status: 503, location: undefined, body: 'starting' }, ok('commit old'), ok('commit abc123')],
      60_000,
      'abc123'
    )
    expect(result).toEqual({ healthy: true, attempts: 3 })
    expect(pauses).toEqual([1000, 2000])
  })

  it('follows redirects on the same origin only', async () => {
    const same = await run([{ status: 302, location: '/ready', body: '' }, ok()], 5000)
    expect(same.result.healthy).toBe(true)
    expect(same.seen).toEqual(['https://app.example.com/health', 'https://app.example.com/ready'])
    const away = await run([{ status: 301, location: 'https://login.example.net/sso', body: '' }], 1000)
    expect(away.result.healthy).toBe(false)
    expect(away.result.problem).toBe('HTTP 301 to another origin (https://login.example.net), not followed')
    expect(away.seen).toEqual(['https://app.example.com/health'])
  })

  it('reports TLS errors, refused connections and timeouts in one line', async () => {
    const tls = Object.assign(new Error('certificate has expired'), { code: 'CERT_HAS_EXPIRED' })
    expect((await run([tls], 1000)).result.problem).toBe('TLS error (CERT_HAS_EXPIRED): certificate has expired')
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' })
    expect(describeError(refused, false, 10_000)).toBe('no answer (ECONNREFUSED): connect ECONNREFUSED 10.0.0.1:443')
    expect(describeError(new Error('aborted'), true, 10_000)).toBe('no answer within 10s')
  })

  it('a path is joined to the url output; no url output, no URL', () => {
    expect(healthCheckUrl('/health', 'https://app.example.com')?.href).toBe('https://app.example.com/health')
    expect(healthCheckUrl('/', 'http://127.0.0.1:8080/apps/svc-web')?.href).toBe('http://127.0.0.1:8080/apps/svc-web/')
    expect(healthCheckUrl('/health', undefined)).toBeUndefined()
    expect(healthCheckUrl('https://other.example.com/x', undefined)?.href).toBe('https://other.example.com/x')
  })
})
