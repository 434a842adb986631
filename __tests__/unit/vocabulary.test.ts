import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../src/api/errors.js'
import { Cancelled, TimeoutReached } from '../../src/core/deadline.js'
import { KeyRefused, NotFound, UsageError } from '../../src/core/errors.js'
import type { Failure, FailureKind } from '../../src/core/result.js'
import {
  ACTION_WORDS,
  choice,
  CLI_WORDS,
  followAdvice,
  phrase,
  setting,
  spell,
  type Vocabulary
} from '../../src/core/vocabulary.js'
import { explainFailure, spellFailure, withNote } from '../../src/engine/failure.js'
import { unhealthyFailure, type HealthResult } from '../../src/health/health-check.js'
import { wordsOn } from '../../src/cli/run-command.js'

// Every failure kind's message, rendered through both faces: each face is held to its own words.

const failed = (error: unknown, phase = 'Checking the API key') => ({ error, phase, timeoutMs: 60_000 })
const outcome = (kind: 'failure' | 'cancelled' | 'timed-out', rateLimited?: string) => ({
  watched: {
    outcome: kind,
    status: kind === 'failure' ? 'build_failed' : kind === 'cancelled' ? 'canceled' : 'building'
  },
  deploymentId: 'dep_1',
  elapsedMs: 5000,
  timeoutMs: 60_000,
  tail: [],
  ...(rateLimited ? { rateLimited } : {})
})

/** One failure of every kind, and the engine's texts that name settings, in the face's words. */
const CASES: [number, FailureKind, (words: Vocabulary) => Failure][] = [
  [1, 'deployment', words => explainFailure(outcome('failure'), words)],
  [
    2,
    'usage',
    words =>
      explainFailure(failed(new UsageError(setting('serviceId'), 'is needed', `give ${setting('serviceId')}.`)), words)
  ],
  [3, 'auth', words => explainFailure(failed(new ApiError('HTTP 401', 401)), words)],
  [4, 'auth', words => explainFailure(failed(new KeyRefused('refused', `check ${setting('apiKey')}.`)), words)],
  [5, 'not-found', words => explainFailure(failed(new ApiError('Queuing failed: HTTP 404', 404)), words)],
  [6, 'not-found', words => explainFailure(failed(new NotFound('Deployment dep_x was not found.')), words)],
  [
    7,
    'unhealthy',
    words =>
      spellFailure(
        unhealthyFailure(
          new URL('https://a.example/health'),
          { attempts: 3, problem: 'HTTP 500' } as HealthResult,
          1000,
          'dep_1'
        ),
        words
      )
  ],
  [8, 'cancelled', words => explainFailure(outcome('cancelled'), words)],
  [
    9,
    'cancelled',
    words => {
      const note = `A newer one replaced it (${choice('superseded', 'fail')}; set ${choice('superseded', 'pass')} to let this pass).`
      return spellFailure(withNote(explainFailure(outcome('cancelled'), words), note), words)
    }
  ],
  [10, 'timed-out', words => explainFailure(outcome('timed-out'), words)],
  [11, 'timed-out', words => explainFailure(outcome('timed-out', 'The service rate limited 3 requests.'), words)],
  [12, 'timed-out', words => explainFailure(failed(new TimeoutReached('timeout')), words)],
  [13, 'unreachable', words => explainFailure(failed(new NetworkError('down', `check ${setting('baseUrl')}.`)), words)],
  [14, 'unreachable', words => explainFailure(failed(new ApiError('HTTP 503', 503)), words)],
  [15, 'interrupted', words => explainFailure({ ...failed(new Cancelled('stop')), deploymentId: 'dep_1' }, words)],
  [
    16,
    'deployment',
    words => explainFailure(failed(new ApiError('HTTP 409', 409, undefined, `set ${choice('ifBusy', 'wait')}.`)), words)
  ]
]

const text = (failure: Failure): string =>
  [failure.title, failure.message, failure.next ?? '', failure.annotation].join('\n')

/** Words a CLI user must never read: GitHub's things and the Action's input names. */
const NOT_CLI =
  /\binputs?\b|\bsecret\b|\bstep\b|summary|push again|\bapi-key\b|(?<!-)\bservice-id\b|(?<!-)\bbase-url\b|(?<!-)\bif-busy\b|(?<!-)\btimeout input|superseded: |wait: |max-parallel|\b[Tt]he job\b|Job cancelled|\brunner\b|\bCI's\b/
/** Words the Action's user never reads: the command line's flags and variables. */
const NOT_ACTION = /(^|\s|\()--[a-z]|HOSTING_|hosting-deploy/

describe('each face speaks its own language', () => {
  it.each(CASES)('%i. a %s failure: the CLI says it in its words', (_, kind, render) => {
    const failure = render(CLI_WORDS)
    expect(failure.kind).toBe(kind)
    expect(text(failure)).not.toMatch(NOT_CLI)
    expect(text(failure)).not.toContain('\x01')
  })

  it.each(CASES)('%i. a %s failure: the Action says it in its words', (_, kind, render) => {
    const failure = render(ACTION_WORDS)
    expect(failure.kind).toBe(kind)
    expect(text(failure)).not.toMatch(NOT_ACTION)
    expect(text(failure)).not.toContain('\x01')
  })

  it.each([
    [1, 'the api-key secret', 'HOSTING_API_KEY', setting('apiKey')],
    [2, 'the timeout input', '--timeout', setting('timeout')],
    [3, 'wait: false', '--no-wait', choice('wait', 'false')],
    [4, 'superseded: pass', '--superseded pass', choice('superseded', 'pass')],
    [5, 'if-busy: wait', '--if-busy wait', choice('ifBusy', 'wait')],
    [6, 'below', 'above', phrase('logPlace')],
    [7, 'push again', 'run it again', phrase('pushAgain')],
    [8, 'this step', 'hosting-deploy', phrase('self')],
    [
      9,
      'Check deployment dep_1 in the dashboard',
      'Follow it with hosting-deploy watch dep_1 --service-id svc-web',
      followAdvice('dep_1', 'svc-web')
    ],
    [10, 'Job cancelled', 'Interrupted', phrase('interruptedTitle')],
    [11, 'The job was cancelled', 'hosting-deploy was interrupted', phrase('interrupted')],
    [12, 'the log lines below', 'the log lines above', phrase('logLines')]
  ])('%i. %s on GitHub, %s on the command line', (_, action, cli, marked) => {
    expect(spell(marked, ACTION_WORDS)).toBe(action)
    expect(spell(marked, CLI_WORDS)).toBe(cli)
  })

  it.each([
    [1, 'interrupted while the deployment runs', { ...failed(new Cancelled('stop')), deploymentId: 'dep_1' }],
    [2, 'timed out while the deployment runs', { ...failed(new TimeoutReached('t')), deploymentId: 'dep_1' }],
    [3, 'timed out at the deployment', outcome('timed-out')]
  ])('%i. %s: the CLI names the watch command that follows it, with its service', (_, __, input) => {
    const failure = explainFailure({ ...input, serviceId: 'svc-web' }, CLI_WORDS)
    expect(failure.next).toMatch(/^Follow it with hosting-deploy watch dep_1 --service-id svc-web[.,] /)
    expect(explainFailure({ ...input, serviceId: 'svc-web' }).next).toMatch(/^Check deployment dep_1 in the dashboard/)
  })

  it('an interrupted run says the deployment goes on, and its result is interrupted, in either face', () => {
    for (const words of [CLI_WORDS, ACTION_WORDS]) {
      const failure = explainFailure({ ...failed(new Cancelled('stop')), deploymentId: 'dep_1' }, words)
      expect(failure.result).toBe('interrupted')
      expect(failure.message).toContain('Deployment dep_1 goes on at the service and may still go live')
    }
    expect(explainFailure({ ...failed(new Cancelled('stop')), deploymentId: 'dep_1' }, CLI_WORDS).message).toMatch(
      /^hosting-deploy was interrupted during: checking the api key\./
    )
  })

  it('sends a reader to the dashboard, not to log lines above or below, when none was shown', () => {
    const silent = { ...outcome('failure'), tail: [] }
    const shown = { ...outcome('failure'), tail: ['npm ERR! build failed'] }
    expect(explainFailure(silent).next).toBe(
      "Read the deployment's log in the dashboard, fix the cause, and push again."
    )
    expect(explainFailure(silent, CLI_WORDS).next).toBe(
      "Read the deployment's log in the dashboard, fix the cause, and run it again."
    )
    expect(explainFailure(shown, CLI_WORDS).next).toBe('Read the log lines above, fix the cause, and run it again.')
  })

  it('on GitLab says where the log lines are: in a collapsed section', () => {
    const shown = { ...outcome('failure'), tail: ['npm ERR! build failed'] }
    expect(explainFailure(shown, wordsOn('gitlab')).next).toBe(
      "Read the log lines above (expand the deployment's section), fix the cause, and run it again."
    )
    expect(wordsOn('jenkins')).toBe(CLI_WORDS)
    // An app's failed services' last lines are printed again at its end, outside any section.
    expect(wordsOn('gitlab', true)).toBe(CLI_WORDS)
  })

  it("keeps the Action's own wording of a failed deployment", () => {
    const shown = { ...outcome('failure'), tail: ['error: x'] }
    expect(explainFailure(shown).next).toBe('Read the log lines below, fix the cause, and push again.')
    expect(explainFailure(shown, CLI_WORDS).next).toBe('Read the log lines above, fix the cause, and run it again.')
  })
})
