// Go-live confidence, in process: the new inputs, the health check's tries (an injected probe,
// clock and sleep: no real waiting), its real client (a loopback server), the service URL from
// the domains list and the runtime log's lines.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import {
  checkHealth,
  describeError,
  healthCheckUrl,
  MAX_BODY_BYTES,
  type Probe,
  type ProbeAnswer
} from '../../src/health/health-check.js'
import { getInputs } from '../../src/inputs/inputs.js'
import { commentBody, commentMarker } from '../../src/report/pr-comment.js'
import { runtimeLines } from '../../src/report/runtime-log.js'
import { firstVerified } from '../../src/steps/service-url.js'
import { captureStdout } from '../harness/helpers.js'

const BASE: Record<string, string> = {
  'base-url': 'https://api.example.com',
  'api-key': 'sk_test_golive_0123456789',
  'service-id': 'svc-web',
  'health-check-url': '',
  'health-check-expect': '',
  'health-check-timeout': '',
  rollback: '',
  'if-busy': '',
  superseded: '',
  comment: '',
  'github-token': ''
}

function setInputs(overrides: Record<string, string>): void {
  for (const [name, value] of Object.entries({ ...BASE, ...overrides }))
    process.env[`INPUT_${name.toUpperCase()}`] = value
}

captureStdout()
afterEach(() => {
  for (const name of Object.keys(BASE)) delete process.env[`INPUT_${name.toUpperCase()}`]
})

function inputError(overrides: Record<string, string>): string {
  setInputs(overrides)
  try {
    getInputs()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as Error).message
  }
  throw new Error('getInputs accepted bad input')
}

describe('inputs', () => {
  it('reads the go-live inputs', () => {
    setInputs({
      'health-check-url': '/health',
      'health-check-expect': 'abc123',
      'health-check-timeout': '90s',
      rollback: 'true',
      'if-busy': 'fail',
      superseded: 'pass',
      comment: 'true',
      'github-token': 'ghs_token_for_golive_tests'
    })
    const inputs = getInputs()
    expect(inputs.healthCheck).toEqual({ url: '/health', expect: 'abc123', timeoutMs: 90_000 })
    expect(inputs.rollback).toBe(true)
    expect(inputs.ifBusy).toBe('fail')
    expect(inputs.superseded).toBe('pass')
    expect(inputs.comment).toEqual({ environment: 'production', token: 'ghs_token_for_golive_tests' })
  })

  it('defaults: no health check, no rollback, wait when busy, fail when superseded, no comment', () => {
    setInputs({})
    const inputs = getInputs()
    expect(inputs.healthCheck).toBeUndefined()
    expect([inputs.rollback, inputs.ifBusy, inputs.superseded, inputs.comment]).toEqual([
      false,
      'wait',
      'fail',
      undefined
    ])
    setInputs({ 'health-check-url': 'https://app.example.com/health' })
    expect(getInputs().healthCheck?.timeoutMs).toBe(120_000)
  })

  it.each([
    [{ 'if-busy': 'maybe' }, `Input 'if-busy' must be wait or fail, got "maybe"`],
    [{ superseded: 'ignore' }, `Input 'superseded' must be fail or pass, got "ignore"`],
    [{ rollback: 'perhaps' }, `Input 'rollback' must be true or false, got "perhaps"`],
    [{ comment: 'yes please' }, `Input 'comment' must be true or false`],
    [
      { 'health-check-url': '/h', 'health-check-timeout': 'soon' },
      `Input 'health-check-timeout' must be a positive duration`
    ],
    [{ 'health-check-url': 'ftp://x.example.com' }, `Input 'health-check-url' must use http or https`],
    [
      { 'health-check-url': '//evil.example.com/' },
      `Input 'health-check-url' must be an absolute http(s) URL or a path`
    ],
    [{ 'health-check-url': 'https://u:p@x.example.com' }, `Input 'health-check-url' must not contain credentials`],
    [{ 'health-check-expect': 'abc' }, `Input 'health-check-expect' needs health-check-url`],
    [{ comment: 'true' }, `Input 'github-token' is required when comment is true`]
  ])('refuses %o', (overrides, message) => {
    expect(inputError(overrides)).toContain(message)
  })
})

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

describe('the real health-check client', () => {
  it('sends no credentials, follows a same-origin redirect and reads a bounded body', async () => {
    const headers: IncomingHttpHeaders[] = []
    const server = createServer((req, res) => {
      headers.push(req.headers)
      if (req.url === '/health') {
        res.writeHead(302, { location: '/big' })
        res.end()
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end(`${'x'.repeat(MAX_BODY_BYTES * 4)}needle`)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const result = await checkHealth({
        url: new URL(`http://127.0.0.1:${port}/health`),
        expect: 'needle',
        timeoutMs: 1000,
        signal: new AbortController().signal,
        log: () => undefined
      })
      // The needle lies past the bound: never read, so never found.
      expect(result.healthy).toBe(false)
      expect(result.problem).toBe('HTTP 200, but the answer does not contain "needle"')
      expect(headers.map(h => h.authorization)).toEqual([undefined, undefined])
      expect(headers[0]?.['user-agent']).toMatch(/hosting-deploy-action/)
    } finally {
      server.closeAllConnections()
      await new Promise(resolve => server.close(resolve))
    }
  })
})

describe('service url, runtime log, comment', () => {
  it('the first verified domain, as https://', () => {
    expect(
      firstVerified([
        { hostname: 'next.example.com', status: 'pending' },
        { hostname: 'www.example.com', status: 'Verified' }
      ])
    ).toBe('https://www.example.com')
    expect(firstVerified([{ hostname: 'x.example.com' }, { hostname: 'y.example.com', status: 'failed' }])).toBe(
      undefined
    )
    expect(firstVerified([{ hostname: 'evil.com/@x"', status: 'active' }])).toBeUndefined()
    // An IP address is no custom domain (a hostile list could aim the health check inward).
    expect(
      firstVerified([
        { hostname: '169.254.169.254', status: 'verified' },
        { hostname: '10.0.0.12:8080', status: 'verified' },
        { hostname: 'app.example.com', status: 'verified' }
      ])
    ).toBe('https://app.example.com')
  })

  it('runtime lines: by time when every record has one, made safe, at most 50', () => {
    const lines = runtimeLines({
      logs: [
        { line: 'second', ts: '2026-01-01T00:00:02Z' },
        { message: '::error::first', ts: '2026-01-01T00:00:01Z' }
      ]
    })
    expect(lines).toEqual(['\\::error::first', 'second'])
    expect(runtimeLines({ logs: Array.from({ length: 80 }, (_, i) => ({ line: `l${i}` })) })).toHaveLength(50)
    expect(runtimeLines('nope')).toEqual([])
  })

  it('the comment carries its marker, and remote text cannot form Markdown', () => {
    const body = commentBody(
      {
        serviceId: 'svc-web',
        requestedRef: 'main',
        durationMs: 61_000,
        variablesGiven: 0,
        tail: [],
        result: 'failure',
        status: 'build_failed',
        deploymentId: 'dep_1',
        error: 'failed: [click](https://evil.example.com) <img src=x> cc @octo-org/security, see www.evil.example'
      },
      { environment: 'preview', token: 'x' },
      'https://github.com/o/r/actions/runs/1'
    )
    expect(body.startsWith(commentMarker('svc-web', 'preview'))).toBe(true)
    expect(body).toContain(
      '\\[click\\]\\(https&#58;//evil.example.com\\) \\<img src=x\\> cc &#64;octo-org/security, see www&#46;evil.example'
    )
    // Nothing GitHub would link or notify: no @mention, no scheme link, no www. link.
    expect(body.split('\n').filter(line => !line.includes('workflow run'))).not.toContainEqual(
      expect.stringMatching(/@\w|:\/\/|www\./)
    )
    expect(body).toContain('[workflow run](https://github.com/o/r/actions/runs/1)')
  })
})
