// End-to-end through a second, independent client: GitHub's own `@github/local-action` runs
// the action's source (src/action/main.ts) with its stubs of @actions/core and @actions/github, as
// `npm run local-action` does, against the sandbox. Once: the tool takes a few seconds to start.
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runLocalAction } from '../../scripts/local-action.js'
import { expectContract } from '../harness/contract.js'
import { demoSeed, webServiceKey } from '../harness/helpers.js'

const seed = demoSeed()
const serviceKey = webServiceKey(seed)

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 4 })
})
afterAll(async () => {
  await sandbox?.close()
})

describe('the action run by @github/local-action against the sandbox', () => {
  it(
    'deploys, prints the deployment log, reports result success, and deploys exactly once',
    { timeout: 60_000 },
    async () => {
      const run = await runLocalAction({
        inputs: {
          'base-url': sandbox.url,
          'api-key': serviceKey,
          'service-id': 'svc-web',
          ref: 'main',
          env: 'GREETING=hello from local-action\nFEATURE_FLAGS=search,checkout',
          timeout: '60s'
        },
        killAfterMs: 50_000
      })
      const printed = `${run.stdout}\n--- stderr ---\n${run.stderr}`
      expect(run.exitCode, printed).toBe(0)
      expect(run.errors, printed).toEqual([])

      // The tool's own frame: it read action.yml and ran the entrypoint it was given.
      expect(run.stdout).toContain('Action Metadata')
      expect(run.stdout).toMatch(/'Entrypoint'\s*│\s*'[^']*\/src\/action\/main\.ts'/)
      expect(run.stdout).toContain('Running Action')

      // The deployment's log: every line the sandbox emitted (the seed's `ok` script for
      // svc-web), printed once each and in order, between the action's own lines.
      const id = run.outputs['deployment-id'] ?? ''
      expect(id, printed).toMatch(/^dep_[0-9a-z]+$/)
      expect(id).toBe(
        (
          sandbox.requests.find(r => r.method === 'POST' && r.path.endsWith('/deploy'))?.response?.body as
            { deploymentId?: string } | undefined
        )?.deploymentId
      )
      const deployment = sandbox.store.deployment(id)
      expect(deployment?.id, printed).toBe(id)
      const emitted = (deployment?.lines ?? []).map(line => stripVTControlCharacters(line.text))
      expect(emitted).toEqual(
        expect.arrayContaining([
          '==> Cloning web at main',
          "==> Running build command 'npm ci && npm run build'",
          `==> Deployment ${id} is live`
        ])
      )
      const lines = run.stdout.split('\n')
      expect(lines.filter(line => emitted.includes(line))).toEqual(emitted)
      expect(
        lines.filter(line => line.startsWith(`::info::Deployment ${id} is live after `)),
        printed
      ).toHaveLength(1)

      // The outputs, as the tool shows them: each setOutput logged, then its "Action Outputs" table.
      expect(lines).toContain('::set-output name=result::success')
      const table = run.stdout.slice(run.stdout.lastIndexOf('Action Outputs'))
      expect(table).toMatch(/│\s*\d+\s*│\s*'result'\s*│\s*'success'\s*│/)
      expect(table).toMatch(new RegExp(`│\\s*\\d+\\s*│\\s*'deployment-id'\\s*│\\s*'${id}'\\s*│`))
      expect(run.outputs).toMatchObject({
        result: 'success',
        status: 'live',
        ref: 'main',
        'env-imported': '2',
        'env-skipped': ''
      })

      // The job summary, through the tool's summary stub.
      expect(run.summary).toContain('Deployment success')
      expect(run.summary).toContain(id)

      // What the sandbox received: one key check, one import, exactly one deploy.
      const calls = sandbox.requests.map(r => `${r.method} ${r.path}`)
      expect(calls.filter(call => call === 'POST /api/services/svc-web/deploy')).toHaveLength(1)
      expect(calls.filter(call => !call.includes('/logs') && !call.endsWith('/deployments'))).toEqual([
        'GET /api/auth/me',
        'POST /api/services/svc-web/env/import',
        'POST /api/services/svc-web/deploy'
      ])
      expect(sandbox.requests.find(r => r.path.endsWith('/deploy'))?.body).toEqual({ ref: 'main' })
      expect(sandbox.store.envOf('svc-web').get('GREETING')).toBe('hello from local-action')
      expectContract(sandbox.requests)

      // The key is never printed, by the action or by the tool.
      expect(printed).not.toContain(serviceKey)
    }
  )
})
