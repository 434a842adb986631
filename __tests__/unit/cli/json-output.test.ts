// --output json and ndjson: stdout is machine-readable (one object, or one object a line with
// the result last), strings in it are safe to print on any CI, and people's text goes to stderr.
import { describe, expect, it } from 'vitest'
import { createHost, printResult, type CliHostOptions } from '../../../src/cli/hosts/create-host.js'
import { resultJson } from '../../../src/result/result-json.js'
import type { DeployResult } from '../../../src/core/result.js'
import { CIS, capture, ciActions, deployResult, fakeClock, FullStream } from './fixtures.js'

function hostFor(mode: CliHostOptions['mode'], options: Partial<CliHostOptions> = {}) {
  const stdout = capture()
  const stderr = capture()
  const time = fakeClock()
  const host = createHost({
    mode,
    ci: 'github',
    stdout: stdout.write,
    stderr: stderr.write,
    isTTY: { stdout: false, stderr: false },
    debug: false,
    token: () => 'token',
    ...time.clock,
    ...options
  })
  return { host, stdout, stderr, time }
}

const HOSTILE = '::error::x ##vso[task.complete result=Failed;] \x1b[31mred\x1b[0m\nsection_start:1:y\r\x1b[0K'
const SAFE = '\\::error::x #\\#vso[task.complete result=Failed;] red section_start\\:1:y '

const usageError: DeployResult = deployResult({
  result: undefined,
  status: undefined,
  deploymentId: undefined,
  ref: undefined,
  url: undefined,
  health: 'skipped',
  envImported: undefined,
  durationMs: 2.6,
  error: { title: 'Invalid input', message: '--service is required.' },
  failureKind: 'usage'
})

describe('resultJson', () => {
  it('has every field, unknown ones null (the failure kind too), and no error when the run went well', () => {
    expect(resultJson(deployResult({ envImported: undefined, skipped: [{ key: 'A', reason: 'reserved' }] }))).toEqual({
      schemaVersion: 1,
      result: 'success',
      status: 'live',
      deploymentId: 'dep_123',
      failureKind: null,
      ref: 'main',
      url: 'https://app.example.com',
      health: 'healthy',
      envImported: null,
      envSkipped: ['A'],
      rollbackDeploymentId: null,
      rollbackRef: null,
      verify: null,
      services: null,
      durationMs: 150_000
    })
  })

  it('describes a usage error, before anything was sent, with result null, failureKind usage and the error', () => {
    expect(resultJson(usageError)).toEqual({
      schemaVersion: 1,
      result: null,
      status: null,
      deploymentId: null,
      failureKind: 'usage',
      ref: null,
      url: null,
      health: 'skipped',
      envImported: null,
      envSkipped: [],
      rollbackDeploymentId: null,
      rollbackRef: null,
      verify: null,
      services: null,
      durationMs: 3,
      error: { title: 'Invalid input', message: '--service is required.', next: null }
    })
  })

  it('makes every string from the service one safe line', () => {
    const json = resultJson(
      deployResult({
        status: HOSTILE,
        ref: HOSTILE,
        skipped: [{ key: HOSTILE, reason: HOSTILE }],
        rollbackRef: HOSTILE,
        error: { title: HOSTILE, message: HOSTILE, next: HOSTILE }
      })
    )
    expect([json.status, json.ref, json.envSkipped[0], json.rollbackRef]).toEqual([SAFE, SAFE, SAFE, SAFE])
    expect(json.error).toEqual({ title: SAFE, message: SAFE, next: SAFE })
  })
})

describe('--output json', () => {
  it('writes exactly one JSON object to stdout, at the end; the text goes to stderr', async () => {
    const { host, stdout, stderr } = hostFor('json')
    await host.group('Following the deployment', async () => {
      host.info('Queued deployment dep_123')
      host.logLines([{ seq: 1, text: HOSTILE }])
      host.warning(HOSTILE)
      host.event({ type: 'state', status: 'building' })
    })
    expect(stdout.text()).toBe('')
    await host.finish(deployResult())
    expect(stdout.chunks).toHaveLength(1)
    const text = stdout.text()
    expect(text.endsWith('}\n')).toBe(true)
    expect(text.trimEnd().split('\n')).toHaveLength(1)
    expect(JSON.parse(text)).toEqual(resultJson(deployResult()))
    expect(stderr.text()).toContain('::group::Following the deployment\nQueued deployment dep_123\n')
    expect(stderr.text()).toContain('Result      success\n')
  })

  it('prints a usage error as the one object too', async () => {
    const stdout = capture()
    const stderr = capture()
    await printResult(
      {
        mode: 'json',
        ci: 'azure',
        stdout: stdout.write,
        stderr: stderr.write,
        isTTY: { stdout: false, stderr: false },
        debug: false,
        ...fakeClock().clock
      },
      usageError
    )
    expect(JSON.parse(stdout.text())).toEqual(resultJson(usageError))
    expect(stderr.text()).toContain('##vso[task.logissue type=error]Invalid input: --service is required.\n')
  })
})

describe('--output ndjson', () => {
  it('writes one JSON object a line, in the order things happened, each log line once, the result last', async () => {
    const { host, stdout } = hostFor('ndjson')
    host.event({ type: 'phase', name: 'Checking the API key' })
    host.notice('Key checked', 'Key')
    host.event({ type: 'phase', name: 'Following the deployment' })
    host.event({ type: 'output', name: 'deploymentId', value: 'dep_123' })
    host.logLines([
      { seq: 1, text: 'one' },
      { seq: 2, text: HOSTILE }
    ])
    host.event({ type: 'state', status: 'building' })
    host.logLines([{ seq: 3, text: 'three' }])
    host.warning('slow')
    host.info('not an event')
    await host.finish(deployResult())
    const lines = stdout.text().split('\n')
    expect(lines.pop()).toBe('')
    const events = lines.map(line => JSON.parse(line) as { type: string })
    expect(events).toEqual([
      { type: 'phase', name: 'Checking the API key' },
      { type: 'notice', message: 'Key checked', title: 'Key' },
      { type: 'phase', name: 'Following the deployment' },
      { type: 'output', name: 'deploymentId', value: 'dep_123' },
      { type: 'log', seq: 1, line: 'one' },
      { type: 'log', seq: 2, line: SAFE },
      { type: 'state', status: 'building' },
      { type: 'log', seq: 3, line: 'three' },
      { type: 'warning', message: 'slow' },
      { type: 'result', ...resultJson(deployResult()) }
    ])
  })

  it('sends the text, log lines included, to stderr', async () => {
    const { host, stderr } = hostFor('ndjson', { ci: 'none' })
    host.logLines([{ seq: 1, text: 'one' }])
    await host.finish(deployResult())
    expect(stderr.text()).toMatch(/^ {2}\| one\n\nResult {6}success\n/)
  })

  it('waits for stdout to drain before the engine reads more', async () => {
    const stream = new FullStream()
    const { host } = hostFor('ndjson', { stdout: stream })
    let drained = false
    const waiting = host.drained().then(() => (drained = true))
    await new Promise(resolve => setImmediate(resolve))
    expect(drained).toBe(false)
    stream.drain()
    await waiting
    expect(drained).toBe(true)
  })
})

describe('stdout in both JSON modes', () => {
  it.each(CIS.flatMap(ci => (['json', 'ndjson'] as const).map(mode => [mode, ci] as const)))(
    '%s on %s: no CI acts on it, however hostile the service',
    async (mode, ci) => {
      const { host, stdout } = hostFor(mode, { ci })
      host.event({ type: 'phase', name: HOSTILE })
      host.event({ type: 'state', status: HOSTILE })
      host.warning(HOSTILE, HOSTILE)
      host.logLines([{ seq: 1, text: HOSTILE }])
      await host.finish(
        deployResult({ status: HOSTILE, ref: HOSTILE, error: { title: HOSTILE, message: HOSTILE, next: HOSTILE } })
      )
      expect(ciActions(ci, stdout.text())).toEqual([])
    }
  )
})

describe('--output text: the report on stdout, warnings and the error on stderr', () => {
  it.each([
    [1, 'none'],
    [2, 'gitlab'],
    [3, 'jenkins']
  ] as const)('%i. on %s, warning: and error rows go to stderr, everything else to stdout', async (_row, ci) => {
    const { host, stdout, stderr } = hostFor('text', { ci })
    await host.group('Queuing the deployment', () => Promise.resolve(host.info('Queued deployment dep_1')))
    host.notice('Superseded', 'Deployment superseded')
    host.warning('A variable was skipped.')
    const error = { title: 'Deployment failed', message: 'It failed.', next: 'Fix it.' }
    await host.finish(deployResult({ result: 'failure', error }))
    expect(stdout.text()).toContain('Queued deployment dep_1\n')
    expect(stdout.text()).toContain('notice: Deployment superseded: Superseded\n')
    expect(stdout.text()).toMatch(/\nResult {6}failure\n/)
    expect(stdout.text()).not.toMatch(/warning:|Error|Next/)
    expect(stderr.text()).toBe(
      'warning: A variable was skipped.\nError       Deployment failed: It failed.\nNext        Fix it.\n'
    )
  })

  it('keeps the annotations that are CI commands on stdout, in order with the rest (GitHub, Azure)', async () => {
    for (const ci of ['github', 'azure'] as const) {
      const { host, stdout, stderr } = hostFor('text', { ci })
      host.warning('A variable was skipped.')
      await host.finish(deployResult({ result: 'failure', error: { title: 'Failed', message: 'It failed.' } }))
      expect(stdout.text()).toMatch(
        ci === 'github' ? /^::warning::A variable/ : /^##vso\[task\.logissue type=warning\]/
      )
      expect(stderr.text()).toBe('Error       Failed: It failed.\n')
    }
  })

  it('prints a usage error on stderr alone: stdout stays empty', async () => {
    const stdout = capture()
    const stderr = capture()
    await printResult(
      {
        mode: 'text',
        ci: 'none',
        stdout: stdout.write,
        stderr: stderr.write,
        isTTY: { stdout: false, stderr: false },
        debug: false
      },
      usageError
    )
    expect(stdout.text()).toBe('')
    expect(stderr.text()).toBe('\nError       Invalid input: --service is required.\n')
  })
})

describe('--output text: colour follows each stream', () => {
  it.each([
    [1, { stdout: true, stderr: false }],
    [2, { stdout: false, stderr: true }]
  ])('%i. with terminals %j, colour codes reach only the terminal', async (_row, isTTY) => {
    const { host, stdout, stderr } = hostFor('text', { ci: 'none', isTTY })
    host.warning('A variable was skipped.')
    await host.finish(deployResult({ result: 'failure', error: { title: 'Failed', message: 'It failed.' } }))
    expect(stdout.text().includes('\x1b[')).toBe(isTTY.stdout)
    expect(stderr.text().includes('\x1b[')).toBe(isTTY.stderr)
  })
})

describe('the verification window in the JSON', () => {
  it('is the window’s object under verify, every line in it one safe line', () => {
    const json = resultJson(
      deployResult({
        verify: {
          result: 'failed',
          forMs: 49_000,
          probes: 3,
          failedProbes: 0,
          runtimeLines: 12,
          matches: [{ line: `panic: boom${HOSTILE}`, atMs: 49_000, known: false }],
          reason: `svc-web broke 49s after going live: a crash${HOSTILE}`
        }
      })
    )
    expect(json.verify).toMatchObject({ result: 'failed', forMs: 49_000, probes: 3, runtimeLines: 12 })
    for (const text of [json.verify?.reason, json.verify?.matches[0]?.line]) expect(text).not.toMatch(/[\r\n\x1b]|^::/)
  })
})
