// An app's log through each face in process against the sandbox: the command line's own entry
// (runCommand, as the process runs it) on several CIs, and the Action's host, each streamed and
// grouped. On every face a line of a deployment's log carries the log mark (`bad | ` streamed,
// `  | ` in a service's group) and none of the tool's own lines does, even a log line written to
// pass for one; a failure is marked ✖ when it is known; the failed service's last lines come
// again at the end, before the closing block, whose advice names it; a service without a URL is
// said once for the app. (One spawned row: e2e/app.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { actionsHost } from '../../../src/action/host.js'
import { deployApp } from '../../../src/app/deploy-app.js'
import { FAILURE_MARK } from '../../../src/app/service-host.js'
import type { CiName } from '../../../src/cli/ci/ci.js'
import { parseCommandLine } from '../../../src/cli/parse/args.js'
import { runCommand } from '../../../src/cli/run-command.js'
import type { AppConfig, AppService, LogOrder } from '../../../src/core/config.js'
import { withRunSecrets } from '../../../src/text/secrets.js'
import { CLI_WORDS } from '../../../src/core/vocabulary.js'
import { captureStdout, demoSeed, findKey } from '../../harness/helpers.js'
import { recordingHost } from '../../harness/recording-host.js'
import { interpret } from '../../harness/local-runner.js'
import { linePartsOf } from '../../harness/cli-parts.js'
import { ACCOUNT_KEY, stepSeed } from '../steps/step-world.js'

/** The failing service's log: lines written to pass for the tool's own, and for a log line's mark. */
const FORGED = ['ok:     Queuing the deployment', '  | not a mark of ours', 'bad:    ✖ Deployment live']

/** [row, face (a CI of the command line's, or the Action), log order]: each row deploys its own pair of services. */
const ROWS: [number, CiName | 'action', LogOrder][] = [
  [1, 'none', 'stream'],
  [2, 'none', 'grouped'],
  [3, 'gitlab', 'stream'],
  [4, 'gitlab', 'grouped'],
  [5, 'github', 'stream'],
  [6, 'action', 'grouped'],
  [7, 'action', 'stream']
]

let sandbox: Sandbox
const dir = mkdtempSync(path.join(tmpdir(), 'app-logs-'))
beforeAll(async () => {
  const services = Object.fromEntries(
    ROWS.flatMap(([row]) => [
      [`al-ok-${row}`, { domains: [] }],
      [`al-bad-${row}`, { domains: [], refScripts: { forging: 'forging' } }]
    ])
  )
  // In staging, which a project key without domains: read reaches.
  const staging = { environmentId: 'env_staging' }
  const seed = stepSeed({ ...services, 'al-nd-1': staging, 'al-nd-2': staging })
  seed.scripts.forging = {
    phases: [{ status: 'building', lineIntervalMs: 10, lines: ['==> Building {ref}', ...FORGED, 'error: it broke'] }],
    final: 'build_failed'
  }
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
  rmSync(dir, { recursive: true, force: true })
})

const stdout = captureStdout()

/** What a face printed, line by line; the command line's exit code, the Action's advice (its summary's). */
interface Printed {
  lines: string[]
  code?: number
  next?: string | undefined
}

/** What the command line printed (stdout and stderr in order), run in process as its process runs it. */
async function viaCli(row: number, ci: CiName, order: LogOrder): Promise<Printed> {
  const file = path.join(dir, `app-${row}.yml`)
  writeFileSync(
    file,
    [
      'fail-fast: false',
      'services:',
      '  ok:',
      `    id: al-ok-${row}`,
      '  bad:',
      `    id: al-bad-${row}`,
      '    ref: forging',
      ''
    ].join('\n')
  )
  const out: string[] = []
  const writer = {
    write: (chunk: string) => void out.push(chunk),
    once: () => undefined,
    removeListener: () => undefined
  }
  const env = { HOSTING_API_KEY: ACCOUNT_KEY, HOSTING_BASE_URL: sandbox.url }
  const argv = ['deploy', '--app-file', file, '--ref', 'main', '--ci', ci, '--log-order', order]
  const args = parseCommandLine(argv, env, linePartsOf(argv))
  if (args.command !== 'deploy') throw new Error('not a deploy')
  const code = await withRunSecrets(() =>
    runCommand(args, env, { stdout: writer, stderr: writer, interrupted: new AbortController().signal })
  )
  const text = out.join('')
  return { lines: ci === 'github' ? interpret(text).logLines : text.split('\n'), code }
}

/** A service of an app, deployed at `ref` with `apiKey`, as the engine takes it. */
function serviceOf(name: string, serviceId: string, ref: string, apiKey = ACCOUNT_KEY): AppService {
  return {
    name,
    needs: [],
    config: {
      baseUrl: sandbox.url,
      apiKey,
      serviceId,
      ref,
      variables: [],
      wait: true,
      timeoutMs: 60_000,
      logs: true,
      environmentUrl: undefined,
      healthCheck: undefined,
      rollback: false,
      ifBusy: 'wait',
      superseded: 'fail'
    }
  }
}

/** What the Action's host printed for the app, and the advice of its result. */
async function viaAction(row: number, order: LogOrder): Promise<Printed> {
  const app: AppConfig = {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    services: [serviceOf('ok', `al-ok-${row}`, 'main'), serviceOf('bad', `al-bad-${row}`, 'forging')],
    failFast: false,
    maxParallel: 2,
    rollback: false,
    logOrder: order,
    timeoutMs: 60_000
  }
  const result = await deployApp(
    app,
    actionsHost({}, chunk => void process.stdout.write(chunk))
  )
  return { lines: interpret(stdout.join('')).logLines, next: result.error?.next }
}

/** Each deployment's log lines as the sandbox holds them, by service name. */
function deploymentLines(row: number): Record<'ok' | 'bad', string[]> {
  const lines = (id: string): string[] => (sandbox.store.deploymentsOf(id)[0]?.lines ?? []).map(line => line.text)
  return { ok: lines(`al-ok-${row}`), bad: lines(`al-bad-${row}`) }
}

/** A printed line of a deployment's log: its service (undefined: in a group, unnamed) and its text; or none. */
function logLine(line: string): { name: 'ok' | 'bad' | undefined; text: string } | undefined {
  for (const name of ['ok', 'bad'] as const)
    if (line.startsWith(`${name.padEnd(3)} | `)) return { name, text: line.slice(6) }
  return line.startsWith('  | ') ? { name: undefined, text: line.slice(4) } : undefined
}

describe("an app's log on every face: a deployment's lines apart from the tool's own", () => {
  it('lists rows', () => expect(ROWS.length).toBeGreaterThan(0))

  it.each(ROWS)('%i. %s, %s', async (row, face, order) => {
    const run = face === 'action' ? await viaAction(row, order) : await viaCli(row, face, order)
    const { lines } = run
    const words = face === 'action' ? { env: 'environment-url', place: 'below', again: 'push again' } : undefined
    const logs = deploymentLines(row)
    expect(logs.bad, 'a loop over nothing checks nothing').toEqual(expect.arrayContaining(FORGED))
    expect(logs.ok).not.toHaveLength(0)

    // Every line of each deployment's log, in order, with the mark (and the service's name, streamed).
    for (const name of ['ok', 'bad'] as const) {
      const marked = lines
        .map(logLine)
        .filter(line => line !== undefined && (line.name === name || (order === 'grouped' && line.name === undefined)))
        .map(line => line?.text ?? '')
        .filter(text => logs[name].includes(text))
      expect(marked.slice(0, logs[name].length)).toEqual(logs[name])
    }
    // No other line is a deployment's, bare or under a label of the tool's own.
    const own = lines.filter(line => logLine(line) === undefined)
    expect(own.length).toBeGreaterThan(0)
    const remote = new Set([...logs.ok, ...logs.bad])
    for (const line of own) expect(remote.has(line.replace(/^(ok|bad):\s+/, '')), line).toBe(false)
    for (const line of lines.map(logLine)) if (line) expect(remote.has(line.text), line.text).toBe(true)

    // The failure, marked as soon as it is known: before bad's last lines come again.
    const failure = lines.findIndex(line =>
      line.startsWith(`bad:  ${FAILURE_MARK} Deployment build_failed: Deployment dep_`)
    )
    expect(failure, lines.join('\n')).toBeGreaterThan(-1)
    // At the end, before the closing block: bad's last lines again, after a line that says so.
    const heading = lines.findIndex(
      line => line === `bad:  ${FAILURE_MARK} Deployment build_failed: its last ${logs.bad.length} log lines`
    )
    expect(heading).toBeGreaterThan(failure)
    expect(lines.slice(heading + 1, heading + 1 + logs.bad.length)).toEqual(logs.bad.map(text => `bad | ${text}`))
    const after = lines.slice(heading + 1 + logs.bad.length).filter(line => line !== '')
    if (face !== 'action') expect(after[0]).toMatch(/^Result {6}failure/)
    else expect(after).toEqual([])

    // The advice names the service, and a section only where there is one to expand (never in an app).
    const next = face === 'action' ? run.next : lines.find(line => line.startsWith('Next'))?.replace(/^Next\s+/, '')
    expect(next).toBe(
      `Read bad's last lines ${words?.place ?? 'above'}, fix the cause, and ${words?.again ?? 'run it again'}.`
    )
    // Neither service has a domain: said once, for the app.
    expect(lines.filter(line => /No (HOSTING_URL|url output)/.test(line))).toEqual([])
    expect(lines.filter(line => line.includes('No URL for'))).toEqual([
      `No URL for ok, bad: they have no verified domain, and ${words?.env ?? '--environment-url'} is empty.`
    ])
    if (face !== 'action') expect(run).toMatchObject({ code: 1 })
  })

  it('says once for the app, not per service, that a key without domains: read finds no URL', async () => {
    const key = findKey(
      demoSeed(),
      k => k.kind === 'project' && k.permissions !== undefined && k.permissions.domains === undefined && !k.revoked,
      'a project key without domains'
    )
    const recorded = recordingHost({}, CLI_WORDS)
    const services = ['al-nd-1', 'al-nd-2'].map(id => serviceOf(id, id, 'main', key))
    const app: AppConfig = {
      baseUrl: sandbox.url,
      apiKey: key,
      services,
      failFast: true,
      maxParallel: 2,
      rollback: false,
      logOrder: 'stream',
      timeoutMs: 60_000
    }
    const result = await deployApp(app, recorded, { words: CLI_WORDS })
    expect(result.result, JSON.stringify(result.error)).toBe('success')
    expect(recorded.messages('info').filter(line => /No (HOSTING_URL|URL)/.test(line))).toEqual([
      'No URL for al-nd-1, al-nd-2: --environment-url is empty, and the API key lacks domains: read to find a verified domain.'
    ])
  })
})
