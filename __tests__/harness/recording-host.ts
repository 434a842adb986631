// The one Host of the in-process tests of the engine and its steps: it records every call in
// order, then runs the test's hooks, so a test can act at a precise point of a run. When the
// Host interface changes, this is the one place in the tests to follow it.
import type { EngineEvent, Host, QueueHooks } from '../../src/core/host.js'
import { spell, type Vocabulary } from '../../src/core/vocabulary.js'

/** One call of the host: its method and its arguments as they were then (a group's: its title). */
export interface Call {
  method: keyof Host | keyof QueueHooks
  args: unknown[]
}

/** An awaited hook in the run's order of events, by name with its argument. */
export type HookCall = { hook: 'beforeQueue'; url: string | undefined } | ({ hook: 'afterQueue' } & QueuedArg)
type QueuedArg = Parameters<QueueHooks['afterQueue']>[0]

export interface Said {
  level: 'debug' | 'info' | 'notice' | 'warning'
  message: string
  title?: string
  /** The app's service a notice or warning is about. */
  service?: string
}

/** What a test does as the engine calls its host. */
export interface RecordingHooks {
  debug?: (message: string) => void
  info?: (message: string) => void
  onLines?: () => void
  onEvent?: (event: EngineEvent) => void
  onHook?: (hook: HookCall) => void
}

export interface RecordingHost extends Host {
  /** Every call, in order. */
  readonly calls: Call[]
  /** What was said (debug, info, notice, warning), in order. */
  readonly said: Said[]
  /** Every event sent and every awaited hook, in order. */
  readonly events: (EngineEvent | HookCall)[]
  /** The messages of one level, in order. */
  messages(level: Said['level']): string[]
}

const LEVELS: readonly string[] = ['debug', 'info', 'notice', 'warning'] satisfies Said['level'][]

/** `words`: messages are recorded as a face spells them (core/vocabulary.ts); raw without. */
export function recordingHost(hooks: RecordingHooks = {}, words?: Vocabulary): RecordingHost {
  const calls: Call[] = []
  const said = (text: string): string => (words ? spell(text, words) : text)
  const record = (method: Call['method'], ...args: unknown[]): void =>
    void calls.push({ method, args: structuredClone(args) })
  const of = (method: Call['method']): unknown[] =>
    calls.filter(call => call.method === method).map(call => call.args[0])
  return {
    calls,
    get said() {
      return calls
        .filter(call => LEVELS.includes(call.method))
        .map(({ method, args: [message, title, service] }) => ({
          level: method as Said['level'],
          message: message as string,
          ...(title === undefined ? {} : { title: title as string }),
          ...(service === undefined ? {} : { service: service as string })
        }))
    },
    get events() {
      return calls.flatMap(({ method, args: [arg] }): (EngineEvent | HookCall)[] =>
        method === 'event'
          ? [arg as EngineEvent]
          : method === 'beforeQueue'
            ? [{ hook: 'beforeQueue', url: arg as string | undefined }]
            : method === 'afterQueue'
              ? [{ hook: 'afterQueue', ...(arg as QueuedArg) }]
              : []
      )
    },
    messages: level => of(level).map(String),
    debug: raw => {
      const message = said(raw)
      record('debug', message)
      hooks.debug?.(message)
    },
    info: raw => {
      const message = said(raw)
      record('info', message)
      hooks.info?.(message)
    },
    notice: (message, title, service) => record('notice', said(message), title, ...(service ? [service] : [])),
    warning: (message, title, service) => record('warning', said(message), title, ...(service ? [service] : [])),
    group: async (title, fn) => {
      record('group', title)
      return fn()
    },
    logLines: lines => {
      record('logLines', lines)
      hooks.onLines?.()
    },
    drained: async () => record('drained'),
    event: event => {
      record('event', event)
      hooks.onEvent?.(event)
    },
    hooks: {
      beforeQueue: async url => {
        record('beforeQueue', url)
        hooks.onHook?.({ hook: 'beforeQueue', url })
      },
      afterQueue: async queued => {
        record('afterQueue', queued)
        hooks.onHook?.({ hook: 'afterQueue', ...queued })
      }
    }
  }
}
