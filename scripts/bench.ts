// `npm run bench [-- --quick]`: measures the bundled action against the sandbox on loopback,
// with the live log stream on and off, next to a plain fixed-interval (2 s) poller as the
// baseline, and prints a table. --quick (used in CI) runs small sizes and checks no target.
//
// Figures: log latency (sandbox emits a line -> the line reaches the runner's pipe),
// completion latency (final state -> process exit), HTTP requests for a ~30 s deployment,
// startup (spawn -> first request), and a 200,000-line deployment's wall time and peak RSS.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { loadSeed } from '../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../sandbox/server.js'
import { preciseNow } from '../sandbox/store.js'
import { runAction } from './local-runner.js'

const quick = process.argv.includes('--quick')
const BIG_LINES = quick ? 5_000 : 200_000
/** Time factor for the ~30 s deployment: --quick runs it in about 3 s. */
const SPEED = quick ? 10 : 1
const BASELINE = fileURLToPath(new URL('./bench-baseline-poller.mjs', import.meta.url))
const KEY = 'sbx_bench_account_key_01'

type Kind = 'stream' | 'poll' | 'baseline'
const KINDS: Kind[] = ['stream', 'poll', 'baseline']
const LABEL: Record<Kind, string> = { stream: 'action, stream on', poll: 'action, stream off', baseline: 'baseline: 2 s poller' }

interface Figures {
  exitCode: number | null
  lines: number
  exactlyOnceInOrder: boolean
  latency?: { p50: number; p95: number; max: number }
  completionMs: number
  requests: number
  startupMs: number
  wallMs: number
  peakRssMb: number
}

function benchSeed(): unknown {
  const seed = loadSeed()
  const step = { status: 'building', lineIntervalMs: 130, generate: { count: 150, template: '[bench] build step {n} of {count}: compiled src/module-{n}.ts' } }
  const deploy = { status: 'deploying', lineIntervalMs: 200, generate: { count: 40, template: '[bench] release step {n} of {count}: health check {n} passed' } }
  const scripts = {
    ...seed.scripts,
    thirty: { description: 'about 30 s, 190 lines', phases: [{ status: 'queued', durationMs: 1000 }, step, deploy], final: 'live' },
    big: {
      description: `${BIG_LINES} lines as fast as the sandbox emits them`,
      phases: [{ status: 'queued', durationMs: 200 }, { status: 'building', generate: { count: BIG_LINES, template: '[bench] line {n} of {count}: lorem ipsum dolor sit amet, consectetur adipiscing elit' } }],
      final: 'live'
    }
  }
  const base = seed.services.find(s => s.id === 'svc-web')
  const services = [
    ...seed.services,
    { ...base, id: 'bench-stream', slug: 'bench-stream', name: 'bench-stream', script: 'thirty', refScripts: { big: 'big' }, history: 0, logPageSize: 1000, stream: { ...base?.stream, mode: 'on' } },
    { ...base, id: 'bench-poll', slug: 'bench-poll', name: 'bench-poll', script: 'thirty', refScripts: { big: 'big' }, history: 0, logPageSize: 1000, stream: { ...base?.stream, mode: '404' } }
  ]
  const keys = [...seed.keys, { token: KEY, name: 'bench', kind: 'account' }]
  return { ...seed, scripts, services, keys }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function measure(sandbox: Sandbox, probe: string, kind: Kind, ref: 'main' | 'big'): Promise<Figures> {
  const serviceId = kind === 'stream' ? 'bench-stream' : 'bench-poll'
  const arrivals = new Map<string, number>()
  const before = sandbox.requests.length
  const run = await runAction({
    inputs: { 'base-url': sandbox.url, 'api-key': KEY, 'service-id': serviceId, ref, timeout: '10m' },
    nodeArgs: ['--import', probe],
    entry: kind === 'baseline' ? BASELINE : undefined,
    killAfterMs: 15 * 60_000,
    onLine:
      ref === 'main'
        ? line => {
            if (!arrivals.has(line)) arrivals.set(line, preciseNow())
          }
        : undefined
  })
  const deployment = sandbox.store.deploymentsOf(serviceId)[0]
  if (!deployment) throw new Error(`no deployment of ${serviceId}`)
  const emitted = deployment.lines.map(line => line.text)
  const printed = run.logLines.filter(line => line.startsWith('[bench] '))
  const requests = sandbox.requests.slice(before)
  const finalAt = deployment.statuses.at(-1)?.at ?? NaN
  const latencies = deployment.lines
    .map(line => (arrivals.get(line.text) ?? NaN) - line.emittedAt)
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  const rss = /BENCH_MAXRSS_KB=(\d+)/.exec(run.stderr)
  return {
    exitCode: run.exitCode,
    lines: emitted.length,
    exactlyOnceInOrder: printed.length === emitted.length && printed.every((line, i) => line === emitted[i]),
    latency: ref === 'main' ? { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? NaN } : undefined,
    completionMs: run.closedAt - finalAt,
    requests: requests.length,
    startupMs: (requests[0]?.at ?? NaN) - run.spawnedAt,
    wallMs: run.durationMs,
    peakRssMb: rss ? Number(rss[1]) / 1024 : NaN
  }
}

const ms = (value: number): string => (Number.isFinite(value) ? (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`) : 'n/a')

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const probe = path.join(dir, 'probe.mjs')
  // Peak RSS of the measured process, reported by the process itself as it exits.
  writeFileSync(probe, "process.on('exit', () => process.stderr.write(`\\nBENCH_MAXRSS_KB=${process.resourceUsage().maxRSS}\\n`))\n")
  const sandbox = await startSandbox({ seed: benchSeed(), port: 0, quiet: true, speed: SPEED, recordResponses: false })
  const results = {} as Record<Kind, { thirty: Figures; big: Figures }>
  try {
    for (const kind of KINDS) {
      process.stderr.write(`${LABEL[kind]}: ~${Math.round(30 / SPEED)} s deployment... `)
      const thirty = await measure(sandbox, pathToFileURL(probe).href, kind, 'main')
      process.stderr.write(`${BIG_LINES} lines... `)
      const big = await measure(sandbox, pathToFileURL(probe).href, kind, 'big')
      process.stderr.write('done\n')
      results[kind] = { thirty, big }
    }
  } finally {
    await sandbox.close()
    rmSync(dir, { recursive: true, force: true })
  }

  const stream = results.stream
  const targets: [string, (kind: Kind) => string, string, boolean][] = [
    ['log latency p50', k => ms(results[k].thirty.latency?.p50 ?? NaN), '', true],
    ['log latency p95', k => ms(results[k].thirty.latency?.p95 ?? NaN), '< 100 ms', (stream.thirty.latency?.p95 ?? Infinity) < 100],
    ['log latency max', k => ms(results[k].thirty.latency?.max ?? NaN), '', true],
    ['completion latency (final state -> exit)', k => ms(results[k].thirty.completionMs), '< 500 ms', stream.thirty.completionMs < 500],
    [`HTTP requests, ~${Math.round(30 / SPEED)} s deployment`, k => String(results[k].thirty.requests), '<= 10', stream.thirty.requests <= 10],
    ['startup (spawn -> first request)', k => ms(results[k].thirty.startupMs), '< 250 ms', stream.thirty.startupMs < 250],
    [`${BIG_LINES.toLocaleString('en')} lines: wall time`, k => ms(results[k].big.wallMs), '< 5 s', stream.big.wallMs < 5000],
    [`${BIG_LINES.toLocaleString('en')} lines: peak RSS`, k => `${results[k].big.peakRssMb.toFixed(0)} MB`, '< 100 MB', stream.big.peakRssMb < 100],
    [`${BIG_LINES.toLocaleString('en')} lines: HTTP requests`, k => String(results[k].big.requests), '', true],
    ['every line once, in order', k => (results[k].thirty.exactlyOnceInOrder && results[k].big.exactlyOnceInOrder ? 'yes' : 'NO'), 'yes', stream.thirty.exactlyOnceInOrder && stream.big.exactlyOnceInOrder],
    ['exit code', k => `${results[k].thirty.exitCode}/${results[k].big.exitCode}`, '0/0', stream.thirty.exitCode === 0 && stream.big.exitCode === 0]
  ]
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(`\nBenchmark ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}${quick ? ' (--quick: small sizes, targets not checked)' : ''}\n`)
  console.log(`| measure | ${KINDS.map(k => LABEL[k]).join(' | ')} | target (stream on) |`)
  console.log(`|---|${KINDS.map(() => '---:').join('|')}|---|`)
  for (const [name, cell, target, met] of targets) {
    console.log(`| ${name} | ${KINDS.map(cell).join(' | ')} | ${target ? `${target} ${quick ? '' : met ? '✅' : '❌'}`.trim() : ''} |`)
  }
  const broken = KINDS.filter(k => !results[k].thirty.exactlyOnceInOrder || !results[k].big.exactlyOnceInOrder || results[k].thirty.exitCode !== 0)
  if (broken.length > 0) {
    // Correctness is checked even in --quick: a bench whose runs fail measures nothing.
    console.error(`\nRuns that did not print every line once or did not succeed: ${broken.map(k => LABEL[k]).join(', ')}`)
    process.exitCode = 1
  } else if (!quick && targets.some(([, , target, met]) => target && !met)) {
    console.log('\nSome targets were missed (❌ above).')
  }
}

await main()
