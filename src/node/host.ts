import type { EngineEvent, Host, SafeLogLine } from '../core/host.js'
import type { Vocabulary } from '../core/vocabulary.js'
import { annotationEvent, engineEvent, logEvents, type RunEvent } from '../result/events.js'
import { describeError } from '../text/error-text.js'

// The Node API's host: every event goes to the caller's onEvent, shaped as `--output ndjson`
// prints it; nothing is printed. Messages for people but notices and warnings are dropped:
// a program reads the events and the result.

export class EventHost implements Host {
  readonly #onEvent: ((event: RunEvent) => void | Promise<void>) | undefined
  /** The listener failed once already: later failures are not said again. */
  #listenerFailed = false

  constructor(onEvent: ((event: RunEvent) => void | Promise<void>) | undefined) {
    this.#onEvent = onEvent
  }

  debug(): void {}

  info(): void {}

  notice(message: string, title?: string, service?: string): void {
    this.#emit([annotationEvent('notice', message, title, service)])
  }

  warning(message: string, title?: string, service?: string): void {
    this.#emit([annotationEvent('warning', message, title, service)])
  }

  async group<T>(_title: string, fn: () => Promise<T>): Promise<T> {
    return fn()
  }

  logLines(lines: readonly SafeLogLine[]): void {
    this.#emit(logEvents(lines))
  }

  async drained(): Promise<void> {}

  event(event: EngineEvent): void {
    const emitted = engineEvent(event)
    if (emitted) this.#emit([emitted])
  }

  /**
   * Each event to the caller's listener. Its failing, by a throw or by a promise it returns that
   * rejects, must not stop the deployment, nor change its result, nor end the caller's process
   * as an unhandled rejection: it is caught, and said once.
   */
  #emit(events: readonly RunEvent[]): void {
    const onEvent = this.#onEvent
    if (!onEvent) return
    for (const event of events) {
      try {
        // A listener typed to return nothing may still be an async function.
        const returned: unknown = onEvent(event)
        if (isThenable(returned)) Promise.resolve(returned).catch((error: unknown) => this.#failed(error))
      } catch (error) {
        this.#failed(error)
      }
    }
  }

  /** The first failure of the listener, said to the listener itself as a warning event (it may fail on some events only). */
  #failed(error: unknown): void {
    if (this.#listenerFailed) return
    this.#listenerFailed = true
    this.#emit([
      annotationEvent(
        'warning',
        `${describeError('onEvent', error).replace(/\.$/, '')}; the run goes on, and later failures of onEvent are not reported.`,
        'onEvent failed'
      )
    ])
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

/** The API's words: its options as the caller writes them. */
export const API_WORDS: Vocabulary = {
  settings: {
    apiKey: 'the apiKey option',
    baseUrl: 'baseUrl',
    serviceId: 'serviceId',
    timeout: 'the timeout option',
    environmentUrl: 'environmentUrl',
    healthCheckUrl: 'healthCheckUrl',
    healthCheckExpect: 'healthCheckExpect',
    settings: 'the options',
    urlOutput: 'the url of the result',
    ref: 'ref',
    verifyFor: 'verifyFor',
    failOnLog: 'failOnLog',
    ignoreLog: 'ignoreLog'
  },
  choice: (key, value) => (key === 'wait' ? `wait: ${value}` : `${key}: '${value}'`),
  phrases: {
    self: 'the deploy',
    tool: 'hosting-deploy',
    logPlace: 'in the log events',
    logLines: 'the log lines in the log events',
    pushAgain: 'run it again',
    runAgain: 'run it again',
    runtimeLogPlace: 'in the dashboard',
    fewerAtOnce: '',
    interrupted: 'The deploy was interrupted (its signal aborted)',
    interruptedTitle: 'Interrupted',
    invalidSettings: 'Invalid options'
  },
  // The caller's own code follows it: watch() with the same options, this deployment's id and its
  // service (an account or project key needs serviceId to find it), as the CLI's watch advice does.
  follow: (deploymentId, serviceId) =>
    `Follow it with watch({ deploymentId: '${deploymentId}'${serviceId === '' ? '' : `, serviceId: '${serviceId}'`} })`
}
