import { UserFacingError } from '../core/errors.js'

// The records of a service's runtime log (GET /api/services/{id}/logs answers `{ logs: [...] }`),
// read loosely: the spec gives `id` (the log id `before` and `after` take), `line` and `ts`,
// and services may write the text as `message` or `text` and the time as `timestamp`
// (docs/api-notes.md, Service runtime logs). The text is remote: whoever prints it makes it safe.

export interface RuntimeRecord {
  /** The log id, when the record carries a usable one. */
  id: number | undefined
  text: string
  /** When it was written, in ms since the epoch; undefined when absent or not a time. */
  at: number | undefined
}

/** An answer that holds no list of records (`{ "logs": [...] }`): not an empty log, an unreadable one. */
export class NoLogRecords extends UserFacingError {
  constructor() {
    super('the runtime log answered without its list of records (`{ "logs": [...] }`)')
  }
}

/** The answer's records, oldest first: by log id when every record has one, else by time when every one has one. */
export function runtimeRecords(answer: unknown): RuntimeRecord[] {
  const records = (answer as { logs?: unknown } | null)?.logs
  if (!Array.isArray(records)) throw new NoLogRecords()
  const read = records
    .filter((record): record is Record<string, unknown> => record !== null && typeof record === 'object')
    .map(record => {
      const text = [record.line, record.message, record.text].find(value => typeof value === 'string')
      const time = [record.ts, record.timestamp].find(value => typeof value === 'string')
      const at = typeof time === 'string' ? Date.parse(time) : NaN
      return {
        id: Number.isSafeInteger(record.id) && (record.id as number) >= 0 ? (record.id as number) : undefined,
        text: typeof text === 'string' ? text : '',
        at: Number.isNaN(at) ? undefined : at
      }
    })
  if (read.every(entry => entry.id !== undefined)) read.sort((a, b) => (a.id as number) - (b.id as number))
  else if (read.every(entry => entry.at !== undefined)) read.sort((a, b) => (a.at as number) - (b.at as number))
  return read
}
