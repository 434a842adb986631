import * as core from '@actions/core'
import type { EngineEvent, Host, QueueHooks } from '../core/host.js'
import { toOutput, type Writer } from '../core/writer.js'
import { stopCommandsFrame, stopCommandsToken } from '../text/stop-commands.js'

// The engine's host on a GitHub runner: messages as @actions/core writes them (workflow
// commands the runner turns into annotations, groups and masks), log lines framed so that
// the runner acts on none of them.

/** The face's own records: the engine's events (the early outputs) and its hooks around queuing (the GitHub deployment). */
export interface ActionRecords {
  event?: (event: EngineEvent) => void
  hooks?: QueueHooks
}

/** `stdout` is where log lines go (the job log). */
export function actionsHost(records: ActionRecords = {}, stdout: Writer = process.stdout): Host {
  const out = toOutput(stdout)
  return {
    debug: message => core.debug(message),
    info: message => core.info(message),
    notice: (message, title) => core.notice(message, title === undefined ? {} : { title }),
    warning: (message, title) => core.warning(message, title === undefined ? {} : { title }),
    group: (title, fn) => core.group(title, fn),
    logLines: lines =>
      out.write(
        stopCommandsFrame(
          lines.map(line => line.text),
          stopCommandsToken()
        )
      ),
    drained: () => out.drained(),
    event: records.event ?? (() => undefined),
    ...(records.hooks ? { hooks: records.hooks } : {})
  }
}
