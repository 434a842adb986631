// `npm run bench -- --app N`: an app of N independent services deployed in one step by ONE
// `hosting-deploy deploy --service-id s1 ... --service-id sN` process, against the same N as a
// workflow matrix of N processes of one service each, both under one key limited to 600
// requests/min with bursts of 100 (a fresh sandbox for each, so the bucket starts full). Also a
// run of one service alone, for its peak RSS. Reports the requests served and answered 429, the
// key checks, wall time, each service's completion after its final state, and peak RSS. The
// sandbox tells each answer the key's budget in the headers `rateLimitHeaders` picks (the IETF
// draft's by default; `none`: a key that only answers 429); `appOnly` leaves the matrix out.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isSuccess, preciseNow, type Deployment } from '../sandbox/model.js'
import { parseRateLimit, type RateLimitHeaders } from '../sandbox/rate-limit.js'
import { loadSeed } from '../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../sandbox/server.js'
import { duration } from './bench-fleet.js'
import { probeArgs, readProbe } from '../__tests__/harness/probe.js'

const CLI_ENTRY = fileURLToPath(new URL('../dist/cli/index.js', import.meta.url))
const KEY = 'sbx_bench_app_shared_key_01'
/** One key's limit, as a hosting service keeps it. */
const APP_RATE_LIMIT = '600/min,burst=100'
/** How long each deployment takes at speed 1 (the script below). */
const APP_DEPLOY_SECONDS = 10
/**
 * The targets, set for an app of 20 services; the 429s and the end after the last final state
 * for an app of 50, whose first requests are more than the key's burst.
 */
const TARGETS = {
  perService: 4,
  plus: 2,
  wallOverSlowestMs: 3000,
  completionMs: 2000,
  rssOverOneMb: 40,
  limited: 20,
  doneAfterLastFinalMs: 3000
}

export interface AppBenchOptions {
  services: number
  /** Time factor for the deployments: 10 runs them ten times faster (CI's --quick). */
  speed: number
  /** The rate-limit headers the sandbox sends (`ietf` unless said; `none`: only 429 and Retry-After). */
  rateLimitHeaders?: RateLimitHeaders
  /** The app alone, without the matrix of N jobs beside it. */
  appOnly?: boolean
}

/** One way of deploying the N services: the app in one process, or the matrix of N. */
interface Mode {
  succeeded: number
  served: number
  limited: number
  keyChecks: number
  wallMs: number
  /** The longest deployment, from queued to its final state. */
  slowestDeploymentMs: number
  /** Per service: from its deployment's final state to the run reporting it. */
  completionsMs: number[]
  /** From the last deployment's final state to the last process's exit. */
  doneAfterLastFinalMs: number
  /** Services with more than one deployment. */
  deployedTwice: number
  /** The app's one process, or the largest process of the matrix. */
  peakRssMb: number
  /** Served requests by endpoint (the method and the last path segment): where the requests go. */
  servedByEndpoint: Record<string, number>
  failures: string[]
}

export interface AppBenchFigures {
  services: number
  deploySeconds: number
  rateLimitHeaders: RateLimitHeaders
  app: Mode
  /** Undefined when left out (`appOnly`). */
  matrix: Mode | undefined
  /** Peak RSS of one service deployed alone. */
  oneServiceRssMb: number
}

const serviceIds = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `bench-app-${String(i + 1).padStart(3, '0')}`)

/** N copies of svc-web, each with a deployment of about 10 s at speed 1 (55 lines). */
function appSeed(count: number): unknown {
  const seed = loadSeed()
  const base = seed.services.find(s => s.id === 'svc-web')
  if (!base) throw new Error('the demo seed has no svc-web to model the app services on')
  return {
    ...seed,
    rateLimit: parseRateLimit(APP_RATE_LIMIT),
    scripts: {
      ...seed.scripts,
      app10: {
        description: 'about 10 s, 55 lines',
        phases: [
          { status: 'queued', durationMs: 1000 },
          { status: 'building', lineIntervalMs: 160, generate: { count: 45, template: 'build step {n} of {count}' } },
          { status: 'deploying', lineIntervalMs: 180, generate: { count: 10, template: 'release step {n} of {count}' } }
        ],
        final: 'live'
      }
    },
    services: [
      ...seed.services,
      ...serviceIds(count).map(id => ({
        ...base,
        id,
        slug: id,
        name: id,
        script: 'app10',
        refScripts: {},
        history: 0,
        faults: []
      }))
    ],
    keys: [...seed.keys, { token: KEY, name: 'bench-app', kind: 'account' }]
  }
}

interface CliRun {
  code: number | null
  spawnedAt: number
  closedAt: number
  peakRssMb: number
  output: string
}

/** The built CLI with its peak RSS measured; `onLine` gets each stdout line as it arrives. */
async function runCli(args: string[], onLine: (line: string) => void = () => {}): Promise<CliRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-app-'))
  try {
    const env = { PATH: path.dirname(process.execPath), HOME: dir, HOSTING_API_KEY: KEY }
    const spawnedAt = preciseNow()
    const child = spawn(process.execPath, [...probeArgs(dir), CLI_ENTRY, ...args, '--timeout', '10m', '--ci', 'none'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const killer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000)
    let stdout = ''
    let stderr = ''
    let pending = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine(line)
    })
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    const code = await new Promise<number | null>(resolve => child.on('close', exitCode => resolve(exitCode)))
    const closedAt = preciseNow()
    clearTimeout(killer)
    const { probed } = readProbe(stderr)
    return {
      code,
      spawnedAt,
      closedAt,
      peakRssMb: probed ? probed.peakRssKb / 1024 : Number.NaN,
      output: `${stdout}\n${stderr}`.slice(-400)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function withSandbox<T>(
  services: number,
  options: AppBenchOptions,
  use: (sandbox: Sandbox) => Promise<T>
): Promise<T> {
  const sandbox = await startSandbox({
    seed: appSeed(services),
    port: 0,
    quiet: true,
    speed: options.speed,
    rateLimitHeaders: options.rateLimitHeaders ?? 'ietf',
    recordResponses: false,
    requestLogLimit: 1_000_000
  })
  try {
    return await use(sandbox)
  } finally {
    await sandbox.close()
  }
}

/** A state line of the text output: `name | [10s] deployment dep_...: live`. */
const STATE_LINE = /^\S+ +\| \[[^\]]+\] deployment (dep_[0-9a-z]+): ([a-z_]+)$/

/** What the sandbox saw of one mode: requests, deployments, and when each reached its final state. */
function figures(
  sandbox: Sandbox,
  ids: string[],
  runs: CliRun[],
  reportedAt: (deployment: Deployment, run: CliRun) => number
): Mode {
  const requests = sandbox.requests.filter(r => r.path.startsWith('/api/'))
  const limited = requests.filter(r => r.status === 429).length
  const deployments = ids.map(id => sandbox.store.deploymentsOf(id)[0])
  const failures: string[] = []
  const completionsMs: number[] = []
  const lengths: number[] = []
  const finals: number[] = []
  deployments.forEach((deployment, i) => {
    const run = runs.length === 1 ? runs[0] : runs[i]
    if (!deployment || !run) return void failures.push(`${ids[i]}: no deployment`)
    if (!deployment.final || !isSuccess(deployment.status))
      failures.push(`${ids[i]}: deployment ${deployment.id} ${deployment.status}`)
    const finalAt = deployment.statuses.at(-1)?.at ?? Number.NaN
    finals.push(finalAt)
    lengths.push(finalAt - (deployment.statuses[0]?.at ?? Number.NaN))
    completionsMs.push(reportedAt(deployment, run) - finalAt)
  })
  for (const run of runs) if (run.code !== 0) failures.push(`exit ${String(run.code)}: ${run.output}`)
  const servedByEndpoint: Record<string, number> = {}
  for (const r of requests.filter(r => r.status !== 429)) {
    const endpoint = `${r.method} ${r.path.endsWith('/logs/stream') ? 'logs/stream' : (r.path.split('/').at(-1) ?? '')}`
    servedByEndpoint[endpoint] = (servedByEndpoint[endpoint] ?? 0) + 1
  }
  return {
    succeeded: ids.length - new Set(failures.map(f => f.split(':')[0])).size,
    served: requests.length - limited,
    limited,
    keyChecks: requests.filter(r => r.path === '/api/auth/me' && r.status !== 429).length,
    wallMs: Math.max(...runs.map(run => run.closedAt)) - Math.min(...runs.map(run => run.spawnedAt)),
    slowestDeploymentMs: Math.max(...lengths),
    completionsMs,
    doneAfterLastFinalMs: Math.max(...runs.map(run => run.closedAt)) - Math.max(...finals),
    deployedTwice: ids.filter(id => sandbox.store.deploymentsOf(id).length > 1).length,
    peakRssMb: Math.max(...runs.map(run => run.peakRssMb)),
    servedByEndpoint,
    failures
  }
}

export async function runAppBench(options: AppBenchOptions): Promise<AppBenchFigures> {
  const ids = serviceIds(options.services)
  const limit = parseRateLimit(APP_RATE_LIMIT)
  const headers = options.rateLimitHeaders ?? 'ietf'
  const under = `under one key limited to ${limit.perMinute}/min (bursts of ${limit.burst}, rate-limit headers: ${headers})`
  process.stderr.write('one service alone, for its peak RSS... ')
  const one = await withSandbox(1, options, sandbox =>
    runCli(['deploy', ...baseArgs(sandbox), '--service-id', ids[0] ?? ''])
  )
  process.stderr.write('done\n')
  if (one.code !== 0) throw new Error(`the one-service run failed (exit ${String(one.code)}): ${one.output}`)

  process.stderr.write(`an app of ${ids.length} services in one process ${under}... `)
  const app = await withSandbox(ids.length, options, async sandbox => {
    // When the process printed each deployment's final state: that service is reported then.
    const seen = new Map<string, number>()
    const run = await runCli(['deploy', ...baseArgs(sandbox), ...ids.flatMap(id => ['--service-id', id])], line => {
      const state = STATE_LINE.exec(line)
      if (state?.[1] && !seen.has(state[1])) {
        const deployment = ids.flatMap(id => sandbox.store.deploymentsOf(id)).find(d => d.id === state[1])
        if (deployment?.final && deployment.status === state[2]) seen.set(state[1], preciseNow())
      }
    })
    return figures(sandbox, ids, [run], deployment => seen.get(deployment.id) ?? Number.NaN)
  })
  process.stderr.write('done\n')

  const matrix = options.appOnly ? undefined : await runMatrix(ids, options, under)
  return {
    services: ids.length,
    deploySeconds: APP_DEPLOY_SECONDS / options.speed,
    rateLimitHeaders: headers,
    app,
    matrix,
    oneServiceRssMb: one.peakRssMb
  }
}

/** The same services as a matrix: one process per service, all at once. */
async function runMatrix(ids: string[], options: AppBenchOptions, under: string): Promise<Mode> {
  process.stderr.write(`a matrix of ${ids.length} processes of one service each ${under}... `)
  const matrix = await withSandbox(ids.length, options, async sandbox => {
    const runs = await Promise.all(ids.map(id => runCli(['deploy', ...baseArgs(sandbox), '--service-id', id])))
    // A job of the matrix reports its service when it exits.
    return figures(sandbox, ids, runs, (_, run) => run.closedAt)
  })
  process.stderr.write('done\n')
  return matrix
}

const baseArgs = (sandbox: Sandbox): string[] => ['--base-url', sandbox.url, '--ref', 'main']

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

const mb = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : 'n/a')
/** The largest of the values, NaN when one of them is (a service never reported). */
const largest = (values: number[]): number => (values.some(Number.isNaN) ? Number.NaN : Math.max(...values))

/** Prints the app's table; returns whether every target was met (always true without targets). */
export function printAppBench(f: AppBenchFigures, targets: boolean): boolean {
  const { app, matrix } = f
  const n = f.services
  const requestTarget = TARGETS.perService * n + TARGETS.plus
  const both = (cell: (mode: Mode) => string): string[] => [cell(app), ...(matrix ? [cell(matrix)] : [])]
  const rows: [string, string[], string, boolean][] = [
    ['services live', both(m => `${m.succeeded} of ${n}`), `${n} of ${n}`, app.succeeded === n],
    ['services deployed twice', both(m => String(m.deployedTwice)), '0', app.deployedTwice === 0],
    ['key checks (GET /api/auth/me)', both(m => String(m.keyChecks)), '1', app.keyChecks === 1],
    [
      'requests served, in all',
      both(m => String(m.served)),
      `<= ${TARGETS.perService} x ${n} + ${TARGETS.plus} = ${requestTarget}`,
      app.served <= requestTarget
    ],
    ['requests answered 429', both(m => String(m.limited)), `<= ${TARGETS.limited}`, app.limited <= TARGETS.limited],
    ['slowest deployment (queued -> final state)', both(m => duration(m.slowestDeploymentMs)), '', true],
    [
      'wall time',
      both(m => duration(m.wallMs)),
      `<= slowest deployment + ${TARGETS.wallOverSlowestMs / 1000} s`,
      app.wallMs <= app.slowestDeploymentMs + TARGETS.wallOverSlowestMs
    ],
    [
      'done after the last final state (exit)',
      both(m => duration(m.doneAfterLastFinalMs)),
      `<= ${TARGETS.doneAfterLastFinalMs / 1000} s`,
      app.doneAfterLastFinalMs <= TARGETS.doneAfterLastFinalMs
    ],
    ['completion after the final state, median', both(m => duration(median(m.completionsMs))), '', true],
    [
      'completion after the final state, slowest service',
      both(m => duration(largest(m.completionsMs))),
      `<= ${TARGETS.completionMs / 1000} s`,
      largest(app.completionsMs) <= TARGETS.completionMs
    ],
    [
      'peak RSS (the app: its process; the matrix: its largest)',
      both(m => mb(m.peakRssMb)),
      `<= one service alone (${mb(f.oneServiceRssMb)}) + ${TARGETS.rssOverOneMb} MB`,
      app.peakRssMb <= f.oneServiceRssMb + TARGETS.rssOverOneMb
    ]
  ]
  const limit = parseRateLimit(APP_RATE_LIMIT)
  const against = matrix ? `, against a matrix of ${n} jobs` : ''
  console.log(
    `\nAn app of ${n} services in one step${against}, under one key limited to ${limit.perMinute} requests/min (bursts of ${limit.burst}; rate-limit headers: ${f.rateLimitHeaders}), deployments of about ${Number(f.deploySeconds.toFixed(1))} s (target: the app)\n`
  )
  console.log(`| measure | app in one step |${matrix ? ` matrix of ${n} jobs |` : ''} target |`)
  console.log(`|---|---:|${matrix ? '---:|' : ''}---|`)
  for (const [name, cells, target, met] of rows)
    console.log(
      `| ${name} | ${cells.join(' | ')} | ${target ? `${target}${targets ? (met ? ' ✅' : ' ❌') : ''}` : ''} |`
    )
  const modes: [string, Mode][] = [['the app', app], ...(matrix ? [['the matrix', matrix] as [string, Mode]] : [])]
  for (const [label, mode] of modes) {
    const split = Object.entries(mode.servedByEndpoint)
      .sort(([, a], [, b]) => b - a)
      .map(([endpoint, count]) => `${endpoint} ${count}`)
    console.log(`${label === 'the app' ? '\n' : ''}Served requests, ${label}, by endpoint: ${split.join(', ')}`)
  }
  for (const failure of [...app.failures, ...(matrix?.failures ?? [])].slice(0, 5)) console.error(`failed: ${failure}`)
  // Correctness holds even without targets: services that do not go live, or go twice, measure nothing.
  const correct = [app, ...(matrix ? [matrix] : [])].every(m => m.succeeded === n && m.deployedTwice === 0)
  return correct && (!targets || rows.every(([, , target, met]) => !target || met))
}
