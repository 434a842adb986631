import type { HostingClient } from '../api/hosting-api.js'
import { runtimeRecords, type RuntimeRecord } from '../api/runtime-records.js'
import { ANSI } from '../text/visible-text.js'
import { MATCH_CHARS } from './signatures.js'

// The window's reader of the runtime log: where it stands when the window starts (the newest
// line's id), then every line after it, page by page, with the `after` cursor (the live-tail
// path: the spec says a malformed time filter is ignored rather than refused, so time is never
// the cursor). Memory stays flat however much the service writes: a page at a time.

/** Lines asked for per page of the tail. */
export const TAIL_PAGE_LINES = 1000
/** Pages read per check at the most; the rest is read at the next check. */
export const TAIL_MAX_PAGES = 25

/** The newest line's id now, or undefined when the log is empty or its records carry no id. */
export async function newestLogId(
  client: HostingClient,
  serviceId: string,
  signal: AbortSignal
): Promise<number | undefined> {
  const records = runtimeRecords(await client.serviceLogPage(serviceId, { limit: 1 }, signal))
  return records.at(-1)?.id
}

/** One check's read: each line after `cursor` handed to `each` in order; the new cursor. */
export async function readTail(
  client: HostingClient,
  serviceId: string,
  cursor: number,
  signal: AbortSignal,
  each: (record: RuntimeRecord) => void
): Promise<number> {
  let at = cursor
  for (let page = 0; page < TAIL_MAX_PAGES; page++) {
    const records = runtimeRecords(
      await client.serviceLogPage(serviceId, { after: at, limit: TAIL_PAGE_LINES }, signal)
    )
    let moved = false
    for (const record of records) {
      // A record without an id, or one not after the cursor, is not a new line.
      if (record.id === undefined || record.id <= at) continue
      each(record)
      at = record.id
      moved = true
    }
    if (!moved || records.length < TAIL_PAGE_LINES) return at
  }
  return at
}

/** The text a pattern sees: without colour or other escape sequences, its first MATCH_CHARS. */
export function plainForMatch(text: string): string {
  const head = text.length > MATCH_CHARS ? text.slice(0, MATCH_CHARS) : text
  return head.includes('\x1b') ? head.replace(ANSI, '') : head
}
