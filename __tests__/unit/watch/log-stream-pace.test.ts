import { describe, expect, it } from 'vitest'
import type { HostingClient } from '../../../src/api/hosting-api.js'
import { LogSink } from '../../../src/watch/log-sink.js'
import { readLogStream } from '../../../src/watch/log-stream.js'

describe('the live log stream waits for the job log', () => {
  it('reads no further chunk of status events while the output is behind', async () => {
    const chunk = (i: number): string => `event: status\ndata: word_${i}\n\n`
    let pulled = 0
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < 5; i++) {
        pulled++
        yield chunk(i)
      }
    }
    const client = {
      openLogStream: async () => ({ open: true, chunks: chunks() })
    } as unknown as HostingClient
    let release = (): void => undefined
    let waits = 0
    const sink = new LogSink({
      logLines: () => undefined,
      drained: () => {
        waits++
        return new Promise<void>(resolve => (release = resolve))
      }
    })
    const statuses: string[] = []
    const reading = readLogStream({
      client,
      deploymentId: 'dep_1',
      sink,
      signal: new AbortController().signal,
      onStatus: status => void statuses.push(status),
      silenceMs: 45_000
    })
    for (let i = 0; i < 20; i++) await Promise.resolve()
    // The first chunk was read and its event handed over; the reader waits for the output.
    expect(statuses).toEqual(['word_0'])
    expect(pulled).toBe(1)
    expect(waits).toBe(1)
    release()
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(statuses).toEqual(['word_0', 'word_1'])
    expect(pulled).toBe(2)
    for (let i = 0; i < 10; i++) {
      release()
      await new Promise(resolve => setImmediate(resolve))
    }
    const session = await reading
    expect(statuses).toHaveLength(5)
    expect(session.events).toBe(5)
  })
})
