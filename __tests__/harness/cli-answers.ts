// The command line's own answers against the sandbox, written once (rows.ts): a typo'd deployment
// or service id ends at once with exit 8, whoami says what the key may do, watch reports the
// record's ref, and a usage error is the error and a pointer to --help alone. Every row runs in
// process (integration/cli-answers.test.ts); one row through the bundled CLI (e2e/cli-answers.test.ts).
import { expect } from 'vitest'
import type { Sandbox } from '../../sandbox/server.js'
import { formatDuration } from '../../src/core/duration.js'
import type { CliRunner } from './cli-in-process.js'
import { ACCOUNT_KEY, cliSeed, READ_ONLY_KEY, REVOKED_KEY, type CliRun } from './cli-runner.js'
import type { Row } from './rows.js'

const WEB_KEY = 'sbx_service_web_Vx5gJ1qa'
const DEPLOY_ONLY_KEY = 'sbx_service_web_deploy_Nw7yB3kd'
/** Words that only fit GitHub, never printed by the command line. */
const GITHUB_WORDS = /\binput\b|\bsecret\b|\bthis step\b|summary|push again|\bapi-key\b|(?<!-)service-id/

/** The seed of each of the context's sandboxes. */
export const ANSWERS_SEED = cliSeed(['svc-cli-answers'])

type Served = { readonly sandbox: Sandbox }

/**
 * What a row is given: `run` runs the command line against a sandbox (`world` unless it says
 * another) with a key (the account key unless it says another). The two watches of a typo each
 * wait out the grace (seconds) and count every request their sandbox received: each has a
 * sandbox of its own, so they run at once, beside the rest.
 */
export interface AnswersContext {
  run: (args: string[], key?: string, sandbox?: Served) => Promise<CliRun>
  world: Served
  typoWorld: Served
  otherServiceWorld: Served
}

/** The context of `runner` (runCli or runCliInProcess) on the three sandboxes. */
export function answersContext(
  runner: CliRunner,
  worlds: { world: Served; typoWorld: Served; otherServiceWorld: Served }
): AnswersContext {
  const run = (args: string[], key = ACCOUNT_KEY, sandbox: Served = worlds.world) =>
    runner([...args, '--base-url', sandbox.sandbox.url], { env: { HOSTING_API_KEY: key } })
  return { run, ...worlds }
}

export const TYPO = 'a typo gets a fast, exact answer (exit 8)'
export const WHOAMI = 'whoami tells what the key may do'
/** Its row deploys on `world` while the typo rows count what `world` queued: it runs alone. */
export const WATCH = 'watch reports what the record names'
export const USAGE = 'usage errors are plain (exit 2)'

export const ANSWER_ROWS: Row<AnswersContext>[] = [
  [
    TYPO,
    '1. watch of a deployment id that does not exist ends in seconds, naming it, never "Still deploying"',
    async ({ run, typoWorld }) => {
      const cli = await run(['watch', 'dep_doesnotexist'], WEB_KEY, typoWorld)
      expect(cli.code, cli.printed).toBe(8)
      // Ended by the grace (seconds), not the timeout (30 minutes): the list read twice, the log
      // asked once. Counted in requests, not in wall time, which a loaded machine stretches.
      expect(typoWorld.sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([
        'GET /api/auth/me',
        'GET /api/services/svc-web/deployments',
        'GET /api/services/svc-web/deployments',
        'GET /api/deployments/dep_doesnotexist/logs'
      ])
      expect(cli.stderr).toContain('Deployment dep_doesnotexist was not found')
      expect(cli.stderr).toContain('GET /api/services/svc-web/deployments')
      expect(cli.printed).not.toContain('Still deploying')
      expect(cli.stdout).not.toMatch(/^Result\s+failure/m)
      expect(cli.printed).not.toMatch(GITHUB_WORDS)
      // Only the not-found: no word of a log stream or a log that could not be read.
      expect(cli.printed).not.toMatch(/log stream|polling|warning|cannot be read/i)
    }
  ],
  [
    TYPO,
    "1b. watch of another service's deployment with an account key: exit 8 within the same grace, its log never printed",
    async ({ run, otherServiceWorld }) => {
      const queued = await run(
        ['deploy', '--service-id', 'svc-cli-answers', '--no-wait', '--output', 'json'],
        ACCOUNT_KEY,
        otherServiceWorld
      )
      const { deploymentId } = JSON.parse(queued.stdout) as { deploymentId: string }
      const before = otherServiceWorld.sandbox.requests.length
      const cli = await run(['watch', deploymentId, '--service-id', 'svc-web'], ACCOUNT_KEY, otherServiceWorld)
      expect(cli.code, cli.printed).toBe(8)
      // Ended by the grace, not the timeout: the list read twice, the log once, no stream opened.
      expect(
        otherServiceWorld.sandbox.requests.slice(before).map(request => `${request.method} ${request.path}`)
      ).toEqual([
        'GET /api/auth/me',
        'GET /api/services/svc-web/deployments',
        'GET /api/services/svc-web/deployments',
        `GET /api/deployments/${deploymentId}/logs`
      ])
      expect(cli.stderr).toContain(`Deployment ${deploymentId} was not found in service svc-web`)
      expect(cli.stderr).toMatch(/^Next\s+check --service-id: give the service the deployment belongs to\.$/m)
      expect(cli.printed).not.toContain('cli build step')
      expect(cli.printed).not.toMatch(/^Result\s+failure/m)
    }
  ],
  [
    TYPO,
    '2. deploy to a service id the key cannot see ends before anything is queued, with one message',
    async ({ run, world }) => {
      const before = world.sandbox.requests.filter(r => r.method === 'POST' && r.status === 202).length
      const cli = await run(['deploy', '--service-id', 'svc-doesnotexist', '--output', 'json'])
      expect(cli.code, cli.printed).toBe(8)
      const json = JSON.parse(cli.stdout) as { result: string | null; error: { message: string; next: string } }
      expect(json.result).toBeNull()
      expect(json.error.next).toContain('--service-id')
      expect(world.sandbox.requests.filter(r => r.method === 'POST' && r.status === 202)).toHaveLength(before)
      // The domains' 404 is the same typo: no "Service URL unknown" warning before the error.
      expect(cli.stderr).not.toMatch(/warning|Service URL unknown|domains/i)
    }
  ],
  [
    WHOAMI,
    '1. in text: the kind, owner, binding, each category and what it means, exit 0 though it cannot read logs',
    async ({ run }) => {
      const cli = await run(['whoami'], DEPLOY_ONLY_KEY)
      expect(cli.code, cli.printed).toBe(0)
      expect(cli.stdout).toMatch(/^Key\s+service key$/m)
      expect(cli.stdout).toMatch(/^Service\s+web \(svc-web\)$/m)
      expect(cli.stdout).toMatch(/^Permissions\s+deployments: write, variables: none, logs: none, domains: none$/m)
      expect(cli.stdout).toMatch(/^Deploy\s+yes/m)
      expect(cli.stdout).toMatch(/^Logs\s+no: the deployment is followed without its log/m)
      expect(cli.stdout).toMatch(/^Domains\s+no: HOSTING_URL comes from --environment-url only/m)
    }
  ],
  [
    WHOAMI,
    '2. in JSON: key and can',
    async ({ run }) => {
      const cli = await run(['whoami', '--output', 'json'], WEB_KEY)
      expect(cli.code, cli.printed).toBe(0)
      const json = JSON.parse(cli.stdout) as Record<string, unknown>
      expect(json.key).toEqual({
        kind: 'service',
        name: 'Demo User',
        email: 'demo@example.com',
        serviceId: 'svc-web',
        serviceName: 'web',
        permissions: { deployments: 'write', logs: 'read', variables: 'write' }
      })
      expect(json.can).toEqual({ deploy: true, importVariables: true, readLogs: true, readDomains: false })
      // whoami's own shape: no deployment's fields.
      expect(Object.keys(json).sort()).toEqual(['can', 'durationMs', 'failureKind', 'key', 'schemaVersion'])
    }
  ],
  [
    WHOAMI,
    '3. an account key, read-only or not (the same answer): deploying and setting variables are unknown, not yes',
    async ({ run }) => {
      for (const key of [ACCOUNT_KEY, READ_ONLY_KEY]) {
        const cli = await run(['whoami'], key)
        expect(cli.code, cli.printed).toBe(0)
        expect(cli.stdout).toMatch(/^Deploy\s+unknown for an account key \(a read-only one cannot\)$/m)
        expect(cli.stdout).toMatch(/^Variables\s+unknown for an account key \(a read-only one cannot\)$/m)
        const json = JSON.parse((await run(['whoami', '--output', 'json'], key)).stdout) as { can: unknown }
        expect(json.can).toEqual({ deploy: null, importVariables: null, readLogs: true, readDomains: true })
      }
    }
  ],
  [
    WHOAMI,
    '4. a project key limited to an environment: the limit is said',
    async ({ run }) => {
      const cli = await run(['whoami'], 'sbx_project_staging_Zr8fT2me')
      expect(cli.code, cli.printed).toBe(0)
      expect(cli.stdout).toMatch(/^Environment\s+only staging$/m)
    }
  ],
  [
    WHOAMI,
    "5. a revoked key: the error alone, as a usage error prints it; its JSON is whoami's shape",
    async ({ run }) => {
      const cli = await run(['whoami'], REVOKED_KEY)
      expect(cli.code, cli.printed).toBe(3)
      expect(cli.stdout.trim()).toBe('==> Checking the API key')
      expect(
        cli.stderr
          .trim()
          .split('\n')
          .filter(line => /^\S/.test(line) && !line.startsWith('==>'))
      ).toEqual([
        expect.stringMatching(/^Error\s+Checking the API key failed: The API key is missing, invalid or revoked/),
        expect.stringMatching(/^Next\s+check HOSTING_API_KEY/)
      ])
      const json = JSON.parse((await run(['whoami', '--output', 'json'], REVOKED_KEY)).stdout) as Record<
        string,
        unknown
      >
      expect(json).toMatchObject({ schemaVersion: 1, key: null, can: null, failureKind: 'auth' })
      expect(Object.keys(json).sort()).toEqual(['can', 'durationMs', 'error', 'failureKind', 'key', 'schemaVersion'])
    }
  ],
  [
    WATCH,
    'the ref and the status of a deployment of main',
    async ({ run, world }) => {
      const queued = await run(['deploy', '--service-id', 'svc-cli-answers', '--no-wait', '--output', 'json'])
      const { deploymentId } = JSON.parse(queued.stdout) as { deploymentId: string }
      const cli = await run(['watch', deploymentId, '--service-id', 'svc-cli-answers', '--output', 'json'])
      expect(cli.code, cli.printed).toBe(0)
      expect(JSON.parse(cli.stdout)).toMatchObject({ deploymentId, ref: 'main', status: 'live', result: 'success' })
      // How long the deployment took is its record's, not the watch's.
      const record = world.sandbox.store.deployment(deploymentId)
      const took = Date.parse(record?.finishedAt ?? '') - Date.parse(record?.createdAt ?? '')
      expect(cli.stderr).toContain(`Deployment ${deploymentId} is live after ${formatDuration(took)}.`)
    }
  ],
  [
    USAGE,
    '1. in text: the error and the --help pointer, no Result, Health or Duration rows',
    async ({ run }) => {
      const cli = await run(['deploy'])
      expect(cli.code, cli.printed).toBe(2)
      expect(cli.stdout).toBe('')
      expect(cli.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Error\s+Invalid command line: --service-id or --app-file is required/),
        expect.stringMatching(/^Next\s+see hosting-deploy deploy --help/)
      ])
    }
  ],
  [
    USAGE,
    '2. in JSON: result null and the error',
    async ({ run }) => {
      const cli = await run(['deploy', '--output', 'json'])
      expect(cli.code, cli.printed).toBe(2)
      const json = JSON.parse(cli.stdout) as { result: null; error: { title: string } }
      expect(json.result).toBeNull()
      expect(json.error.title).toBe('Invalid command line')
    }
  ],
  [
    USAGE,
    '3. watch without --service-id for an account key names the flag, never an input',
    async ({ run }) => {
      const cli = await run(['watch', 'dep_anything'])
      expect(cli.code, cli.printed).toBe(2)
      expect(cli.stderr).toContain('--service-id is needed to follow a deployment')
      // The key is fine: the command line is what lacks.
      expect(cli.stderr).toMatch(/^Error\s+Invalid command line: --service-id is needed/m)
      expect(cli.stderr).toContain('Nothing was sent but the key check that found this out.')
      expect(cli.printed).not.toMatch(/^(Result|Health|Duration)/m)
      expect(cli.printed).not.toMatch(GITHUB_WORDS)
    }
  ]
]
