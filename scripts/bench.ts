// `npm run bench [-- --quick]`: measures the bundled action against the sandbox on loopback and
// prints two tables. --quick (used in CI) runs small sizes, checks correctness and no target.
// `npm run bench -- --fleet 50 [--rate-limit 600/min] [--deploy-seconds 10]` measures a matrix of
// jobs sharing one rate-limited key instead (bench-fleet.ts); --quick also runs a small fleet.
//
// 1. The live log stream on and off, next to a plain fixed-interval (2 s) poller: log latency
//    (the sandbox emits a line -> the line reaches the runner's pipe), completion latency
//    (final state -> process exit), requests, startup (spawn -> first request), and a
//    200,000-line deployment's wall time and peak RSS.
// 2. The watcher's modes off the happy path: 200,000 lines over a stream whose numbering starts
//    past the expected line, 200,000 lines mostly written before a stream that starts at the
//    newest line, 200,000 and 600,000 polled, a 20 s polled deployment against the poller, and a
//    stream without state events that never closes. Memory is judged as growth over a small
//    deployment's peak in the same run (Node and the HTTP client alone take about 70 MB), and
//    600,000 polled lines over 200,000: it must not grow with the log.
//
// `npm run bench -- --memory` runs only the memory rows of 2. (a small deployment, 200,000 lines
// streamed, 200,000 and 600,000 polled) with their targets, in about a minute.
//
// `npm run bench -- --app N` measures an app of N services deployed by one process against the
// same N as a matrix of N processes, under one key (bench-app.ts); --quick also runs a small app.
// `--rate-limit-headers none` runs it against a key that only answers 429 (`x-ratelimit`: the
// older headers; the IETF draft's by default), and `--app-only` leaves the matrix out.
//
// 3. The command line's startup (bench-startup.ts): `node -e 0`, `hosting-deploy --version`, and
//    a `deploy` from spawn to its first request, each the median of 10 runs (3 with --quick).
//    `npm run bench -- --startup` runs only this table, with its targets, in a few seconds.
//
// The full run exits non-zero when a target is missed.
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { loadSeed } from '../sandbox/seed.js'
import { preciseNow } from '../sandbox/model.js'
import { startSandbox, type Sandbox } from '../sandbox/server.js'
import { printAppBench, runAppBench } from './bench-app.js'
import { printVerifyBench, runVerifyBench } from './bench-verify.js'
import { duration as ms, FLEET_DEPLOY_SECONDS, printFleet, runFleet } from './bench-fleet.js'
import { measureStartup, STARTUP_TARGETS, type StartupFigures } from './bench-startup.js'
import { parseOptions, USAGE_EXIT_CODE } from './cli-options.js'
import { parseRateLimitHeaders, RATE_LIMIT_HEADERS, type RateLimitHeaders } from '../sandbox/rate-limit.js'
import { runAction } from '../__tests__/harness/local-runner.js'

const options = parseOptions('npm run bench', {
  quick: { type: 'boolean', help: 'small sizes, no targets (what CI runs)' },
  memory: {
    type: 'boolean',
    help: 'only the memory rows: a small deployment, 200,000 lines polled, 600,000 polled and 200,000 streamed'
  },
  fleet: { type: 'string', help: 'run N jobs at once under one rate-limited key instead of the tables' },
  startup: {
    type: 'boolean',
    help: "only the command line's startup: --version and a deploy's first request against Node alone and a bare fetch script, with their targets"
  },
  verify: {
    type: 'boolean',
    help: 'only the verification window: a crash, a dead health URL, a quiet 5-minute window and a flood of runtime lines (about 5 minutes)'
  },
  app: {
    type: 'string',
    help: 'deploy an app of N services in one step, against a matrix of N jobs, instead of the tables'
  },
  'rate-limit': { type: 'string', help: "the fleet key's limit, e.g. 600/min (the default) or 300/min" },
  'rate-limit-headers': {
    type: 'string',
    help: `with --app: the headers that tell the key's budget, one of ${RATE_LIMIT_HEADERS.join(', ')} (ietf by default; none: only 429)`
  },
  'app-only': { type: 'boolean', help: 'with --app: the app alone, without the matrix of N jobs' },
  'deploy-seconds': {
    type: 'string',
    help: `how long each fleet deployment takes, in seconds (${FLEET_DEPLOY_SECONDS} by default; image deploys take about 10)`
  }
})
const quick = options.quick ?? false
const BIG_LINES = quick ? 5_000 : 200_000
/** The polled log three times as long: memory must not grow with the log. */
const BIGGER_LINES = 3 * BIG_LINES
/** Peak RSS of BIGGER_LINES polled over BIG_LINES polled, in MB. */
const POLLED_GROWTH_TARGET = 16
/** Runs of each startup measure, of which the median counts. */
const STARTUP_RUNS = quick ? 3 : 10
/** Time factor for the ~30 s and 20 s deployments: --quick runs them ten times faster. */
const SPEED = quick ? 10 : 1
const BASELINE = fileURLToPath(new URL('./bench-baseline-poller.mjs', import.meta.url))
const KEY = 'sbx_bench_account_key_01'
const BENCH_LINE = /^\[bench\] /
/** Requests following the 20 s polled deployment (state list, log pages, stream attempts). */
const POLLED_FOLLOWING_TARGET = 28

type Kind = 'stream' | 'poll' | 'baseline'
const KINDS: Kind[] = ['stream', 'poll', 'baseline']
const LABEL: Record<Kind, string> = {
  stream: 'action, stream on',
  poll: 'action, stream off',
  baseline: 'baseline: 2 s poller'
}

interface Figures {
  exitCode: number | null
  lines: number
  exactlyOnceInOrder: boolean
  latency: { p50: number; p95: number; max: number }
  completionMs: number
  requests: number
  /** Requests spent following the deployment: state list, log pages, stream attempts. */
  following: number
  startupMs: number
  wallMs: number
  peakRssMb: number
}

function service(
  base: Record<string, unknown> | undefined,
  id: string,
  extra: Record<string, unknown>
): Record<string, unknown> {
  return { ...base, id, slug: id, name: id, history: 0, logPageSize: 1000, refScripts: { big: 'big' }, ...extra }
}

function benchSeed(): unknown {
  const seed = loadSeed()
  const line = (what: string): string =>
    `[bench] ${what} {n} of {count}: lorem ipsum dolor sit amet, consectetur adipiscing elit`
  const step = {
    status: 'building',
    lineIntervalMs: 130,
    generate: { count: 150, template: '[bench] build step {n} of {count}: compiled src/module-{n}.ts' }
  }
  const deploy = {
    status: 'deploying',
    lineIntervalMs: 200,
    generate: { count: 40, template: '[bench] release step {n} of {count}: health check {n} passed' }
  }
  const backlog = Math.round(BIG_LINES * 0.95)
  const scripts = {
    ...seed.scripts,
    small: {
      description: '16 lines',
      phases: [
        { status: 'queued', durationMs: 100 },
        { status: 'building', lineIntervalMs: 20, generate: { count: 16, template: line('small') } }
      ],
      final: 'live'
    },
    thirty: {
      description: 'about 30 s, 190 lines',
      phases: [{ status: 'queued', durationMs: 1000 }, step, deploy],
      final: 'live'
    },
    twenty: {
      description: 'about 20 s, 200 lines',
      phases: [
        { status: 'queued', durationMs: 500 },
        { status: 'building', lineIntervalMs: 97, generate: { count: 200, template: line('polled') } }
      ],
      final: 'live'
    },
    big: {
      description: `${BIG_LINES} lines as fast as the sandbox emits them`,
      phases: [
        { status: 'queued', durationMs: 200 },
        { status: 'building', generate: { count: BIG_LINES, template: line('line') } }
      ],
      final: 'live'
    },
    bigger: {
      description: `${BIGGER_LINES} lines as fast as the sandbox emits them`,
      phases: [
        { status: 'queued', durationMs: 200 },
        { status: 'building', generate: { count: BIGGER_LINES, template: line('line') } }
      ],
      final: 'live'
    },
    backlog: {
      description: `${backlog} lines before the deploy is answered, then ${BIG_LINES - backlog} more`,
      phases: [
        { status: 'building', burst: true, generate: { count: backlog, template: line('early') } },
        { status: 'deploying', durationMs: 300, generate: { count: BIG_LINES - backlog, template: line('late') } }
      ],
      final: 'live'
    }
  }
  const base = seed.services.find(s => s.id === 'svc-web') as Record<string, unknown> | undefined
  const stream = (extra: Record<string, unknown>): Record<string, unknown> => ({
    ...(base?.stream as object),
    mode: 'on',
    ...extra
  })
  const services = [
    ...seed.services,
    service(base, 'bench-stream', { script: 'thirty', refScripts: { big: 'big', small: 'small' }, stream: stream({}) }),
    service(base, 'bench-poll', {
      script: 'thirty',
      refScripts: { big: 'big', bigger: 'bigger', twenty: 'twenty' },
      stream: stream({ mode: '404' })
    }),
    service(base, 'bench-offset', {
      script: 'big',
      dialect: { ...(base?.dialect as object), firstSeq: 1001 },
      stream: stream({})
    }),
    service(base, 'bench-newest', { script: 'backlog', stream: stream({ startAt: 'newest' }) }),
    service(base, 'bench-never', {
      script: 'twenty',
      stream: stream({ statusEvent: 'none', end: 'never', keepAliveMs: 5000 })
    })
  ]
  const keys = [...seed.keys, { token: KEY, name: 'bench', kind: 'account' }]
  return { ...seed, scripts, services, keys }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const FOLLOWING = [/\/deployments$/, /\/logs$/, /\/logs\/stream$/]

async function measure(sandbox: Sandbox, serviceId: string, ref: string, entry?: string): Promise<Figures> {
  const arrivals = new Map<string, number>()
  const since = preciseNow()
  const run = await runAction({
    inputs: { 'base-url': sandbox.url, 'api-key': KEY, 'service-id': serviceId, ref, timeout: '10m' },
    measureRss: true,
    entry,
    killAfterMs: 15 * 60_000,
    onLine: line => {
      if (BENCH_LINE.test(line) && !arrivals.has(line)) arrivals.set(line, preciseNow())
    }
  })
  const deployment = sandbox.store.deploymentsOf(serviceId)[0]
  if (!deployment) throw new Error(`no deployment of ${serviceId}`)
  const emitted = deployment.lines.map(line => line.text)
  const printed = run.logLines.filter(line => BENCH_LINE.test(line))
  const requests = sandbox.requests.filter(r => r.at >= since)
  const finalAt = deployment.statuses.at(-1)?.at ?? NaN
  // Latency of lines the sandbox wrote while the action was already running.
  const latencies = deployment.lines
    .filter(line => line.emittedAt >= run.spawnedAt)
    .map(line => (arrivals.get(line.text) ?? NaN) - line.emittedAt)
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  return {
    exitCode: run.exitCode,
    lines: emitted.length,
    exactlyOnceInOrder: printed.length === emitted.length && printed.every((line, i) => line === emitted[i]),
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? NaN },
    completionMs: run.closedAt - finalAt,
    requests: requests.length,
    following: requests.filter(r => r.method === 'GET' && FOLLOWING.some(pattern => pattern.test(r.path))).length,
    startupMs: (requests[0]?.at ?? NaN) - run.spawnedAt,
    wallMs: run.durationMs,
    peakRssMb: run.peakRssKb === undefined ? NaN : run.peakRssKb / 1024
  }
}

const mb = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : 'n/a')
const lines = BIG_LINES.toLocaleString('en')
const biggerLines = BIGGER_LINES.toLocaleString('en')

/** A table row: name, one cell per column, the target, and whether it is met. */
type Row = [string, string[], string, boolean]

function printTable(title: string, columns: string[], rows: Row[]): void {
  console.log(`\n${title}\n`)
  console.log(`| measure | ${columns.join(' | ')} | target |`)
  console.log(`|---|${columns.map(() => '---:').join('|')}|---|`)
  for (const [name, cells, target, met] of rows) {
    console.log(
      `| ${name} | ${cells.join(' | ')} | ${target ? `${target} ${quick ? '' : met ? '✅' : '❌'}`.trim() : ''} |`
    )
  }
}

/** The bench's sandbox: its seed at the run's speed, every request kept (responses not). */
function benchSandbox(): Promise<Sandbox> {
  return startSandbox({
    seed: benchSeed(),
    port: 0,
    quiet: true,
    speed: SPEED,
    recordResponses: false,
    requestLogLimit: 1_000_000
  })
}

async function main(): Promise<void> {
  // First, while nothing else of the bench runs: the figures are a few tens of milliseconds.
  process.stderr.write(`the command line's startup, ${STARTUP_RUNS} runs of each... `)
  const startup = await measureStartup(STARTUP_RUNS)
  process.stderr.write('done\n')
  const sandbox = await benchSandbox()
  const step = async (label: string, serviceId: string, ref: string, entry?: string): Promise<Figures> => {
    process.stderr.write(`${label}... `)
    const figures = await measure(sandbox, serviceId, ref, entry)
    process.stderr.write('done\n')
    return figures
  }
  const compared = {} as Record<Kind, { thirty: Figures; big: Figures }>
  let modes: Record<
    'small' | 'offset' | 'newest' | 'polledBig' | 'polledBigger' | 'twenty' | 'twentyBaseline' | 'never',
    Figures
  >
  try {
    const small = await step('a small deployment (16 lines)', 'bench-stream', 'small')
    for (const kind of KINDS) {
      const serviceId = kind === 'stream' ? 'bench-stream' : 'bench-poll'
      const entry = kind === 'baseline' ? BASELINE : undefined
      const thirty = await step(`${LABEL[kind]}: ~${Math.round(30 / SPEED)} s deployment`, serviceId, 'main', entry)
      const big = await step(`${LABEL[kind]}: ${lines} lines`, serviceId, 'big', entry)
      compared[kind] = { thirty, big }
    }
    modes = {
      small,
      offset: await step(`${lines} lines, stream numbering past the expected line`, 'bench-offset', 'main'),
      newest: await step(`${lines} lines mostly before a stream that starts at the newest`, 'bench-newest', 'main'),
      polledBig: compared.poll.big,
      polledBigger: await step(`${biggerLines} lines polled`, 'bench-poll', 'bigger'),
      twenty: await step(`~${Math.round(20 / SPEED)} s polled deployment, 200 lines`, 'bench-poll', 'twenty'),
      twentyBaseline: await step(
        `~${Math.round(20 / SPEED)} s polled deployment, the 2 s poller`,
        'bench-poll',
        'twenty',
        BASELINE
      ),
      never: await step('a stream without state events that never closes', 'bench-never', 'main')
    }
  } finally {
    await sandbox.close()
  }

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `\nBenchmark ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}${quick ? ' (--quick: small sizes, targets not checked)' : ''}`
  )

  const stream = compared.stream
  const growth = (figures: Figures): number => figures.peakRssMb - modes.small.peakRssMb
  const cells = (cell: (f: { thirty: Figures; big: Figures }) => string): string[] =>
    KINDS.map(kind => cell(compared[kind]))
  const first: Row[] = [
    ['log latency p50', cells(f => ms(f.thirty.latency.p50)), '', true],
    ['log latency p95', cells(f => ms(f.thirty.latency.p95)), '< 100 ms', stream.thirty.latency.p95 < 100],
    ['log latency max', cells(f => ms(f.thirty.latency.max)), '', true],
    [
      'completion latency (final state -> exit)',
      cells(f => ms(f.thirty.completionMs)),
      '< 500 ms',
      stream.thirty.completionMs < 500
    ],
    [
      `HTTP requests, ~${Math.round(30 / SPEED)} s deployment`,
      cells(f => String(f.thirty.requests)),
      '<= 10',
      stream.thirty.requests <= 10
    ],
    ['startup (spawn -> first request)', cells(f => ms(f.thirty.startupMs)), '< 250 ms', stream.thirty.startupMs < 250],
    [`${lines} lines: wall time`, cells(f => ms(f.big.wallMs)), '< 6 s', stream.big.wallMs < 6000],
    [`${lines} lines: peak RSS`, cells(f => mb(f.big.peakRssMb)), '', true],
    [`${lines} lines: HTTP requests`, cells(f => String(f.big.requests)), '', true],
    [
      'every line once, in order',
      cells(f => (f.thirty.exactlyOnceInOrder && f.big.exactlyOnceInOrder ? 'yes' : 'NO')),
      'yes',
      stream.thirty.exactlyOnceInOrder && stream.big.exactlyOnceInOrder
    ],
    [
      'exit code',
      cells(f => `${f.thirty.exitCode}/${f.big.exitCode}`),
      '0/0',
      stream.thirty.exitCode === 0 && stream.big.exitCode === 0
    ]
  ]
  printTable(
    'Stream on, stream off, and a plain 2 s poller (target: the action with the stream on)',
    KINDS.map(kind => LABEL[kind]),
    first
  )

  const MODE_COLUMNS: [keyof typeof modes, string][] = [
    ['offset', `${lines} lines, stream ahead`],
    ['newest', `${lines} lines, stream from newest`],
    ['polledBig', `${lines} lines polled`],
    ['polledBigger', `${biggerLines} lines polled`],
    ['twenty', '20 s polled'],
    ['twentyBaseline', '20 s, 2 s poller'],
    ['never', 'stream never closes'],
    ['small', 'small deployment']
  ]
  const per = (cell: (f: Figures) => string): string[] => MODE_COLUMNS.map(([mode]) => cell(modes[mode]))
  const bigModes = [modes.offset, modes.newest, modes.polledBig]
  const second: Row[] = [
    ['HTTP requests (all)', per(f => String(f.requests)), 'stream ahead <= 12', modes.offset.requests <= 12],
    [
      'requests following the deployment',
      per(f => String(f.following)),
      `20 s polled <= ${POLLED_FOLLOWING_TARGET}`,
      modes.twenty.following <= POLLED_FOLLOWING_TARGET
    ],
    ['log latency p95', per(f => ms(f.latency.p95)), '20 s polled <= 750 ms', modes.twenty.latency.p95 <= 750],
    [
      'completion latency (final state -> exit)',
      per(f => ms(f.completionMs)),
      '20 s polled <= 700 ms; never closes < 2.5 s',
      modes.twenty.completionMs <= 700 && modes.never.completionMs < 2500
    ],
    ['wall time', per(f => ms(f.wallMs)), `${lines}-line modes < 6 s`, bigModes.every(f => f.wallMs < 6000)],
    ['peak RSS', per(f => mb(f.peakRssMb)), '', true],
    [
      'peak RSS - small deployment',
      per(f => mb(growth(f))),
      `${lines}-line modes <= 30 MB`,
      bigModes.every(f => growth(f) <= 30)
    ],
    [
      `peak RSS - ${lines} lines polled`,
      per(f => mb(f.peakRssMb - modes.polledBig.peakRssMb)),
      `${biggerLines} polled <= ${POLLED_GROWTH_TARGET} MB`,
      modes.polledBigger.peakRssMb - modes.polledBig.peakRssMb <= POLLED_GROWTH_TARGET
    ],
    [
      'every line once, in order',
      per(f => (f.exactlyOnceInOrder ? 'yes' : 'NO')),
      'yes',
      Object.values(modes).every(f => f.exactlyOnceInOrder)
    ],
    ['exit code', per(f => String(f.exitCode)), '0', Object.values(modes).every(f => f.exitCode === 0)]
  ]
  printTable(
    'The watcher off the happy path',
    MODE_COLUMNS.map(([, label]) => label),
    second
  )

  const third = startupRows(startup)
  printTable(
    `The command line's startup (median of ${startup.runs} runs each, taken in turns)`,
    ['time', 'x node -e 0', 'x bare fetch'],
    third
  )

  const all = [...KINDS.flatMap(kind => [compared[kind].thirty, compared[kind].big]), ...Object.values(modes)]
  if (all.some(f => !f.exactlyOnceInOrder || f.exitCode !== 0)) {
    // Correctness is checked even in --quick: a bench whose runs fail measures nothing.
    console.error('\nSome runs did not print every line once, in order, or did not succeed (above).')
    process.exitCode = 1
  } else if (startup.problems.length > 0) {
    console.error(`\nThe command line did not run as expected: ${startup.problems.join('; ')}.`)
    process.exitCode = 1
  } else if (!quick && [...first, ...second, ...third].some(([, , target, met]) => target && !met)) {
    console.error('\nSome targets were missed (❌ above).')
    process.exitCode = 1
  }
}

/** The startup table alone (`--startup`), with the load average, as the full run prints it. */
async function startupBench(): Promise<void> {
  process.stderr.write(`the command line's startup, ${STARTUP_RUNS} runs of each... `)
  const startup = await measureStartup(STARTUP_RUNS)
  process.stderr.write('done\n')
  const rows = startupRows(startup)
  printTable(
    `The command line's startup (median of ${startup.runs} runs each, taken in turns; load average ${os
      .loadavg()
      .map(load => load.toFixed(1))
      .join(', ')})`,
    ['time', 'x node -e 0', 'x bare fetch'],
    rows
  )
  if (startup.problems.length > 0) {
    console.error(`\nThe command line did not run as expected: ${startup.problems.join('; ')}.`)
    process.exitCode = 1
  } else if (!quick && rows.some(([, , target, met]) => target && !met)) {
    console.error('\nSome targets were missed (❌ above).')
    process.exitCode = 1
  }
}

/** The startup table: each time, its multiple of `node -e 0` and of the bare fetch script, and the targets. */
function startupRows(startup: StartupFigures): Row[] {
  const times = (value: number): string[] => [
    ms(value),
    `${(value / startup.nodeMs).toFixed(2)} x`,
    `${(value / startup.bareFetchMs).toFixed(2)} x`
  ]
  const version = startup.versionMs / startup.nodeMs
  const firstRequest = startup.firstRequestMs / startup.bareFetchMs
  return [
    ['`node -e 0` (spawn -> exit)', times(startup.nodeMs), '', true],
    ['a bare built-in `fetch` script (spawn -> request)', times(startup.bareFetchMs), '', true],
    [
      '`hosting-deploy --version` (spawn -> exit)',
      times(startup.versionMs),
      `<= ${STARTUP_TARGETS.version} x node -e 0`,
      version <= STARTUP_TARGETS.version
    ],
    [
      '`hosting-deploy deploy` (spawn -> first request)',
      times(startup.firstRequestMs),
      `<= ${STARTUP_TARGETS.firstRequest} x bare fetch`,
      firstRequest <= STARTUP_TARGETS.firstRequest
    ]
  ]
}

/**
 * The memory rows alone (`--memory`), in a couple of minutes: peak RSS of a small deployment,
 * BIG_LINES streamed, BIG_LINES polled and BIGGER_LINES polled, each in its own process, with
 * the targets of the full run.
 */
async function memory(): Promise<void> {
  const sandbox = await benchSandbox()
  const runs: [string, Figures][] = []
  try {
    for (const [label, serviceId, ref] of [
      ['small deployment', 'bench-stream', 'small'],
      [`${lines} lines streamed`, 'bench-stream', 'big'],
      [`${lines} lines polled`, 'bench-poll', 'big'],
      [`${biggerLines} lines polled`, 'bench-poll', 'bigger']
    ] as const) {
      process.stderr.write(`${label}... `)
      runs.push([label, await measure(sandbox, serviceId, ref)])
      process.stderr.write('done\n')
    }
  } finally {
    await sandbox.close()
  }
  const [small, streamed, polledBig, polledBigger] = runs.map(([, figures]) => figures) as [
    Figures,
    Figures,
    Figures,
    Figures
  ]
  const growth = (figures: Figures): number => figures.peakRssMb - small.peakRssMb
  const per = (cell: (f: Figures) => string): string[] => runs.map(([, figures]) => cell(figures))
  const load = os
    .loadavg()
    .map(value => value.toFixed(2))
    .join(', ')
  console.log(
    `\nMemory, ${new Date().toISOString().slice(0, 16)}Z, load average ${load}, Node ${process.versions.node}${quick ? ' (--quick: small sizes, targets not checked)' : ''}`
  )
  const rows: Row[] = [
    ['peak RSS', per(f => mb(f.peakRssMb)), '', true],
    [
      'peak RSS - small deployment',
      per(f => mb(growth(f))),
      `${lines} streamed and polled <= 30 MB`,
      growth(streamed) <= 30 && growth(polledBig) <= 30
    ],
    [
      `peak RSS - ${lines} lines polled`,
      per(f => mb(f.peakRssMb - polledBig.peakRssMb)),
      `${biggerLines} polled <= ${POLLED_GROWTH_TARGET} MB`,
      polledBigger.peakRssMb - polledBig.peakRssMb <= POLLED_GROWTH_TARGET
    ],
    ['wall time', per(f => ms(f.wallMs)), '', true],
    [
      'every line once, in order',
      per(f => (f.exactlyOnceInOrder ? 'yes' : 'NO')),
      'yes',
      runs.every(([, f]) => f.exactlyOnceInOrder)
    ],
    ['exit code', per(f => String(f.exitCode)), '0', runs.every(([, f]) => f.exitCode === 0)]
  ]
  printTable(
    'Memory',
    runs.map(([label]) => label),
    rows
  )
  if (runs.some(([, f]) => !f.exactlyOnceInOrder || f.exitCode !== 0)) {
    console.error('\nSome runs did not print every line once, in order, or did not succeed (above).')
    process.exitCode = 1
  } else if (!quick && rows.some(([, , target, met]) => target && !met)) {
    console.error('\nSome targets were missed (❌ above).')
    process.exitCode = 1
  }
}

/** The fleet alone: `--fleet N`, at `--rate-limit` (600/min by default). */
async function fleet(jobsText: string): Promise<void> {
  const jobs = Number(jobsText)
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 200) {
    console.error(`npm run bench: --fleet takes a number of jobs from 1 to 200, got "${jobsText}"`)
    process.exit(USAGE_EXIT_CODE)
  }
  const seconds = Number(options['deploy-seconds'] ?? FLEET_DEPLOY_SECONDS)
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) {
    console.error(
      `npm run bench: --deploy-seconds takes a number of seconds from 1 to 600, got "${options['deploy-seconds']}"`
    )
    process.exit(USAGE_EXIT_CODE)
  }
  const speed = FLEET_DEPLOY_SECONDS / seconds
  const figures = await runFleet({ jobs, rateLimit: options['rate-limit'] ?? '600/min', speed, targets: true })
  if (!printFleet(figures, true)) {
    console.error('\nSome targets were missed (❌ above).')
    process.exitCode = 1
  }
}

/** The app alone: `--app N`, N services of 10 s deployments, against the matrix of N jobs. */
async function appBench(servicesText: string): Promise<void> {
  const services = Number(servicesText)
  if (!Number.isInteger(services) || services < 1 || services > 200) {
    console.error(`npm run bench: --app takes a number of services from 1 to 200, got "${servicesText}"`)
    process.exit(USAGE_EXIT_CODE)
  }
  let rateLimitHeaders: RateLimitHeaders = 'ietf'
  try {
    rateLimitHeaders = parseRateLimitHeaders(options['rate-limit-headers'] ?? 'ietf')
  } catch (error) {
    console.error(`npm run bench: --rate-limit-headers: ${(error as Error).message}`)
    process.exit(USAGE_EXIT_CODE)
  }
  const figures = await runAppBench({ services, speed: 1, rateLimitHeaders, appOnly: options['app-only'] ?? false })
  if (!printAppBench(figures, true)) {
    console.error('\nSome targets were missed (❌ above).')
    process.exitCode = 1
  }
}

if (options.memory && (options.app !== undefined || options.fleet !== undefined)) {
  console.error(`npm run bench: --memory runs alone, without --${options.app === undefined ? 'fleet' : 'app'}`)
  process.exit(USAGE_EXIT_CODE)
}
if (options.app !== undefined && (options.fleet !== undefined || quick)) {
  console.error(`npm run bench: --app N runs alone, without --${options.fleet === undefined ? 'quick' : 'fleet'}`)
  process.exit(USAGE_EXIT_CODE)
}
for (const name of ['rate-limit', 'deploy-seconds'] as const)
  if (options[name] !== undefined && options.fleet === undefined) {
    console.error(`npm run bench: --${name} applies to --fleet N only`)
    process.exit(USAGE_EXIT_CODE)
  }
for (const name of ['rate-limit-headers', 'app-only'] as const)
  if (options[name] !== undefined && options.app === undefined) {
    console.error(`npm run bench: --${name} applies to --app N only`)
    process.exit(USAGE_EXIT_CODE)
  }
if (options.verify && (options.memory || options.app !== undefined || options.fleet !== undefined)) {
  console.error('npm run bench: --verify runs alone (with --quick at a tenth of the time)')
  process.exit(USAGE_EXIT_CODE)
}
if (options.startup && (options.verify || options.memory || options.app !== undefined || options.fleet !== undefined)) {
  console.error('npm run bench: --startup runs alone (with --quick: 3 runs of each, no target)')
  process.exit(USAGE_EXIT_CODE)
}
if (options.startup) {
  await startupBench()
} else if (options.verify) {
  if (!printVerifyBench(await runVerifyBench(quick))) {
    console.error(`\n${quick ? 'A window did not end as it should' : 'Some targets were missed (❌ above)'}.`)
    process.exitCode = 1
  }
} else if (options.memory) {
  await memory()
} else if (options.app !== undefined) {
  await appBench(options.app)
} else if (options.fleet !== undefined) {
  await fleet(options.fleet)
} else {
  await main()
  if (quick) {
    // A small fleet, faster deployments, a tight limit: proves the 429 paths run, checks no target.
    const figures = await runFleet({ jobs: 5, rateLimit: '60/min,burst=8', speed: 10, targets: false })
    if (!printFleet(figures, false)) {
      console.error('\nThe small fleet did not deploy every ref exactly once (above).')
      process.exitCode = 1
    }
    // A small app, faster deployments: proves the app and its matrix run, checks no target.
    const app = await runAppBench({ services: 3, speed: 10 })
    if (!printAppBench(app, false)) {
      console.error('\nThe small app did not take every service live (above).')
      process.exitCode = 1
    }
    // The verification window at a tenth of the time: proves each window ends as it should.
    if (!printVerifyBench(await runVerifyBench(true))) {
      console.error('\nA verification window did not end as it should (above).')
      process.exitCode = 1
    }
  }
}
