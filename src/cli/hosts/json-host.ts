import type { DeployResult } from '../../core/result.js'
import { finalJson } from '../../result/result-json.js'
import { TextHost, type TextHostOptions } from './text-host.js'
import { toOutput, type Output, type Writer } from '../../core/writer.js'

// `--output json`: stdout holds exactly one JSON object, written at the end (result-json.ts);
// everything for people, the text output, goes to stderr.

export interface JsonHostOptions extends Omit<TextHostOptions, 'out'> {
  stdout: Writer
  stderr: Writer
}

export class JsonHost extends TextHost {
  readonly #stdout: Output

  constructor(options: JsonHostOptions) {
    super({ ...options, out: options.stderr })
    this.#stdout = toOutput(options.stdout)
  }

  override async drained(): Promise<void> {
    await Promise.all([super.drained(), this.#stdout.drained()])
  }

  override async finish(result: DeployResult): Promise<void> {
    await super.finish(result)
    this.#stdout.write(`${JSON.stringify(finalJson(result))}\n`)
    await this.#stdout.drained()
  }
}
