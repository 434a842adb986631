// An app's one result (app/app-result.ts): a service that failed fails the app, also when
// nothing of it was queued (its deploy request refused); every failed or skipped entry carries
// its reason, written so that each channel of the `results` output carries it as is; and the
// text names the failure once.
import { describe, expect, it } from 'vitest'
import { appResult, serviceEntry } from '../../../src/app/app-result.js'
import { formatDotenvOutputs, outputsOf } from '../../../src/cli/result/outputs.js'
import { resultBlock } from '../../../src/cli/result/result-text.js'
import { style } from '../../../src/cli/ci/colour.js'
import type { AppService, DeployConfig } from '../../../src/core/config.js'
import { outputOf } from '../../../src/core/outputs.js'
import type { DeployResult, ServiceResult, VerifyReport } from '../../../src/core/result.js'
import { resultJson } from '../../../src/result/result-json.js'
import { deployResult } from '../cli/fixtures.js'

const service = (name: string): AppService => ({ name, needs: [], config: { serviceId: name } as DeployConfig })

/** A deploy whose request the API refused (HTTP 400): nothing queued, so no result. */
const refused = (serverMessage: string): DeployResult =>
  deployResult({
    result: undefined,
    status: undefined,
    deploymentId: undefined,
    ref: undefined,
    url: undefined,
    health: 'skipped',
    error: {
      title: 'Queuing the deployment failed',
      message: `Queuing the deployment failed: HTTP 400 "${serverMessage}".`,
      next: 'check the flags and the service configuration.'
    },
    failureKind: 'deployment'
  })
const live = deployResult({ health: 'skipped' })

/** The app of `web` (live) and `worker` (as `worker` ended), worker failing first. */
function app(worker: DeployResult): DeployResult {
  const results = new Map([
    ['web', live],
    ['worker', worker]
  ])
  const entries: ServiceResult[] = [
    serviceEntry(service('web'), { ran: true, ok: true, value: live }),
    serviceEntry(service('worker'), { ran: true, ok: false, value: worker })
  ]
  return appResult(entries, results, ['worker'], 2_000)
}

describe('an app whose service was refused at queuing', () => {
  const result = app(refused('ref applies to Git services only'))

  it('1. fails: result failure (the refused service has none), its failure kind and its error', () => {
    expect(result).toMatchObject({ result: 'failure', failureKind: 'deployment' })
    expect(result.services?.map(entry => [entry.name, entry.result])).toEqual([
      ['web', 'success'],
      ['worker', null]
    ])
  })

  it("2. the refused entry carries the API's reason; the live one none", () => {
    expect(result.services?.map(entry => entry.reason)).toEqual([
      null,
      "Queuing the deployment failed: HTTP 400 'ref applies to Git services only'."
    ])
    expect(resultJson(result).services?.[1]?.reason).toContain('ref applies to Git services only')
  })

  it('3. the text says the failure once, naming the service', () => {
    const { problem } = resultBlock(result, style(false))
    expect(problem[0]).toBe(
      'Error       worker: Queuing the deployment failed: HTTP 400 "ref applies to Git services only".'
    )
    expect(problem.join('\n').split('Queuing the deployment failed')).toHaveLength(2)
  })

  it('4. an interrupted service with nothing queued leaves the app interrupted, not failed', () => {
    const stopped = deployResult({ ...refused('x'), failureKind: 'interrupted' })
    expect(app(stopped).result).toBe('interrupted')
  })

  it('5. a skipped service carries why it never started', () => {
    const entry = serviceEntry(service('later'), { ran: false, reason: 'not started: it needs worker, which failed' })
    expect(entry).toMatchObject({ result: 'skipped', reason: 'not started: it needs worker, which failed' })
  })
})

describe("the `results` output's reasons", () => {
  // The API's message as a hostile or careless server may word it: quotes, $, \, a # after a space, a tab.
  const result = app(refused('bad ref "$HOME\\x" #1\tnow'))
  const reason = result.services?.[1]?.reason ?? ''

  it('1. are one plain sentence: no double quote, backslash, $, comment # or control character', () => {
    expect(reason).toBe("Queuing the deployment failed: HTTP 400 'bad ref '\uff04HOME/x' \uff031 now'.")
    expect(reason).not.toMatch(/["\\$\x00-\x1f]|(^|\s)#/)
  })

  it('2. reach HOSTING_RESULTS in the outputs file as written, which a dotenv line would otherwise refuse', () => {
    const { text, warnings } = formatDotenvOutputs(outputsOf(result), 'outputs.env')
    expect(warnings).toEqual([])
    const line = text.split('\n').find(written => written.startsWith('HOSTING_RESULTS=')) ?? ''
    const entries = JSON.parse(line.slice('HOSTING_RESULTS='.length) || '[]') as ServiceResult[]
    expect(entries[1]?.reason).toBe(reason)
  })

  it("3. are part of the table's `results` value, which the Action's output, HOSTING_RESULTS and the JSON write", () => {
    const value = outputOf('services').value(result) as { json: readonly ServiceResult[] }
    expect(value.json.map(entry => entry.reason)).toEqual([null, reason])
    expect(outputOf('services').description).toContain('`reason` why the service failed or was skipped')
  })
})

describe("the command line's table of an app's services", () => {
  const header = (result: DeployResult): string =>
    resultBlock(result, style(false)).report.find(line => line.startsWith('Service ')) ?? ''
  const rowOf = (result: DeployResult, name: string): string =>
    resultBlock(result, style(false)).report.find(line => line.startsWith(`${name} `)) ?? ''

  it('1. has no Verification column when no service had a window', () => {
    const result = app(refused('no'))
    expect(header(result)).toMatch(/^Service +Result +Deployment +Ref +Duration +URL +Rollback$/)
  })

  it('2. has one when any service had a window, each row saying how its window ended, - for none', () => {
    const result = app(refused('no'))
    const verify: VerifyReport = {
      result: 'passed',
      forMs: 60_000,
      probes: 4,
      failedProbes: 0,
      runtimeLines: 0,
      matches: [],
      reason: 'stayed good'
    }
    const services = result.services?.map(entry => (entry.name === 'web' ? { ...entry, verify } : entry))
    const withWindow = { ...result, services }
    expect(header(withWindow)).toMatch(/^Service +Result +Deployment +Ref +Duration +URL +Verification +Rollback$/)
    expect(rowOf(withWindow, 'web')).toMatch(/ passed +-$/)
    expect(rowOf(withWindow, 'worker')).toMatch(/ - +-$/)
  })
})
