// The polled log against a hostile server in process: one record over the 4 MiB an answer may
// hold no longer stops the log. It is skipped with one line that names its sequence number and
// size, and the lines around it are printed, in order, each once (watch/log-poll.ts, read
// record by record by api/http.ts).
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_RESPONSE_BYTES } from '../../../src/api/http.js'
import { HostingClient } from '../../../src/api/hosting-api.js'
import { LogSink } from '../../../src/watch/log-sink.js'
import { pollLog } from '../../../src/watch/log-poll.js'

const MiB = 1024 * 1024

/** A log record as the server writes it: its JSON around a line of `size` bytes of `x`, streamed. */
interface Served {
  seq: number
  size: number
  /** Where the sequence number goes: before the line (most services) or after it. */
  seqLast?: boolean
}

/** The records of the log, by row. */
let log: Served[] = []
const asked: (number | undefined)[] = []
let server: Server
let baseUrl = ''

/** Writes `text`, waiting while the socket is full: the server holds no more than a chunk either. */
async function write(res: ServerResponse, text: string): Promise<void> {
  if (!res.write(text)) await new Promise<void>(resolve => res.once('drain', () => resolve()))
}

async function serveRecord(res: ServerResponse, record: Served): Promise<void> {
  const seq = `"seq":${record.seq}`
  await write(res, record.seqLast ? '{"line":"' : `{${seq},"line":"`)
  const chunk = 'x'.repeat(64 * 1024)
  for (let left = record.size; left > 0 && !res.destroyed; left -= chunk.length)
    await write(res, left >= chunk.length ? chunk : chunk.slice(0, left))
  await write(res, record.seqLast ? `",${seq}}` : '"}')
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const after = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('after') ?? 0)
    asked.push(after)
    res.writeHead(200, { 'content-type': 'application/json' })
    void (async () => {
      const page = log.filter(record => record.seq > after)
      await write(res, '[')
      for (const [i, record] of page.entries()) {
        if (res.destroyed) return
        if (i > 0) await write(res, ',')
        await serveRecord(res, record)
      }
      res.end(']')
    })()
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

/** The lines the sink printed, after polling the whole log. */
async function polled(records: Served[]): Promise<{ printed: string[]; warnings: string[]; lastSeq?: number }> {
  log = records
  asked.length = 0
  const printed: string[] = []
  const warnings: string[] = []
  const sink = new LogSink({
    logLines: lines => void printed.push(...lines.map(line => line.text)),
    drained: async () => undefined,
    warning: message => void warnings.push(message)
  })
  const client = new HostingClient({
    baseUrl,
    apiKey: 'key',
    userAgent: 'oversized-log-record-test',
    signal: new AbortController().signal
  })
  try {
    await pollLog(client, 'dep_1', sink, { until: records.at(-1)?.seq })
  } finally {
    await client.close()
  }
  sink.finish()
  return { printed, warnings, lastSeq: sink.lastSeq }
}

/** A record's JSON length: `{"seq":N,"line":"` and the line and `"}`. */
const bytesOf = (record: Served): number => `{"seq":${record.seq},"line":""}`.length + record.size

const skipped = (record: Served): string =>
  `[log line ${record.seq} not shown: its record is ${bytesOf(record).toLocaleString('en')} bytes, over the ${MAX_RESPONSE_BYTES / MiB} MiB read of one record]`

describe('a polled log with one record over the cap of an answer', () => {
  it.each([
    ['its sequence number before the line', false],
    ['its sequence number after the line', true]
  ])(
    'skips the record (%s) with one line naming its sequence number and size, and prints the lines around it',
    async (_, seqLast) => {
      const huge: Served = { seq: 2, size: 5 * MiB, seqLast }
      const { printed, warnings, lastSeq } = await polled([
        { seq: 1, size: 3 },
        huge,
        { seq: 3, size: 4 },
        { seq: 4, size: 5 }
      ])
      expect(printed).toEqual(['xxx', skipped(huge), 'xxxx', 'xxxxx'])
      expect(warnings).toEqual([])
      expect(lastSeq).toBe(4)
      // One page: the record was skipped as it streamed, and the reading went on past it.
      expect(asked).toEqual([0])
    }
  )

  it('reads on from a page cut before its kept records pass the cap: every line once, in order', async () => {
    // 3 MiB is kept; 3 MiB more would pass the cap of the page, so the page is cut there and
    // the rest asked for at once; the 5 MiB record is skipped wherever it comes.
    const records: Served[] = [
      { seq: 1, size: 3 * MiB },
      { seq: 2, size: 3 * MiB },
      { seq: 3, size: 5 * MiB },
      { seq: 4, size: 2 }
    ]
    const { printed, lastSeq } = await polled(records)
    expect(printed).toHaveLength(4)
    // The two 3 MiB lines, printed cut (the log's own cap on one line).
    for (const line of printed.slice(0, 2)) expect(line).toMatch(/^x+\.\.\. \[\d+ more characters cut\]$/)
    expect(printed.slice(2)).toEqual([skipped({ seq: 3, size: 5 * MiB }), 'xx'])
    expect(lastSeq).toBe(4)
    expect(asked).toEqual([0, 1, 2])
  })
})
