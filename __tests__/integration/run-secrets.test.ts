// Which values a run hides, through each face's own entry in process (the Node API's deploy() and
// watch(), the CLI's runCommand) against the sandbox: only secrets (a secret name or form, a
// mask-env name, every value with `all`), never another run's. The Node API is a long-lived
// process: each call has secrets of its own, dropped when it resolves, also while another runs.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { deploy, watch, type RunEvent } from '../../src/node/index.js'
import { parseCommandLine } from '../../src/cli/parse/args.js'
import { runCommand } from '../../src/cli/run-command.js'
import { secretsHeld, withRunSecrets } from '../../src/text/secrets.js'
import type { MaskEnv } from '../../src/text/secret-rule.js'
import { ACCOUNT_KEY, serviceOf, stepSeed } from './steps/step-world.js'

let sandbox: Sandbox
/** Answers 401 to every request: a run that registers its variables, then ends at the key check. */
let refusing: Server
let refusingUrl: string

beforeAll(async () => {
  const ids = ['rs-1', 'rs-2', 'rs-3', 'rs-4', 'rs-app-1', 'rs-app-2', 'rs-cli-1', 'rs-cli-2']
  const services = Object.fromEntries([...ids, 'rs-a', 'rs-b', 'rs-watched', 'rs-later'].map(id => [id, {}]))
  sandbox = await startSandbox({ seed: stepSeed(services), port: 0, quiet: true })
  refusing = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: 'invalid API key' }))
  })
  await new Promise<void>(resolve => refusing.listen(0, '127.0.0.1', resolve))
  refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`
})
afterAll(async () => {
  await sandbox?.close()
  await new Promise(resolve => refusing?.close(resolve))
})

/** The log lines of a run's events. */
const logLines = (events: RunEvent[]): string[] => events.flatMap(event => (event.type === 'log' ? [event.line] : []))

describe('the Node API hides only secrets', () => {
  /** The ref is also a variable's value: the sandbox's build log names it (`==> Building {ref}`). */
  const ROWS: [number, string, Record<string, string>, MaskEnv | undefined, string, string][] = [
    // [row, service, env, maskEnv, the log line, the result's ref]
    [1, 'rs-1', { NODE_ENV: 'production-eu' }, undefined, '==> Building production-eu', 'production-eu'],
    [2, 'rs-2', { API_TOKEN: 'production-eu' }, undefined, '==> Building ***', '***'],
    [3, 'rs-3', { NODE_ENV: 'production-eu' }, ['NODE_ENV'], '==> Building ***', '***'],
    // `all` hides every value, but the run's own record shows what was sent.
    [4, 'rs-4', { NODE_ENV: 'production-eu' }, 'all', '==> Building ***', 'production-eu']
  ]
  test.each(ROWS)('%i. %s with %j, maskEnv %j: the log says %j, the ref is %j', async (...row) => {
    const [, serviceId, env, maskEnv, line, ref] = row
    const events: RunEvent[] = []
    const result = await deploy({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId,
      ref: 'production-eu',
      env,
      ...(maskEnv === undefined ? {} : { maskEnv: maskEnv === 'all' ? 'all' : [...maskEnv] }),
      onEvent: event => void events.push(event)
    })
    expect(result.exitCode, JSON.stringify(result.error)).toBe(0)
    expect(logLines(events)).toContain(line)
    expect(result.ref).toBe(ref)
  })

  it("applies the rule to an app file's own variables, service by service", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-secrets-'))
    const appFile = path.join(dir, 'app.yml')
    writeFileSync(
      appFile,
      [
        'services:',
        '  api:',
        '    id: rs-app-1',
        '    ref: release-eu-2',
        '    env: { SESSION_SECRET: release-eu-2 }',
        '  web:',
        '    id: rs-app-2',
        '    ref: release-eu-3',
        '    env: { PUBLIC_NAME: release-eu-3 }',
        ''
      ].join('\n')
    )
    const events: RunEvent[] = []
    const result = await deploy({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      appFile,
      onEvent: event => void events.push(event)
    })
    expect(result.exitCode, JSON.stringify(result.error)).toBe(0)
    const lines = events.flatMap(event => (event.type === 'log' ? [`${event.service}: ${event.line}`] : []))
    expect(lines).toContain('api: ==> Building ***')
    expect(lines).toContain('web: ==> Building release-eu-3')
  })

  it('warns about a maskEnv name that no variable sets', async () => {
    const events: RunEvent[] = []
    await deploy({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: 'rs-1',
      ref: 'main',
      env: { SMTP_LOGIN: 'mailer' },
      maskEnv: ['SMTP_LOGN'],
      wait: false,
      onEvent: event => void events.push(event)
    })
    expect(events).toContainEqual({
      type: 'warning',
      title: 'Unknown name in maskEnv',
      message:
        'maskEnv names SMTP_LOGN, which no variable of this run sets: check the spelling (names are case-sensitive).'
    })
  })
})

describe('secrets belong to a Node API run, not to the process', () => {
  it("a later run's deployment id that equals an earlier run's variable value is not redacted", async () => {
    const earlier = sandbox.store.deploy(serviceOf(sandbox, 'rs-watched'), 'main')
    const first = await deploy({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: 'rs-later',
      ref: 'main',
      env: { DEPLOY_TOKEN: earlier.id }
    })
    expect(first.exitCode, JSON.stringify(first.error)).toBe(0)
    const events: RunEvent[] = []
    const later = await watch({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: 'rs-watched',
      deploymentId: earlier.id,
      onEvent: event => void events.push(event)
    })
    expect(later.exitCode, JSON.stringify(later.error)).toBe(0)
    expect(later.deploymentId).toBe(earlier.id)
    expect(logLines(events)).toContain(`==> Deployment ${earlier.id} is live`)
    expect(JSON.stringify(events)).not.toContain('***')
  })

  it("keeps two concurrent runs apart: one's secret is the other's plain ref", async () => {
    const value = 'feature-shared-42'
    const eventsOf = { a: [] as RunEvent[], b: [] as RunEvent[] }
    const [a, b] = await Promise.all([
      deploy({
        baseUrl: sandbox.url,
        apiKey: ACCOUNT_KEY,
        serviceId: 'rs-a',
        ref: value,
        env: { API_TOKEN: value },
        onEvent: event => void eventsOf.a.push(event)
      }),
      deploy({
        baseUrl: sandbox.url,
        apiKey: ACCOUNT_KEY,
        serviceId: 'rs-b',
        ref: value,
        onEvent: event => void eventsOf.b.push(event)
      })
    ])
    expect([a.exitCode, b.exitCode]).toEqual([0, 0])
    expect(logLines(eventsOf.a)).toContain('==> Building ***')
    expect(logLines(eventsOf.b)).toContain(`==> Building ${value}`)
    expect(b.ref).toBe(value)
  })

  it('drops each run’s secrets when it resolves: the registry does not grow across 100 runs', async () => {
    const before = secretsHeld()
    let during = 0
    for (let run = 0; run < 100; run++) {
      const env = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`API_TOKEN_${i}`, `run-${run}-value-${i}-x7Qz`])
      )
      const result = await deploy({
        baseUrl: refusingUrl,
        apiKey: `key-of-run-${run}`,
        serviceId: 'svc-web',
        env,
        onEvent: () => {
          during = Math.max(during, secretsHeld())
        }
      })
      expect(result.failureKind).toBe('auth')
    }
    // The hook sees a run's secrets while it runs, and none of them once it resolved.
    expect(during).toBeGreaterThan(before)
    expect(secretsHeld()).toBe(before)
    // A safety net, not a measure: about half a second on a quiet machine.
  }, 120_000)
})

describe("the CLI's run hides only secrets, and masks them where its CI can", () => {
  /** [row, flags, the ::add-mask:: lines, the log line]. */
  const ROWS: [number, string[], string[], string][] = [
    [
      1,
      ['--service-id', 'rs-cli-1', '--env', 'NODE_ENV=production-eu', '--env', 'API_TOKEN=tok-4821-abc'],
      ['tok-4821-abc'],
      '==> Building production-eu'
    ],
    [
      2,
      ['--service-id', 'rs-cli-2', '--env', 'NODE_ENV=production-eu', '--mask-env', 'NODE_ENV'],
      ['production-eu'],
      '==> Building ***'
    ]
  ]
  test.each(ROWS)('%i. %j masks %j; its log says %j', async (_row, flags, masked, line) => {
    const out: string[] = []
    const writer = {
      write: (chunk: string) => void out.push(chunk),
      once: () => undefined,
      removeListener: () => undefined
    }
    const env = { HOSTING_API_KEY: ACCOUNT_KEY, HOSTING_BASE_URL: sandbox.url }
    const args = parseCommandLine(['deploy', '--ref', 'production-eu', '--ci', 'github', ...flags], env)
    if (args.command !== 'deploy') throw new Error('not a deploy')
    // The CLI's process is one run; here each row is one.
    const code = await withRunSecrets(() =>
      runCommand(args, env, { stdout: writer, stderr: writer, interrupted: new AbortController().signal })
    )
    const lines = out.join('').split('\n')
    expect(code, lines.join('\n')).toBe(0)
    const masks = lines.filter(text => text.startsWith('::add-mask::')).map(text => text.slice('::add-mask::'.length))
    expect(masks).toEqual([ACCOUNT_KEY, ...masked])
    // The deployment's log, inside its stop-commands frame.
    expect(lines).toContain(`  | ${line}`)
  })
})
