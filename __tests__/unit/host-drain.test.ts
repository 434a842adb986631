// Both faces' hosts wait for a full stdout alike (src/core/writer.ts): until it drains, or until
// it closes or fails, since a stream that does either never drains and the run would hang.
import { describe, expect, it } from 'vitest'
import { actionsHost } from '../../src/action/host.js'
import { TextHost } from '../../src/cli/hosts/text-host.js'
import type { Host } from '../../src/core/host.js'
import { FullStream } from './cli/fixtures.js'

const FACES: [string, (stream: FullStream) => Host][] = [
  ['the Action', stream => actionsHost(undefined, stream)],
  ['the CLI', stream => new TextHost({ ci: 'none', out: stream, colour: false, debug: false })]
]

const rows = FACES.flatMap(([face, host]) =>
  (['drain', 'close', 'error'] as const).map(event => [face, event, host] as const)
)

describe('a host waits for a full stream until it drains, closes or fails', () => {
  it.each(rows.map((row, i) => [i + 1, ...row] as const))('%i. %s, on %s', async (_, _face, event, hostOf) => {
    const stream = new FullStream()
    const host = hostOf(stream)
    let done = false
    const waiting = host.drained().then(() => (done = true))
    await new Promise(resolve => setImmediate(resolve))
    expect(done).toBe(false)
    stream.emit(event)
    await waiting
    expect(done).toBe(true)
    // Nothing is left listening on the stream.
    expect(['drain', 'close', 'error'].map(name => stream.listenerCount(name))).toEqual([0, 0, 0])
    if (host instanceof TextHost) host.stop()
  })
})
