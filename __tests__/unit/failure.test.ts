// Every way the step fails, explained in one place: the message, the annotation's title and
// text, the next step the summary shows, and the result output.
import { UnusableAnswer } from '../../src/core/errors.js'
import { describe, expect, it } from 'vitest'
import { AnswerLost, ApiError, NetworkError, RetryableApiError, UnreadableAnswerError } from '../../src/api/errors.js'
import { Cancelled, TimeoutReached } from '../../src/core/deadline.js'
import { AppFileError, UserFacingError, InputError, UsageError } from '../../src/core/errors.js'
import {
  explainFailure,
  explainStoppedRollback,
  READING_INPUTS,
  type ErrorFailure,
  type OutcomeFailure
} from '../../src/engine/failure.js'
import type { Failure } from '../../src/core/result.js'

const TEN_MINUTES = 600_000
const outcome = (watched: OutcomeFailure['watched'], tail: string[] = []): OutcomeFailure => ({
  watched,
  deploymentId: 'dep_1',
  elapsedMs: 65_000,
  timeoutMs: TEN_MINUTES,
  tail
})
const failed = (error: unknown, more: Partial<ErrorFailure> = {}): ErrorFailure => ({
  error,
  phase: 'Checking the API key',
  timeoutMs: TEN_MINUTES,
  ...more
})

const FIX = 'Fix the cause shown above, then run the job again.'
const RATE_LIMIT_ADVICE =
  "Every job that uses this API key shares its rate limit: run fewer of them at once (the matrix's max-parallel), or raise the timeout input."

const DASHBOARD_OR_TIMEOUT = 'Check deployment dep_1 in the dashboard, or raise the timeout input.'
const HTTP_404 = 'Checking the API key failed: HTTP 404 "no such service".'
const SCOPE = 'the resource does not exist or is not visible to this key: check service-id and the key scope.'

const rows: [string, OutcomeFailure | ErrorFailure, Failure][] = [
  [
    '1. a failed deployment: its status, the time taken, the last log lines in the annotation',
    outcome({ outcome: 'failure', status: 'build_failed' }, ['one', 'two']),
    {
      message: 'Deployment dep_1 failed with status "build_failed" after 1m 05s.',
      title: 'Deployment build_failed',
      next: 'Read the log lines below, fix the cause, and push again.',
      annotation: 'Deployment dep_1 failed with status "build_failed" after 1m 05s.\nLast log lines:\n  one\n  two',
      kind: 'deployment',
      result: 'failure'
    }
  ],
  [
    '2. a deployment cancelled at the service',
    outcome({ outcome: 'cancelled', status: 'superseded' }),
    {
      message: 'Deployment dep_1 was cancelled (status "superseded") after 1m 05s.',
      title: 'Deployment superseded',
      next: 'Check who or what cancelled it (a newer deployment can supersede it), then run the job again.',
      annotation: 'Deployment dep_1 was cancelled (status "superseded") after 1m 05s.',
      kind: 'cancelled',
      result: 'cancelled'
    }
  ],
  [
    '3. a deployment still running at the timeout, no status seen',
    outcome({ outcome: 'timed-out', status: undefined }, ['building']),
    {
      message:
        'Deployment dep_1 did not finish within the timeout of 10m 00s (last status unknown). The deployment goes on at the service; this step stopped waiting.',
      title: 'Timed out (last status timed-out)',
      next: DASHBOARD_OR_TIMEOUT,
      annotation:
        'Deployment dep_1 did not finish within the timeout of 10m 00s (last status unknown). The deployment goes on at the service; this step stopped waiting.\nLast log lines:\n  building',
      kind: 'timed-out',
      result: 'timed-out'
    }
  ],
  [
    '4. the timeout during a phase, after the deployment was queued',
    failed(new TimeoutReached('t'), { phase: 'Following the deployment', deploymentId: 'dep_1' }),
    {
      message:
        'Following the deployment did not finish within the timeout of 10m 00s. Deployment dep_1 goes on at the service.',
      title: 'Timed out',
      next: DASHBOARD_OR_TIMEOUT,
      annotation:
        'Following the deployment did not finish within the timeout of 10m 00s. Deployment dep_1 goes on at the service.',
      kind: 'timed-out',
      result: 'timed-out'
    }
  ],
  [
    '4b. the timeout before anything was queued (a key check that never answered): no deployment to check',
    failed(new TimeoutReached('t'), { phase: 'Checking the API key' }),
    {
      message: 'Checking the API key did not finish within the timeout of 10m 00s.',
      title: 'Timed out',
      next: 'Nothing was queued: run the job again once the service answers, or raise the timeout input.',
      annotation: 'Checking the API key did not finish within the timeout of 10m 00s.',
      kind: 'timed-out',
      result: undefined
    }
  ],
  [
    '5. the job cancelled before anything was queued (the error a request saw, the reason on the signal)',
    failed(new Error('aborted'), { phase: 'Queuing the deployment', aborted: new Cancelled('c') }),
    {
      message: 'The job was cancelled during: queuing the deployment.',
      title: 'Job cancelled',
      next: 'Nothing was queued: run the job again to deploy.',
      annotation: 'The job was cancelled during: queuing the deployment.',
      kind: 'interrupted',
      result: undefined
    }
  ],
  [
    '6. the job cancelled while the deployment runs',
    failed(new Cancelled('c'), { phase: 'Following the deployment', deploymentId: 'dep_1' }),
    {
      message:
        'The job was cancelled during: following the deployment. Deployment dep_1 goes on at the service and may still go live: the API offers no way to abort it from here.',
      title: 'Job cancelled',
      next: 'Check deployment dep_1 in the dashboard. Do not run the job again unless it fails: that would queue a second deployment.',
      annotation:
        'The job was cancelled during: following the deployment. Deployment dep_1 goes on at the service and may still go live: the API offers no way to abort it from here.',
      kind: 'interrupted',
      result: 'interrupted'
    }
  ],
  [
    '6b. the job cancelled in the verification window: the deployment is live, not judged',
    failed(new Cancelled('c'), { phase: 'Verifying for 5m 00s', deploymentId: 'dep_1', live: true }),
    {
      message:
        'The job was cancelled during: verifying for 5m 00s. Deployment dep_1 is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.',
      title: 'Job cancelled',
      next: "Check the service's health and runtime log in the dashboard. Do not run the job again to check it: that would queue a second deployment.",
      annotation:
        'The job was cancelled during: verifying for 5m 00s. Deployment dep_1 is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.',
      kind: 'interrupted',
      result: 'interrupted'
    }
  ],
  [
    '6c. the timeout in the health check: live, not judged',
    failed(new TimeoutReached('t'), { phase: 'Checking health', deploymentId: 'dep_1', live: true }),
    {
      message:
        'Checking health did not finish within the timeout of 10m 00s. Deployment dep_1 is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.',
      title: 'Timed out',
      next: "Check the service's health and runtime log in the dashboard. Raise the timeout input to leave room for them.",
      annotation:
        'Checking health did not finish within the timeout of 10m 00s. Deployment dep_1 is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.',
      kind: 'timed-out',
      result: 'timed-out'
    }
  ],
  [
    "7. an HTTP error: the spec's advice for its status",
    failed(new ApiError(HTTP_404, 404, 'no such service')),
    {
      message: HTTP_404,
      title: 'Checking the API key failed',
      next: SCOPE,
      annotation: `${HTTP_404} Next: ${SCOPE}`,
      kind: 'not-found',
      result: undefined
    }
  ],
  [
    '8. a 5xx without advice of its own: the 500 advice',
    failed(new RetryableApiError('Checking the API key failed: HTTP 503 (text/html: busy).', 503)),
    {
      message: 'Checking the API key failed: HTTP 503 (text/html: busy).',
      title: 'Checking the API key failed',
      next: 'the service could not complete the operation: check the resource state before retrying.',
      annotation:
        'Checking the API key failed: HTTP 503 (text/html: busy). Next: the service could not complete the operation: check the resource state before retrying.',
      kind: 'unreachable',
      result: undefined
    }
  ],
  [
    '9. a 4xx the spec does not list',
    failed(new ApiError('Checking the API key failed: HTTP 418 "teapot".', 418)),
    {
      message: 'Checking the API key failed: HTTP 418 "teapot".',
      title: 'Checking the API key failed',
      next: 'check the request and the service.',
      annotation: 'Checking the API key failed: HTTP 418 "teapot". Next: check the request and the service.',
      kind: 'deployment',
      result: undefined
    }
  ],
  [
    "10. an unreadable 2xx answer: the error's own advice",
    failed(
      new UnreadableAnswerError(
        'Checking the API key failed: the service answered 200 with a body that is not JSON (text/html: hi).',
        200,
        true,
        'check base-url.'
      )
    ),
    {
      message: 'Checking the API key failed: the service answered 200 with a body that is not JSON (text/html: hi).',
      title: 'Checking the API key failed',
      next: 'check base-url.',
      annotation:
        'Checking the API key failed: the service answered 200 with a body that is not JSON (text/html: hi). Next: check base-url.',
      kind: 'unreachable',
      result: undefined
    }
  ],
  [
    '11. no answer at all',
    failed(
      new NetworkError(
        'Checking the API key failed: no answer from https://api.example.com (ECONNREFUSED).',
        "check base-url and the service's status."
      )
    ),
    {
      message: 'Checking the API key failed: no answer from https://api.example.com (ECONNREFUSED).',
      title: 'Checking the API key failed',
      next: "check base-url and the service's status.",
      annotation:
        "Checking the API key failed: no answer from https://api.example.com (ECONNREFUSED). Next: check base-url and the service's status.",
      kind: 'unreachable',
      result: undefined
    }
  ],
  [
    '12. an action error with advice, after the deployment was queued',
    failed(
      new UserFacingError('The service sent a ref that is not one line.', 'check base-url points at the hosting API.'),
      { phase: 'Queuing the deployment', deploymentId: 'dep_1' }
    ),
    {
      message: 'The service sent a ref that is not one line.',
      title: 'Queuing the deployment failed',
      next: 'check base-url points at the hosting API.',
      annotation: 'The service sent a ref that is not one line. Next: check base-url points at the hosting API.',
      kind: 'deployment',
      result: 'failure'
    }
  ],
  [
    '13. an action error without advice, after the deployment was queued: the summary still says what to do',
    failed(new UserFacingError('Something went wrong.'), { phase: 'Following the deployment', deploymentId: 'dep_1' }),
    {
      message: 'Something went wrong.',
      title: 'Following the deployment failed',
      next: FIX,
      annotation: 'Something went wrong.',
      kind: 'deployment',
      result: 'failure'
    }
  ],
  [
    '14. an invalid input',
    failed(new InputError('timeout', 'must be a positive duration'), { phase: READING_INPUTS }),
    {
      message: "Input 'timeout' must be a positive duration",
      title: 'Invalid input',
      next: undefined,
      annotation: "Input 'timeout' must be a positive duration",
      kind: 'usage',
      result: undefined
    }
  ],
  [
    '15. an unexpected error',
    failed(new TypeError('x is undefined'), { phase: 'Importing variables' }),
    {
      message: 'Importing variables failed unexpectedly: x is undefined',
      title: 'Importing variables failed',
      next: undefined,
      annotation: 'Importing variables failed unexpectedly: x is undefined',
      kind: 'deployment',
      result: undefined
    }
  ],
  [
    '16. a thrown non-Error, after the deployment was queued',
    failed('oops', { phase: 'Following the deployment', deploymentId: 'dep_1' }),
    {
      message: 'Following the deployment failed unexpectedly: oops',
      title: 'Following the deployment failed',
      next: FIX,
      annotation: 'Following the deployment failed unexpectedly: oops',
      kind: 'deployment',
      result: 'failure'
    }
  ],
  [
    '17. the timeout while the service rate limited a phase: the limit named, the matrix advice',
    failed(new TimeoutReached('t'), { rateLimited: 'The service rate limited 9 requests (HTTP 429), ...' }),
    {
      message:
        'Checking the API key did not finish within the timeout of 10m 00s. The service rate limited 9 requests (HTTP 429), ...',
      title: 'Timed out while rate limited',
      next: RATE_LIMIT_ADVICE,
      annotation:
        'Checking the API key did not finish within the timeout of 10m 00s. The service rate limited 9 requests (HTTP 429), ...',
      kind: 'timed-out',
      result: undefined
    }
  ],
  [
    '18. a deployment still running at the timeout, after 429s while it was watched',
    { ...outcome({ outcome: 'timed-out', status: 'building' }), rateLimited: 'The service rate limited one request.' },
    {
      message:
        'Deployment dep_1 did not finish within the timeout of 10m 00s (last status "building"). The deployment goes on at the service; this step stopped waiting. The service rate limited one request.',
      title: 'Timed out (last status building)',
      next: RATE_LIMIT_ADVICE,
      annotation:
        'Deployment dep_1 did not finish within the timeout of 10m 00s (last status "building"). The deployment goes on at the service; this step stopped waiting. The service rate limited one request.',
      kind: 'timed-out',
      result: 'timed-out'
    }
  ],
  [
    '19. a deployment queued before the run (watch) whose record names no times: no duration said',
    { ...outcome({ outcome: 'failure', status: 'build_failed' }), elapsedMs: undefined },
    {
      message: 'Deployment dep_1 failed with status "build_failed".',
      title: 'Deployment build_failed',
      // No log line was shown: the dashboard has the log.
      next: "Read the deployment's log in the dashboard, fix the cause, and push again.",
      annotation: 'Deployment dep_1 failed with status "build_failed".',
      kind: 'deployment',
      result: 'failure'
    }
  ],
  [
    '20. a usage error found during a phase (the key is fine): titled as the settings, no result',
    failed(new UsageError('service-id', 'is needed.'), { phase: 'Naming the service', deploymentId: 'dep_1' }),
    {
      message: 'service-id is needed.',
      title: 'Invalid input',
      next: undefined,
      annotation: 'service-id is needed.',
      kind: 'usage',
      result: undefined
    }
  ],
  [
    '21. a deploy request whose answer was lost and could not be settled: the service out of reach',
    failed(new AnswerLost('The deploy request failed twice.', "check the service's deployments in the dashboard."), {
      phase: 'Queuing the deployment'
    }),
    {
      message: 'The deploy request failed twice.',
      title: 'Queuing the deployment failed',
      next: "check the service's deployments in the dashboard.",
      annotation: "The deploy request failed twice. Next: check the service's deployments in the dashboard.",
      kind: 'unreachable',
      result: undefined
    }
  ],
  [
    '22. a problem inside the app file: titled as the file, with where its keys are explained',
    failed(new AppFileError('app.yml', 4, '`needs` names `migrat`, which is not a service of this file'), {
      phase: READING_INPUTS
    }),
    {
      message: 'app.yml line 4: `needs` names `migrat`, which is not a service of this file',
      title: 'Invalid app file',
      next: "see docs/app.md for the app file's keys and their forms.",
      annotation:
        "app.yml line 4: `needs` names `migrat`, which is not a service of this file Next: see docs/app.md for the app file's keys and their forms.",
      kind: 'usage',
      result: undefined
    }
  ],
  [
    '23. an app file that cannot be read: titled as the file, the setting that names it as the subject',
    failed(new AppFileError('app.yml', undefined, 'names no readable file: app.yml (ENOENT)', 'app-file'), {
      phase: READING_INPUTS
    }),
    {
      message: 'app-file names no readable file: app.yml (ENOENT)',
      title: 'Invalid app file',
      next: undefined,
      annotation: 'app-file names no readable file: app.yml (ENOENT)',
      kind: 'usage',
      result: undefined
    }
  ]
]

describe('explainFailure', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(explainFailure(input)).toEqual(expected)
  })

  it('17. no message or annotation embeds a next step for the summary to split off', () => {
    for (const [, input] of rows) {
      const failure = explainFailure(input)
      expect(failure.message).not.toContain('Next:')
      // The annotation says "Next:" at most once, and only when there is advice.
      expect(failure.annotation.split('Next:').length).toBeLessThanOrEqual(failure.next ? 2 : 1)
    }
  })

  it('18. a value the service sent that cannot be used is an unreadable answer (exit 7), not a failed deployment', () => {
    const failure = explainFailure({
      error: new UnusableAnswer('The service sent a deployment id that is not a plain id.'),
      phase: 'Queuing the deployment',
      deploymentId: 'dep_1',
      timeoutMs: 60_000
    })
    expect(failure.kind).toBe('unreachable')
    expect(failure.title).toBe('Queuing the deployment failed')
  })
})

describe('explainStoppedRollback: the run stopped during the rollback after a failed deployment', () => {
  const deploymentFailure = explainFailure(outcome({ outcome: 'failure', status: 'build_failed' }, ['one']))
  const stopped = (aborted: TimeoutReached | Cancelled, queued: boolean): Failure =>
    explainStoppedRollback({
      failure: deploymentFailure,
      aborted,
      rollback: queued ? { deploymentId: 'dep_2', ref: 'main~1' } : undefined,
      serviceId: 'svc-web',
      timeoutMs: TEN_MINUTES
    })

  it.each([
    [
      1,
      'cancelled, the redeploy queued',
      new Cancelled('c'),
      true,
      'The job was cancelled while rolling back: the rollback, deployment dep_2 of main~1, goes on at the service and may still go live: the API offers no way to abort it from here.',
      { title: 'Job cancelled', kind: 'interrupted', next: 'Check deployment dep_2 in the dashboard.' }
    ],
    [
      2,
      'out of time, the redeploy queued',
      new TimeoutReached('t'),
      true,
      'The rollback did not finish within the timeout of 10m 00s: the rollback, deployment dep_2 of main~1, goes on at the service.',
      {
        title: 'Timed out while rolling back',
        kind: 'timed-out',
        next: 'Check deployment dep_2 in the dashboard, or raise the timeout input.'
      }
    ],
    [
      3,
      'cancelled before a redeploy was queued',
      new Cancelled('c'),
      false,
      'The job was cancelled while rolling back, before a redeploy was queued: nothing was rolled back.',
      { title: 'Job cancelled', kind: 'interrupted', next: deploymentFailure.next }
    ]
  ] as const)(
    '%i. %s: the deployment failed (its result stays), and what goes on is said',
    (_, __, aborted, queued, note, rest) => {
      const failure = stopped(aborted, queued)
      expect(failure).toEqual({
        ...rest,
        result: 'failure',
        message: `${deploymentFailure.message} ${note}`,
        annotation: `${deploymentFailure.annotation}\n${note}`
      })
      expect(failure.message).not.toContain('dep_1 goes on')
    }
  )
})
