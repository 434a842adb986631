// A web page must not drive a developer's sandbox with its public demo keys: /api and /mcp
// refuse a foreign Origin (a cross-site request) and, on loopback, a foreign Host (DNS
// rebinding); requests without Origin, or from the sandbox's own origin, are served, and
// `--allow-origin` admits one more origin.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOrigin } from '../../sandbox/origin.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { KEYS } from '../harness/sandbox.js'

interface Sent {
  status: number
  body: { error?: string }
}

const MCP_INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'origin-test', version: '1' } }
})

/** A request with the key and exactly these headers (node:http: a fetch would not send any Host). */
function send(sandbox: Sandbox, path: string, headers: Record<string, string>): Promise<Sent> {
  const mcp = path === '/mcp'
  return new Promise((resolve, reject) => {
    const req = request(
      `${sandbox.url}${path}`,
      {
        method: mcp ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${KEYS.account}`,
          ...(mcp ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } : {}),
          ...headers
        }
      },
      response => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Sent['body'] }))
      }
    )
    req.on('error', reject)
    req.end(mcp ? MCP_INIT : undefined)
  })
}

const PATHS = ['/api/auth/me', '/mcp'] as const
const FOREIGN = 'http://attacker.example'

let sandbox: Sandbox
let port: string
beforeAll(async () => {
  sandbox = await startSandbox({ quiet: true, allowOrigins: ['http://localhost:5173'] })
  port = new URL(sandbox.url).port
})
afterAll(async () => {
  await sandbox?.close()
})

describe.each(PATHS)('%s', path => {
  it('refuses a foreign Origin with 403 and the sandbox error shape, naming --allow-origin', async () => {
    const answer = await send(sandbox, path, { origin: FOREIGN })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({
      error: `origin ${FOREIGN} may not call the sandbox: start it with --allow-origin ${FOREIGN} to admit it`
    })
    // Also a loopback page on another port, and the opaque origin of a file or sandboxed frame.
    expect((await send(sandbox, path, { origin: 'http://127.0.0.1:1' })).status).toBe(403)
    expect((await send(sandbox, path, { origin: 'null' })).status).toBe(403)
  })

  it('refuses a Host that is not a loopback name with 421 (DNS rebinding), Origin or not', async () => {
    for (const host of [`attacker.example:${port}`, 'attacker.example', `127.0.0.1.attacker.example:${port}`]) {
      const answer = await send(sandbox, path, { host })
      expect(answer.status, host).toBe(421)
      expect(answer.body.error, host).toMatch(/^host \S+ is not this machine/)
    }
  })

  it('serves requests without Origin, and from its own origin under any loopback name', async () => {
    expect((await send(sandbox, path, {})).status).toBe(200)
    for (const name of ['127.0.0.1', 'localhost', '127.1.2.3', '[::1]']) {
      const origin = `http://${name}:${port}`
      expect((await send(sandbox, path, { host: `${name}:${port}`, origin })).status, origin).toBe(200)
    }
  })

  it('serves an origin given with --allow-origin', async () => {
    expect((await send(sandbox, path, { origin: 'http://localhost:5173' })).status).toBe(200)
  })
})

it('the refused requests are in the request log, with their status', async () => {
  await send(sandbox, '/api/auth/me', { origin: FOREIGN })
  expect(sandbox.requests.at(-1)).toMatchObject({ path: '/api/auth/me', status: 403 })
})

it('--allow-origin takes an origin, nothing more', () => {
  expect(parseOrigin('http://localhost:5173/')).toBe('http://localhost:5173')
  for (const bad of ['localhost:5173', 'http://localhost:5173/app', 'ftp://example.com', ''])
    expect(() => parseOrigin(bad), bad).toThrow(`--allow-origin must be an origin such as http://localhost:5173`)
})

it('a sandbox bound to a non-loopback address does not check Host, and still checks Origin', async () => {
  const open = await startSandbox({ quiet: true, host: '0.0.0.0' })
  try {
    const local = { ...open, url: open.url.replace('0.0.0.0', '127.0.0.1') }
    expect((await send(local, '/api/auth/me', { host: 'sandbox.lan' })).status).toBe(200)
    expect((await send(local, '/api/auth/me', { origin: 'http://sandbox.lan' })).status).toBe(403)
  } finally {
    await open.close()
  }
})
