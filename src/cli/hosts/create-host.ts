import type { Host } from '../../core/host.js'
import type { Paint } from '../../app/service-host.js'
import type { DeployResult } from '../../core/result.js'
import type { CiName } from '../ci/ci.js'
import type { OutputMode } from '../parse/flags.js'
import { colourEnabled } from '../ci/colour.js'
import { systemClock, type Clock } from './heartbeat.js'
import { JsonHost } from './json-host.js'
import { NdjsonHost } from './ndjson-host.js'
import { TextHost } from './text-host.js'
import type { Writer } from '../../core/writer.js'

// The command line's host for an output mode and a CI. Nothing here reads the environment:
// the caller passes what it found (the streams, whether they are terminals, NO_COLOR...).

export interface CliHost extends Host {
  /** A secret the command line was given (the API key, a variable's value): masked where the CI can. */
  mask(secret: string): void
  /** Stops the heartbeat, prints how the run ended (and the JSON), and waits for the output to drain. */
  finish(result: DeployResult): Promise<void>
  /** How this host colours an app's service labels and failures (where colour is on). */
  readonly paint: Paint
}

export interface CliHostOptions {
  mode: OutputMode
  ci: CiName
  stdout: Writer
  stderr: Writer
  /** Whether each stream is a terminal: colour follows the one people read (stdout in text mode, else stderr). */
  isTTY: { stdout: boolean; stderr: boolean }
  /** NO_COLOR's value, if set: colour off, whatever else says. */
  noColor?: string | undefined
  /** FORCE_COLOR's value, if set: colour on without a terminal (unless `0`). */
  forceColor?: string | undefined
  /** Print debug lines (--debug, RUNNER_DEBUG, SYSTEM_DEBUG). */
  debug: boolean
  now?: Clock['now']
  setInterval?: Clock['setInterval']
  clearInterval?: Clock['clearInterval']
  /** The random token of each GitHub stop-commands frame. */
  token?: () => string
}

export function createHost(options: CliHostOptions): CliHost {
  const human = options.mode === 'text' ? options.isTTY.stdout : options.isTTY.stderr
  const settings = {
    ci: options.ci,
    colour: colourEnabled({ isTTY: human, noColor: options.noColor, forceColor: options.forceColor }),
    debug: options.debug,
    clock: {
      now: options.now ?? systemClock.now,
      setInterval: options.setInterval ?? systemClock.setInterval,
      clearInterval: options.clearInterval ?? systemClock.clearInterval
    },
    ...(options.token ? { token: options.token } : {})
  }
  switch (options.mode) {
    case 'json':
      return new JsonHost({ ...settings, stdout: options.stdout, stderr: options.stderr })
    case 'ndjson':
      return new NdjsonHost({ ...settings, stdout: options.stdout, stderr: options.stderr })
    default:
      return new TextHost({
        ...settings,
        out: options.stdout,
        err: options.stderr,
        errColour: colourEnabled({
          isTTY: options.isTTY.stderr,
          noColor: options.noColor,
          forceColor: options.forceColor
        })
      })
  }
}

/** How a run ended, printed by a host of its own: for a failure before any host ran (a usage error). */
export function printResult(options: CliHostOptions, result: DeployResult): Promise<void> {
  return createHost(options).finish(result)
}
