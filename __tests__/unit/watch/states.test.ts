import { describe, expect, it, vi } from 'vitest'
import { idOf, stateOf } from '../../../src/api/deployment-list.js'
import { classifyState, DeploymentStateTracker, normalizeState } from '../../../src/watch/states.js'

describe('classifyState', () => {
  it.each([
    ['live', 'success'],
    ['SUCCEEDED', 'success'],
    ['Running', 'success'],
    ['build-failed', 'failure'],
    ['Deploy Failed', 'failure'],
    ['timed_out', 'failure'],
    ['CANCELED', 'cancelled'],
    ['superseded', 'cancelled'],
    ['build in progress', 'in_progress'],
    ['needs-approval', 'in_progress'],
    ['queued', 'in_progress']
  ])('%j is %s', (status, cls) => {
    expect(classifyState(status)).toEqual({ class: cls, known: true })
  })

  it('treats an unknown word as in progress, flagged unknown', () => {
    expect(classifyState('warming_up')).toEqual({ class: 'in_progress', known: false })
  })

  it('normalizes case, dashes and spaces', () => {
    expect(normalizeState(' Pre-Deploy  Failed ')).toBe('pre_deploy_failed')
  })
})

describe('DeploymentStateTracker', () => {
  it('counts a cancelled-like state after success as success (replaced after going live)', () => {
    const tracker = new DeploymentStateTracker(() => {})
    expect(tracker.observe('deploying')).toBe('in_progress')
    expect(tracker.observe('live')).toBe('success')
    expect(tracker.observe('deactivated')).toBe('success')
  })

  it('keeps cancelled as cancelled when no success was seen', () => {
    const tracker = new DeploymentStateTracker(() => {})
    tracker.observe('building')
    expect(tracker.observe('superseded')).toBe('cancelled')
  })

  it('warns once per unknown state', () => {
    const onUnknown = vi.fn()
    const tracker = new DeploymentStateTracker(onUnknown)
    tracker.observe('warming-up')
    tracker.observe('Warming Up')
    tracker.observe('cooling')
    expect(onUnknown.mock.calls).toEqual([['warming-up'], ['cooling']])
    expect(tracker.last).toBe('cooling')
  })
})

it('warns once per unknown state, however its spelling varies between the stream and the record', () => {
  const warned: string[] = []
  const tracker = new DeploymentStateTracker(status => warned.push(status))
  expect(tracker.observe('Warming-Up')).toBe('in_progress')
  expect(tracker.observe('warming_up')).toBe('in_progress')
  expect(tracker.observe('warming up')).toBe('in_progress')
  expect(warned).toEqual(['Warming-Up'])
})

describe('record fields', () => {
  it('reads status, else state, and id, else deploymentId', () => {
    expect(stateOf({ status: 'live', state: 'failed' })).toBe('live')
    expect(stateOf({ state: 'failed' })).toBe('failed')
    expect(stateOf({})).toBeUndefined()
    expect(idOf({ deploymentId: 'd1' })).toBe('d1')
    expect(idOf({ id: 'a', deploymentId: 'b' })).toBe('a')
  })
})
