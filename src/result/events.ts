import type { EngineEvent, SafeLogLine, VerifyEvent } from '../core/host.js'
import type { OutputName } from '../core/result.js'
import { lineForCi, recordForCi } from '../text/ci-text.js'

// What happens during a run, as a program reads it: the lines of `--output ndjson` before its
// result, and the events the Node API hands to `onEvent`. One shape for both, built here. Every
// string is one line made safe for any CI (ci-text.ts, no colour), since a consumer may print it.

/** A deployment log line; `service`: the app's name for the service that wrote it. */
export interface LogEvent {
  type: 'log'
  seq: number
  line: string
  service?: string
}

/** The deployment's status as the service named it. */
export interface StateEvent {
  type: 'state'
  status: string
  service?: string
}

/** A phase of the run starts, e.g. "Checking the API key". */
export interface PhaseEvent {
  type: 'phase'
  name: string
  service?: string
}

/**
 * Something worth a look (`warning`) or worth knowing (`notice`); `title` is its short heading,
 * `service` the app's name for the service it is about (neither repeats it).
 */
export interface AnnotationEvent {
  type: 'notice' | 'warning'
  message: string
  title?: string
  service?: string
}

/** An output known before the end (`deploymentId` once queued), as the Action sets it at once. */
export interface OutputEvent {
  type: 'output'
  name: OutputName
  value: string
  service?: string
}

/**
 * The verification window after going live (`stage`): `start` (`forMs`, `intervalMs`),
 * `probe-failed` (`atMs`, `problem`), `match` (`atMs`, `line`, `known`), `end` (`result`, `reason`);
 * `atMs` counts from going live.
 */
export type VerifyRunEvent = VerifyEvent & { service?: string }

/** Every event of a run but its result, told apart by `type`. */
export type RunEvent = LogEvent | StateEvent | PhaseEvent | OutputEvent | AnnotationEvent | VerifyRunEvent

/** One event per log line, in the order given; a line shown again is no new event. */
export function logEvents(lines: readonly SafeLogLine[]): LogEvent[] {
  return lines.flatMap((line): LogEvent[] => (line.repeated ? [] : [logEvent(line)]))
}

function logEvent(line: SafeLogLine): LogEvent {
  return line.service
    ? { type: 'log', seq: line.seq, line: lineForCi(line.service.text), service: line.service.name }
    : { type: 'log', seq: line.seq, line: lineForCi(line.text) }
}

/** The engine's progress as an event: a phase, a state, an output as soon as it is known, the verification window. */
export function engineEvent(event: EngineEvent): PhaseEvent | StateEvent | OutputEvent | VerifyRunEvent {
  const service = event.service === undefined ? {} : { service: event.service }
  if (event.type === 'phase') return { type: 'phase', name: lineForCi(event.name), ...service }
  // A state and an output are the run's own record: only a secret is redacted from them (ci-text.ts).
  if (event.type === 'state') return { type: 'state', status: recordForCi(event.status), ...service }
  if (event.type === 'verify') return { ...verifyEvent(event), ...service }
  return { type: 'output', name: event.name, value: recordForCi(event.value), ...service }
}

/** A verification event with every string one line for any CI. */
function verifyEvent(event: VerifyEvent): VerifyEvent {
  if (event.stage === 'probe-failed') return { ...event, problem: lineForCi(event.problem) }
  if (event.stage === 'match') return { ...event, line: lineForCi(event.line) }
  if (event.stage === 'end' && event.reason !== undefined) return { ...event, reason: lineForCi(event.reason) }
  return event
}

/** A notice or a warning as an event; `service`: the app's service it is about. */
export function annotationEvent(
  type: 'notice' | 'warning',
  message: string,
  title: string | undefined,
  service?: string
): AnnotationEvent {
  return {
    type,
    message: lineForCi(message),
    ...(title === undefined ? {} : { title: lineForCi(title) }),
    ...(service === undefined ? {} : { service })
  }
}
