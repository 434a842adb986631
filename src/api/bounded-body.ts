import type { Readable } from 'node:stream'

/**
 * Reads a response body up to `cap` bytes; past that it stops reading and drops the
 * connection, so a huge or endless answer is never buffered. `over`: there was more.
 */
export async function readCapped(body: Readable, cap: number): Promise<{ text: string; over: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > cap) {
      body.destroy()
      chunks.push(chunk.subarray(0, chunk.length - (size - cap)))
      return { text: Buffer.concat(chunks).toString('utf8'), over: true }
    }
    chunks.push(chunk)
  }
  return { text: Buffer.concat(chunks).toString('utf8'), over: false }
}

/** A record of a JSON array too large to keep: its size, and the short top-level fields noted as it streamed past. */
export class OversizedRecord {
  constructor(
    /** The record's length in bytes. */
    readonly bytes: number,
    /** Each field of `RecordCaps.fields` the record held at its top level as a short number or string. */
    readonly fields: Readonly<Record<string, unknown>>
  ) {}
}

/** A body that was to be a JSON array is not one: `at` is the byte where that shows. */
export class MalformedArray extends Error {
  override name = 'MalformedArray'
  constructor(
    readonly at: number,
    /** The body's first bytes, for the error's excerpt. */
    readonly head: string
  ) {
    super(`not a JSON array (at byte ${at})`)
  }
}

export interface RecordCaps {
  /** A record longer than this is skipped as it streams: its bytes counted, never kept. */
  recordBytes: number
  /** Reading stops before the records kept would pass this (the rest is the next page's); also the cap of a body that is no array. */
  keptBytes: number
  /** The top-level fields noted of a skipped record (short numbers and strings only): its sequence number. */
  fields: readonly string[]
}

export type ArrayRead =
  /** A JSON array: each record's text in order, or an OversizedRecord in its place; `cut`: reading stopped at `keptBytes`. */
  | { array: true; records: (string | OversizedRecord)[]; cut: boolean }
  /** No array: the body's text as readCapped reads it, up to `keptBytes`. */
  | { array: false; text: string; over: boolean }

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
/** How much of the body an error quotes. */
const HEAD_BYTES = 256
/** The longest key and value a skipped record's fields are noted from. */
const MAX_FIELD_BYTES = 64

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09
}

/**
 * Reads a body that should be a JSON array record by record (each element), so that one record
 * too large to keep costs no memory and hides none of the others: a record is kept (its text)
 * up to `recordBytes`; a longer one is skipped as it streams, its bytes counted, and an
 * OversizedRecord with its short top-level fields takes its place. Reading stops (the connection
 * dropped) before the kept records would pass `keptBytes`, unless none is kept yet. The array's
 * structure is checked as it streams (MalformedArray); each kept record is the caller's to
 * parse. A body that does not start with `[` is read as readCapped reads it.
 */
export async function readArrayRecords(body: Readable, caps: RecordCaps): Promise<ArrayRead> {
  const scanner = new ArrayScanner(caps)
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (!scanner.push(chunk)) {
      body.destroy()
      break
    }
  }
  return scanner.end()
}

/** readArrayRecords between chunks. */
class ArrayScanner {
  readonly #caps: RecordCaps
  /** Before the `[`, between records, inside one, after the `]`; `other`: the body is no array. */
  #phase: 'start' | 'between' | 'record' | 'end' | 'other' = 'start'
  /** Between records after a `,`: another record must follow. */
  #afterComma = false
  #depth = 0
  #inString = false
  #escaped = false
  /** Whitespace at the current record's end so far: not part of its length. */
  #trailing = 0
  /** The current record's pieces while it is kept, and its length so far. */
  #pieces: Buffer[] = []
  #bytes = 0
  /** Set once the current record passed `recordBytes`: its fields, noted from its start on. */
  #notes: FieldNotes | undefined
  readonly #records: (string | OversizedRecord)[] = []
  #kept = 0
  #cut = false
  /** Bytes before the current chunk. */
  #offset = 0
  #head: Buffer[] = []
  #headBytes = 0
  /** The body so far while it may be no array (its start is only whitespace, or it is no array). */
  #text: Buffer[] = []
  #textBytes = 0
  #over = false

  constructor(caps: RecordCaps) {
    this.#caps = caps
  }

  /** Takes the next chunk; false once reading should stop. */
  push(chunk: Buffer): boolean {
    if (this.#headBytes < HEAD_BYTES) {
      this.#head.push(chunk)
      this.#headBytes += chunk.length
    }
    if (this.#phase === 'start' || this.#phase === 'other') this.#keepText(chunk)
    if (this.#phase === 'other') return !this.#over
    /** Where the current record's bytes start in this chunk. */
    let start = 0
    for (let i = 0; i < chunk.length; i++) {
      // Inside a string of a record only `"` and `\` matter: skipped to at native speed (a long line).
      if (this.#inString && !this.#escaped) {
        i = stringEnd(chunk, i)
        if (i === chunk.length) break
      }
      const byte = chunk[i] as number
      if (this.#phase === 'record') {
        if (!this.#inRecord(byte, this.#offset + i)) continue
        // `,` or the array's `]` ends the record.
        if (!this.#endRecord(chunk.subarray(start, i))) return false
        this.#phase = byte === CLOSE_ARRAY ? 'end' : 'between'
        this.#afterComma = byte === COMMA
        continue
      }
      if (isSpace(byte)) continue
      if (this.#phase === 'start') {
        if (byte !== OPEN_ARRAY) {
          this.#phase = 'other'
          return !this.#over
        }
        this.#phase = 'between'
        this.#text = []
      } else if (this.#phase === 'between' && byte === CLOSE_ARRAY && !this.#afterComma) {
        this.#phase = 'end'
      } else if (this.#phase === 'between' && byte !== COMMA && byte !== CLOSE_ARRAY) {
        this.#startRecord()
        start = i
        this.#inRecord(byte, this.#offset + i)
      } else throw this.#malformed(this.#offset + i)
    }
    if (this.#phase === 'record' && !this.#carry(chunk.subarray(start))) return false
    this.#offset += chunk.length
    return this.#phase !== 'start' || !this.#over
  }

  /** What was read; MalformedArray when the body ended inside the array. */
  end(): ArrayRead {
    if (this.#phase === 'start' || this.#phase === 'other')
      return { array: false, text: Buffer.concat(this.#text).toString('utf8'), over: this.#over }
    if (this.#phase !== 'end' && !this.#cut) throw this.#malformed(this.#offset)
    return { array: true, records: this.#records, cut: this.#cut }
  }

  #startRecord(): void {
    this.#phase = 'record'
    this.#depth = 0
    this.#inString = false
    this.#escaped = false
    this.#trailing = 0
    this.#pieces = []
    this.#bytes = 0
    this.#notes = undefined
  }

  /** One byte of a record (`at`: its place in the body); true when it ends the record (a `,` or `]` at its top, outside a string). */
  #inRecord(byte: number, at: number): boolean {
    if (this.#inString) {
      this.#trailing = 0
      if (this.#escaped) this.#escaped = false
      else if (byte === BACKSLASH) this.#escaped = true
      else if (byte === QUOTE) this.#inString = false
      return false
    }
    if (isSpace(byte)) {
      this.#trailing++
      return false
    }
    if (this.#depth === 0 && (byte === COMMA || byte === CLOSE_ARRAY)) return true
    this.#trailing = 0
    if (byte === QUOTE) this.#inString = true
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) this.#depth++
    else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      if (this.#depth === 0) throw this.#malformed(at)
      this.#depth--
    }
    return false
  }

  /** The rest of a chunk a record goes on past; false when the record cannot be kept on this page. */
  #carry(piece: Buffer): boolean {
    this.#take(piece)
    return this.#fits()
  }

  /** The record's last piece: into the records, false when it cannot be kept on this page. */
  #endRecord(piece: Buffer): boolean {
    this.#take(piece)
    if (this.#notes !== undefined) {
      this.#records.push(new OversizedRecord(this.#bytes - this.#trailing, this.#notes.found()))
      return true
    }
    if (!this.#fits()) return false
    this.#kept += this.#bytes
    this.#records.push(trimEnd(Buffer.concat(this.#pieces)).toString('utf8'))
    this.#pieces = []
    return true
  }

  /** Whether the current record may still be kept with the others; when not, the page is cut before it. */
  #fits(): boolean {
    if (this.#notes !== undefined || this.#kept === 0 || this.#kept + this.#bytes <= this.#caps.keptBytes) return true
    this.#cut = true
    return false
  }

  /** A piece of the current record: kept, or past the cap counted and read for its fields only. */
  #take(piece: Buffer): void {
    this.#bytes += piece.length
    if (this.#notes !== undefined) {
      this.#notes.feed(piece)
      return
    }
    this.#pieces.push(piece)
    if (this.#bytes <= this.#caps.recordBytes) return
    this.#notes = new FieldNotes(this.#caps.fields)
    for (const kept of this.#pieces) this.#notes.feed(kept)
    this.#pieces = []
  }

  /** The body's text while it may be no array, up to `keptBytes`. */
  #keepText(chunk: Buffer): void {
    if (this.#over) return
    const room = this.#caps.keptBytes - this.#textBytes
    this.#text.push(chunk.length > room ? chunk.subarray(0, room) : chunk)
    this.#textBytes += Math.min(chunk.length, room)
    if (chunk.length > room) this.#over = true
  }

  /** `at`: the byte's place in the body. */
  #malformed(at: number): MalformedArray {
    return new MalformedArray(at, Buffer.concat(this.#head).subarray(0, HEAD_BYTES).toString('utf8'))
  }
}

/**
 * The short top-level fields of an object, read from its bytes in order (a record too large to
 * keep): a wanted key's value when it is a number or a string of at most MAX_FIELD_BYTES.
 */
class FieldNotes {
  readonly #wanted: ReadonlySet<string>
  readonly #found: Record<string, unknown> = {}
  /** Before the record's first byte; `none`: it is no object. */
  #shape: 'unknown' | 'object' | 'none' = 'unknown'
  #depth = 0
  #inString = false
  #escaped = false
  /** At the object's top: waiting for a key, in one, waiting for its `:`, in its value. */
  #state: 'key' | 'in-key' | 'colon' | 'value' = 'key'
  #key: number[] = []
  /** The wanted value's bytes while it is short; undefined when not wanted or too long. */
  #value: number[] | undefined

  constructor(wanted: readonly string[]) {
    this.#wanted = new Set(wanted)
  }

  feed(bytes: Buffer): void {
    if (this.#shape === 'none') return
    for (let i = 0; i < bytes.length; i++) {
      // A string not being noted (a value not wanted, or deeper): skipped to its `"` or `\` at native speed.
      if (
        this.#inString &&
        !this.#escaped &&
        (this.#depth > 1 || (this.#state === 'value' && this.#value === undefined))
      ) {
        i = stringEnd(bytes, i)
        if (i === bytes.length) return
      }
      this.#byte(bytes[i] as number)
    }
  }

  /** The fields noted: a wanted key's last short value. */
  found(): Record<string, unknown> {
    return { ...this.#found }
  }

  #byte(byte: number): void {
    if (this.#shape === 'unknown') {
      if (isSpace(byte)) return
      this.#shape = byte === OPEN_OBJECT ? 'object' : 'none'
      this.#depth = 1
      return
    }
    if (this.#depth === 0 || this.#shape === 'none') return
    const top = this.#depth === 1
    if (this.#inString) {
      if (this.#escaped) this.#escaped = false
      else if (byte === BACKSLASH) this.#escaped = true
      else if (byte === QUOTE) {
        this.#inString = false
        if (top && this.#state === 'in-key') {
          this.#state = 'colon'
          return
        }
      }
      if (top) this.#note(byte)
      return
    }
    if (!top) {
      if (byte === QUOTE) this.#inString = true
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) this.#depth++
      else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) this.#depth--
      return
    }
    this.#atTop(byte)
  }

  /** A byte at the object's top, outside a string. */
  #atTop(byte: number): void {
    if (this.#state === 'key') {
      if (byte === QUOTE) {
        this.#inString = true
        this.#state = 'in-key'
        this.#key = []
      } else if (byte === CLOSE_OBJECT) this.#depth = 0
    } else if (this.#state === 'colon') {
      if (byte !== COLON) return
      this.#state = 'value'
      this.#value = this.#wanted.has(Buffer.from(this.#key).toString('utf8')) ? [] : undefined
    } else if (this.#state === 'value') {
      if (byte === COMMA || byte === CLOSE_OBJECT) {
        this.#keep()
        this.#state = 'key'
        if (byte === CLOSE_OBJECT) this.#depth = 0
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        this.#value = undefined
        this.#depth++
      } else {
        if (byte === QUOTE) this.#inString = true
        if (!isSpace(byte)) this.#note(byte)
      }
    }
  }

  /** A byte of the key or the value being read, while they are short. */
  #note(byte: number): void {
    if (this.#state === 'in-key') {
      if (this.#key.length <= MAX_FIELD_BYTES) this.#key.push(byte)
    } else if (this.#state === 'value' && this.#value !== undefined) {
      if (this.#value.length < MAX_FIELD_BYTES) this.#value.push(byte)
      else this.#value = undefined
    }
  }

  /** The value just read, when wanted and short: a number or a string. */
  #keep(): void {
    const raw = this.#value
    this.#value = undefined
    if (raw === undefined || raw.length === 0) return
    try {
      const value = JSON.parse(Buffer.from(raw).toString('utf8')) as unknown
      if (typeof value === 'number' || typeof value === 'string')
        this.#found[Buffer.from(this.#key).toString('utf8')] = value
    } catch {
      // Not a scalar JSON value: not noted.
    }
  }
}

/** The index of the next `"` or `\` in `bytes` from `from`, or its length when there is none. */
function stringEnd(bytes: Buffer, from: number): number {
  const quote = bytes.indexOf(QUOTE, from)
  const backslash = bytes.indexOf(BACKSLASH, from)
  if (quote < 0) return backslash < 0 ? bytes.length : backslash
  return backslash < 0 ? quote : Math.min(quote, backslash)
}

function trimEnd(bytes: Buffer): Buffer {
  let end = bytes.length
  while (end > 0 && isSpace(bytes[end - 1] as number)) end--
  return bytes.subarray(0, end)
}
