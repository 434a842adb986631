import type { EngineEvent, SafeLogLine } from '../../core/host.js'
import type { DeployResult } from '../../core/result.js'
import { finalJson, type ResultJson, type WhoamiJson } from '../../result/result-json.js'
import { annotationEvent, engineEvent, logEvents, type RunEvent } from '../../result/events.js'
import { TextHost, type TextHostOptions } from './text-host.js'
import { toOutput, type Output, type Writer } from '../../core/writer.js'

// `--output ndjson`: every stdout line is one JSON object with a `type`, in the order things
// happen, the last one the result; everything for people, the text output, goes to stderr.
// The events are those the Node API hands to onEvent (src/result/events.ts).

type NdjsonEvent = RunEvent | ({ type: 'result' } & (ResultJson | WhoamiJson))

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

  override notice(message: string, title?: string, service?: string): void {
    super.notice(message, title, service)
    this.#emit([annotationEvent('notice', message, title, service)])
  }

  override warning(message: string, title?: string, service?: string): void {
    super.warning(message, title, service)
    this.#emit([annotationEvent('warning', message, title, service)])
  }

  override logLines(lines: readonly SafeLogLine[]): void {
    super.logLines(lines)
    this.#emit(logEvents(lines))
  }

  override event(event: EngineEvent): void {
    super.event(event)
    const emitted = engineEvent(event)
    if (emitted) this.#emit([emitted])
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
