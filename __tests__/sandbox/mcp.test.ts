// The sandbox over MCP, with the SDK's own client, over Streamable HTTP (/mcp) and over stdio
// (--mcp-stdio): the tools are the documented ones with their documented arguments, and every
// tool called with every key type answers as the REST request it stands for (the authorization
// table, harness/authorization-table.ts): same allow or deny, same body. Over stdio, one launch
// proves the command line serves it; every key runs through runStdio in process.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runStdio } from '../../sandbox/mcp/stdio.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { COLUMNS, expected, ROWS, tagOf, type Column } from '../harness/authorization-table.js'
import { expectContract } from '../harness/contract.js'
import { call, KEYS } from '../harness/sandbox.js'

const ROOT = new URL('../..', import.meta.url).pathname
/** Deployments do not move on during a test: both sides of a comparison see the same states. */
const FROZEN = 0.0001

/** The documentation's tools: name -> [required arguments, options]. No tool serves the log stream. */
const DOCUMENTED: Record<string, [string[], string[]]> = {
  whoami: [[], []],
  get_project: [['slug'], ['env']],
  create_service: [
    ['name', 'projectSlug'],
    ['environmentSlug', 'repoUrl', 'image', 'internalPort', 'planKey']
  ],
  create_database: [
    ['name', 'engine'],
    ['projectSlug', 'environmentSlug', 'planKey']
  ],
  deploy_service: [['id'], ['ref']],
  set_search_indexing: [['id', 'enabled'], []],
  set_autodeploy: [['id', 'enabled'], []],
  update_cron: [['id', 'schedule'], ['command']],
  attach_service_dedicated_ip: [['id', 'ipId'], []],
  set_env: [['id', 'key', 'value'], []],
  import_env: [['id', 'vars'], []],
  set_db_tls: [['id', 'tls'], []],
  get_db_metrics: [['id'], ['light']],
  set_storage: [['id', 'storageGb'], []],
  list_domains: [['id'], []],
  add_domain: [['id', 'hostname'], []],
  list_ports: [['id'], []],
  // REST also takes before, after, since and until; the tool only limit and q.
  get_logs: [['id'], ['limit', 'q']],
  // REST also takes before; the tool only limit.
  list_deployments: [['id'], ['limit']],
  get_deployment_logs: [['id'], ['after']],
  get_metrics: [['id'], ['range']]
}

/** Answers that are JSON arrays come back as structured content in one field. */
const WRAPPED: Record<string, string> = { list_domains: 'domains', get_deployment_logs: 'logs' }

/** The tools as a client sees them: name -> [required, options], sorted. */
function table(tools: Tool[]): Record<string, [string[], string[]]> {
  return Object.fromEntries(
    tools.map(tool => {
      const required = [...(tool.inputSchema.required ?? [])].sort()
      const options = Object.keys(tool.inputSchema.properties ?? {})
        .filter(name => !required.includes(name))
        .sort()
      return [tool.name, [required, options]]
    })
  )
}

const sorted = (documented: Record<string, [string[], string[]]>): Record<string, [string[], string[]]> =>
  Object.fromEntries(
    Object.entries(documented).map(([name, [required, options]]) => [name, [[...required].sort(), [...options].sort()]])
  )

/** Ids and times a run makes up (random suffixes, clocks) read alike; everything else must be equal. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .replace(/\b(svc|db|bucket)-[0-9a-f]{8}\b/g, '$1-<id>')
      .replace(/\bdom_[0-9a-f]{10}\b/g, 'dom_<id>')
      .replace(/\bdep_(\d{6})[0-9a-z]{0,6}\b/g, 'dep_$1<id>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
  if (Array.isArray(value)) return value.map(normalize)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]))
  return value
}

const textOf = (result: CallToolResult): string => (result.content[0]?.type === 'text' ? result.content[0].text : '')

async function httpClient(sandbox: Sandbox, key: string): Promise<Client> {
  const client = new Client({ name: 'sandbox-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(sandbox.mcpUrl), {
      requestInit: { headers: { authorization: `Bearer ${key}` } }
    })
  )
  return client
}

/** `npm run sandbox -- --mcp-stdio` as a client launches it, with the key in HOSTING_API_KEY. */
async function stdioClient(key: string, dataDir: string): Promise<Client> {
  const client = new Client({ name: 'sandbox-test', version: '1.0.0' })
  const env = { ...process.env, HOSTING_API_KEY: key } as Record<string, string>
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'sandbox/cli.ts', '--mcp-stdio', '--speed', String(FROZEN), '--data', dataDir],
      cwd: ROOT,
      env,
      stderr: 'ignore'
    })
  )
  return client
}

/**
 * runStdio in this process over a pair of pipes, and a client on their other ends: the same
 * newline-delimited JSON-RPC that a launching client writes to the server's stdin (the SDK's
 * stdio transport takes any two streams, so it serves as the client's end too). Closing ends
 * the server's stdin, as a client does, and waits for the server to stop.
 */
async function inProcessStdio(key: string, dataDir: string): Promise<{ client: Client; close: () => Promise<void> }> {
  const toServer = new PassThrough()
  const fromServer = new PassThrough()
  const log = new Writable({ write: (_chunk, _encoding, done) => done() })
  const stopped = runStdio({ key, speed: FROZEN, dataDir, stdio: { stdin: toServer, stdout: fromServer, stderr: log } })
  const client = new Client({ name: 'sandbox-test', version: '1.0.0' })
  // A server that stops at once (a refused key) never answers: its error, not a hang.
  await Promise.race([
    client.connect(new StdioServerTransport(fromServer, toServer)),
    stopped.then(() => Promise.reject(new Error('runStdio stopped before the client connected')))
  ])
  return {
    client,
    close: async () => {
      await client.close()
      toServer.end()
      await stopped
    }
  }
}

// One state for every run: a data directory with the seed's deployments (ids included), copied
// for each side of each comparison so that both start alike.
let work = ''
let snapshot = ''
let deployment = ''
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sandbox-mcp-'))
  snapshot = join(work, 'snapshot')
  const seeded = await startSandbox({ quiet: true, speed: FROZEN, dataDir: snapshot })
  deployment = seeded.store.deploymentsOf('svc-web').at(-1)?.id ?? ''
  await seeded.close()
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

let copies = 0
function copyOfSnapshot(): string {
  const dir = join(work, `copy-${++copies}`)
  cpSync(snapshot, dir, { recursive: true })
  return dir
}
const fresh = (): Promise<Sandbox> =>
  startSandbox({ quiet: true, speed: FROZEN, dataDir: copyOfSnapshot(), requestLogLimit: 100_000 })

/**
 * Every row of the table with one key: the REST request on one sandbox, the tool call on
 * another that started alike. Returns each difference, in words.
 */
async function compare(column: Column, rest: Sandbox, client: Client): Promise<string[]> {
  const differences: string[] = []
  const tag = tagOf(column)
  for (const row of ROWS) {
    if (!row.tool) continue
    const name = `${column}: ${row.tool.name} (${row.method} ${row.path(deployment)})`
    const answer = await call(rest, row.method, row.path(deployment), { key: KEYS[column], body: row.body?.(tag) })
    if (answer.status !== expected(row, column))
      differences.push(`${name}: REST answered ${answer.status}, the table says ${expected(row, column)}`)
    const result = (await client.callTool({
      name: row.tool.name,
      arguments: row.tool.args(tag, deployment)
    })) as CallToolResult
    if (answer.status >= 400) {
      const want = { status: answer.status, error: (answer.body as { error?: string }).error }
      if (result.isError !== true || JSON.stringify(JSON.parse(textOf(result))) !== JSON.stringify(want))
        differences.push(`${name}: REST ${JSON.stringify(want)}, tool ${JSON.stringify(result)}`)
      continue
    }
    const wrap = WRAPPED[row.tool.name]
    const structured = wrap ? { [wrap]: answer.body } : answer.body
    const same =
      result.isError !== true &&
      JSON.stringify(normalize(JSON.parse(textOf(result)))) === JSON.stringify(normalize(answer.body)) &&
      JSON.stringify(normalize(result.structuredContent)) === JSON.stringify(normalize(structured))
    if (!same)
      differences.push(`${name}: REST ${answer.status} ${JSON.stringify(answer.body)}, tool ${JSON.stringify(result)}`)
  }
  return differences
}

describe('MCP over Streamable HTTP (/mcp)', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await fresh()
  })
  afterAll(async () => {
    await sandbox?.close()
  })

  it('lists exactly the documented tools, with their required arguments and options', async () => {
    const client = await httpClient(sandbox, KEYS.serviceNone)
    try {
      const { tools } = await client.listTools()
      expect(table(tools)).toEqual(sorted(DOCUMENTED))
      for (const tool of tools) {
        // Arguments are exactly the listed ones, typed; the description comes from openapi.yaml.
        expect(tool.inputSchema.additionalProperties, tool.name).toBe(false)
        expect(tool.description, tool.name).toMatch(/\((GET|POST|PUT|PATCH) \/api\//)
        expect(tool.annotations?.readOnlyHint, tool.name).toBe(/\(GET /.test(tool.description ?? ''))
        expect(Object.keys(tool.outputSchema?.properties ?? {}), tool.name).toEqual(
          WRAPPED[tool.name] ? [WRAPPED[tool.name]] : []
        )
      }
      const byName = Object.fromEntries(tools.map(tool => [tool.name, tool]))
      // A tool's description never tells the agent to send an argument the tool refuses.
      expect(byName.list_deployments?.description).not.toMatch(/send nextCursor back as before/i)
      expect(byName.list_deployments?.description).toMatch(/the nextCursor in its answer is for REST/)
      expect(byName.get_logs?.description).not.toMatch(/may combine before/)
      expect(byName.list_deployments?.inputSchema.properties?.limit).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 100
      })
      expect(byName.set_storage?.inputSchema.properties?.storageGb).toMatchObject({ type: 'integer' })
    } finally {
      await client.close()
    }
  })

  it.each(COLUMNS.map(column => [column]))(
    'answers every tool with the %s key as REST does: same allow or deny, same body',
    async column => {
      const rest = await fresh()
      const served = await fresh()
      const client = await httpClient(served, KEYS[column])
      try {
        expect(await compare(column, rest, client)).toEqual([])
        // The tool calls went through the REST routes, under the caller's key, and keep the contract.
        const dispatched = served.requests.filter(r => r.path.startsWith('/api/'))
        expect(dispatched).toHaveLength(ROWS.filter(row => row.tool).length)
        expectContract(dispatched, { allowRejectedRequests: true })
      } finally {
        await client.close()
        await rest.close()
        await served.close()
      }
    }
  )

  it("is docs/sandbox.md's tool table: names, REST operations, required arguments and options", async () => {
    const doc = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8')
    const list = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map(match => match[1] ?? '').sort()
    const rows = [...doc.matchAll(/^\| `([a-z_]+)` \| `([A-Z]+ [^`]+)` \|([^|]*)\|([^|]*)\|$/gm)]
    const client = await httpClient(sandbox, KEYS.account)
    try {
      const { tools } = await client.listTools()
      expect(
        Object.fromEntries(
          rows.map(([, name, , required, options]) => [name, [list(required ?? ''), list(options ?? '')]])
        )
      ).toEqual(table(tools))
      for (const [, name, operation] of rows)
        expect(tools.find(tool => tool.name === name)?.description, name).toContain(`(${operation})`)
    } finally {
      await client.close()
    }
  })

  it('refuses /mcp without a valid key (401, as /api does), and GET or DELETE (405: stateless, POST only)', async () => {
    for (const authorization of [undefined, 'Bearer sbx_not_a_key_123456', `Bearer ${KEYS.revoked}`]) {
      const response = await fetch(sandbox.mcpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {})
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
      })
      expect(response.status, authorization).toBe(401)
      expect(await response.json()).toEqual({ error: 'API key missing, invalid or revoked' })
    }
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(sandbox.mcpUrl, { method, headers: { authorization: `Bearer ${KEYS.account}` } })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    // The lower-case scheme is the same scheme.
    const client = new Client({ name: 'sandbox-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(sandbox.mcpUrl), {
        requestInit: { headers: { authorization: `bearer ${KEYS.account}` } }
      })
    )
    expect((await client.callTool({ name: 'whoami', arguments: {} })).isError).toBeFalsy()
    await client.close()
  })

  it('refuses bad arguments with an error that names them, and changes nothing', async () => {
    const client = await httpClient(sandbox, KEYS.account)
    try {
      const services = sandbox.store.services().length
      const requests = sandbox.requests.length
      const cases: [string, Record<string, unknown>, RegExp][] = [
        // REST may omit projectSlug; the tool requires it.
        ['create_service', { name: 'x', image: 'a:1' }, /projectSlug/],
        [
          'list_deployments',
          { id: 'svc-web', before: 3 },
          /unknown argument before: list_deployments takes id, limit\. Over REST only: before\.$/
        ],
        ['get_logs', { id: 'svc-web', since: '2020-01-01T00:00:00Z' }, /unknown argument since/],
        ['set_env', { id: 'svc-web', key: 'A', value: 1 }, /value/],
        ['list_deployments', { id: 'svc-web', limit: 101 }, /limit/]
      ]
      for (const [name, args, message] of cases) {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult
        expect(result.isError, name).toBe(true)
        expect(textOf(result), name).toMatch(message)
      }
      // Refused before any REST request was made.
      expect(sandbox.requests.slice(requests).filter(r => r.path.startsWith('/api/'))).toEqual([])
      // A REST refusal is the same: isError with the status and the service's error text, nothing created.
      const refused = (await client.callTool({
        name: 'create_service',
        arguments: { name: 'x', projectSlug: 'demo', image: 'a:1', repoUrl: 'https://git.example.com/a' }
      })) as CallToolResult
      expect(refused.isError).toBe(true)
      expect(JSON.parse(textOf(refused))).toEqual({
        status: 400,
        error: 'supply either repoUrl or image (exactly one)'
      })
      expect(sandbox.store.services()).toHaveLength(services)
    } finally {
      await client.close()
    }
  })

  it('reads with the tool what REST reads: a created service, its deployment and its log', async () => {
    const client = await httpClient(sandbox, KEYS.account)
    try {
      const created = (await client.callTool({
        name: 'create_service',
        arguments: { name: 'via mcp', projectSlug: 'demo', image: 'demo/app:2' }
      })) as CallToolResult
      const service = created.structuredContent as { id: string; status: string }
      expect(service.status).toBe('idle')
      const listed = (await client.callTool({ name: 'list_deployments', arguments: { id: service.id, limit: 1 } }))
        .structuredContent as { deployments: { id: string }[] }
      const rest = await call<{ deployments: { id: string }[] }>(
        sandbox,
        'GET',
        `/api/services/${service.id}/deployments?limit=1`
      )
      expect(listed).toEqual(rest.body)
      const logs = (await client.callTool({
        name: 'get_deployment_logs',
        arguments: { id: listed.deployments[0]?.id ?? '', after: 0 }
      })) as CallToolResult
      expect(logs.structuredContent).toEqual({ logs: JSON.parse(textOf(logs)) as unknown })
    } finally {
      await client.close()
    }
  })
})

describe('MCP over stdio (npm run sandbox -- --mcp-stdio), launched as a client launches it', () => {
  // One launch for the rows that leave each other alone: the listing changes nothing, and the
  // comparison runs on the launch's own copy of the snapshot. Every key: in process, below.
  let client: Client
  beforeAll(async () => {
    client = await stdioClient(KEYS.staging, copyOfSnapshot())
  })
  afterAll(async () => {
    await client?.close()
  })

  it('lists exactly the documented tools', async () => {
    expect(table((await client.listTools()).tools)).toEqual(sorted(DOCUMENTED))
  })

  it('answers every tool with the staging key as REST does: same allow or deny, same body', async () => {
    const rest = await fresh()
    try {
      expect(await compare('staging', rest, client)).toEqual([])
    } finally {
      await rest.close()
    }
  })

  it('does not start without HOSTING_API_KEY, and says which variable to set', async () => {
    const client = new Client({ name: 'sandbox-test', version: '1.0.0' })
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'sandbox/cli.ts', '--mcp-stdio'],
      cwd: ROOT,
      env: { ...process.env, HOSTING_API_KEY: '' } as Record<string, string>,
      stderr: 'pipe'
    })
    let stderr = ''
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    await expect(client.connect(transport)).rejects.toThrow()
    expect(stderr).toContain('HOSTING_API_KEY')
  })
})

describe('MCP over stdio in process: runStdio, what --mcp-stdio runs, over a pair of pipes', () => {
  it.each(COLUMNS.map(column => [column]))(
    'answers every tool with the %s key as REST does: same allow or deny, same body',
    async column => {
      const rest = await fresh()
      const served = await inProcessStdio(KEYS[column], copyOfSnapshot())
      try {
        expect(await compare(column, rest, served.client)).toEqual([])
      } finally {
        await served.close()
        await rest.close()
      }
    }
  )

  it('refuses a missing or revoked key, saying which variable to set', async () => {
    for (const key of ['', KEYS.revoked]) {
      const pipes = { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough() }
      await expect(runStdio({ key, dataDir: copyOfSnapshot(), stdio: pipes }), key).rejects.toThrow(/HOSTING_API_KEY/)
    }
  })
})
