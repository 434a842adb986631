// End-to-end: the bundled action against hostile servers and hostile inputs, as the runner runs
// it: one row of each hostile matrix (every row runs in process, __tests__/integration/hostile/,
// through the Action's own entry), and what only a process can show: memory and CPU bounds, the
// final drain by the process's own clock, the proxy the environment names, the command line's
// flood. Each test starts its own attacker (attacker.ts) and asserts the security contract:
// files stay inside the workspace and RUNNER_TEMP, remote text never becomes a workflow command
// nor summary markup, outputs are exact, every resource is bounded inside the timeout, proxies
// are honoured and redirects refused, no secret leaks.
import { describe, expect, it } from 'vitest'
import type { RunResult } from '../harness/local-runner.js'
import {
  attackerSuite,
  json,
  liveAfter,
  pump,
  serviceKeyIdentity,
  startPlain,
  startProxy,
  statusFlood,
  type Handler
} from '../harness/attacker.js'
import {
  API_KEY,
  BOUNDED,
  DISGUISES,
  ENV_FILE,
  expectBounded,
  expectOnlyOwnCommands,
  GITHUB_TOKEN,
  importedVars,
  type Matrix,
  MiB,
  OUTPUTS_EXACT,
  REMOTE_STRINGS,
  rowNamed,
  SUMMARY_MARKUP
} from '../harness/hostile-matrices.js'
import { errors, expectNoSecrets, warnings } from '../harness/helpers.js'
import { MAX_LOG_BYTES, MAX_STATE_LINES } from '../../src/watch/log-sink.js'
import { linesOf, runCli } from '../harness/cli-runner.js'

/** The safety net: a run still going this long is killed (and the test fails on its signal). */
const KILL_AFTER_MS = 25_000
const RSS_BOUND_KB = 300 * 1024
/** A run's CPU time is about 0.5 s; parsing a long value in quadratic time would take minutes of it. */
const CPU_BOUND_MS = 5000

const suite = attackerSuite(KILL_AFTER_MS)
const { track, serve, run } = suite

/**
 * The "fast" rows bound the CPU time, not the wall time: a timeout and a safety net no loaded
 * machine meets (a 5 s timeout ran out on one at load 20, the deployment not yet live).
 */
const FAR = '60s'
const CHEAP_RUN = { measureRss: true, killAfterMs: 90_000 }

/**
 * Fast, by the work done: the CPU time the action used (a quadratic parse of a long value takes
 * minutes of it), not the wall time, which a loaded machine stretches.
 */
function expectCheap(result: RunResult): void {
  expect(result.signal, 'killed by the safety net').toBeNull()
  expect(result.cpuMs, 'the probe reported the CPU time').toBeDefined()
  expect(result.cpuMs ?? Infinity).toBeLessThan(CPU_BOUND_MS)
}

/** The row of `matrix` named `name`, through the bundle: each matrix's every row runs in process. */
function spawnedRow<Row extends readonly [string, ...unknown[]]>(
  label: string,
  matrix: Matrix<Row>,
  name: string
): void {
  it.concurrent(`${label}: ${name}`, context => matrix.check(suite, rowNamed(matrix, name), context))
}

describe('one row of each matrix, through the bundle (every row: integration/hostile/)', () => {
  spawnedRow('1. env-file', ENV_FILE, 'refuses a workspace symlink to /proc/self/environ before any request')
  spawnedRow('2. remote strings', REMOTE_STRINGS, 'a service key, the live log stream: CRLF U+0085 ::error')
  spawnedRow('3. outputs', OUTPUTS_EXACT, 'are never redacted, and each is written once')
  spawnedRow('4. summary', SUMMARY_MARKUP, 'ref: closing the cell and the table')
  spawnedRow('5. bounds', BOUNDED, 'refuses a timeout of 600h before any request, never times out at once')
  spawnedRow(
    '7. disguises',
    DISGUISES,
    "the log (a key cut across two lines too), a status event's data, the summary's log tail"
  )
})

describe('5. every resource is bounded inside the timeout: what only a process shows', () => {
  it.concurrent('parses a value of 130,000 spaces fast', { timeout: 120_000 }, async context => {
    // 128 KiB is the most Linux passes in one environment variable (inputs arrive as INPUT_*).
    const server = await serve(context)
    const result = await run(server, { env: `A=${' '.repeat(130_000)}x`, timeout: FAR }, CHEAP_RUN)
    expectCheap(result)
    expect(result.exitCode, result.stdout).toBe(0)
    expect(importedVars(server)).toEqual([{ key: 'A', value: 'x' }])
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })

  it.concurrent('parses an env-file with a line just under 1 MiB fast', { timeout: 120_000 }, async context => {
    const server = await serve(context)
    const line = `A=${' '.repeat(MiB - 100)}x\n`
    const result = await run(
      server,
      { 'env-file': 'long.env', timeout: FAR },
      { workspaceFiles: { 'long.env': line }, ...CHEAP_RUN }
    )
    expectCheap(result)
    expect(result.exitCode, result.stdout).toBe(0)
    expect(importedVars(server)).toEqual([{ key: 'A', value: 'x' }])
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })

  it.concurrent('gives up an SSE line that never ends, and succeeds in bounded memory', async context => {
    const server = await serve(context, {
      ...liveAfter(1000),
      stream: async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        res.write('data: ')
        await pump(res, 'x'.repeat(64 * 1024), 300 * MiB)
        res.end()
      }
    })
    const result = await run(server, { timeout: '10s' }, { measureRss: true })
    expectBounded(result)
    expect(result.exitCode, result.stdout.slice(-2000)).toBe(0)
    expect(result.outputs.result).toBe('success')
    // The endless line was met: the stream was opened.
    expect(server.count('stream')).toBeGreaterThan(0)
    expect(result.peakRssKb).toBeDefined()
    expect(result.peakRssKb ?? Infinity).toBeLessThan(RSS_BOUND_KB)
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })

  it.concurrent('refuses a 250 MB key check answer quickly, in bounded memory', async context => {
    const server = await serve(context, {
      whoami: async (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"name":"')
        await pump(res, 'a'.repeat(64 * 1024), 250 * MiB)
        if (!res.destroyed) res.end('"}')
      }
    })
    const result = await run(server, { timeout: '10s' }, { measureRss: true })
    expectBounded(result)
    expect(result.exitCode).toBe(1)
    expect(errors(result).join('\n')).toContain(
      "Checking the API key failed: the service's answer is larger than 4 MiB, so it was not read further."
    )
    expect(result.peakRssKb ?? Infinity).toBeLessThan(RSS_BOUND_KB)
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })

  it.concurrent(
    'skips a polled log record of 320 MB with one line, prints the lines around it, in bounded memory',
    { timeout: 120_000 },
    async context => {
      const RECORD = 320 * MiB
      // Building until the line after the huge record was served: the log is read past it, however slow the machine.
      let served = false
      const server = await serve(context, {
        list: (_req, res) =>
          json(res, 200, {
            deployments: [
              { id: 'dep_1', status: served ? 'live' : 'building', ref: 'main', createdAt: new Date().toISOString() }
            ],
            nextCursor: 0
          }),
        logs: async (_req, res, { query }) => {
          const after = Number(query.get('after') ?? 0)
          if (after >= 2) {
            served = true
            return json(res, 200, after >= 3 ? [] : [{ seq: 3, line: 'after the huge line' }])
          }
          res.writeHead(200, { 'content-type': 'application/json' })
          res.write('[{"seq":1,"line":"before the huge line"},{"seq":2,"line":"')
          await pump(res, 'x'.repeat(64 * 1024), RECORD)
          if (res.destroyed) return
          served = true
          res.end('"},{"seq":3,"line":"after the huge line"}]')
        }
      })
      const result = await run(server, { timeout: '80s' }, { measureRss: true, killAfterMs: 100_000 })
      expect(result.signal, 'killed by the safety net').toBeNull()
      expect(result.exitCode, result.stdout.slice(-2000)).toBe(0)
      const bytes = `{"seq":2,"line":""}`.length + RECORD
      expect(result.logLines.filter(line => /huge line|not shown/.test(line))).toEqual([
        'before the huge line',
        `[log line 2 not shown: its record is ${bytes.toLocaleString('en')} bytes, over the 4 MiB read of one record]`,
        'after the huge line'
      ])
      expect(result.peakRssKb ?? Infinity).toBeLessThan(RSS_BOUND_KB)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  )

  it.concurrent('ends the final drain of a log that never stops growing', { timeout: 120_000 }, async context => {
    const PAGE = 100
    // A hard cap far beyond what a bounded drain reads.
    const CAP = 3_000_000
    const server = await serve(context, {
      logs: (_req, res, { query }) => {
        const after = Number(query.get('after') ?? 0)
        const count = after >= CAP ? 0 : PAGE
        json(
          res,
          200,
          Array.from({ length: count }, (_, i) => ({ seq: after + i + 1, line: String(after + i + 1) }))
        )
      }
    })
    // A timeout far past the drain's own bound, so the drain ends the run, however slow the machine.
    const result = await run(server, { timeout: '60s' }, { measureRss: true, killAfterMs: 90_000 })
    expect(result.signal, 'killed by the safety net').toBeNull()
    expect(result.exitCode, result.stdout.slice(-2000)).toBe(0)
    expect(result.outputs.result).toBe('success')
    expect(result.outputs.status).toBe('live')
    // Ended by the drain's bound (by the action's own clock), long before the timeout.
    expect(result.ownMs ?? Infinity).toBeLessThan(40_000)
    // The drain read on past the final state, and stopped.
    expect(server.count('logs')).toBeGreaterThan(1)
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })

  it.concurrent(
    'prints at most the log cap, says once how much more there was, in bounded memory',
    { timeout: 120_000 },
    async context => {
      // Pages of about 3.5 MB (far below the answer cap) of 16,000-byte lines: 88 MB in all.
      const LINE = 'y'.repeat(15_999)
      const PAGE = 220
      const TOTAL = PAGE * 25
      // Building until the whole log was served: every line is read, however slow the machine.
      let served = false
      const server = await serve(context, {
        list: (_req, res) =>
          json(res, 200, {
            deployments: [
              { id: 'dep_1', status: served ? 'live' : 'building', ref: 'main', createdAt: new Date().toISOString() }
            ],
            nextCursor: 0
          }),
        logs: (_req, res, { query }) => {
          const after = Number(query.get('after') ?? 0)
          if (after >= TOTAL) served = true
          const count = Math.max(0, Math.min(PAGE, TOTAL - after))
          json(
            res,
            200,
            Array.from({ length: count }, (_, i) => ({ seq: after + i + 1, line: LINE }))
          )
        }
      })
      // The subject is the cap and the memory, not the speed: a timeout no loaded machine meets.
      const result = await run(server, { timeout: '80s' }, { measureRss: true, killAfterMs: 100_000 })
      expect(result.signal, 'killed by the safety net').toBeNull()
      expect(result.exitCode, result.stdout.slice(-2000)).toBe(0)
      const printed = result.stdout.split('\n').filter(line => line === LINE).length
      expect(printed * 16_000).toBeLessThanOrEqual(MAX_LOG_BYTES)
      expect(printed * 16_000).toBeGreaterThan(MAX_LOG_BYTES - 16_000)
      expect(warnings(result).filter(warning => warning.includes('not printed'))).toEqual([
        `${(TOTAL - printed).toLocaleString('en')} more log lines (${((TOTAL - printed) * 16_000).toLocaleString('en')} bytes) not printed: the log passed the cap of 64 MiB printed per deployment.`
      ])
      expect(result.peakRssKb ?? Infinity).toBeLessThan(RSS_BOUND_KB)
    }
  )

  it.concurrent(
    'a stream flooding new state words prints a bounded number of lines about states, in bounded memory, until the timeout',
    async context => {
      const flood = statusFlood()
      const server = await serve(context, {
        stream: flood.stream,
        list: (_req, res) =>
          json(res, 200, {
            deployments: [{ id: 'dep_1', status: 'building', ref: 'main', createdAt: new Date().toISOString() }],
            nextCursor: 0
          })
      })
      // The command line as built, its stdout a pipe.
      // The safety net is far past the 8 s timeout and its 10 s final drain: a CPU-starved run
      // (two suites at once) went past KILL_AFTER_MS while it read the flood.
      const result = await runCli(['deploy', '--base-url', server.url, '--service-id', 'svc-web', '--timeout', '8s'], {
        env: { HOSTING_API_KEY: API_KEY },
        killAfterMs: 90_000,
        measureRss: true
      })
      expect(result.signal, 'killed by the safety net').toBeNull()
      expect(result.code, result.printed.slice(-2000)).toBe(6)
      expect(flood.words(), 'the flood was read').toBeGreaterThan(1000)
      const lines = [...linesOf(result.stdout), ...linesOf(result.stderr)]
      const stateLines = lines.filter(line => /deployment dep_1: odd_state_|which this action does not know/.test(line))
      expect(stateLines.length).toBeGreaterThan(0)
      expect(stateLines.length).toBeLessThanOrEqual(MAX_STATE_LINES)
      // Besides them, only the result block names a word: the last status seen.
      expect(lines.filter(line => line.includes('odd_state_')).length).toBeLessThanOrEqual(MAX_STATE_LINES + 2)
      const more = lines.filter(line => line.includes('were received and not shown'))
      expect(more).toHaveLength(1)
      const hidden = Number(
        /^([\d,]+) more lines about the deployment's state/.exec(more[0] ?? '')?.[1]?.replace(/,/g, '')
      )
      expect(hidden).toBeGreaterThan(1000)
      expect(Buffer.byteLength(result.stdout) + Buffer.byteLength(result.stderr)).toBeLessThan(MiB)
      expect(result.peakRssKb).toBeDefined()
      expect(result.peakRssKb ?? Infinity).toBeLessThan(RSS_BOUND_KB)
      expect(result.printed).not.toContain(API_KEY)
    },
    120_000
  )
})

describe('6. transport', () => {
  it.concurrent('goes through HTTP_PROXY, and warns once about plain http to another host', async context => {
    const server = await serve(context)
    const proxy = track(context, await startProxy())
    const result = await run(
      server,
      { 'base-url': `http://api.hosting.test:${server.port}` },
      { env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url } }
    )
    expect(result.exitCode, result.stdout).toBe(0)
    expect(proxy.requests.length).toBeGreaterThan(0)
    expect(server.requests.length).toBeGreaterThan(0)
    expect(warnings(result).filter(warning => warning.includes('http://'))).toHaveLength(1)
    expectOnlyOwnCommands(result)
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })

  it.concurrent('refuses a redirect to another origin', async context => {
    const other = track(context, await startPlain((_req, res) => json(res, 200, serviceKeyIdentity())))
    const redirect: Handler = (req, res) => {
      res.writeHead(307, { location: `${other.url}${req.url ?? '/'}` })
      res.end()
    }
    const server = await serve(context, {
      whoami: redirect,
      importEnv: redirect,
      deploy: redirect,
      list: redirect,
      logs: redirect,
      stream: redirect
    })
    const result = await run(server)
    expectBounded(result)
    expect(result.exitCode).toBe(1)
    expect(errors(result).join('\n')).toMatch(/redirect/i)
    expect(other.requests).toEqual([])
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
  })
})
