// End-to-end: an app of several services in one step, through both faces against the sandbox:
// the order its needs give, side by side otherwise, fail-fast, a failed need skipping its
// dependents, the way back for the services that went live, one key check, a cycle refused
// before any request, every log line once and labelled, and one result. The CLI rows run its
// bundle; the Action's rows its entry in process (harness/action-in-process.ts), but one that runs
// the bundled dist/index.js.
import { describe, expect, it } from 'vitest'
import { ACCOUNT_KEY, cliSandbox, cliSeed, linesOf, runCli, type CliRun } from '../harness/cli-runner.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunResult } from '../harness/local-runner.js'
import { findKey } from '../harness/helpers.js'

const SERVICES = ['app-order-1', 'app-order-2', 'app-order-3', 'app-fail-1', 'app-fail-2', 'app-fail-3']
const ROLLBACK = ['app-back-1', 'app-back-2', 'app-back-3']
const FACE = ['app-face-1', 'app-face-2', 'app-json-1', 'app-json-2']
/** Service ids that are one path segment each, and would be workflow commands at the start of a line. */
const COMMAND_IDS = ['::warning::forged-id', '::error::forged-too']
const seed = cliSeed([...SERVICES, ...ROLLBACK, ...FACE, ...COMMAND_IDS])
const suite = cliSandbox(seed)
const serviceKey = findKey(
  seed,
  key => key.kind === 'service' && key.serviceId === 'svc-web' && !key.revoked,
  'svc-web key'
)

interface Entry {
  name: string
  serviceId: string
  deploymentId: string | null
  result: string | null
  failureKind: string | null
  rollback: { deploymentId: string; ref: string; result: string | null } | null
}

async function deployApp(args: string[], files: Record<string, string> = {}, key = ACCOUNT_KEY): Promise<CliRun> {
  const run = await runCli(['deploy', '--base-url', suite.sandbox.url, ...args], {
    env: { HOSTING_API_KEY: key },
    files,
    killAfterMs: 90_000
  })
  expect(run.signal, run.printed).toBeNull()
  return run
}

function requests(since: number): { method: string; path: string }[] {
  return suite.sandbox.requests.slice(since).map(({ method, path }) => ({ method, path }))
}

/** The POST /deploy requests since `since`, by service id, in order. */
function deploysOf(since: number): string[] {
  return requests(since)
    .filter(r => r.method === 'POST' && r.path.endsWith('/deploy'))
    .map(r => r.path.split('/')[3] ?? '')
}

function outputsFileOf(run: CliRun): Record<string, string> {
  return Object.fromEntries(
    linesOf(run.files['outputs.env'] ?? '').map(line => [
      line.slice(0, line.indexOf('=')),
      line.slice(line.indexOf('=') + 1)
    ])
  )
}

describe('an app on the command line', () => {
  it('deploys in the order of needs, side by side otherwise, with one key check, and labels every log line once', async () => {
    const before = suite.sandbox.requests.length
    const file = [
      'services:',
      '  first:',
      '    id: app-order-1',
      '  second:',
      '    id: app-order-2',
      '    needs: [first]',
      '  third:',
      '    id: app-order-3',
      '    needs: [first]'
    ].join('\n')
    const run = await deployApp(['--app-file', 'app.yml', '--outputs-file', 'outputs.env', '--ref', 'main'], {
      'app.yml': file
    })
    expect(run.code, run.printed).toBe(0)
    const sent = requests(before)
    expect(sent.filter(r => r.path === '/api/auth/me')).toHaveLength(1)
    const deploys = deploysOf(before)
    expect(deploys[0]).toBe('app-order-1')
    expect(deploys.slice(1).sort()).toEqual(['app-order-2', 'app-order-3'])
    // first went live before the others were queued; second and third overlapped.
    const store = suite.sandbox.store
    const results = JSON.parse(outputsFileOf(run).HOSTING_RESULTS ?? '[]') as Entry[]
    expect(results.map(entry => [entry.name, entry.result])).toEqual([
      ['first', 'success'],
      ['second', 'success'],
      ['third', 'success']
    ])
    const [first, second, third] = results.map(entry => store.deployment(entry.deploymentId ?? ''))
    expect(Date.parse(first?.finishedAt ?? '')).toBeLessThanOrEqual(Date.parse(second?.createdAt ?? ''))
    expect(Date.parse(second?.createdAt ?? '')).toBeLessThan(Date.parse(third?.finishedAt ?? ''))
    expect(Date.parse(third?.createdAt ?? '')).toBeLessThan(Date.parse(second?.finishedAt ?? ''))
    // Every line of each deployment, once, labelled with its service, in order within it.
    const lines = linesOf(run.stdout)
    for (const [name, deployment] of [
      ['first', first],
      ['second', second],
      ['third', third]
    ] as const) {
      const emitted = deployment?.lines.map(line => line.text) ?? []
      expect(emitted, 'a loop over nothing checks nothing').not.toHaveLength(0)
      const label = `${name.padEnd(6)} | `
      const printed = lines.filter(line => line.startsWith(label)).map(line => line.slice(label.length))
      expect(printed.filter(line => emitted.includes(line))).toEqual(emitted)
    }
    // With several services, the single-service outputs are empty.
    expect(outputsFileOf(run)).toMatchObject({ HOSTING_RESULT: 'success', HOSTING_DEPLOYMENT_ID: '', HOSTING_REF: '' })
  })

  it('skips the dependents of a failed service, queues nothing more (fail-fast), exits with its code, and says it apart from the log', async () => {
    const before = suite.sandbox.requests.length
    const file = [
      'services:',
      '  broken:',
      '    id: app-fail-1',
      '    ref: broken',
      '  after:',
      '    id: app-fail-2',
      '    needs: broken',
      '  later:',
      '    id: app-fail-3',
      '    needs: after'
    ].join('\n')
    const run = await deployApp(['--app-file', 'app.yml', '--output', 'json'], { 'app.yml': file })
    expect(run.code, run.printed).toBe(1)
    expect(deploysOf(before)).toEqual(['app-fail-1'])
    const json = JSON.parse(run.stdout) as {
      result: string
      failureKind: string
      services: Entry[]
      error: { next: string }
    }
    expect(json.result).toBe('failure')
    expect(json.failureKind).toBe('deployment')
    expect(json.services.map(entry => [entry.name, entry.result])).toEqual([
      ['broken', 'failure'],
      ['after', 'skipped'],
      ['later', 'skipped']
    ])
    // The text for people (stderr): the deployment's lines after `broken | `, the CLI's own after
    // `broken: `, the failure marked, its last lines again at the end, and the advice naming it.
    const emitted = suite.sandbox.store.deployment(json.services[0]?.deploymentId ?? '')?.lines.map(l => l.text) ?? []
    expect(emitted, 'a loop over nothing checks nothing').not.toHaveLength(0)
    const text = linesOf(run.stderr)
    const logged = text.filter(line => line.startsWith('broken | ')).map(line => line.slice('broken | '.length))
    expect(logged).toEqual([...emitted, ...emitted])
    expect(text).toContain('broken:  Queuing the deployment')
    expect(text).toContain('after:   skipped (not started: it needs broken, which failed)')
    const failed = text.findIndex(line => /^broken: {2}✖ Deployment build_failed: Deployment dep_\w+ failed/.test(line))
    const again = text.indexOf(`broken:  ✖ Deployment build_failed: its last ${emitted.length} log lines`)
    expect(failed, run.stderr).toBeGreaterThan(-1)
    expect(again).toBeGreaterThan(failed)
    expect(text.slice(again + 1, again + 1 + emitted.length)).toEqual(emitted.map(line => `broken | ${line}`))
    expect(json.error.next).toBe("Read broken's last lines above, fix the cause, and run it again.")
  })

  it('with rollback, returns every service this run took live to the ref live before it', async () => {
    const store = suite.sandbox.store
    const live = await deployApp(['--service-id', 'app-back-1', '--service-id', 'app-back-2', '--ref', 'v1'])
    expect(live.code, live.printed).toBe(0)
    const file = [
      'rollback: true',
      'services:',
      '  one:',
      '    id: app-back-1',
      '    ref: v2',
      '  two:',
      '    id: app-back-2',
      '    ref: v2',
      '  bad:',
      '    id: app-back-3',
      '    ref: broken',
      '    needs: [one]'
    ].join('\n')
    const run = await deployApp(['--app-file', 'app.yml', '--outputs-file', 'outputs.env', '--log-order', 'grouped'], {
      'app.yml': file
    })
    expect(run.code, run.printed).toBe(1)
    const results = JSON.parse(outputsFileOf(run).HOSTING_RESULTS ?? '[]') as Entry[]
    const byName = Object.fromEntries(results.map(entry => [entry.name, entry]))
    for (const name of ['one', 'two']) {
      expect(byName[name]?.result).toBe('success')
      expect(byName[name]?.rollback).toMatchObject({ ref: 'v1', result: 'success' })
      const redeploy = store.deployment(byName[name]?.rollback?.deploymentId ?? '')
      expect(redeploy?.ref).toBe('v1')
      expect(redeploy?.status).toBe('live')
    }
    expect(byName.bad?.result).toBe('failure')
    // Grouped: each service's log in one group, titled with how it ended.
    expect(linesOf(run.stdout)).toEqual(expect.arrayContaining(['==> bad: ✖ failure', '==> one: rolled back']))
  })

  it('refuses a service key for two services before anything changes: exit 3, kind auth', async () => {
    const before = suite.sandbox.requests.length
    const run = await deployApp(
      ['--service-id', 'svc-web', '--service-id', 'app-face-1', '--output', 'json'],
      {},
      serviceKey
    )
    expect(run.code, run.printed).toBe(3)
    expect(requests(before).map(r => r.path)).toEqual(['/api/auth/me'])
    const json = JSON.parse(run.stdout) as { failureKind: string; error: { message: string } }
    expect(json.failureKind).toBe('auth')
    expect(json.error.message).toContain('app-face-1')
    expect(run.printed).not.toContain(serviceKey)
  })

  it('refuses a mistyped service id before anything changes: exit 8, naming it', async () => {
    const before = suite.sandbox.requests.length
    const run = await deployApp(['--service-id', 'app-face-1', '--service-id', 'app-face-typo', '--output', 'json'])
    expect(run.code, run.printed).toBe(8)
    expect(requests(before).filter(r => r.method === 'POST')).toEqual([])
    const json = JSON.parse(run.stdout) as { failureKind: string; error: { message: string } }
    expect(json.failureKind).toBe('not-found')
    expect(json.error.message).toContain('app-face-typo')
    expect(json.error.message).toContain('Nothing was changed')
  })

  it('refuses a cycle with no request sent: exit 2, naming the file, the line and the cycle', async () => {
    const before = suite.sandbox.requests.length
    const file = [
      'services:',
      '  a:',
      '    id: app-face-1',
      '    needs: [b]',
      '  b:',
      '    id: app-face-2',
      '    needs: [a]'
    ].join('\n')
    const run = await deployApp(['--app-file', 'app.yml'], { 'app.yml': file })
    expect(run.code, run.printed).toBe(2)
    expect(requests(before)).toEqual([])
    expect(run.printed).toMatch(/app\.yml line \d+/)
    expect(run.printed).toMatch(/a -> b -> a|b -> a -> b/)
  })

  it('ndjson: every event of a service carries its name', async () => {
    const run = await deployApp(['--service-id', 'app-json-1', '--service-id', 'app-json-2', '--output', 'ndjson'])
    expect(run.code, run.printed).toBe(0)
    const events = linesOf(run.stdout).map(line => JSON.parse(line) as { type: string; service?: string })
    const logs = events.filter(event => event.type === 'log' || event.type === 'state')
    expect(logs, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const event of logs) expect(['app-json-1', 'app-json-2']).toContain(event.service)
    const result = events.at(-1) as { type: string; services: Entry[] }
    expect(result.type).toBe('result')
    expect(result.services.map(entry => entry.serviceId)).toEqual(['app-json-1', 'app-json-2'])
  })
})

describe('an app through the Action', () => {
  // Spawned: the app's results through the bundle, into the runner's outputs and summary files,
  // with the exit code.
  it('takes several service-id lines, writes results, and leaves the single-service outputs empty', async () => {
    const run = await runAction({
      inputs: {
        'base-url': suite.sandbox.url,
        'api-key': ACCOUNT_KEY,
        'service-id': 'app-face-1\napp-face-2',
        ref: 'main',
        timeout: '60s'
      },
      killAfterMs: 90_000
    })
    expect(run.exitCode, run.stdout).toBe(0)
    const results = JSON.parse(run.outputs.results ?? '[]') as Entry[]
    expect(results.map(entry => [entry.name, entry.serviceId, entry.result])).toEqual([
      ['app-face-1', 'app-face-1', 'success'],
      ['app-face-2', 'app-face-2', 'success']
    ])
    expect(run.outputs).toMatchObject({ result: 'success', 'deployment-id': '', status: '', ref: '', url: '' })
    // Grouped by default on GitHub: each service's log in one group, a line per state change meanwhile.
    const groups = run.commands.filter(c => c.name === 'group').map(c => c.message)
    expect(groups).toEqual(expect.arrayContaining(['app-face-1: success', 'app-face-2: success']))
    expect(run.summary).toContain('<th>Service</th>')
    expect(run.summary).toContain('app-face-2')
  })

  it.each(['grouped', 'stream'])(
    'prints a service id that starts like a workflow command as text on every line (log-order %s), never as a command',
    async logOrder => {
      const run = await runActionInProcess({
        inputs: {
          'base-url': suite.sandbox.url,
          'api-key': ACCOUNT_KEY,
          'service-id': COMMAND_IDS.join('\n'),
          ref: 'main',
          timeout: '60s',
          'log-order': logOrder
        }
      })
      expect(run.exitCode, run.stdout).toBe(0)
      const results = JSON.parse(run.outputs.results ?? '[]') as Entry[]
      expect(results.map(entry => [entry.serviceId, entry.result])).toEqual(COMMAND_IDS.map(id => [id, 'success']))
      expectNoForgedCommand(run)
      // Shown, as text: the ids lead the lines that name the services, defused.
      expect(run.logLines.filter(line => line.startsWith('\\::warning::forged-id')).length).toBeGreaterThan(0)
    }
  )

  it('names an app file whose service name holds ESC, `##[group]` and `::error::` in one error, all of it as text', async () => {
    const run = await runActionInProcess({
      inputs: {
        'base-url': suite.sandbox.url,
        'api-key': ACCOUNT_KEY,
        'app-file': 'app.yml',
        timeout: '60s'
      },
      workspaceFiles: {
        'app.yml': ['services:', '  "\\e##[group]::error::forged-name":', '    id: app-face-1', ''].join('\n')
      }
    })
    expect(run.exitCode, run.stdout).toBe(1)
    expectNoForgedCommand(run)
    const failures = run.commands.filter(command => command.name === 'error')
    expect(failures.map(command => command.message)).toEqual([
      expect.stringMatching(/^app\.yml line 2: service name `#\\#\[group\]::error::forged-name` is not a simple label/)
    ])
  })
})

/** Commands the Action issues itself. */
const OWN_COMMANDS = ['add-mask', 'group', 'endgroup', 'stop-commands', 'warning', 'error', 'notice', 'debug']

/**
 * No line of the run forged a command: every command is the Action's own, none starts with the
 * text a service id or name carried, and no command's text holds ESC or `##[` (GitHub's log view
 * draws `##[group]` wherever it is).
 */
function expectNoForgedCommand(run: RunResult): void {
  expect(run.commands.length).toBeGreaterThan(0)
  for (const command of run.commands) {
    if (command.resume) continue
    expect(OWN_COMMANDS, JSON.stringify(command)).toContain(command.name)
    expect(command.message, JSON.stringify(command)).not.toMatch(/^forged/)
    for (const text of [command.message, ...Object.values(command.properties)])
      expect(text, JSON.stringify(command)).not.toMatch(/\x1b|##\[/)
  }
  for (const line of run.logLines) expect(line).not.toMatch(/\x1b|##\[/)
}
