// Shared by the command line's host tests: a captured stream, a fake clock, a result, and what
// each CI would act on in a job log.
import { EventEmitter } from 'node:events'
import type { CiName } from '../../../src/cli/ci/ci.js'
import type { Clock } from '../../../src/cli/hosts/heartbeat.js'
import type { DeployResult } from '../../../src/core/result.js'
import { interpret } from '../../harness/local-runner.js'

export const CIS: readonly CiName[] = [
  'github',
  'gitlab',
  'azure',
  'bitbucket',
  'circleci',
  'jenkins',
  'teamcity',
  'none'
]

export interface Captured {
  write: (chunk: string) => void
  chunks: string[]
  text: () => string
}

export function capture(): Captured {
  const chunks: string[] = []
  return { write: chunk => void chunks.push(chunk), chunks, text: () => chunks.join('') }
}

export interface FakeClock {
  clock: Clock
  /** Moves time on by `ms`, running the interval at each of its ticks on the way. */
  advance: (ms: number) => void
  unrefs: () => number
  running: () => number
}

export function fakeClock(start = 1_700_000_000_000): FakeClock {
  let time = start
  let unrefs = 0
  const timers = new Map<object, { tick: () => void; ms: number; next: number }>()
  const clock: Clock = {
    now: () => time,
    setInterval: (tick, ms) => {
      const handle = { unref: () => void unrefs++ }
      timers.set(handle, { tick, ms, next: time + ms })
      return handle
    },
    clearInterval: handle => void timers.delete(handle)
  }
  const advance = (ms: number): void => {
    const end = time + ms
    for (;;) {
      const due = [...timers.values()].filter(timer => timer.next <= end).sort((a, b) => a.next - b.next)[0]
      if (!due) break
      time = due.next
      due.next += due.ms
      due.tick()
    }
    time = end
  }
  return { clock, advance, unrefs: () => unrefs, running: () => timers.size }
}

export function deployResult(overrides: Partial<DeployResult> = {}): DeployResult {
  return {
    result: 'success',
    status: 'live',
    deploymentId: 'dep_123',
    ref: 'main',
    url: 'https://app.example.com',
    health: 'healthy',
    envImported: 2,
    skipped: [],
    rollbackDeploymentId: undefined,
    rollbackRef: undefined,
    durationMs: 150_000,
    error: undefined,
    failureKind: undefined,
    ...overrides
  }
}

/** A writable stream whose buffer is full until `drain()` is called. */
export class FullStream extends EventEmitter {
  writableNeedDrain = true
  readonly chunks: string[] = []
  write(chunk: string): boolean {
    this.chunks.push(chunk)
    return false
  }
  drain(): void {
    this.writableNeedDrain = false
    this.emit('drain')
  }
}

const SGR = /\x1b\[[0-9;]*m/g

/**
 * What the CI would act on in `output`, as a list of short descriptions: GitHub's workflow
 * commands (the runner's rules, harness/local-runner.ts); Azure's `##vso[` commands, found
 * anywhere in a line also when ESC is skipped, and its `##[` formatting at a line start;
 * GitLab's section markers; Jenkins console notes; TeamCity's `##teamcity[` service messages,
 * anywhere in a line also when ESC is skipped; and for a terminal, any escape but colour,
 * CR, or another control character.
 */
export function ciActions(ci: CiName, output: string): string[] {
  const actions: string[] = []
  if (ci === 'github') {
    for (const command of interpret(output).commands) actions.push(`github ${command.name}: ${command.message}`)
  }
  const lines = output.split(/\r\n|\r|\n/)
  if (ci === 'azure') {
    for (const line of lines) {
      for (const view of new Set([line, line.replaceAll('\x1b', '')])) {
        const at = view.indexOf('##vso[')
        const close = at < 0 ? -1 : view.indexOf(']', at)
        if (close > 0) {
          const name = view.slice(at + 6, close).split(' ')[0] ?? ''
          if (name.split('.').filter(Boolean).length === 2) actions.push(`azure ${name}: ${view.slice(close + 1)}`)
        }
        const format = /^##\[(\w+)\]/.exec(view)
        if (format) actions.push(`azure ##[${format[1]}]`)
      }
    }
  }
  if (ci === 'gitlab') {
    for (const marker of output.matchAll(/section_(?:start|end):\d+:[a-zA-Z0-9_.-]+(?:\[[^\]\r\n]*\])?\r\x1b\[0K/g)) {
      actions.push(`gitlab ${marker[0]}`)
    }
  }
  if (/\x1b\[8mha:/.test(output)) actions.push('jenkins console note')
  if (ci === 'teamcity') {
    for (const line of lines) {
      for (const view of new Set([line, line.replaceAll('\x1b', '')])) {
        const message = /##teamcity\[(\w+)/i.exec(view)
        if (message) actions.push(`teamcity ${message[1]}`)
      }
    }
  }
  // A terminal: GitLab's own markers aside, nothing but colour and line feeds.
  const bare = output.replace(/\x1b\[0Ksection_(?:start|end):[^\r]*\r\x1b\[0K/g, '').replace(SGR, '')
  if (/[\x00-\x08\x0b-\x1f\x7f-\x9f]/.test(bare)) actions.push('terminal control')
  return actions
}
