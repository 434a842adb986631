import type { HostingClient } from '../api/hosting-api.js'
import { runtimeRecords, type RuntimeRecord } from '../api/runtime-records.js'
import { UserFacingError } from '../core/errors.js'
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

/** The runtime log's records carry no id the `after` cursor could take: the log cannot be followed. */
class NoLogIds extends UserFacingError {
  constructor() {
    super(
      "the runtime log's records carry no id (the log id `after` takes), so its new lines cannot be told from the old ones"
    )
  }
}

/** The newest line's id now, or undefined when the log is empty; NoLogIds when its records carry none. */
export async function newestLogId(
  client: HostingClient,
  serviceId: string,
  signal: AbortSignal
): Promise<number | undefined> {
  const newest = runtimeRecords(await client.serviceLogPage(serviceId, { limit: 1 }, signal)).at(-1)
  if (newest !== undefined && newest.id === undefined) throw new NoLogIds()
  return newest?.id
}

/**
 * One check's read: each line after `cursor` handed to `each` in order, until `each` answers
 * false (the read stops after that line); the new cursor, and whether lines were left for the
 * next read (TAIL_MAX_PAGES full pages). NoLogIds when a page's records carry no id.
 */
export async function readTail(
  client: HostingClient,
  serviceId: string,
  cursor: number,
  signal: AbortSignal,
  each: (record: RuntimeRecord) => boolean
): Promise<{ cursor: number; more: boolean }> {
  let at = cursor
  for (let page = 0; page < TAIL_MAX_PAGES; page++) {
    const records = runtimeRecords(
      await client.serviceLogPage(serviceId, { after: at, limit: TAIL_PAGE_LINES }, signal)
    )
    if (records.length > 0 && records.every(record => record.id === undefined)) throw new NoLogIds()
    let moved = false
    for (const record of records) {
      // A record without an id, or one not after the cursor, is not a new line.
      if (record.id === undefined || record.id <= at) continue
      at = record.id
      moved = true
      if (!each(record)) return { cursor: at, more: false }
    }
    if (!moved || records.length < TAIL_PAGE_LINES) return { cursor: at, more: false }
  }
  return { cursor: at, more: true }
}

/** The text a pattern sees: without colour or other escape sequences, its first MATCH_CHARS. */
export function plainForMatch(text: string): string {
  const head = text.length > MATCH_CHARS ? text.slice(0, MATCH_CHARS) : text
  return head.includes('\x1b') ? head.replace(ANSI, '') : head
}
