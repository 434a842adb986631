// The engine's only way out to its surroundings. Each face (the GitHub Action, the CLI)
// implements it in its own conventions; the engine never imports @actions/*, reads
// process.env or writes to stdout.

import type { OutputName, VerifyResultWord } from './result.js'

/** A deployment log line as the engine hands it over: one line, secrets redacted, no control
 * characters, colour (SGR) sequences kept. It may still look like a CI command: the host
 * prints it so that no CI acts on it. */
export interface SafeLogLine {
  seq: number
  text: string
  /** An app's service the line is of: its name and the line as it wrote it (`text` carries the label). */
  service?: { name: string; text: string }
  /** Printed again (a failed service's last lines at an app's end): shown, not a new line of the log. */
  repeated?: boolean
}

/** What happened, as it happens: progress for hosts that report it (the CLI's ndjson), and the
 * outputs known before the end. Reported, never awaited. */
export type EngineEvent = EngineEventOf & {
  /** The app's name for the service it is about, when an app deploys several. */
  service?: string
}

type EngineEventOf =
  /** A phase starts, e.g. "Checking the API key". */
  | { type: 'phase'; name: string }
  /** The deployment's status as the service named it, made safe. */
  | { type: 'state'; status: string }
  /** An output known before the end (validated, never redacted). */
  | { type: 'output'; name: OutputName; value: string }
  /** The verification window after going live: its start, a failed probe, a matched line, its end. */
  | VerifyEvent

/** What the verification window tells as it goes (every string made safe). */
export type VerifyEvent =
  | { type: 'verify'; stage: 'start'; forMs: number; intervalMs: number }
  | { type: 'verify'; stage: 'probe-failed'; atMs: number; problem: string }
  | { type: 'verify'; stage: 'match'; atMs: number; line: string; known: boolean }
  | { type: 'verify'; stage: 'end'; result: VerifyResultWord; reason?: string }

/** What the engine awaits around queuing: a face's own records (the Action's GitHub deployment). */
export interface QueueHooks {
  /** The deployment is about to be queued; `url` is the service's URL when known. */
  beforeQueue(url: string | undefined): Promise<void>
  /** The deployment was queued. */
  afterQueue(queued: { deploymentId: string; ref: string }): Promise<void>
}

export interface Host {
  debug(message: string): void
  info(message: string): void
  /**
   * A notice annotation; `title` is its short heading. `service`: the app's name for the
   * service it is about, when an app deploys several; the face names it (the message does not).
   */
  notice(message: string, title?: string, service?: string): void
  /** A warning annotation, as a notice. */
  warning(message: string, title?: string, service?: string): void
  /** Runs one phase of the run in a collapsible group titled `title`. */
  group<T>(title: string, fn: () => Promise<T>): Promise<T>
  /** Deployment log lines, in sequence order, each once (but for those `repeated`, shown again). */
  logLines(lines: readonly SafeLogLine[]): void
  /** Resolves when the output can take more: a fast log stream must not pile up in memory. */
  drained(): Promise<void>
  /** What happened (progress and early outputs). */
  event(event: EngineEvent): void
  /** Awaited around queuing; a face with no records of its own has none. */
  hooks?: QueueHooks
}

/**
 * What marks a line of a deployment's log after its label, in every text face: a label of two
 * spaces with one service on the command line (`  | `), the service's name padded in an app
 * (`web    | `). None of the tool's own lines has it there.
 */
export const LOG_MARK = '| '

/** An annotation's title naming the app's service it is about: `web: Service URL unknown`, or `web`. */
export function titleOf(title: string | undefined, service: string | undefined): string | undefined {
  if (service === undefined) return title
  return title === undefined ? service : `${service}: ${title}`
}

/** What the engine's steps say through: the host's messages and events. */
export type Log = Pick<Host, 'debug' | 'info' | 'notice' | 'warning' | 'event'>

/** Where a deployment's log lines go: the host's log and its back-pressure. */
export type LogOutput = Pick<Host, 'logLines' | 'drained'>

/** Says nothing: for reads whose messages nobody is to see (and tests). */
export const SILENT: Log = {
  debug: () => undefined,
  info: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  event: () => undefined
}

/** Prints no log line: for following a deployment by its state alone. */
export const NO_LOG_LINES: LogOutput = {
  logLines: () => undefined,
  drained: async () => undefined
}
