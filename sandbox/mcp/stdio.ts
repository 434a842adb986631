// `sandbox/bin/mcp-stdio.mjs` (or `npm run sandbox -- --mcp-stdio`): the sandbox as an MCP
// server on stdin/stdout, for clients that launch their servers. The key comes from HOSTING_API_KEY (a client's config sets it);
// the state lives in this process (or in --data DIR). Stdout carries the protocol only: the
// request log goes to stderr.
import type { Readable, Writable } from 'node:stream'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { authenticate } from '../access.js'
import { Persistence } from '../persistence.js'
import type { RateLimit } from '../rate-limit.js'
import { loadSeed } from '../seed.js'
import { createApp } from '../server.js'
import { Store } from '../store.js'
import { mcpServer } from './server.js'

export interface StdioOptions {
  seed?: string
  speed?: number
  dataDir?: string
  /** The API key every tool call uses; default HOSTING_API_KEY. */
  key?: string
  /** A rate limit for the key, instead of the seed's (as over HTTP). */
  rateLimit?: RateLimit
  /** The protocol's streams and the request log's: the process's own unless given (a test runs it in process). */
  stdio?: { stdin: Readable; stdout: Writable; stderr: Writable }
}

/** Serves MCP on stdio until the client closes it; throws at once when the key is missing or not valid. */
export async function runStdio(options: StdioOptions = {}): Promise<void> {
  const token = options.key ?? process.env.HOSTING_API_KEY ?? ''
  const { stdin, stdout, stderr } = options.stdio ?? process
  const seed = loadSeed(options.seed)
  const persistence = options.dataDir !== undefined ? new Persistence(options.dataDir) : undefined
  const store = new Store(seed, { speed: options.speed, persistence })
  const authorization = `Bearer ${token}`
  if (!authenticate(store, authorization)) {
    store.close()
    throw new Error(
      token === ''
        ? '--mcp-stdio needs HOSTING_API_KEY: set it to a key of the sandbox (npm run sandbox lists the demo keys)'
        : 'HOSTING_API_KEY is not a valid, unrevoked key of this sandbox (npm run sandbox lists the demo keys)'
    )
  }
  const app = createApp(store, [], line => stderr.write(`${line}\n`), {
    // Nothing reads the request log here: no record is kept, no answer parsed for one.
    requestLogLimit: 0,
    recordResponses: false,
    rateLimit: options.rateLimit ?? seed.rateLimit
  })
  const server = mcpServer(request => app.fetch(request), authorization)
  const transport = new StdioServerTransport(stdin, stdout)
  const closed = new Promise<void>(resolve => (transport.onclose = resolve))
  // The client ends the session by closing our stdin.
  stdin.once('end', () => void server.close())
  await server.connect(transport)
  await closed
  store.close()
}
