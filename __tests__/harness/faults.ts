// The bundled action's faults matrix: a sandbox that fails the way real networks and proxies do.
// Each scenario asserts the outcome, the exact number of deployments queued, that every log line
// was printed once, and that no secret appears anywhere (debug on). The rows, shared by the
// in-process tests that run them all (integration/faults.test.ts) and the end-to-end test that
// runs one through the bundled action beside what only a process shows (e2e/faults.test.ts).
import { afterAll, expect } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runActionInProcess, type InProcessOptions } from './action-in-process.js'
import { runAction, type RunResult } from './local-runner.js'
import { demoSeed, errors, expectNoSecrets } from './helpers.js'
import { expectContract } from './contract.js'
import { longestAsked, type AskedSleep } from './quick-sleeps.js'

export const KEY = 'sbx_faults_test_key_9f3Kq2'
export const SECRET = 'hunter2-but-longer-and-secret'
export const MULTILINE = 'line one of a certificate\nline two of a certificate'
export const ENV = `DB_PASSWORD="${SECRET}"\nCERT="${MULTILINE.replace('\n', '\\n')}"`

export interface Scenario {
  faults: Record<string, unknown>[]
  /** The sandbox's log stream: off makes the log come from polling (and its faults). */
  stream?: 'on' | '404'
  global?: boolean
  exitCode: number
  queued: number
  /** Text the job log or the error must show. */
  shows?: RegExp
  /**
   * The action waited at least this long after the first fault before asking the same again
   * (in process, with quick sleeps: it asked to wait this long).
   */
  minGapMs?: number
}

/** Every fault, by name. */
const scenarios: Record<string, Scenario> = {
  'deploy answered 502 (HTML) before it was handled: checked, then tried once more': {
    faults: [{ on: 'POST /deploy', kind: 'status', status: 502 }],
    exitCode: 0,
    queued: 1,
    shows: /had not queued it; trying once more/
  },
  'deploy handled, then the connection dropped: the queued deployment is adopted': {
    faults: [{ on: 'POST /deploy', kind: 'drop-after' }],
    exitCode: 0,
    queued: 1,
    shows: /The service had queued it: deployment/
  },
  'deploy handled, answer truncated: the queued deployment is adopted': {
    faults: [{ on: 'POST /deploy', kind: 'truncate' }],
    exitCode: 0,
    queued: 1,
    shows: /The service had queued it/
  },
  'deploy rate limited (429, Retry-After 1): sent again after the wait': {
    faults: [{ on: 'POST /deploy', kind: 'rate-limit', retryAfter: '1' }],
    exitCode: 0,
    queued: 1,
    minGapMs: 950,
    shows: /Rate limited by the service \(HTTP 429\) while queuing the deployment; waiting [12]s/
  },
  'deploy answered 502, then 409 when sent again: stops (the first may be in progress), never waits to deploy again': {
    faults: [
      { on: 'POST /deploy', kind: 'status', status: 502 },
      { on: 'POST /deploy', kind: 'status', status: 409 }
    ],
    exitCode: 1,
    queued: 0,
    shows: /then HTTP 409 when it was sent again .*never to queue two deployments/
  },
  'deploy answered 503 twice: fails clearly, nothing queued twice': {
    faults: [{ on: 'POST /deploy', kind: 'status', status: 503, times: 2 }],
    exitCode: 1,
    queued: 0,
    shows: /failed twice/
  },
  'deployment list 503 (HTML) twice, then fine': {
    faults: [{ on: 'GET /deployments', kind: 'status', status: 503, times: 2 }],
    exitCode: 0,
    queued: 1
  },
  'deployment list rate limited with an HTTP-date Retry-After': {
    // A function: the date is taken when the scenario's sandbox starts, not when this file loads.
    // 30 s ahead at 1 s resolution: the list is first read once the stream has said the end (a
    // few seconds in; 9 s were seen with two suites at once), so the wait left is still far above
    // the backoff.
    faults: [
      { on: 'GET /deployments', kind: 'rate-limit', retryAfter: () => new Date(Date.now() + 30_000).toUTCString() }
    ],
    exitCode: 0,
    queued: 1,
    minGapMs: 1500
  },
  'log pages 502 twice and a truncated page, stream off': {
    stream: '404',
    faults: [
      { on: 'GET /logs', kind: 'status', status: 502, times: 2, skip: 1 },
      { on: 'GET /logs', kind: 'truncate', skip: 2 }
    ],
    exitCode: 0,
    queued: 1
  },
  'key check connection dropped before an answer, then fine': {
    global: true,
    faults: [{ on: 'GET /auth/me', kind: 'drop-before' }],
    exitCode: 0,
    queued: 1
  },
  'variables import answered 503 once: the upsert is repeated': {
    faults: [{ on: 'POST /env/import', kind: 'status', status: 503 }],
    exitCode: 0,
    queued: 1
  },
  'slow deployment list (1.5 s)': {
    faults: [{ on: 'GET /deployments', kind: 'slow', delayMs: 1500 }],
    exitCode: 0,
    queued: 1
  },
  'key check always 502 (a proxy in front): fails with the status and a one-line excerpt': {
    global: true,
    // As many as the client's tries (4): a fifth try would pass and turn the step green.
    faults: [{ on: 'GET /auth/me', kind: 'status', status: 502, times: 4 }],
    exitCode: 1,
    queued: 0,
    shows: /Checking the API key failed: HTTP 502 \(text\/html: 502 Bad Gateway 502 Bad Gateway nginx\)\. Next: /
  }
}

const LINES = Array.from({ length: 12 }, (_, i) => `fault-test build line ${i + 1}`)

/** One sandbox per scenario: global faults and counters stay apart. */
async function sandboxFor(name: string, scenario: Scenario): Promise<Sandbox> {
  const seed = demoSeed() as ReturnType<typeof demoSeed> & {
    scripts: Record<string, unknown>
    services: Record<string, unknown>[]
  }
  seed.scripts.faulty = {
    phases: [
      { status: 'queued', durationMs: 50 },
      { status: 'building', lines: LINES, lineIntervalMs: 60 }
    ],
    final: 'live'
  }
  const faults = scenario.faults.map(fault =>
    typeof fault.retryAfter === 'function' ? { ...fault, retryAfter: (fault.retryAfter as () => string)() } : fault
  )
  const base = seed.services.find(service => service.id === 'svc-web') ?? {}
  seed.services.push({
    ...base,
    id: 'svc-faulty',
    name: name.slice(0, 40),
    slug: 'faulty',
    script: 'faulty',
    refScripts: {},
    history: 2,
    faults: scenario.global ? [] : faults,
    stream: { mode: scenario.stream ?? 'on' }
  })
  if (scenario.global) (seed as Record<string, unknown>).faults = faults
  seed.keys.push({ token: KEY, name: 'faults', kind: 'account' } as (typeof seed.keys)[number])
  return startSandbox({ seed, port: 0, quiet: true })
}

/** Every fault scenario: its name, and what it injects and expects. */
export const FAULT_ROWS: [string, Scenario][] = Object.entries(scenarios)

/**
 * The file's sandboxes (one per scenario, closed when the file's tests end, every exchange held
 * to openapi.yaml but those with an injected fault) and how a scenario runs: the bundled action,
 * killed after `killAfterMs` as a safety net, or with `'in-process'` the Action's own entry in
 * this process (runActionInProcess: its runs queue, so its tests are not concurrent). `asked`:
 * the waits the file's quick sleeps recorded (quick-sleeps.ts), when its runs wait no real time.
 */
export function faultsSuite(
  killAfterMs: number | 'in-process',
  asked?: readonly AskedSleep[]
): {
  sandboxFor: (name: string, scenario: Scenario) => Promise<Sandbox>
  check: (name: string, scenario: Scenario) => Promise<void>
} {
  const sandboxes: Sandbox[] = []
  afterAll(async () => {
    await Promise.all(sandboxes.map(s => s.close()))
  })
  afterAll(() => {
    for (const sandbox of sandboxes) expectContract(sandbox.requests)
  })
  const started = async (name: string, scenario: Scenario): Promise<Sandbox> => {
    const sandbox = await sandboxFor(name, scenario)
    sandboxes.push(sandbox)
    return sandbox
  }
  const runIt = (options: InProcessOptions): Promise<RunResult> =>
    killAfterMs === 'in-process' ? runActionInProcess(options) : runAction({ ...options, killAfterMs })
  return {
    sandboxFor: started,
    check: async (name, scenario) => {
      const sandbox = await started(name, scenario)
      const run: RunResult = await runIt({
        inputs: {
          'base-url': sandbox.url,
          'api-key': KEY,
          'service-id': 'svc-faulty',
          ref: 'main',
          timeout: '60s',
          env: ENV
        },
        env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }
      })
      expect(run.exitCode, run.stdout).toBe(scenario.exitCode)
      // Every fault of the scenario was injected, as many times as it says.
      const injected = sandbox.requests.filter(r => r.fault !== undefined)
      const expected = scenario.faults.reduce((sum, f) => sum + Number(f.times ?? 1), 0)
      expect(injected.length).toBe(expected)
      if (scenario.minGapMs !== undefined) {
        const [first] = injected
        const next = sandbox.requests.find(
          r => first && r.at > first.at && r.method === first.method && r.path === first.path
        )
        const [from, to] = [first?.at ?? 0, next?.at ?? 0]
        expect(asked === undefined ? to - from : longestAsked(asked, from, to)).toBeGreaterThanOrEqual(
          scenario.minGapMs
        )
      }
      // History (2 finished deployments) plus what this run queued.
      const fresh = sandbox.store.deploymentsOf('svc-faulty').filter(d => !d.ref.includes('~'))
      expect(fresh).toHaveLength(scenario.queued)
      if (scenario.shows) expect(`${run.logLines.join('\n')}\n${errors(run).join('\n')}`).toMatch(scenario.shows)
      if (scenario.exitCode === 0) {
        expect(run.outputs.result).toBe('success')
        expect(run.outputs['deployment-id']).toBe(fresh[0]?.id)
        expect(run.logLines.filter(line => line.startsWith('fault-test '))).toEqual(LINES)
        expect(sandbox.store.envOf('svc-faulty').get('DB_PASSWORD')).toBe(SECRET)
      } else {
        expect(errors(run)).toHaveLength(1)
        expect(errors(run)[0]).toMatch(/Next: /)
      }
      expect(run.summary).not.toBe('')
      expectNoSecrets(run, [KEY, SECRET, MULTILINE])
    }
  }
}
