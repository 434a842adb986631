// The sandbox under the MCP Inspector's command line (a client written by others, as a person
// would point it at the sandbox): over Streamable HTTP with the key header, and over stdio
// through sandbox/bin/mcp-stdio.mjs, launched with no npm in between. Tools are listed, and
// whoami, deploy_service and get_deployment_logs answer as the REST requests they stand for.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tools } from '../../sandbox/mcp/tools.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, KEYS, until } from '../harness/sandbox.js'

const require = createRequire(import.meta.url)
/** The Inspector's launcher (`mcp-inspector`); `--cli` selects its command line. */
const INSPECTOR = require.resolve('@modelcontextprotocol/inspector/clients/launcher/build/index.js')
const STDIO_ENTRY = new URL('../../sandbox/bin/mcp-stdio.mjs', import.meta.url).pathname
const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

interface Run {
  code: number | null
  /** The one JSON object `--format json` prints: the result, or an error envelope. */
  json: { result?: Record<string, unknown>; error?: { message?: string } }
  stderr: string
}

// The Inspector keeps a catalog and secrets under HOME: a fresh one, and secrets in memory.
const home = mkdtempSync(join(tmpdir(), 'inspector-home-'))
const dataDir = mkdtempSync(join(tmpdir(), 'inspector-stdio-'))
afterAll(() => {
  rmSync(home, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * How long the Inspector waits for the server to connect: its default (15 s for a command or URL,
 * 30 s from a config file) is too short for a stdio server started through tsx on a loaded
 * machine, where a launch was seen to take 28 s. Each test here gets time for this and more.
 */
const CONNECT_TIMEOUT_MS = 120_000
const LAUNCHES_TIMEOUT_MS = 3 * CONNECT_TIMEOUT_MS

/** Runs `mcp-inspector --cli ...args --format json` from a directory outside the repository. */
function inspector(args: string[]): Promise<Run> {
  const options = ['--connect-timeout', String(CONNECT_TIMEOUT_MS), '--format', 'json']
  const child = spawn(process.execPath, [INSPECTOR, '--cli', ...args, ...options], {
    cwd: home,
    env: { ...process.env, HOME: home, MCP_INSPECTOR_SECRET_STORE: 'memory' }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', code => {
      const text = (stdout.trim() || stderr.trim().split('\n').at(-1)) ?? ''
      try {
        resolve({ code, json: JSON.parse(text) as Run['json'], stderr })
      } catch {
        reject(new Error(`the Inspector printed no JSON (exit ${code}):\n${stdout}\n${stderr}`))
      }
    })
  })
}

const toolCall = (name: string, args: Record<string, string> = {}): string[] => [
  '--method',
  'tools/call',
  '--tool-name',
  name,
  ...Object.entries(args).flatMap(([key, value]) => ['--tool-arg', `${key}=${value}`])
]

/** A tool call's structured content, after checking the call succeeded. */
function structured(run: Run): Record<string, unknown> {
  expect(run.json.error, run.stderr).toBeUndefined()
  expect(run.json.result?.isError, JSON.stringify(run.json.result)).toBeFalsy()
  return run.json.result?.structuredContent as Record<string, unknown>
}

const names = (run: Run): string[] =>
  ((run.json.result?.tools ?? []) as { name: string }[]).map(tool => tool.name).sort()
const TOOL_NAMES = tools()
  .map(tool => tool.name)
  .sort()

describe('the Inspector over Streamable HTTP, with the key in --header', { timeout: LAUNCHES_TIMEOUT_MS }, () => {
  let sandbox: Sandbox
  let http: (args: string[], key?: string) => Promise<Run>
  beforeAll(async () => {
    sandbox = await startSandbox({ quiet: true, speed: 50 })
    http = (args, key = KEYS.service) =>
      inspector([sandbox.mcpUrl, '--transport', 'http', '--header', `Authorization: Bearer ${key}`, ...args])
  })
  afterAll(async () => {
    await sandbox?.close()
  })

  it('lists the tools, with schemas it finds portable, and says who the key is', async () => {
    const [list, me] = await Promise.all([http(['--method', 'tools/list', '--strict']), http(toolCall('whoami'))])
    expect(names(list)).toEqual(TOOL_NAMES)
    // --strict reports each schema portability finding in full on stderr: there is none.
    expect(list.code, list.stderr).toBe(0)
    expect(list.stderr).not.toMatch(/portability|Warning: tool|Error: tool/)
    expect(structured(me)).toMatchObject({ keyScope: { kind: 'service', serviceId: 'svc-web' } })
  })

  it('deploys, and reads the deployment log as REST does', async () => {
    const queued = structured(await http(toolCall('deploy_service', { id: 'svc-web', ref: 'main' })))
    const id = String(queued.deploymentId)
    expect(queued).toMatchObject({ deploymentId: expect.stringMatching(/^dep_/), ref: 'main' })
    await until(() => sandbox.store.deployment(id)?.status === 'live', 'the deployment to go live')
    const logs = structured(await http(toolCall('get_deployment_logs', { id })))
    const rest = await call<unknown[]>(sandbox, 'GET', `/api/deployments/${id}/logs`, { key: KEYS.service })
    expect(logs.logs).toEqual(rest.body)
    expect((logs.logs as unknown[]).length).toBeGreaterThan(0)
  })

  it("accepts docs/sandbox.md's client configuration, both servers", async () => {
    const docs = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8')
    const block = /```json\n(\{\n {2}"mcpServers"[\s\S]*?)```/.exec(docs)?.[1] ?? ''
    const config = join(home, 'mcp.json')
    writeFileSync(
      config,
      block.replaceAll('http://127.0.0.1:4010', sandbox.url).replaceAll('/path/to/this/repository', ROOT)
    )
    const [overHttp, overStdio] = await Promise.all(
      ['hosting-sandbox', 'hosting-sandbox-stdio'].map(server =>
        inspector(['--config', config, '--server', server, ...toolCall('whoami')])
      )
    )
    expect(structured(overHttp!)).toMatchObject({ id: 'usr_demo' })
    expect(structured(overHttp!).keyScope).toBeUndefined()
    expect(structured(overStdio!)).toMatchObject({ keyScope: { kind: 'service', serviceId: 'svc-web' } })
  })

  it('is refused without the key header', async () => {
    const refused = await inspector([sandbox.mcpUrl, '--transport', 'http', '--method', 'tools/list'])
    expect(refused.code).not.toBe(0)
    expect(refused.json.error).toBeDefined()
    expect(sandbox.requests.filter(r => r.path === '/mcp' && r.status === 401).length).toBeGreaterThan(0)
  })
})

describe('the Inspector over stdio, launching sandbox/bin/mcp-stdio.mjs', { timeout: LAUNCHES_TIMEOUT_MS }, () => {
  // Each call launches its own server: --data keeps the deployment from one launch to the next.
  const stdio = (args: string[], data: string[] = []): Promise<Run> =>
    inspector([process.execPath, STDIO_ENTRY, ...data, '-e', `HOSTING_API_KEY=${KEYS.service}`, ...args])

  it('lists the tools and acts with HOSTING_API_KEY, with no schema portability warning', async () => {
    const [list, me] = await Promise.all([stdio(['--method', 'tools/list']), stdio(toolCall('whoami'))])
    expect(names(list), `${JSON.stringify(list.json)}\n${list.stderr}`).toEqual(TOOL_NAMES)
    expect(list.stderr).not.toMatch(/Schema portability/)
    expect(structured(me)).toMatchObject({ keyScope: { kind: 'service', serviceId: 'svc-web' } })
  })

  it('deploys, and the next launch reads that deployment log', async () => {
    const data = ['--data', dataDir]
    // Ref hang never finishes: the launch ends while it runs, and the next start says so in its log.
    const queued = structured(await stdio(toolCall('deploy_service', { id: 'svc-web', ref: 'hang' }), data))
    expect(queued).toMatchObject({ deploymentId: expect.stringMatching(/^dep_/), ref: 'hang' })
    const logs = structured(await stdio(toolCall('get_deployment_logs', { id: String(queued.deploymentId) }), data))
    expect((logs.logs as { line: string }[]).at(-1)?.line).toMatch(/The sandbox stopped while this deployment ran/)
  })
})
