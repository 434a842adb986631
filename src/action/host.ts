import { titleOf, type EngineEvent, type Host, type QueueHooks, type SafeLogLine } from '../core/host.js'
import { toOutput, type Writer } from '../core/writer.js'
import { lineForCi } from '../text/ci-text.js'
import { actionLog } from './log/action-log.js'
import { stopCommandsFrame, stopCommandsToken } from '../text/stop-commands.js'

// The engine's host on a GitHub runner: messages as @actions/core writes them (workflow
// commands the runner turns into annotations, groups and masks), log lines framed so that
// the runner acts on none of them. Its messages, and everything else the Action prints, pass
// actionLog (log/action-log.ts), which makes every line safe first.

/** The face's own records: the engine's events (the early outputs) and its hooks around queuing (the GitHub deployment). */
export interface ActionRecords {
  event?: (event: EngineEvent) => void
  hooks?: QueueHooks
}

/** `stdout` is where log lines go (the job log). */
export function actionsHost(records: ActionRecords = {}, stdout: Writer = process.stdout): Host {
  const out = toOutput(stdout)
  const labels = new Map<string, string>()
  /** A log line's text, safe in the frame already (log-sink.ts), after its service's label made safe too. */
  const framed = (line: SafeLogLine): string => {
    const own = line.service?.text
    if (own === undefined || line.text.length === own.length || !line.text.endsWith(own)) return line.text
    const label = line.text.slice(0, line.text.length - own.length)
    let safe = labels.get(label)
    if (safe === undefined) labels.set(label, (safe = lineForCi(label)))
    return `${safe}${own}`
  }
  return {
    debug: actionLog.debug,
    info: actionLog.info,
    // An app's service is named in the annotation's title: `web: Service URL unknown`, or `web`.
    notice: (message, title, service) => actionLog.notice(message, titleOf(title, service)),
    warning: (message, title, service) => actionLog.warning(message, titleOf(title, service)),
    group: actionLog.group,
    logLines: lines => out.write(stopCommandsFrame(lines.map(framed), stopCommandsToken())),
    drained: () => out.drained(),
    event: records.event ?? (() => undefined),
    ...(records.hooks ? { hooks: records.hooks } : {})
  }
}
