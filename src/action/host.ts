import type { EngineEvent, Host, QueueHooks } from '../core/host.js'
import { toOutput, type Writer } from '../core/writer.js'
import { actionLog } from './log/action-log.js'
import { stopCommandsFrame, stopCommandsToken } from '../text/stop-commands.js'

// The engine's host on a GitHub runner: messages as @actions/core writes them (workflow
// commands the runner turns into annotations, groups and masks), log lines framed so that
// the runner acts on none of them. Its messages, and everything else the Action prints, pass
// actionLog (log/action-log.ts), which makes every line safe first.

/** `##[` anywhere: GitHub's log view draws a line with `##[group]` as a group, whoever printed it. */
const LEGACY_COMMAND = /##\[/g

/** The face's own records: the engine's events (the early outputs) and its hooks around queuing (the GitHub deployment). */
export interface ActionRecords {
  event?: (event: EngineEvent) => void
  hooks?: QueueHooks
}

/** `stdout` is where log lines go (the job log). */
export function actionsHost(records: ActionRecords = {}, stdout: Writer = process.stdout): Host {
  const out = toOutput(stdout)
  return {
    debug: actionLog.debug,
    info: actionLog.info,
    notice: actionLog.notice,
    warning: actionLog.warning,
    group: actionLog.group,
    logLines: lines =>
      out.write(
        stopCommandsFrame(
          // Each text is safe in the frame already (log-sink.ts); a label an app's service put
          // before it (service-host.ts) is defused here, with what the log view would draw.
          lines.map(line => (line.text.includes('##[') ? line.text.replace(LEGACY_COMMAND, '#\\#[') : line.text)),
          stopCommandsToken()
        )
      ),
    drained: () => out.drained(),
    event: records.event ?? (() => undefined),
    ...(records.hooks ? { hooks: records.hooks } : {})
  }
}
