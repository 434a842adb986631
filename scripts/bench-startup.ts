// The command line's startup, for `npm run bench`: whole processes of the bundled CLI under the
// Node running the bench (npm run puts the pinned Node 24 first on PATH), each figure the median
// of a number of runs, taken in turns so that a busy machine slows all three alike:
// - `node -e 0`, Node alone, which the `--version` target is a ratio of;
// - a bare script that only calls Node's built-in `fetch` once, from spawn to its request's
//   arrival: the least any Node client pays to load an HTTP stack, which the deploy target is a
//   ratio of;
// - `hosting-deploy --version`, from spawn to exit;
// - `hosting-deploy deploy`, from spawn to its first request (GET /api/auth/me) arriving at a
//   small HTTP server on 127.0.0.1, which refuses the key so that the run ends at once.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { exitCodeOf } from '../src/result/exit-codes.js'
import { nothingQueued } from '../src/core/result.js'
import { VERSION } from '../src/core/version.js'

const CLI = fileURLToPath(new URL('../dist/cli/index.js', import.meta.url))
const KEY = 'sbx_bench_startup_key_01'
/** A run that takes longer than this is stopped: something is wrong, not slow. */
const RUN_LIMIT_MS = 60_000

/** The targets: `--version` as a multiple of `node -e 0`, the first request of the bare fetch script's. */
export const STARTUP_TARGETS = { version: 1.3, firstRequest: 1.3 } as const

/** The bare script: one request with the built-in fetch, to the URL in its first argument. */
const BARE_FETCH = 'fetch(process.argv[1]).then(r => r.arrayBuffer(), () => undefined)'

export interface StartupFigures {
  runs: number
  /** Medians, in milliseconds. */
  nodeMs: number
  /** The bare fetch script, spawn to its request's arrival. */
  bareFetchMs: number
  versionMs: number
  firstRequestMs: number
  /** What went wrong in any run (a wrong version, another first request, an exit code), once each. */
  problems: string[]
}

/** The exit code of a run whose key the server refused. */
const REFUSED_EXIT = exitCodeOf(nothingQueued({ title: 'refused', message: 'refused' }, 'auth'))

interface Run {
  ms: number
  code: number | null
  stdout: string
}

/**
 * Spawns `node args` with a small environment of its own and resolves once it has exited: the
 * time from spawn to exit, or to the moment `arrival()` names when it is given.
 */
async function run(args: string[], env: Record<string, string>, arrival?: () => number | undefined): Promise<Run> {
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'ignore']
  })
  const killer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS)
  let stdout = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => (stdout += chunk))
  const [code] = (await once(child, 'close')) as [number | null]
  const endedAt = performance.now()
  clearTimeout(killer)
  const arrivedAt = arrival === undefined ? endedAt : (arrival() ?? Number.NaN)
  return { ms: arrivedAt - spawnedAt, code, stdout }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** `runs` turns of the three measures, after one turn that warms the file cache and is not counted. */
export async function measureStartup(runs: number): Promise<StartupFigures> {
  /** The requests of the current run: when each arrived, and what it asked. */
  const arrivals: { at: number; request: string }[] = []
  const server = createServer((request, response) => {
    arrivals.push({ at: performance.now(), request: `${request.method} ${request.url}` })
    response.writeHead(401, { 'content-type': 'application/json' })
    response.end('{"error":{"code":"unauthorized","message":"The API key is not valid."}}')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const problems = new Set<string>()
  const times = {
    node: [] as number[],
    bareFetch: [] as number[],
    version: [] as number[],
    firstRequest: [] as number[]
  }
  try {
    for (let turn = 0; turn <= runs; turn++) {
      const counted = turn > 0
      const node = await run(['-e', '0'], {})
      arrivals.length = 0
      const bare = await run(['-e', BARE_FETCH, `${baseUrl}/api/auth/me`], {}, () => arrivals[0]?.at)
      if (arrivals.length !== 1) problems.add(`the bare fetch script made ${arrivals.length} requests`)
      const version = await run([CLI, '--version'], {})
      if (version.stdout.trim() !== VERSION || version.code !== 0) {
        problems.add(`--version printed "${version.stdout.trim().slice(0, 40)}" and exited ${version.code}`)
      }
      arrivals.length = 0
      const deploy = await run(
        [CLI, 'deploy', '--service-id', 'svc-bench', '--ref', 'main', '--base-url', baseUrl],
        { HOSTING_API_KEY: KEY },
        () => arrivals[0]?.at
      )
      const first = arrivals[0]?.request ?? 'none'
      if (first !== 'GET /api/auth/me') problems.add(`deploy's first request was ${first}`)
      if (deploy.code !== REFUSED_EXIT) {
        problems.add(`deploy with a refused key exited ${deploy.code}, expected ${REFUSED_EXIT}`)
      }
      if (!counted) continue
      times.node.push(node.ms)
      times.bareFetch.push(bare.ms)
      times.version.push(version.ms)
      times.firstRequest.push(deploy.ms)
    }
  } finally {
    server.close()
  }
  return {
    runs,
    nodeMs: median(times.node),
    bareFetchMs: median(times.bareFetch),
    versionMs: median(times.version),
    firstRequestMs: median(times.firstRequest),
    problems: [...problems]
  }
}
