import type { AppConfig, DeployConfig } from '../core/config.js'
import type { Log } from '../core/host.js'
import { setting } from '../core/vocabulary.js'
import { doubtfulPatterns } from '../verify/pattern-doubts.js'
import type { Run } from './run.js'

// Log patterns that look like mistakes (quotes kept, a YAML list's "- " inside a multi-line
// input) are taken as written, and said once at the start of the run: the author may mean them.

const TITLE = 'Log pattern taken literally'

/** The window's doubtful patterns, said before the key check; an app said its services' itself. */
export function warnDoubtfulPatterns(run: Run<object>, config: Pick<DeployConfig, 'verify'>): void {
  if (run.checkedKey !== undefined || config.verify === undefined) return
  const doubts = [
    ...doubtfulPatterns(setting('failOnLog'), config.verify.failOnLog),
    ...doubtfulPatterns(setting('ignoreLog'), config.verify.ignoreLog)
  ]
  for (const doubt of doubts) run.host.warning(doubt, TITLE)
}

/**
 * Each service's doubtful patterns before the app's key check: a pattern several services take
 * (from the top of the file, say) said once, naming them all.
 */
export function warnDoubtfulAppPatterns(app: AppConfig, log: Log): void {
  const services = new Map<string, { key: string; pattern: string; names: string[] }>()
  for (const { name, config } of app.services) {
    const lists = { 'fail-on-log': config.verify?.failOnLog ?? [], 'ignore-log': config.verify?.ignoreLog ?? [] }
    for (const [key, patterns] of Object.entries(lists))
      for (const pattern of patterns) {
        const id = JSON.stringify([key, pattern])
        const seen = services.get(id) ?? { key, pattern, names: [] }
        seen.names.push(`\`${name}\``)
        services.set(id, seen)
      }
  }
  for (const { key, pattern, names } of services.values()) {
    const name = `\`${key}\` of service${names.length > 1 ? 's' : ''} ${names.join(', ')}`
    for (const doubt of doubtfulPatterns(name, [pattern])) log.warning(doubt, TITLE)
  }
}
