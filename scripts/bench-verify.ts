// `npm run bench -- --verify`: the verification window, measured with the bundled CLI against the
// sandbox's applications that break after going live (copies of svc-verify), all at once:
// - quiet: a deployment that stays good, watched for 5 minutes at 15 s: its requests by endpoint
//   in the window, and the window's CPU time (the process's, less a run without a window);
// - crash: a Go panic 20 s after going live: from the line's arrival in the runtime log to the
//   CLI's `verify` match event (target: one interval plus 2 s);
// - dead: the health check answering 500 from 20 s after going live: from then to the window's
//   failed end (target: three intervals plus 2 s);
// - flood: 100,000 runtime lines written during a window: its peak RSS against the quiet one's
//   (memory is flat: at most FLOOD_RSS_TARGET_MB more).
// --quick (CI) runs the same at a tenth of the time, checks that each ends as it should, and no target.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { preciseNow } from '../sandbox/model.js'
import { loadSeed } from '../sandbox/seed.js'
import { startSandbox, type RecordedRequest, type Sandbox } from '../sandbox/server.js'
import { probeArgs, readProbe } from '../__tests__/harness/probe.js'

const CLI_ENTRY = fileURLToPath(new URL('../dist/cli/index.js', import.meta.url))
const KEY = 'sbx_bench_verify_key_01'
/** The flood's peak RSS over the quiet window's, in MB. */
const FLOOD_RSS_TARGET_MB = 25
/** The window's CPU time for 5 minutes, in ms. */
const CPU_TARGET_MS = 1000
/** Lines the flood writes into the runtime log during its window. */
const FLOOD_LINES = 100_000

interface Sizes {
  /** The quiet window and its interval. */
  quietFor: string
  interval: string
  intervalMs: number
  /** The windows that break (longer than the break takes). */
  breakFor: string
  /** When the sandbox's applications break after going live, at its speed. */
  breaksAfterMs: number
  speed: number
  floodLines: number
}

const FULL: Sizes = {
  quietFor: '5m',
  interval: '15s',
  intervalMs: 15_000,
  breakFor: '2m',
  breaksAfterMs: 20_000,
  speed: 1,
  floodLines: FLOOD_LINES
}
const QUICK: Sizes = {
  quietFor: '12s',
  interval: '2s',
  intervalMs: 2000,
  breakFor: '20s',
  breaksAfterMs: 2000,
  speed: 10,
  floodLines: 10_000
}

interface Run {
  code: number | null
  cpuMs: number
  peakRssMb: number
  /** Each ndjson event with when it arrived. */
  events: { at: number; event: Record<string, unknown> }[]
  tail: string
}

export interface VerifyFigures {
  quick: boolean
  sizes: Sizes
  quiet: { code: number | null; result: unknown; reads: Record<string, number>; cpuMs: number; rssMb: number }
  /** A run without a window, for the window's own CPU time. */
  plainCpuMs: number
  crash: { code: number | null; result: unknown; latencyMs: number | undefined }
  dead: { code: number | null; result: unknown; latencyMs: number | undefined }
  flood: { code: number | null; result: unknown; rssMb: number; lines: number }
  problems: string[]
}

const COPIES = ['bench-quiet', 'bench-plain', 'bench-crash', 'bench-dead', 'bench-flood'] as const

function verifySeed(): unknown {
  const seed = loadSeed()
  const original = seed.services.find(service => service.id === 'svc-verify')
  if (!original) throw new Error('the demo seed has no svc-verify to copy')
  return {
    ...seed,
    services: [...seed.services, ...COPIES.map(id => ({ ...structuredClone(original), id, slug: id, name: id }))],
    keys: [...seed.keys, { token: KEY, name: 'bench-verify', kind: 'account' }]
  }
}

/** The built CLI with --output ndjson, its events timed as they arrive, its CPU time and peak RSS. */
async function runCli(args: string[]): Promise<Run> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-verify-'))
  try {
    const env = { PATH: path.dirname(process.execPath), HOME: dir, HOSTING_API_KEY: KEY }
    const child = spawn(
      process.execPath,
      [...probeArgs(dir), CLI_ENTRY, 'deploy', ...args, '--output', 'ndjson', '--ci', 'none', '--timeout', '10m'],
      { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] }
    )
    const killer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000)
    const events: Run['events'] = []
    let pending = ''
    let stderr = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      const at = preciseNow()
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines)
        if (line.trim() !== '') events.push({ at, event: JSON.parse(line) as Record<string, unknown> })
    })
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    const code = await new Promise<number | null>(resolve => child.on('close', exitCode => resolve(exitCode)))
    clearTimeout(killer)
    const { probed, stderr: rest } = readProbe(stderr)
    return {
      code,
      cpuMs: probed?.cpuMs ?? Number.NaN,
      peakRssMb: probed ? probed.peakRssKb / 1024 : Number.NaN,
      events,
      tail: rest.slice(-400)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function deployArgs(sandbox: Sandbox, id: string, ref: string, extra: string[]): string[] {
  return ['--base-url', sandbox.url, '--service-id', id, '--ref', ref, ...extra]
}

/** The JSON result's verify word (the last line of ndjson). */
function verifyOf(run: Run): unknown {
  const last = run.events.at(-1)?.event
  return (last?.verify as { result?: unknown } | null | undefined)?.result
}

function at(run: Run, stage: string): number | undefined {
  return run.events.find(({ event }) => event.type === 'verify' && event.stage === stage)?.at
}

/** The service's requests during its window, by endpoint. */
function windowReads(
  requests: readonly RecordedRequest[],
  id: string,
  from: number,
  to: number
): Record<string, number> {
  const reads: Record<string, number> = {}
  for (const request of requests) {
    if (request.at < from || request.at > to || !request.path.startsWith(`/api/services/${id}/`)) continue
    const endpoint = request.path.endsWith('/deployments')
      ? 'deployment list'
      : request.path.endsWith('/logs')
        ? request.query.since !== undefined
          ? 'runtime log: baseline'
          : request.query.after !== undefined
            ? 'runtime log: after'
            : 'runtime log: where it stands'
        : (request.path.split('/').at(-1) ?? request.path)
    reads[endpoint] = (reads[endpoint] ?? 0) + 1
  }
  return reads
}

/** Writes `count` runtime lines into the service's log over about `overMs`, in batches. */
async function flood(sandbox: Sandbox, id: string, count: number, overMs: number): Promise<void> {
  const batches = 100
  for (let batch = 0; batch < batches; batch++) {
    for (let i = 0; i < count / batches; i++)
      sandbox.store.appendLog(id, `GET /api/items/${batch * 1000 + i} 200 in ${i % 50}ms user=u${i % 977}`, 'stdout')
    await new Promise(resolve => setTimeout(resolve, overMs / batches))
  }
}

export async function runVerifyBench(quick: boolean): Promise<VerifyFigures> {
  const sizes = quick ? QUICK : FULL
  const sandbox = await startSandbox({
    seed: verifySeed(),
    port: 0,
    quiet: true,
    speed: sizes.speed,
    recordResponses: false,
    requestLogLimit: 1_000_000
  })
  try {
    const window = (forText: string) => ['--verify-for', forText, '--verify-interval', sizes.interval]
    const health = (id: string) => ['--health-check-url', `${sandbox.url}/apps/${id}/`]
    const floodRun = runCli(deployArgs(sandbox, 'bench-flood', 'main', window(sizes.breakFor)))
    // The flood starts once the window does: its lines are the new version's.
    const flooding = (async () => {
      const deadline = preciseNow() + 5 * 60_000
      while (!sandbox.requests.some(r => r.path === '/api/services/bench-flood/logs' && r.query.limit === '1')) {
        if (preciseNow() > deadline) return
        await new Promise(resolve => setTimeout(resolve, 50))
      }
      await flood(sandbox, 'bench-flood', sizes.floodLines, sizes.intervalMs * 6)
    })()
    const [quiet, plain, crash, dead, flooded] = await Promise.all([
      runCli(deployArgs(sandbox, 'bench-quiet', 'main', [...window(sizes.quietFor), ...health('bench-quiet')])),
      runCli(deployArgs(sandbox, 'bench-plain', 'main', health('bench-plain'))),
      runCli(deployArgs(sandbox, 'bench-crash', 'verify-panic', window(sizes.breakFor))),
      runCli(
        deployArgs(sandbox, 'bench-dead', 'verify-unhealthy', [...window(sizes.breakFor), ...health('bench-dead')])
      ),
      floodRun
    ])
    await flooding
    const problems: string[] = []
    const expect = (name: string, run: Run, verify: string, code: number): void => {
      if (verifyOf(run) !== verify || run.code !== code)
        problems.push(
          `${name}: verify ${String(verifyOf(run))}, exit ${String(run.code)} (expected ${verify}, ${code}): ${run.tail}`
        )
    }
    expect('quiet', quiet, 'passed', 0)
    expect('plain', plain, 'skipped', 0)
    expect('crash', crash, 'failed', 4)
    expect('dead', dead, 'failed', 4)
    expect('flood', flooded, 'passed', 0)
    // The panic's line in the runtime log, and when the app began answering 500.
    const panicAt = sandbox.store.logsOf('bench-crash').find(log => log.line.startsWith('panic: '))?.ts
    const matchAt = at(crash, 'match')
    const deadLive = sandbox.store.deploymentsOf('bench-dead')[0]?.finishedAt
    const deadFrom = deadLive === undefined ? undefined : Date.parse(deadLive) + sizes.breaksAfterMs / sizes.speed
    const deadEnd = at(dead, 'end')
    const quietFrom = at(quiet, 'start') ?? 0
    const quietTo = at(quiet, 'end') ?? preciseNow()
    return {
      quick,
      sizes,
      quiet: {
        code: quiet.code,
        result: verifyOf(quiet),
        // The baseline is read before the window; the rest in it (and its last reads, just after its end).
        reads: {
          ...pick(windowReads(sandbox.requests, 'bench-quiet', 0, quietFrom), 'runtime log: baseline'),
          ...windowReads(sandbox.requests, 'bench-quiet', quietFrom, quietTo + 1000)
        },
        cpuMs: quiet.cpuMs,
        rssMb: quiet.peakRssMb
      },
      plainCpuMs: plain.cpuMs,
      crash: {
        code: crash.code,
        result: verifyOf(crash),
        latencyMs: panicAt !== undefined && matchAt !== undefined ? matchAt - panicAt : undefined
      },
      dead: {
        code: dead.code,
        result: verifyOf(dead),
        latencyMs: deadFrom !== undefined && deadEnd !== undefined ? deadEnd - deadFrom : undefined
      },
      flood: {
        code: flooded.code,
        result: verifyOf(flooded),
        rssMb: flooded.peakRssMb,
        lines: (flooded.events.at(-1)?.event.verify as { runtimeLines?: number } | null)?.runtimeLines ?? 0
      },
      problems
    }
  } finally {
    await sandbox.close()
  }
}

function pick(reads: Record<string, number>, key: string): Record<string, number> {
  return reads[key] === undefined ? {} : { [key]: reads[key] }
}

/** Prints the figures and whether each target is met; false when a run went wrong or, without --quick, a target is missed. */
export function printVerifyBench(figures: VerifyFigures): boolean {
  const { sizes, quick } = figures
  const seconds = (ms: number | undefined): string => (ms === undefined ? 'not seen' : `${(ms / 1000).toFixed(1)} s`)
  const mark = (met: boolean): string => (quick ? '' : met ? ' ✅' : ' ❌')
  const windowCpu = figures.quiet.cpuMs - figures.plainCpuMs
  const crashTarget = sizes.intervalMs + 2000
  const deadTarget = 3 * sizes.intervalMs + 2000
  const reads = figures.quiet.reads
  const runtime = (reads['runtime log: after'] ?? 0) + (reads['runtime log: where it stands'] ?? 0)
  const rows: [string, string, string, boolean][] = [
    [
      'crash line to its report',
      seconds(figures.crash.latencyMs),
      `≤ ${seconds(crashTarget)}`,
      (figures.crash.latencyMs ?? Infinity) <= crashTarget
    ],
    [
      'dead health URL to the failure',
      seconds(figures.dead.latencyMs),
      `≤ ${seconds(deadTarget)}`,
      (figures.dead.latencyMs ?? Infinity) <= deadTarget
    ],
    [
      `requests of a ${sizes.quietFor} window at ${sizes.interval}`,
      Object.entries(reads)
        .map(([endpoint, count]) => `${endpoint} ${count}`)
        .join(', '),
      '≤ 1 baseline, 20 + 1 runtime, 6 list',
      (reads['runtime log: baseline'] ?? 0) <= 1 && runtime <= 21 && (reads['deployment list'] ?? 0) <= 6
    ],
    [
      `the window's CPU time (${sizes.quietFor})`,
      `${Math.round(windowCpu)} ms (${Math.round(figures.quiet.cpuMs)} less ${Math.round(figures.plainCpuMs)} without it)`,
      `< ${CPU_TARGET_MS} ms`,
      windowCpu < CPU_TARGET_MS
    ],
    [
      `peak RSS with ${figures.flood.lines.toLocaleString('en-US')} runtime lines in the window`,
      `${figures.flood.rssMb.toFixed(0)} MB (quiet window: ${figures.quiet.rssMb.toFixed(0)} MB)`,
      `≤ quiet + ${FLOOD_RSS_TARGET_MB} MB`,
      figures.flood.rssMb <= figures.quiet.rssMb + FLOOD_RSS_TARGET_MB
    ]
  ]
  console.log(`\nThe verification window${quick ? ' (--quick: a tenth of the time, targets not checked)' : ''}\n`)
  console.log('| measure | figure | target |')
  console.log('|---|---|---|')
  for (const [name, figure, target, met] of rows) console.log(`| ${name} | ${figure} | ${target}${mark(met)} |`)
  for (const problem of figures.problems) console.error(`npm run bench: ${problem}`)
  return figures.problems.length === 0 && (quick || rows.every(([, , , met]) => met))
}
