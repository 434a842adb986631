import type { EngineEvent, Host, SafeLogLine } from '../core/host.js'
import type { Vocabulary } from '../core/vocabulary.js'
import { annotationEvent, engineEvent, logEvents, type RunEvent } from '../result/events.js'

// The Node API's host: every event goes to the caller's onEvent, shaped as `--output ndjson`
// prints it; nothing is printed. Messages for people but notices and warnings are dropped:
// a program reads the events and the result.

export class EventHost implements Host {
  readonly #onEvent: ((event: RunEvent) => void) | undefined

  constructor(onEvent: ((event: RunEvent) => void) | undefined) {
    this.#onEvent = onEvent
  }

  debug(): void {}

  info(): void {}

  notice(message: string, title?: string): void {
    this.#emit([annotationEvent('notice', message, title)])
  }

  warning(message: string, title?: string): void {
    this.#emit([annotationEvent('warning', message, title)])
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

  #emit(events: readonly RunEvent[]): void {
    const onEvent = this.#onEvent
    if (!onEvent) return
    for (const event of events) {
      try {
        onEvent(event)
      } catch {
        // The caller's listener failing must not stop the deployment, nor change its result.
      }
    }
  }
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
    verifyFor: 'verifyFor'
  },
  choice: (key, value) => (key === 'wait' ? `wait: ${value}` : `${key}: '${value}'`),
  phrases: {
    self: 'the deploy',
    tool: 'hosting-deploy',
    logPlace: 'in the log events',
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
