// Reading a JSON array answer record by record (api/bounded-body.ts), in process from chunks:
// every record as JSON.parse reads the whole, however the body is cut into chunks; a record
// over its cap skipped with its length and sequence number, the records around it kept; a page
// cut before its kept records pass their cap; a body that is no array read as a whole.
import { Readable } from 'node:stream'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MalformedArray,
  OversizedRecord,
  readArrayRecords,
  type ArrayRead,
  type RecordCaps
} from '../../src/api/bounded-body.js'

const LARGE: RecordCaps = { recordBytes: 1 << 20, keptBytes: 1 << 22, fields: ['seq', 'sequence', 'id'] }

/** The body in chunks of the given sizes (the last chunk takes the rest). */
function body(text: string | Buffer, sizes: readonly number[] = []): Readable {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text)
  const chunks: Buffer[] = []
  let at = 0
  for (const size of sizes) {
    if (at >= bytes.length) break
    chunks.push(bytes.subarray(at, at + size))
    at += size
  }
  if (at < bytes.length) chunks.push(bytes.subarray(at))
  return Readable.from(chunks)
}

/** What was read, each kept record parsed. */
function parsed(read: ArrayRead): unknown {
  if (!read.array) return read
  return { records: read.records.map(r => (typeof r === 'string' ? (JSON.parse(r) as unknown) : r)), cut: read.cut }
}

describe('readArrayRecords', () => {
  it('reads every record of any JSON array as JSON.parse does, however the body is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 200 }),
        fc.constantFrom('', ' ', '\n  '),
        async (values, sizes, space) => {
          const text = `${space}[${space}${values.map(v => JSON.stringify(v, null, space === '' ? 0 : 1)).join(`${space},${space}`)}${space}]${space}`
          const read = await readArrayRecords(body(text, sizes), LARGE)
          // JSON.stringify turns -0 into 0: compare as the whole text parses.
          expect(parsed(read)).toEqual({ records: JSON.parse(text) as unknown[], cut: false })
        }
      ),
      { numRuns: 300 }
    )
  })

  it.each([
    ['the sequence number before the line', (line: string) => `{"seq":2,"line":"${line}"}`],
    [
      'the sequence number after the line, and nested fields that are not it',
      (line: string) => `{"line":"${line}","meta":{"seq":99,"x":[1,{"id":7}]},"seq":2}`
    ],
    ['a string sequence number under another name', (line: string) => `{"message":"${line}","sequence":"2"}`]
  ])(
    'skips a record over its cap (%s), with its length and sequence number, and keeps the records around it',
    async (_, record) => {
      const caps: RecordCaps = { ...LARGE, recordBytes: 1000 }
      // Escapes and quotes inside the line must not end it early.
      const line = `a \\" ] } , { [ \\\\${'x'.repeat(5000)}`
      const huge = record(line)
      const text = `[{"seq":1,"line":"before"}, ${huge} ,{"seq":3,"line":"after"}]`
      for (const sizes of [[], [7, 13, 64], Array.from({ length: 400 }, () => 17)]) {
        const read = await readArrayRecords(body(text, sizes), caps)
        expect(parsed(read)).toEqual({
          records: [
            { seq: 1, line: 'before' },
            new OversizedRecord(Buffer.byteLength(huge), huge.includes('"sequence"') ? { sequence: '2' } : { seq: 2 }),
            { seq: 3, line: 'after' }
          ],
          cut: false
        })
      }
    }
  )

  it('notes nothing of a skipped record that is no object, or whose number is not short', async () => {
    const caps: RecordCaps = { ...LARGE, recordBytes: 100 }
    const long = `{"seq":${'1'.repeat(70)},"line":"${'x'.repeat(200)}"}`
    const list = `[${'1,'.repeat(100)}1]`
    const read = await readArrayRecords(body(`[${long},${list}]`), caps)
    expect(read).toEqual({
      array: true,
      records: [new OversizedRecord(long.length, {}), new OversizedRecord(list.length, {})],
      cut: false
    })
  })

  it('stops before the kept records would pass their cap, unless none is kept yet: the rest is the next page', async () => {
    // Each record is 29 bytes: two fit in 70, three do not.
    const caps: RecordCaps = { ...LARGE, recordBytes: 100, keptBytes: 70 }
    const record = (seq: number): string => JSON.stringify({ seq, line: 'y'.repeat(10) })
    const text = `[${[1, 2, 3].map(record).join(',')}]`
    const read = await readArrayRecords(body(text, [10, 10, 10]), caps)
    expect(parsed(read)).toEqual({ records: [JSON.parse(record(1)), JSON.parse(record(2))], cut: true })
    // Read from the record that did not fit: it is kept first.
    const rest = await readArrayRecords(body(`[${record(3)}]`), caps)
    expect(parsed(rest)).toEqual({ records: [JSON.parse(record(3))], cut: false })
  })

  it.each([
    ['{"seq":1}', '{"seq":1}'],
    ['  "text"', '  "text"'],
    ['', '']
  ])('reads a body that is no array (%j) whole, for the caller to parse', async (text, expected) => {
    expect(await readArrayRecords(body(text, [1]), LARGE)).toEqual({ array: false, text: expected, over: false })
  })

  it('reads a body that is no array up to the cap, and says it was over', async () => {
    const read = await readArrayRecords(body(`{"a":"${'z'.repeat(300)}"}`, [50]), { ...LARGE, keptBytes: 100 })
    expect(read).toEqual({ array: false, text: `{"a":"${'z'.repeat(94)}`, over: true })
  })

  it.each([
    ['[1,]', 3],
    ['[,1]', 1],
    ['[1,,2]', 3],
    ['[1}', 2],
    ['[1] x', 4],
    ['[1', 2],
    ['[{"a":[1]}', 10],
    ['[]]', 2]
  ])('refuses %j as no JSON array, at the byte where that shows', async (text, at) => {
    const error = await readArrayRecords(body(text, [1]), LARGE).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MalformedArray)
    expect((error as MalformedArray).at).toBe(at)
    expect((error as MalformedArray).head).toBe(text)
  })
})
