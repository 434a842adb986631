// `npm run bench -- --fleet 50 [--rate-limit 600/min] [--deploy-seconds 10]`: a workflow matrix of N jobs deploying
// under one API key, as GitHub runs it: N copies of the bundled action at once, each deploying
// its own ref of one service, against one sandbox that limits the key with a token bucket.
// Reports how many succeeded, refs deployed twice, requests per run (served and answered 429),
// the slowest completion after a final state, and wall time; exits non-zero on a missed target.
import { parseRateLimit, type RateLimit } from '../sandbox/rate-limit.js'
import { preciseNow } from '../sandbox/model.js'
import { loadSeed } from '../sandbox/seed.js'
import { startSandbox } from '../sandbox/server.js'
import { runAction, type RunResult } from '../__tests__/harness/local-runner.js'

const KEY = 'sbx_fleet_shared_key_01'
const SERVICE = 'fleet-web'
/** The action's own timeout per job: generous, so that only a real failure fails a job. */
const JOB_TIMEOUT = '10m'
/** Every job ends within this long of its deployment's final state. */
const COMPLETION_TARGET_MS = 5000
/**
 * Requests served per run, on average: a deploy costs 5 on a quiet API (key check, domains,
 * deploy, stream, the record at the end), one more for the record's safety read while a longer
 * deployment streams; past this the key's limit buys fewer deploys than it should.
 */
const SERVED_TARGET_QUICK = 6
/** Deployments longer than this (in seconds) may need a safety read of the record every 15 s more. */
const QUICK_DEPLOY_SECONDS = 15
const SERVED_TARGET_LONG = 8
/** How long a fleet deployment takes at speed 1 (its script below); `--deploy-seconds` sets the speed from it. */
export const FLEET_DEPLOY_SECONDS = 25

export interface FleetOptions {
  jobs: number
  rateLimit: string
  /** Time factor for the deployments: 10 runs them ten times faster (CI's --quick), 2.5 makes them 10 s. */
  speed: number
  /** Check the targets (off in --quick: a small fleet proves it runs). */
  targets: boolean
}

export interface FleetFigures {
  jobs: number
  limit: RateLimit
  /** How long each deployment took, about (its script at the fleet's speed). */
  deploySeconds: number
  succeeded: number
  /** Refs with more than one deployment. */
  deployedTwice: number
  /** Refs with no deployment, or jobs whose deployment-id is not a deployment of their own ref. */
  misattributed: number
  servedPerRun: number
  limitedPerRun: number
  /** The longest time from a deployment's final state to its job's exit. */
  slowestCompletionMs: number
  /** The median of those times. */
  medianCompletionMs: number
  wallMs: number
  /** Served requests per run by endpoint (the last path segment): where the requests go. */
  servedByEndpoint: Record<string, number>
  /** Jobs that failed: their error annotations, for the report. */
  failures: string[]
}

/** About 25 s at speed 1: queued, a build writing 100 lines, a release. */
function fleetSeed(limit: RateLimit): unknown {
  const seed = loadSeed()
  const base = seed.services.find(s => s.id === 'svc-web')
  if (!base) throw new Error('the demo seed has no svc-web to model the fleet service on')
  return {
    ...seed,
    rateLimit: limit,
    scripts: {
      ...seed.scripts,
      fleet: {
        description: 'about 25 s, 110 lines',
        phases: [
          { status: 'queued', durationMs: 2000 },
          {
            status: 'building',
            lineIntervalMs: 180,
            generate: { count: 100, template: 'build step {n} of {count} for {ref}' }
          },
          {
            status: 'deploying',
            lineIntervalMs: 400,
            generate: { count: 10, template: 'release step {n} of {count}' }
          }
        ],
        final: 'live'
      }
    },
    services: [
      ...seed.services,
      { ...base, id: SERVICE, slug: SERVICE, name: SERVICE, script: 'fleet', refScripts: {}, history: 0, faults: [] }
    ],
    keys: [...seed.keys, { token: KEY, name: 'fleet', kind: 'account' }]
  }
}

/** A time for the tables: milliseconds below 10 s, else seconds to a tenth. */
export const duration = (ms: number): string =>
  Number.isFinite(ms) ? (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`) : 'n/a'

export async function runFleet(options: FleetOptions): Promise<FleetFigures> {
  const limit = parseRateLimit(options.rateLimit)
  const sandbox = await startSandbox({
    seed: fleetSeed(limit),
    port: 0,
    quiet: true,
    speed: options.speed,
    recordResponses: false,
    requestLogLimit: 1_000_000
  })
  const refs = Array.from({ length: options.jobs }, (_, i) => `release-${String(i + 1).padStart(3, '0')}`)
  process.stderr.write(
    `a fleet of ${options.jobs} jobs under one key limited to ${limit.perMinute}/min (bursts of ${limit.burst})... `
  )
  const started = preciseNow()
  let runs: RunResult[]
  try {
    runs = await Promise.all(
      refs.map(ref =>
        runAction({
          inputs: { 'base-url': sandbox.url, 'api-key': KEY, 'service-id': SERVICE, ref, timeout: JOB_TIMEOUT },
          killAfterMs: 15 * 60_000
        })
      )
    )
  } finally {
    await sandbox.close()
  }
  const wallMs = Math.max(...runs.map(run => run.closedAt)) - started
  process.stderr.write('done\n')

  const deployments = sandbox.store.deploymentsOf(SERVICE)
  const perRef = new Map<string, number>()
  for (const deployment of deployments) perRef.set(deployment.ref, (perRef.get(deployment.ref) ?? 0) + 1)
  const requests = sandbox.requests.filter(r => r.path.startsWith('/api/'))
  const limited = requests.filter(r => r.status === 429).length
  const completions = runs.map(run => {
    const deployment = deployments.find(d => d.id === run.outputs['deployment-id'])
    const finalAt = deployment?.statuses.at(-1)?.at
    return finalAt === undefined ? Number.NaN : run.closedAt - finalAt
  })
  // Each job followed a deployment of its own ref (a job that adopted a neighbour's would not).
  const misattributed =
    refs.filter(ref => !perRef.has(ref)).length +
    runs.filter((run, i) => deployments.find(d => d.id === run.outputs['deployment-id'])?.ref !== refs[i]).length
  const servedByEndpoint: Record<string, number> = {}
  for (const r of requests.filter(r => r.status !== 429)) {
    const name = r.path.endsWith('/logs/stream') ? 'logs/stream' : (r.path.split('/').at(-1) ?? '')
    // A page after the newest one (`before=`) is counted apart: where the list's reads go.
    const endpoint = `${r.method} ${name}${r.query.before === undefined ? '' : ' (before=)'}`
    servedByEndpoint[endpoint] = (servedByEndpoint[endpoint] ?? 0) + 1 / options.jobs
  }
  const failed = runs.filter(run => run.exitCode !== 0 || run.outputs.result !== 'success')
  return {
    jobs: options.jobs,
    limit,
    deploySeconds: FLEET_DEPLOY_SECONDS / options.speed,
    succeeded: runs.length - failed.length,
    deployedTwice: [...perRef.values()].filter(count => count > 1).length,
    misattributed,
    servedPerRun: (requests.length - limited) / options.jobs,
    limitedPerRun: limited / options.jobs,
    slowestCompletionMs: Math.max(...completions.filter(Number.isFinite)),
    medianCompletionMs: median(completions.filter(Number.isFinite)),
    wallMs,
    servedByEndpoint,
    failures: failed.map(run => {
      const error = run.commands.find(command => command.name === 'error')?.message
      return `${run.outputs.result ?? 'no result'} (exit ${String(run.exitCode)}): ${error ?? run.stderr.slice(-300)}`
    })
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

function servedTarget(deploySeconds: number): number {
  return deploySeconds <= QUICK_DEPLOY_SECONDS ? SERVED_TARGET_QUICK : SERVED_TARGET_LONG
}

/** Prints the fleet's table; returns whether every target was met (always true without targets). */
export function printFleet(f: FleetFigures, targets: boolean): boolean {
  const rows: [string, string, string, boolean][] = [
    ['jobs succeeded', `${f.succeeded} of ${f.jobs}`, `${f.jobs} of ${f.jobs}`, f.succeeded === f.jobs],
    ['refs deployed twice', String(f.deployedTwice), '0', f.deployedTwice === 0],
    ['refs not deployed, or followed by another job', String(f.misattributed), '0', f.misattributed === 0],
    [
      'requests served per run (average)',
      f.servedPerRun.toFixed(1),
      `<= ${servedTarget(f.deploySeconds)}`,
      f.servedPerRun <= servedTarget(f.deploySeconds)
    ],
    ['requests answered 429 per run (average)', f.limitedPerRun.toFixed(1), '', true],
    ['median completion after the final state', duration(f.medianCompletionMs), '', true],
    [
      'slowest completion after the final state',
      duration(f.slowestCompletionMs),
      `<= ${duration(COMPLETION_TARGET_MS)}`,
      f.slowestCompletionMs <= COMPLETION_TARGET_MS
    ],
    ['wall time', duration(f.wallMs), '', true]
  ]
  console.log(
    `\nA matrix of ${f.jobs} jobs sharing one key limited to ${f.limit.perMinute} requests/min (bursts of ${f.limit.burst}), deployments of about ${Number(f.deploySeconds.toFixed(1))} s\n`
  )
  console.log('| measure | value | target |')
  console.log('|---|---:|---|')
  for (const [name, value, target, met] of rows)
    console.log(`| ${name} | ${value} | ${target ? `${target}${targets ? (met ? ' ✅' : ' ❌') : ''}` : ''} |`)
  const split = Object.entries(f.servedByEndpoint)
    .sort(([, a], [, b]) => b - a)
    .map(([endpoint, count]) => `${endpoint} ${count.toFixed(1)}`)
  console.log(`\nServed requests per run, by endpoint: ${split.join(', ')}`)
  for (const failure of f.failures.slice(0, 5)) console.error(`failed job: ${failure}`)
  // Correctness holds even without targets: a fleet whose jobs fail, or deploy twice, measures nothing.
  const correct = f.succeeded === f.jobs && f.deployedTwice === 0 && f.misattributed === 0
  return correct && (!targets || rows.every(([, , target, met]) => !target || met))
}
