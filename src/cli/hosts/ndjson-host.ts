import type { EngineEvent, SafeLogLine } from '../../core/host.js'
import type { DeployResult, OutputName } from '../../core/result.js'
import { lineForCi } from '../ci/ci-text.js'
import { finalJson, type ResultJson, type WhoamiJson } from '../result/result-json.js'
import { TextHost, type TextHostOptions } from './text-host.js'
import { toOutput, type Output, type Writer } from '../../core/writer.js'

// `--output ndjson`: every stdout line is one JSON object with a `type`, in the order things
// happen, the last one the result; everything for people, the text output, goes to stderr.
// Strings are made safe for any CI (ci-text.ts, no colour), since a consumer may print them.

export type NdjsonEvent =
  | { type: 'phase'; name: string; service?: string }
  | { type: 'log'; seq: number; line: string; service?: string }
  | { type: 'state'; status: string; service?: string }
  | { type: 'output'; name: OutputName; value: string; service?: string }
  | { type: 'notice' | 'warning'; message: string; title?: string }
  | ({ type: 'result' } & (ResultJson | WhoamiJson))

export interface NdjsonHostOptions extends Omit<TextHostOptions, 'out'> {
  stdout: Writer
  stderr: Writer
}

export class NdjsonHost extends TextHost {
  readonly #stdout: Output

  constructor(options: NdjsonHostOptions) {
    super({ ...options, out: options.stderr })
    this.#stdout = toOutput(options.stdout)
  }

  override notice(message: string, title?: string): void {
    super.notice(message, title)
    this.#emit([annotationEvent('notice', message, title)])
  }

  override warning(message: string, title?: string): void {
    super.warning(message, title)
    this.#emit([annotationEvent('warning', message, title)])
  }

  override logLines(lines: readonly SafeLogLine[]): void {
    super.logLines(lines)
    this.#emit(
      lines.map(line =>
        line.service
          ? { type: 'log', seq: line.seq, line: lineForCi(line.service.text), service: line.service.name }
          : { type: 'log', seq: line.seq, line: lineForCi(line.text) }
      )
    )
  }

  override event(event: EngineEvent): void {
    super.event(event)
    const service = event.service === undefined ? {} : { service: event.service }
    if (event.type === 'phase') this.#emit([{ type: 'phase', name: lineForCi(event.name), ...service }])
    if (event.type === 'state') this.#emit([{ type: 'state', status: lineForCi(event.status), ...service }])
    // As soon as it is known, as the Action sets deployment-id at once: a consumer need not wait for the result.
    if (event.type === 'output')
      this.#emit([{ type: 'output', name: event.name, value: lineForCi(event.value), ...service }])
  }

  override async drained(): Promise<void> {
    await Promise.all([super.drained(), this.#stdout.drained()])
  }

  override async finish(result: DeployResult): Promise<void> {
    await super.finish(result)
    this.#emit([{ type: 'result', ...finalJson(result) }])
    await this.#stdout.drained()
  }

  #emit(events: readonly NdjsonEvent[]): void {
    if (events.length > 0) this.#stdout.write(events.map(event => `${JSON.stringify(event)}\n`).join(''))
  }
}

function annotationEvent(type: 'notice' | 'warning', message: string, title: string | undefined): NdjsonEvent {
  return title === undefined
    ? { type, message: lineForCi(message) }
    : { type, message: lineForCi(message), title: lineForCi(title) }
}
