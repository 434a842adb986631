// The watcher in-process against a loopback server whose live log stream sends state words
// without end: what it prints about states is bounded, and the rest is counted once.
import { afterEach, describe, expect, it } from 'vitest'
import { HostingClient } from '../../../src/api/hosting-api.js'
import { Deadline } from '../../../src/core/deadline.js'
import type { Log } from '../../../src/core/host.js'
import { LogSink, MAX_STATE_LINES } from '../../../src/watch/log-sink.js'
import { watchDeployment } from '../../../src/watch/state-watcher.js'
import { json, startAttacker, type Attacker } from '../../harness/attacker.js'

const servers: Attacker[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map(server => server.close()))
})

interface Said {
  info: string[]
  warnings: string[]
  states: string[]
}

/** Follows dep_1 of a server whose stream sends `statuses` then its end event, and whose record is live. */
async function watchFlood(statuses: string[]): Promise<{ said: Said; outcome: string }> {
  const server = await startAttacker({
    list: (_req, res) =>
      json(res, 200, {
        deployments: [{ id: 'dep_1', status: 'live', ref: 'main', createdAt: new Date().toISOString() }],
        nextCursor: 0
      }),
    stream: (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(statuses.map(status => `event: status\ndata: ${JSON.stringify({ status })}\n\n`).join(''))
      res.end('event: end\ndata: {}\n\n')
    }
  })
  servers.push(server)
  const said: Said = { info: [], warnings: [], states: [] }
  const log: Log = {
    debug: () => undefined,
    info: message => void said.info.push(message),
    notice: message => void said.info.push(message),
    warning: message => void said.warnings.push(message),
    event: event => void (event.type === 'state' && said.states.push(event.status))
  }
  const deadline = new Deadline(30_000)
  const client = new HostingClient({
    baseUrl: server.url,
    apiKey: 'flood_key_0123456789',
    userAgent: 'test',
    signal: deadline.signal
  })
  try {
    const result = await watchDeployment({
      client,
      serviceId: 'svc-web',
      deploymentId: 'dep_1',
      deadline,
      sink: new LogSink({ logLines: () => undefined, drained: async () => undefined }),
      followLogs: true,
      log,
      // The record is read only once the stream has ended: every status arrives before it.
      timing: { plainStateEveryMs: 60_000, streamStateEveryMs: 60_000 }
    })
    return { said, outcome: result.outcome }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

describe('a stream of state words', () => {
  it('prints at most MAX_STATE_LINES lines about states, then one line counting the rest', async () => {
    const words = Array.from({ length: 500 }, (_, i) => `odd_word_${i}`)
    const { said, outcome } = await watchFlood(words)
    expect(outcome).toBe('success')
    const stateLines = said.info.filter(line => /deployment dep_1: /.test(line))
    const unknown = said.warnings.filter(line => line.includes('which this action does not know'))
    // Each word is one warning and one state line; the final state from the record is always shown.
    expect(unknown.length + stateLines.length).toBe(MAX_STATE_LINES + 1)
    expect(stateLines.at(-1)).toMatch(/deployment dep_1: live$/)
    expect(said.states.at(-1)).toBe('live')
    expect(said.states.length).toBeLessThanOrEqual(MAX_STATE_LINES + 1)
    const more = said.info.filter(line => line.includes('not shown'))
    expect(more).toEqual([
      `${(2 * words.length - MAX_STATE_LINES).toLocaleString('en')} more lines about the deployment's state (new states, warnings about unknown ones) were received and not shown: at most ${MAX_STATE_LINES} are printed per deployment.`
    ])
  })

  it('says nothing more when every state was shown', async () => {
    const { said } = await watchFlood(['building', 'deploying'])
    expect(said.info.filter(line => /deployment dep_1: /.test(line)).map(line => line.split(': ').pop())).toEqual([
      'building',
      'deploying',
      'live'
    ])
    expect(said.info.filter(line => line.includes('not shown'))).toEqual([])
  })
})
