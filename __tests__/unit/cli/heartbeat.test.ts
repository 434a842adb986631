// The heartbeat: one line after 30 s of silence, none while lines flow, a timer that never
// keeps the process alive and stops at the end.
import { describe, expect, it } from 'vitest'
import { createHost } from '../../../src/cli/hosts/create-host.js'
import { Heartbeat, HEARTBEAT_MS } from '../../../src/cli/hosts/heartbeat.js'
import { TextHost } from '../../../src/cli/hosts/text-host.js'
import { capture, deployResult, fakeClock } from './fixtures.js'

function quietHost() {
  const out = capture()
  const time = fakeClock()
  const host = new TextHost({ ci: 'none', out: out.write, colour: false, debug: false, clock: time.clock })
  const beats = (): string[] =>
    out
      .text()
      .split('\n')
      .filter(line => line.startsWith('Still deploying'))
  return { host, out, time, beats }
}

describe('heartbeat', () => {
  it('prints one line after 30 s of silence, and the next only after 30 s more', () => {
    const { time, beats } = quietHost()
    expect(HEARTBEAT_MS).toBe(30_000)
    time.advance(29_999)
    expect(beats()).toEqual([])
    time.advance(1)
    expect(beats()).toEqual(['Still deploying… 30s'])
    time.advance(29_999)
    expect(beats()).toHaveLength(1)
    time.advance(1)
    expect(beats()).toEqual(['Still deploying… 30s', 'Still deploying… 1m 00s'])
  })

  it('beats once per 30 s of silence on its own, telling the time since it started', () => {
    const time = fakeClock()
    const beats: number[] = []
    const heartbeat = new Heartbeat(time.clock, elapsed => beats.push(elapsed))
    time.advance(100_000)
    heartbeat.touch()
    time.advance(45_000)
    heartbeat.stop()
    heartbeat.stop()
    time.advance(60_000)
    expect(beats).toEqual([30_000, 60_000, 90_000, 130_000])
  })

  it('names the phase it waits in until a deployment is queued: a key check that never answers is not "deploying"', () => {
    const { host, out, time } = quietHost()
    const lines = (): string[] =>
      out
        .text()
        .split('\n')
        .filter(line => line.startsWith('Still '))
    host.event({ type: 'phase', name: 'Checking the API key' })
    time.advance(30_000)
    expect(lines()).toEqual(['Still checking the API key… 30s'])
    host.event({ type: 'phase', name: 'Queuing the deployment' })
    host.event({ type: 'output', name: 'deploymentId', value: 'dep_1' })
    host.event({ type: 'phase', name: 'Following the deployment' })
    time.advance(30_000)
    expect(lines()).toEqual(['Still checking the API key… 30s', 'Still deploying… 1m 00s'])
  })

  it('prints none while lines flow, and names the last status once they stop', () => {
    const { host, time, beats } = quietHost()
    host.event({ type: 'state', status: 'building' })
    for (let seq = 1; seq <= 12; seq++) {
      time.advance(10_000)
      host.logLines([{ seq, text: `line ${seq}` }])
    }
    time.advance(20_000)
    host.info('still going')
    expect(beats()).toEqual([])
    time.advance(30_000)
    expect(beats()).toEqual(['Still deploying… 2m 50s, status building'])
  })

  it('prints the status made safe', () => {
    const { host, time, beats } = quietHost()
    host.event({ type: 'state', status: '##vso[task.complete result=Failed;]' })
    time.advance(30_000)
    expect(beats()).toEqual(['Still deploying… 30s, status #\\#vso[task.complete result=Failed;]'])
  })

  it('never keeps the process alive, and stops at the end', async () => {
    const { host, time, beats } = quietHost()
    expect(time.unrefs()).toBe(1)
    expect(time.running()).toBe(1)
    await host.finish(deployResult())
    expect(time.running()).toBe(0)
    time.advance(120_000)
    expect(beats()).toEqual([])
  })

  it('goes with the text people read, never into the JSON', async () => {
    const stdout = capture()
    const stderr = capture()
    const time = fakeClock()
    const host = createHost({
      mode: 'json',
      ci: 'none',
      stdout: stdout.write,
      stderr: stderr.write,
      isTTY: { stdout: false, stderr: false },
      debug: false,
      ...time.clock
    })
    time.advance(30_000)
    await host.finish(deployResult())
    expect(stderr.text()).toContain('Still deploying… 30s\n')
    expect(() => JSON.parse(stdout.text()) as unknown).not.toThrow()
    expect(time.running()).toBe(0)
  })
})

describe('heartbeat in the verification window', () => {
  it('keeps quiet while windows watch (each says how it goes), and speaks again once the last ends', () => {
    const { host, out, time } = quietHost()
    const lines = (): string[] =>
      out
        .text()
        .split('\n')
        .filter(line => line.startsWith('Still'))
    host.event({ type: 'output', name: 'deploymentId', value: 'dep_1' })
    host.event({ type: 'verify', stage: 'start', forMs: 300_000, intervalMs: 15_000, service: 'web' })
    host.event({ type: 'verify', stage: 'start', forMs: 300_000, intervalMs: 15_000, service: 'api' })
    host.event({ type: 'verify', stage: 'end', result: 'passed', service: 'web' })
    time.advance(60_000)
    expect(lines()).toEqual([])
    host.event({ type: 'verify', stage: 'end', result: 'passed', service: 'api' })
    time.advance(30_000)
    expect(lines()).toEqual(['Still deploying… 1m 30s'])
  })
})
