import type { HostingClient } from '../api/hosting-api.js'
import { runtimeRecords, type RuntimeRecord } from '../api/runtime-records.js'
import type { Baseline } from './judge.js'
import type { LogPatterns } from './patterns.js'
import { lineShape } from './shape.js'
import { plainForMatch } from './runtime-tail.js'

// The baseline: the runtime log of the BASELINE_MS before the deploy, read once before anything
// is queued. It is the version being replaced; each line that marks a failure there is counted
// by its shape, so that in the window an error that was already there is "known" and judged by
// how often it comes, not failed at once.

/** How far a time the service sends may lie past its own `now` and still be believed. */
const CLOCK_SLACK_MS = 60_000
/** How far back the baseline reads. */
export const BASELINE_MS = 15 * 60_000
/** Lines asked for per page. */
export const BASELINE_PAGE_LINES = 1000
/** Pages read at the most (paged back with `before` only when a page comes full). */
export const BASELINE_MAX_PAGES = 10
/** Distinct shapes kept: a baseline of more shapes is cut there (each further one counts as new). */
const BASELINE_MAX_SHAPES = 1000

export interface BaselineRead {
  client: HostingClient
  serviceId: string
  patterns: LogPatterns
  /** The service's time now (its Date header when known). */
  now: number
  /** When the version being replaced went live, in the service's time: the baseline starts no earlier. */
  liveSince?: number | undefined
  signal: AbortSignal
}

/** Reads and counts the baseline; throws what the client throws (the caller says "no baseline" once). */
export async function readBaseline({
  client,
  serviceId,
  patterns,
  now,
  liveSince,
  signal
}: BaselineRead): Promise<Baseline> {
  // Since the replaced version went live, within BASELINE_MS. `now` comes of a Date header (whole
  // seconds): a live time just after it is the clock's, one far beyond it says nothing.
  const since = liveSince !== undefined && liveSince <= now + CLOCK_SLACK_MS ? liveSince : undefined
  const from = Math.max(now - BASELINE_MS, since ?? 0)
  const span = Math.max(60_000, now - from)
  const shapes = new Map<string, number>()
  let before: number | undefined
  let oldest: number | undefined
  for (let page = 0; page < BASELINE_MAX_PAGES; page++) {
    const answer = await client.serviceLogPage(
      serviceId,
      { since: new Date(from).toISOString(), limit: BASELINE_PAGE_LINES, ...(before === undefined ? {} : { before }) },
      signal
    )
    const records = runtimeRecords(answer)
    // A service that ignores `since` sends older lines too: they are not the baseline.
    const inside = records.filter(record => record.at === undefined || record.at >= from)
    count(inside, patterns, shapes)
    oldest = earliest(inside, oldest)
    const first = records[0]
    const full = records.length >= BASELINE_PAGE_LINES && inside.length === records.length
    if (!full || first?.id === undefined) return { shapes, spanMs: span }
    before = first.id
  }
  // Cut short by the page bound: the counts cover only the time the lines read span.
  return { shapes, spanMs: oldest === undefined ? span : Math.max(60_000, now - oldest) }
}

function count(records: readonly RuntimeRecord[], patterns: LogPatterns, shapes: Map<string, number>): void {
  for (const record of records) {
    if (patterns.match(plainForMatch(record.text)) === undefined) continue
    const shape = lineShape(plainForMatch(record.text))
    const seen = shapes.get(shape)
    if (seen !== undefined) shapes.set(shape, seen + 1)
    else if (shapes.size < BASELINE_MAX_SHAPES) shapes.set(shape, 1)
  }
}

function earliest(records: readonly RuntimeRecord[], oldest: number | undefined): number | undefined {
  let found = oldest
  for (const { at } of records) if (at !== undefined && (found === undefined || at < found)) found = at
  return found
}
