// The health check step (steps/health.ts): the URL to check, known before anything is queued,
// and the check of the deployed application the sandbox serves at /apps/{service-id}/. The
// check's tries and its client are in ../health-check.test.ts.
import { ACTION_WORDS, spell } from '../../../src/core/vocabulary.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitOf } from '../../../sandbox/model.js'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { Deadline } from '../../../src/core/deadline.js'
import { UserFacingError } from '../../../src/core/errors.js'
import { checkDeployedHealth, healthTarget } from '../../../src/steps/health.js'
import { serviceOf, settled, stepSeed, recordingLog } from './step-world.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed: stepSeed({ 'h-live': {}, 'h-broken': {} }), port: 0, quiet: true })
  // What each application runs: h-live main, h-broken a ref that answers 500.
  for (const [serviceId, ref] of [
    ['h-live', 'main'],
    ['h-broken', 'unhealthy']
  ] as const)
    await settled(sandbox, sandbox.store.deploy(serviceOf(sandbox, serviceId), ref))
})
afterAll(async () => {
  await sandbox?.close()
})

describe('the URL to check is known before anything is queued', () => {
  it.each([
    [1, 'a full URL, as given', 'https://app.example.com/health', undefined, 'https://app.example.com/health'],
    [
      2,
      "a path, on the service's URL and its path",
      '/health',
      'https://app.example.com/base/',
      'https://app.example.com/base/health'
    ]
  ])('%i. %s', (_, __, url, serviceUrl, target) => {
    expect(healthTarget({ url, expect: '', timeoutMs: 1000 }, serviceUrl).href).toBe(target)
  })

  it("3. a path without the service's URL is an error that says nothing was queued", () => {
    const target = () => healthTarget({ url: '/health', expect: '', timeoutMs: 1000 }, undefined)
    expect(target).toThrow(UserFacingError)
    const said = (): string => {
      try {
        target()
        return ''
      } catch (error) {
        return spell((error as Error).message, ACTION_WORDS)
      }
    }
    expect(said()).toMatch(
      /^health-check-url is the path \/health, but the service's URL is not known.*Nothing was queued\.$/
    )
  })
})

describe('the deployed application is healthy only if it answers 2xx with the expected text', () => {
  it.each([
    [1, 'a 2xx answer', 'h-live', '', 'healthy', undefined],
    [2, 'a 2xx answer with the expected text', 'h-live', `commit ${commitOf('main')}`, 'healthy', undefined],
    [3, 'a 500 answer', 'h-broken', '', 'unhealthy', 'HTTP 500'],
    [
      4,
      'a 2xx answer without the expected text',
      'h-live',
      'commit 0000000',
      'unhealthy',
      'HTTP 200, but the answer does not contain "commit 0000000"'
    ]
  ])('%i. %s', async (_, __, serviceId, text, health, problem) => {
    const deadline = new Deadline(30_000)
    const log = recordingLog()
    const target = new URL(`${sandbox.url}/apps/${serviceId}/`)
    try {
      const checked = await checkDeployedHealth(
        { url: target.href, expect: text, timeoutMs: 1000 },
        target,
        deadline,
        'dep_42',
        log
      )
      expect(checked.health).toBe(health)
      expect(checked.problem).toBe(problem)
      if (health === 'healthy') expect(checked.failure).toBeUndefined()
      else
        expect(checked.failure).toMatchObject({
          kind: 'unhealthy',
          result: 'unhealthy',
          title: 'Deployment unhealthy',
          message: expect.stringMatching(
            new RegExp(`^Deployment dep_42 is live, but ${target.href} did not answer as healthy`)
          ) as string
        })
    } finally {
      deadline.dispose()
    }
  })
})
