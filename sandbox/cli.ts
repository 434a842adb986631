// `npm run sandbox [-- --port 4010 --host 127.0.0.1 --seed file.json --speed 1 --data DIR --rate-limit 600/min --rate-limit-headers ietf --allow-origin ORIGIN]`
// Starts the sandbox of the hosting API, prints its URL, the demo keys, services and
// endpoints, and logs one line per request until stopped: Ctrl-C, or SIGTERM to this
// process or to the `npm run sandbox` that started it. With --data, the state (created
// services, variables, deployments, logs) is kept in DIR across restarts. With --rate-limit,
// each key gets a token bucket and requests past it are answered 429 with Retry-After; every
// answer tells the key its budget in the headers --rate-limit-headers names. With
// --allow-origin, a browser page of that origin may call /api and /mcp (origin.ts). With
// --mcp-stdio it is an MCP server on stdin/stdout instead, acting with the key in
// HOSTING_API_KEY (mcp/stdio.ts).
import { readFileSync } from 'node:fs'
import { APPS_PATH } from './apps.js'
import { parseCliOptions, usage } from './cli-options.js'
import type { RateLimitHeaders } from './rate-limit.js'
import { ENDPOINTS, startSandbox } from './server.js'
import { runStdio } from './mcp/stdio.js'
import { tools } from './mcp/tools.js'
import type { SeedService } from './seed.js'

/** What `npm run sandbox` says of each --rate-limit-headers choice. */
const HEADERS_SENT: Record<RateLimitHeaders, string> = {
  ietf: 'every answer carries RateLimit-Policy and RateLimit (--rate-limit-headers x-ratelimit or none for others)',
  'x-ratelimit': 'every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset',
  none: 'no rate-limit headers'
}

try {
  const options = parseCliOptions(process.argv.slice(2))
  if (options === 'help') {
    console.log(usage)
    process.exit(0)
  }
  // A contract whose x-mcp annotations disagree with the routes stops the sandbox now, naming
  // the drift, not at the first MCP call (startSandbox builds the tools at that call).
  tools()
  if (options.mcpStdio) {
    await runStdio(options)
    process.exit(0)
  }
  const sandbox = await startSandbox(options)
  console.log(`SANDBOX_URL=${sandbox.url}`)
  console.log(`MCP_URL=${sandbox.mcpUrl}`)
  console.log(`Deployed applications: ${sandbox.url}${APPS_PATH}`)
  console.log('\nDemo keys (fake; they only work against this sandbox):')
  for (const key of sandbox.seed.keys) {
    const scope =
      key.kind === 'service'
        ? `service ${key.serviceId}`
        : key.kind === 'project'
          ? `project ${key.projectId}${key.environments ? ` (${key.environments.join(', ')})` : ''}`
          : 'account'
    const grants = Object.entries(key.permissions).map(([category, level]) => `${category}:${level}`)
    const notes = [key.readOnly ? 'read-only' : '', key.revoked ? 'revoked' : '', ...grants].filter(Boolean).join(' ')
    console.log(`  ${key.token.padEnd(38)} ${scope.padEnd(30)} ${notes}`)
  }
  console.log('\nServices:')
  for (const service of sandbox.store.services()) {
    const refs = Object.entries(service.refScripts).map(([ref, script]) => `ref ${ref} -> ${script}`)
    const kind =
      service.sourceType === 'database'
        ? `database ${service.engine}`
        : service.schedule
          ? `cron (${service.schedule})`
          : service.sourceType
    console.log(
      `  ${service.id.padEnd(16)} ${kind.padEnd(24)} script ${service.script}${refs.length ? `; ${refs.join('; ')}` : ''}`
    )
    for (const [ref, behaviour] of Object.entries(service.app)) {
      const note = appNote(behaviour)
      if (note) console.log(`  ${''.padEnd(16)} ref ${ref}: ${note}`)
    }
  }
  console.log('\nEndpoints:')
  for (const endpoint of ENDPOINTS) console.log(`  ${endpoint}`)
  const limit = sandbox.rateLimit
  console.log(
    `\nRate limit: ${limit ? `${limit.perMinute} requests per minute per key, bursts of ${limit.burst} (429 with Retry-After past it); ${HEADERS_SENT[options.rateLimitHeaders]}` : 'none (--rate-limit 600/min sets one)'}`
  )
  const admitted = options.allowOrigins?.length ? `, and ${options.allowOrigins.join(', ')}` : ''
  console.log(
    `\nBrowsers: only pages of the sandbox's own origin${admitted} may call /api and /mcp (--allow-origin ORIGIN admits another)`
  )
  console.log(
    `\nState: ${sandbox.dataFile ? `kept in ${sandbox.dataFile}` : 'in memory (--data DIR keeps it across restarts)'}`
  )
  console.log('\nRequests:')
  let stopping = false
  const stop = (): void => {
    // A second signal while closing does not wait any longer.
    if (stopping) process.exit(0)
    stopping = true
    void sandbox.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  watchLauncher(stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  console.error(usage)
  process.exitCode = 2
}

/** Parent pid of a process (Linux /proc), or undefined when it is gone or there is no /proc. */
function parentOf(pid: number): number | undefined {
  try {
    // The command name may hold spaces and parentheses: the fields after the last `)` are plain.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) ? ppid : undefined
  } catch {
    return undefined
  }
}

/**
 * Under `npm run sandbox` this process is npm -> sh -> tsx -> node, and `kill <npm pid>` ends
 * npm and sh but not tsx: no signal reaches here. So, when npm started the sandbox, it stops
 * once any of those launching processes is gone (checked twice a second on Linux).
 */
function watchLauncher(stop: () => void): void {
  if (!process.env.npm_lifecycle_event) return
  const chain: { pid: number; parent: number }[] = []
  for (let pid = process.pid; chain.length < 3;) {
    const parent = parentOf(pid)
    if (parent === undefined || parent <= 1) break
    chain.push({ pid, parent })
    pid = parent
  }
  if (chain.length === 0) return
  const timer = setInterval(() => {
    if (!chain.some(link => parentOf(link.pid) !== link.parent)) return
    // Once: a second stop() would exit before the first has closed the server.
    clearInterval(timer)
    stop()
  }, 500).unref()
}

/** What the deployed application of a ref does, as the banner says it (the seed's `app` entry); empty when it just answers 200. */
function appNote(behaviour: SeedService['app'][string]): string {
  const seconds = (ms: number): string => `${Math.round(ms / 1000)}s`
  const runtime = behaviour.runtime.filter(entry => entry.afterMs > 0 || entry.everyMs !== undefined)
  const quoted = (line: string | string[]): string => {
    const first = typeof line === 'string' ? line : (line[0] ?? '')
    return JSON.stringify(first.length > 40 ? `${first.slice(0, 39)}…` : first)
  }
  return [
    behaviour.status !== 200 ? `answers ${behaviour.status}` : '',
    behaviour.healthyAfterMs > 0 ? `answers 503 for ${seconds(behaviour.healthyAfterMs)}` : '',
    behaviour.stale ? "serves the previous deployment's version" : '',
    behaviour.failsAfterMs !== undefined ? `answers 500 from ${seconds(behaviour.failsAfterMs)} after live` : '',
    runtime[0] ? `writes ${quoted(runtime[0].line)} to the runtime log ${seconds(runtime[0].afterMs)} after live` : '',
    behaviour.statusAfter
      ? `turns ${behaviour.statusAfter.status} ${seconds(behaviour.statusAfter.afterMs)} after live`
      : '',
    behaviour.newerDeployAfterMs !== undefined
      ? `a newer deployment is queued ${seconds(behaviour.newerDeployAfterMs)} after live`
      : ''
  ]
    .filter(Boolean)
    .join(', ')
}
