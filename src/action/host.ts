import * as core from '@actions/core'
import { once } from 'node:events'
import type { EngineEvent, Host } from '../core/host.js'
import { stopCommandsFrame, stopCommandsToken } from '../text/stop-commands.js'

// The engine's host on a GitHub runner: messages as @actions/core writes them (workflow
// commands the runner turns into annotations, groups and masks), log lines framed so that
// the runner acts on none of them.

export interface StdoutLike {
  write: (chunk: string) => unknown
  writableNeedDrain?: boolean
  once?: (event: 'drain', listener: () => void) => unknown
}

/**
 * `onEvent` gets the engine's events (the face's own records: outputs, the GitHub deployment);
 * `stdout` is where log lines go (the job log).
 */
export function actionsHost(
  onEvent: (event: EngineEvent) => void | Promise<void> = () => undefined,
  stdout: StdoutLike = process.stdout
): Host {
  return {
    debug: message => core.debug(message),
    info: message => core.info(message),
    notice: (message, title) => core.notice(message, title === undefined ? {} : { title }),
    warning: (message, title) => core.warning(message, title === undefined ? {} : { title }),
    group: (title, fn) => core.group(title, fn),
    mask: secret => core.setSecret(secret),
    logLines: lines =>
      void stdout.write(
        stopCommandsFrame(
          lines.map(line => line.text),
          stopCommandsToken()
        )
      ),
    drained: async () => {
      if (stdout.writableNeedDrain && stdout.once) await once(stdout as NodeJS.WritableStream, 'drain')
    },
    event: onEvent
  }
}
