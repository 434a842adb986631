// Importing variables (steps/env-import.ts), in process against the sandbox: batches, the
// service's skipped keys, a lost answer sent again, and values never said. A fake client stands
// in for answers the sandbox never gives (counts that are not the batch's, keys never sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import type { HostingClient } from '../../../src/api/hosting-api.js'
import type { EnvImportResponse, EnvVar } from '../../../src/core/api-types.js'
import { Deadline } from '../../../src/core/deadline.js'
import { importVariables, MAX_BYTES_PER_REQUEST, MAX_VARS_PER_REQUEST } from '../../../src/steps/env-import.js'
import { ACCOUNT_KEY, clientOn, stepSeed, recordingLog } from './step-world.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({
    seed: stepSeed({
      'v-few': {},
      'v-many': {},
      'v-big': {},
      'v-reserved': {},
      'v-lost': { faults: [{ on: 'POST /env/import', kind: 'drop-after' }] }
    }),
    port: 0,
    quiet: true
  })
})
afterAll(async () => {
  await sandbox?.close()
})

/** `count` variables whose values are secrets, each `size` characters long. */
function variables(count: number, size = 16): EnvVar[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `VAR_${i}`,
    value: `secret-${i}-`.padEnd(size, 'x')
  }))
}

async function importOn(serviceId: string, vars: EnvVar[]) {
  const log = recordingLog()
  const deadline = new Deadline(30_000)
  const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, log)
  try {
    const result = await importVariables(client, serviceId, vars, log)
    const sent = sandbox.requests.filter(r => r.path === `/api/services/${serviceId}/env/import`)
    return { result, log, batches: sent.map(r => (r.body as { vars: EnvVar[] }).vars.length) }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

describe('variables reach the service in as few requests as the bounds allow, and their values are never said', () => {
  it.each([
    [1, 'a few: one request', 'v-few', variables(3), [3]],
    [
      2,
      `past ${MAX_VARS_PER_REQUEST} variables`,
      'v-many',
      variables(MAX_VARS_PER_REQUEST + 1),
      [MAX_VARS_PER_REQUEST, 1]
    ],
    [3, `past ${MAX_BYTES_PER_REQUEST / 1024} KiB`, 'v-big', variables(2, (MAX_BYTES_PER_REQUEST * 3) / 5), [1, 1]]
  ])('%i. %s', async (_, __, serviceId, vars, batches) => {
    const { result, log, batches: sent } = await importOn(serviceId, vars)
    expect(sent).toEqual(batches)
    expect(result).toEqual({ imported: vars.length, skipped: [] })
    const env = sandbox.store.envOf(serviceId)
    expect(vars, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const { key, value } of vars) expect(env.get(key)).toBe(value)
    const said = JSON.stringify(log.said)
    for (const { value } of vars) expect(said).not.toContain(value)
    expect(log.messages('info')).toEqual([
      `Imported ${vars.length} of ${vars.length} variable(s). They apply from this deployment on.`
    ])
  })

  it('4. a key the service skips is reported with its reason, warned about, and not counted', async () => {
    const vars = [
      { key: 'GREETING', value: 'hello' },
      { key: 'PORT', value: '8080' },
      { key: '1BAD', value: 'x' }
    ]
    const { result, log } = await importOn('v-reserved', vars)
    expect(result).toEqual({
      imported: 1,
      skipped: [
        { key: 'PORT', reason: 'reserved by the platform' },
        { key: '1BAD', reason: 'invalid variable name: letters, digits and _, not starting with a digit' }
      ]
    })
    expect(log.said.filter(entry => entry.level === 'warning').map(entry => entry.title)).toEqual([
      'Variable skipped',
      'Variable skipped'
    ])
    expect(log.messages('info')).toEqual([
      'Imported 1 of 3 variable(s); skipped 2: PORT, 1BAD. They apply from this deployment on.'
    ])
  })

  it('5. an import whose answer is lost is sent again (an upsert), and counted once', async () => {
    const vars = variables(3)
    const { result, batches } = await importOn('v-lost', vars)
    expect(batches).toEqual([3, 3])
    expect(result).toEqual({ imported: 3, skipped: [] })
  })
})

describe("the service's answer is believed only as far as this request goes", () => {
  /** A client whose import answers `answer` to every batch. */
  const answering = (answer: unknown): HostingClient =>
    ({ importEnv: async () => answer as EnvImportResponse }) as unknown as HostingClient

  it.each([
    [1, 'a count that is not a whole number counts none', { imported: '2' }, 0],
    [2, 'a count larger than the batch counts the batch', { imported: 99 }, 2],
    [3, 'a negative count counts none', { imported: -1 }, 0]
  ])('%i. %s', async (_, __, answer, imported) => {
    const result = await importVariables(answering({ skipped: [], ...answer }), 'svc', variables(2), recordingLog())
    expect(result.imported).toBe(imported)
  })

  it('4. a skipped key this request did not send is warned about, never reported as skipped', async () => {
    const log = recordingLog()
    const answer = {
      imported: 2,
      skipped: [
        { key: 'NOT_SENT', reason: 'who knows' },
        { key: 'VAR_0', reason: 'reserved' }
      ]
    }
    const result = await importVariables(answering(answer), 'svc', variables(2), log)
    expect(result.skipped).toEqual([{ key: 'VAR_0', reason: 'reserved' }])
    expect(log.messages('warning')).toEqual([
      'The service reported skipping a variable this step did not send (NOT_SENT): who knows',
      'Variable VAR_0 was not imported: reserved'
    ])
  })
})
