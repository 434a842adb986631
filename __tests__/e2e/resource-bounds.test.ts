// Red team (end to end): what still gets through the hardening. Each test runs the bundled
// action (dist/index.js) against a hostile server, as the runner does, and asserts one of the
// guarantees of the threat model; a failing test is a finding. Every stream is capped and
// every run has a safety net.
import { describe, expect, it } from 'vitest'
import type { RunResult } from '../harness/local-runner.js'
import { ATTACK_API_KEY, attackerSuite, json, liveAfter, serviceKeyIdentity, startProxy } from '../harness/attacker.js'

const API_KEY = ATTACK_API_KEY
const KILL_AFTER_MS = 45_000

const { track, serve, run } = attackerSuite(KILL_AFTER_MS)

/** Everything a reader or a later step can see: stdout (masks registered by ::add-mask:: aside), summary, outputs. */
function visible(result: RunResult): string {
  const printed = result.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  return [printed, result.summary, JSON.stringify(result.outputs)].join('\n')
}

describe('RT-1 (G2): a secret cut by a sanitiser scan limit leaks all but its last character', () => {
  it.concurrent(
    'the API key, echoed after 8 Ki of spaces in an error body, shows in the annotation and the summary',
    async context => {
      // excerpt() slices the raw body at 8 Ki before removing whitespace and redacting.
      const body = JSON.stringify({ error: ' '.repeat(8 * 1024 - (API_KEY.length - 1)) + API_KEY })
      const server = await serve(context, {
        whoami: (_req, res) => {
          res.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
          res.end(body)
        }
      })
      const result = await run(server)
      expect(result.exitCode).toBe(1)
      // The runner masks the whole key only; its prefix is printed as is.
      expect(visible(result)).not.toContain(API_KEY.slice(0, -1))
    }
  )

  it.concurrent(
    'a variable value, echoed in a log line after 64 Ki of zero-width spaces, shows in the job log',
    async context => {
      const value = 'Sup3rSecretDbPassw0rd'
      const line = '\u200b'.repeat(64 * 1024 - (value.length - 1)) + value
      const server = await serve(context, {}, { lines: ['==> starting', line], status: 'failed' })
      const result = await run(server, { env: `DB_PASSWORD=${value}` })
      expect(result.exitCode).toBe(1)
      expect(visible(result)).not.toContain(value.slice(0, -1))
    }
  )
})

describe('RT-2 (G2): a variable value holding a character the sanitiser strips is printed unmasked', () => {
  it.concurrent('a value with a zero-width non-joiner, echoed by the log', async context => {
    const value = 'pass\u200cword-2024'
    const server = await serve(context, {}, { lines: [`DB_PASSWORD=${value}`] })
    const result = await run(server, { env: `DB_PASSWORD=${value}` })
    expect(result.exitCode, result.stdout).toBe(0)
    // The runner masks the exact value; the action printed it without the ZWNJ, so nothing matched.
    expect(visible(result)).not.toContain('password-2024')
    // Redacted, not dropped.
    expect(result.logLines).toContain('DB_PASSWORD=***')
  })
})

describe('RT-3 (G2 vs G3): the server can put the API key into the outputs', () => {
  it.concurrent('as the resolved ref and the deployment id', async context => {
    const server = await serve(context, {}, { deploymentId: API_KEY, ref: API_KEY })
    const result = await run(server)
    // The deploy was answered with the key: the values were there to write.
    expect(server.count('deploy')).toBe(1)
    // Either the step refuses such a value, or no secret may reach an output (GITHUB_OUTPUT is not masked).
    expect(JSON.stringify(result.outputs)).not.toContain(API_KEY)
  })
})

describe('RT-4 (G3): a numeric id beyond 2^53 in the adopt-after-lost-answer path is rounded, not refused', () => {
  it.concurrent('deployment-id is written as 12345678901234567000 for id 12345678901234567890', async context => {
    const server = await serve(context, {
      deploy: (_req, res) => json(res, 502, { error: 'bad gateway' }),
      list: (_req, res) => {
        // Raw JSON: the number cannot be written from JavaScript.
        const text = `{"deployments":[{"id":12345678901234567890,"status":"live","ref":"main","createdAt":"${new Date().toISOString()}"}],"nextCursor":0}`
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
        res.end(text)
      }
    })
    const result = await run(server)
    // The adopt path was taken: the list was read after the lost answer.
    expect(server.count('list')).toBeGreaterThan(0)
    const id = result.outputs['deployment-id'] ?? ''
    // The deploy answer path (accepted()) refuses unsafe integers; the adopt path must too, or write the id exactly.
    expect(id === '' || id === '12345678901234567890', `deployment-id output: ${id}, exit ${result.exitCode}`).toBe(
      true
    )
    expect(result.exitCode === 1 || id === '12345678901234567890').toBe(true)
  })
})

describe('RT-5 (G4): the job summary grows past 64 KiB with skipped variables', () => {
  it.concurrent('400 variables, each skipped with a 200-character reason of "&"', async context => {
    const keys = Array.from({ length: 400 }, (_, i) => `VARIABLE_${i}`)
    const server = await serve(context, {
      importEnv: (_req, res) =>
        json(res, 200, { imported: 0, skipped: keys.map(key => ({ key, reason: '&'.repeat(200) })) })
    })
    const result = await run(
      server,
      { 'env-file': 'vars.env' },
      { workspaceFiles: { 'vars.env': keys.map(key => `${key}=v\n`).join('') } }
    )
    expect(server.count('importEnv')).toBe(1)
    expect(result.summary).not.toBe('')
    expect(Buffer.byteLength(result.summary)).toBeLessThanOrEqual(64 * 1024)
  })
})

describe('RT-6 (G5): the stream gap catch-up is not stopped by the final state', () => {
  it.concurrent(
    'a stream that skips ahead and a log that grows keep a live deployment running to the timeout',
    async context => {
      let listed = 0
      let pages = 0
      const server = await serve(
        context,
        {
          // The record says live, but only once the catch-up has started (1 s in).
          list: async (_req, res) => {
            listed++
            await new Promise(resolve => setTimeout(resolve, 1000))
            json(res, 200, {
              deployments: [{ id: 'dep_1', status: 'live', ref: 'main', createdAt: new Date().toISOString() }],
              nextCursor: 0
            })
          },
          // The first stream event claims seq 1e15: the action polls the gap (until 1e15 - 1), up to 5000 pages.
          stream: (_req, res) => {
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
            res.write(`event: log\nid: 1000000000000000\ndata: ${JSON.stringify({ seq: 1e15, line: 'far ahead' })}\n\n`)
          },
          // Full pages of ten new lines, 50 ms apart, for as long as asked (capped at 2000 pages).
          logs: async (_req, res, { query }) => {
            pages++
            if (pages > 2000) return json(res, 200, [])
            await new Promise(resolve => setTimeout(resolve, 50))
            const after = Number(query.get('after') ?? 0)
            json(
              res,
              200,
              Array.from({ length: 10 }, (_, i) => ({ seq: after + i + 1, line: `catch-up line ${after + i + 1}` }))
            )
          }
        },
        { stream: true }
      )
      const result = await run(server, { timeout: '30s' })
      expect(result.signal).toBeNull()
      expect(listed).toBeGreaterThan(0)
      // The catch-up was under way.
      expect(pages).toBeGreaterThan(0)
      // Known final state at ~1 s; the final drain is bounded to 10 s (FINAL_DRAIN). The run must end well before the 30 s timeout.
      expect(
        result.durationMs,
        `ended after ${Math.round(result.durationMs)} ms, ${pages} log pages read, exit ${result.exitCode}, result ${result.outputs.result}`
      ).toBeLessThan(20_000)
    }
  )
})

describe('RT-7 (G5/queue-once): the Date header is trusted without a plausibility bound', () => {
  it.concurrent(
    'a Date far in the future makes the action miss the deployment its lost request queued, and queue a second one',
    async context => {
      let deploys = 0
      const created: string[] = []
      const server = await serve(context, {
        whoami: (_req, res) => {
          const text = JSON.stringify(serviceKeyIdentity())
          res.writeHead(200, { 'content-type': 'application/json', date: new Date(Date.UTC(2099, 0, 1)).toUTCString() })
          res.end(text)
        },
        // The first deploy is queued, but its answer is lost (502); the second is queued too.
        deploy: (_req, res) => {
          deploys++
          created.push(new Date().toISOString())
          if (deploys === 1) return json(res, 502, { error: 'upstream timed out' })
          json(res, 202, { deploymentId: `dep_${deploys}`, ref: 'main' })
        },
        list: (_req, res) =>
          json(res, 200, {
            deployments: created
              .map((at, i) => ({ id: `dep_${i + 1}`, status: 'live', ref: 'main', createdAt: at }))
              .reverse(),
            nextCursor: 0
          })
      })
      const result = await run(server)
      expect(deploys, `deploy requests: ${deploys}; outputs ${JSON.stringify(result.outputs)}`).toBe(1)
    }
  )

  it.concurrent(
    'a Date an hour in the past makes the action adopt an older deployment of the same ref as its own',
    async context => {
      const old = new Date(Date.now() - 30 * 60_000).toISOString()
      const server = await serve(context, {
        whoami: (_req, res) => {
          const text = JSON.stringify(serviceKeyIdentity())
          // A stale Date (e.g. a cached answer of a proxy); the deploy answer below is lost and nothing was queued.
          res.writeHead(200, {
            'content-type': 'application/json',
            date: new Date(Date.now() - 3600_000).toUTCString()
          })
          res.end(text)
        },
        deploy: (_req, res, { count }) =>
          count === 1
            ? json(res, 502, { error: 'upstream timed out' })
            : json(res, 202, { deploymentId: 'dep_new', ref: 'main' }),
        list: (_req, res) =>
          json(res, 200, {
            deployments: [{ id: 'dep_old_30min', status: 'live', ref: 'main', createdAt: old }],
            nextCursor: 0
          })
      })
      const result = await run(server)
      // dep_old_30min was created half an hour before this step sent anything: it is not this run's deployment.
      expect(result.outputs['deployment-id']).not.toBe('dep_old_30min')
      // Not adopted, so the deploy was tried once more and that one is followed.
      expect(server.requests.filter(r => r.method === 'POST' && r.url.endsWith('/deploy'))).toHaveLength(2)
      expect(result.outputs['deployment-id']).toBe('dep_new')
    }
  )
})

describe('RT-8 (G5): `retry: 0` and an event per connection make the stream reconnect without pause', () => {
  it.concurrent('counts stream connections in a 6 s run', async context => {
    const server = await serve(
      context,
      {
        ...liveAfter(5000),
        stream: (_req, res, { count }) => {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
          // One (repeated) event, so the connection counts as working, then close; capped at 20000 connections.
          res.end(count > 20_000 ? '' : `retry: 0\nevent: log\nid: 1\ndata: {"seq":1,"line":"hello"}\n\n`)
        }
      },
      { stream: true }
    )
    const result = await run(server, { timeout: '15s' })
    expect(result.exitCode, result.stdout.slice(-2000)).toBe(0)
    expect(server.count('stream')).toBeGreaterThan(0)
    // The watcher's reconnect delay has no floor: retry: 0 means no delay at all.
    expect(
      server.count('stream'),
      `stream connections: ${server.count('stream')}, list requests: ${server.count('list')}`
    ).toBeLessThan(100)
  })
})

describe('RT-9 (G5): a JSON answer under the 16 MiB cap can still take gigabytes of memory', () => {
  it.concurrent(
    "a deployment list of 5.6 million empty objects (16 MiB) peaks far above the suite's 300 MiB bound",
    async context => {
      const count = Math.floor((16 * 1024 * 1024 - 40) / 3)
      const body = Buffer.from(`{"deployments":[${'{},'.repeat(count - 1)}{}],"nextCursor":0}`)
      const server = await serve(context, {
        list: (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
          res.end(body)
        }
      })
      const result = await run(server, { timeout: '6s', logs: 'false' }, { measureRss: true })
      expect(result.signal).toBeNull()
      // The huge list was asked for.
      expect(server.count('list')).toBeGreaterThan(0)
      expect(result.peakRssKb ?? Infinity, `peak RSS ${Math.round((result.peakRssKb ?? 0) / 1024)} MiB`).toBeLessThan(
        300 * 1024
      )
    }
  )
})

describe('RT-10 (G7): a loopback base-url goes through HTTP_PROXY, the key in clear text, without the unencrypted warning', () => {
  it.concurrent('http://127.0.0.1 with HTTP_PROXY set and no NO_PROXY', async context => {
    const server = await serve(context)
    const proxy = await startProxy()
    track(context, proxy)
    const result = await run(server, {}, { env: { HTTP_PROXY: proxy.url } })
    expect(result.exitCode, result.stdout).toBe(0)
    // @actions/http-client (GitHub's toolkit, which the action says it follows) never proxies loopback;
    // the action sends `authorization: Bearer <key>` in plain http to the proxy's origin, and warns about nothing.
    const seen = proxy.requests.filter(request => String(request.headers.authorization ?? '').includes(API_KEY))
    expect(seen.map(request => `${request.method} ${request.url}`)).toEqual([])
  })
})

describe('RT-11 (G5): end-like status events on the stream each trigger a look at the deployment list at once', () => {
  it.concurrent('a "failed" status event every 2 ms while the record says building', async context => {
    const server = await serve(
      context,
      {
        ...liveAfter(5000),
        stream: async (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
          let closed = false
          res.once('close', () => (closed = true))
          for (let i = 0; i < 3000 && !closed; i++) {
            res.write('event: status\ndata: failed\n\n')
            await new Promise(resolve => setTimeout(resolve, 2))
          }
          res.end()
        }
      },
      { stream: true }
    )
    const result = await run(server, { timeout: '15s' })
    expect(result.exitCode, result.stdout.slice(-1500)).toBe(0)
    expect(server.count('stream')).toBeGreaterThan(0)
    // The confirm interval is 250 ms (CONFIRM_INTERVAL_MS): about 20 looks in 5 s, not one per event.
    expect(server.count('list'), `list requests in ~5 s: ${server.count('list')}`).toBeLessThan(100)
  })
})

describe("RT-12 (G5): the final drain's 10 s bound is checked between pages only", () => {
  it.concurrent(
    'a log page that drips one byte a second after the final state holds the step to the timeout',
    async context => {
      let live = false
      let dripped = false
      const server = await serve(context, {
        list: (_req, res) => {
          live = true
          json(res, 200, {
            deployments: [{ id: 'dep_1', status: 'live', ref: 'main', createdAt: new Date().toISOString() }],
            nextCursor: 0
          })
        },
        logs: async (_req, res) => {
          if (!live) return json(res, 200, [{ seq: 1, line: 'building' }])
          // The final drain's page: a valid JSON array, one byte a second (each byte inside undici's 30 s body timeout), capped at 60 s.
          dripped = true
          res.writeHead(200, { 'content-type': 'application/json' })
          let closed = false
          res.once('close', () => (closed = true))
          res.write('[')
          for (let i = 0; i < 60 && !closed; i++) {
            await new Promise(resolve => setTimeout(resolve, 1000))
            res.write(' ')
          }
          res.end(']')
        }
      })
      const result = await run(server, { timeout: '30s' })
      expect(result.signal).toBeNull()
      // The dripping page was being read when the bound ended it.
      expect(dripped).toBe(true)
      expect(
        result.durationMs,
        `ended after ${Math.round(result.durationMs)} ms, exit ${result.exitCode}, result ${result.outputs.result}`
      ).toBeLessThan(20_000)
    }
  )
})
