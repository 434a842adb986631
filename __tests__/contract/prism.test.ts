// The bundled action, run through Prism (Stoplight's OpenAPI proxy) in front of the sandbox:
// an independent implementation of openapi.yaml checks every request and answer on the wire.
// `--errors` makes Prism refuse a request that breaks the contract (422) instead of passing
// it on; an answer that breaks it is logged as a violation and marked in `sl-violations`.
// SSE through Prism: the proxy reads the whole upstream answer before it replies, so the log
// stream arrives in one piece when the deployment ends instead of live. The action reads it
// all the same (and would fall back to polling the log if the stream were refused), so each
// run below asserts the full log and the result either way.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runAction, type RunResult } from '../harness/local-runner.js'
import { demoSeed, errors, webServiceKey } from '../harness/helpers.js'
import { expectContract } from '../harness/contract.js'

const PRISM = fileURLToPath(new URL('../../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url))
const SPEC = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))

/** Prism's start on a loaded machine: tens of seconds were seen; the wait is for the line it logs. */
const PRISM_START_TIMEOUT_MS = 180_000

const seed = demoSeed()
const serviceKey = webServiceKey(seed)

let sandbox: Sandbox
let prism: ChildProcess
let prismUrl = ''
const prismLog: string[] = []
/** Waits for a line of Prism's log: each is checked against every line as it arrives. */
const awaitedLines: { pattern: string; resolve: (index: number) => void }[] = []
let markers = 0

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>(resolve => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** What Prism flagged: contract violations, and requests it refused or could not route. */
function flagged(lines: string[]): string[] {
  return lines.filter(line => /Violation:|✖ +error|sl-violations/.test(line))
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
  const port = await freePort()
  prism = spawn(
    process.execPath,
    [PRISM, 'proxy', SPEC, sandbox.url, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }
    }
  )
  await new Promise<void>((resolve, reject) => {
    let pending = ''
    const onData = (chunk: Buffer): void => {
      pending += chunk.toString('utf8')
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        prismLog.push(line)
        if (line.includes('Prism is listening')) resolve()
        for (const waiter of awaitedLines.filter(w => line.includes(w.pattern))) {
          awaitedLines.splice(awaitedLines.indexOf(waiter), 1)
          waiter.resolve(prismLog.length - 1)
        }
      }
    }
    prism.stdout?.on('data', onData)
    prism.stderr?.on('data', onData)
    prism.once('exit', code => reject(new Error(`Prism exited (${code}) before listening:\n${prismLog.join('\n')}`)))
  })
  prismUrl = `http://127.0.0.1:${port}`
}, PRISM_START_TIMEOUT_MS)

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const exited = new Promise(resolve => prism.once('exit', resolve))
    prism.kill('SIGTERM')
    await exited
  }
  await sandbox?.close()
})

/** Runs the bundled action through Prism; returns the run and what Prism logged meanwhile. */
async function throughPrism(inputs: Record<string, string>): Promise<{ run: RunResult; log: string[] }> {
  const from = prismLog.length
  const run = await runAction({
    inputs: {
      'base-url': prismUrl,
      'api-key': serviceKey,
      'service-id': 'svc-web',
      ref: 'main',
      timeout: '60s',
      ...inputs
    },
    killAfterMs: 90_000
  })
  return { run, log: prismLog.slice(from, await caughtUp()) }
}

/**
 * Where Prism's log stands once all it logged for the exchanges so far has arrived: Prism logs
 * an answer's violations before it sends the answer, and its log is one stream in order, so
 * every such line precedes that of a marker request sent afterwards. Returns the marker's index.
 */
async function caughtUp(): Promise<number> {
  const path = `/api/projects/prism-log-marker-${++markers}`
  const seen = new Promise<number>(resolve => awaitedLines.push({ pattern: ` ${path} `, resolve }))
  const response = await fetch(`${prismUrl}${path}`, { headers: { authorization: `Bearer ${serviceKey}` } })
  await response.arrayBuffer()
  return seen
}

describe('the bundled action through Prism', () => {
  it('starts from the local install, and answers through the proxy', async () => {
    const from = prismLog.length
    const response = await fetch(`${prismUrl}/api/auth/me`, { headers: { authorization: `Bearer ${serviceKey}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ keyScope: { kind: 'service', serviceId: 'svc-web' } })
    expect(flagged(prismLog.slice(from, await caughtUp()))).toEqual([])
  })

  it('deploys successfully with no violation on the wire', async () => {
    const before = sandbox.requests.length
    const { run, log } = await throughPrism({ env: 'GREETING=hello\nPORT=8080' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'success', ref: 'main', 'env-imported': '1', 'env-skipped': 'PORT' })
    const deployment = sandbox.store.deployment(run.outputs['deployment-id'] ?? '')
    expect(deployment?.status).toBe(run.outputs.status)
    // Every line, whether it came through the (buffered) stream or the polled log.
    expect(deployment?.lines, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const line of deployment?.lines ?? []) expect(run.logLines).toContain(line.text)
    expect(flagged(log)).toEqual([])
    // Prism forwarded everything the action sent, and the sandbox's side keeps the contract too.
    const forwarded = sandbox.requests.slice(before)
    expect(forwarded.map(r => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'POST /api/services/svc-web/env/import',
        'POST /api/services/svc-web/deploy'
      ])
    )
    expectContract(forwarded)
  })

  it('reports a failing deployment with no violation on the wire', async () => {
    const { run, log } = await throughPrism({ ref: 'broken' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('failure')
    expect(errors(run)[0]).toContain(run.outputs['deployment-id'])
    expect(flagged(log)).toEqual([])
  })

  it('returns queued when wait is false, with no violation on the wire', async () => {
    const { run, log } = await throughPrism({ wait: 'false' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.result).toBe('queued')
    expect(run.outputs['deployment-id']).toMatch(/^dep_/)
    expect(flagged(log)).toEqual([])
  })

  it('does flag an answer that breaks the contract (the check above can fail)', async () => {
    const from = prismLog.length
    // An injected 502 (sandbox/faults.ts): no status the spec documents for the key check.
    const response = await fetch(`${prismUrl}/api/auth/me`, {
      headers: {
        authorization: `Bearer ${serviceKey}`,
        'x-sandbox-fault': JSON.stringify({ on: 'GET /auth/me', kind: 'status', status: 502 })
      }
    })
    expect(response.status).toBe(502)
    expect(response.headers.get('sl-violations') ?? '').toContain('Unable to match the returned status code')
    // And a request that breaks it is refused before it reaches the sandbox.
    const refused = await fetch(`${prismUrl}/api/services/svc-web/deploy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: '{"ref":"main","force":true}'
    })
    expect(refused.status).toBe(422)
    expect(flagged(prismLog.slice(from, await caughtUp())).length).toBeGreaterThan(0)
  })
})
