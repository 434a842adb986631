// End-to-end: the command line's own answers, from the bundled CLI against the sandbox: a typo'd
// deployment or service id ends at once with exit 8, whoami says what the key may do, watch
// reports the record's ref, and a usage error is the error and a pointer to --help alone.
import { describe, expect, it } from 'vitest'
import { ACCOUNT_KEY, cliSandbox, cliSeed, runCli } from '../harness/cli-runner.js'

const WEB_KEY = 'sbx_service_web_Vx5gJ1qa'
const DEPLOY_ONLY_KEY = 'sbx_service_web_deploy_Nw7yB3kd'
/** Words that only fit GitHub, never printed by the command line. */
const GITHUB_WORDS = /\binput\b|\bsecret\b|\bthis step\b|summary|push again|\bapi-key\b|(?<!-)service-id/

const world = cliSandbox(cliSeed(['svc-cli-answers']))
const run = (args: string[], key = ACCOUNT_KEY) =>
  runCli([...args, '--base-url', world.sandbox.url], { env: { HOSTING_API_KEY: key } })

describe('a typo gets a fast, exact answer (exit 8)', () => {
  it('1. watch of a deployment id that does not exist ends in seconds, naming it, never "Still deploying"', async () => {
    const started = Date.now()
    const cli = await run(['watch', 'dep_doesnotexist'], WEB_KEY)
    expect(cli.code, cli.printed).toBe(8)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(cli.stderr).toContain('Deployment dep_doesnotexist was not found')
    expect(cli.stderr).toContain('GET /api/services/svc-web/deployments')
    expect(cli.printed).not.toContain('Still deploying')
    expect(cli.stdout).not.toMatch(/^Result\s+failure/m)
    expect(cli.printed).not.toMatch(GITHUB_WORDS)
  })

  it('2. deploy to a service id the key cannot see ends before anything is queued', async () => {
    const before = world.sandbox.requests.filter(r => r.method === 'POST' && r.status === 202).length
    const cli = await run(['deploy', '--service-id', 'svc-doesnotexist', '--output', 'json'])
    expect(cli.code, cli.printed).toBe(8)
    const json = JSON.parse(cli.stdout) as { result: string | null; error: { message: string; next: string } }
    expect(json.result).toBeNull()
    expect(json.error.next).toContain('--service-id')
    expect(world.sandbox.requests.filter(r => r.method === 'POST' && r.status === 202)).toHaveLength(before)
  })
})

describe('whoami tells what the key may do', () => {
  it('1. in text: the kind, owner, binding, each category and what it means, exit 0 though it cannot read logs', async () => {
    const cli = await run(['whoami'], DEPLOY_ONLY_KEY)
    expect(cli.code, cli.printed).toBe(0)
    expect(cli.stdout).toMatch(/^Key\s+service key$/m)
    expect(cli.stdout).toMatch(/^Service\s+web \(svc-web\)$/m)
    expect(cli.stdout).toMatch(/^Permissions\s+deployments: write, variables: none, logs: none, domains: none$/m)
    expect(cli.stdout).toMatch(/^Deploy\s+yes/m)
    expect(cli.stdout).toMatch(/^Logs\s+no: the deployment is followed without its log/m)
    expect(cli.stdout).toMatch(/^Domains\s+no: HOSTING_URL comes from --environment-url only/m)
  })

  it('2. in JSON: key and can', async () => {
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
  })
})

describe('watch reports what the record names', () => {
  it('the ref and the status of a deployment of main', async () => {
    const queued = await run(['deploy', '--service-id', 'svc-cli-answers', '--no-wait', '--output', 'json'])
    const { deploymentId } = JSON.parse(queued.stdout) as { deploymentId: string }
    const cli = await run(['watch', deploymentId, '--service-id', 'svc-cli-answers', '--output', 'json'])
    expect(cli.code, cli.printed).toBe(0)
    expect(JSON.parse(cli.stdout)).toMatchObject({ deploymentId, ref: 'main', status: 'live', result: 'success' })
  })
})

describe('usage errors are plain (exit 2)', () => {
  it('1. in text: the error and the --help pointer, no Result, Health or Duration rows', async () => {
    const cli = await run(['deploy'])
    expect(cli.code, cli.printed).toBe(2)
    expect(cli.stdout).toBe('')
    expect(cli.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Error\s+Invalid command line: --service-id is required/),
      expect.stringMatching(/^Next\s+see hosting-deploy deploy --help/)
    ])
  })

  it('2. in JSON: result null and the error', async () => {
    const cli = await run(['deploy', '--output', 'json'])
    expect(cli.code, cli.printed).toBe(2)
    const json = JSON.parse(cli.stdout) as { result: null; error: { title: string } }
    expect(json.result).toBeNull()
    expect(json.error.title).toBe('Invalid command line')
  })

  it('3. watch without --service-id for an account key names the flag, never an input', async () => {
    const cli = await run(['watch', 'dep_anything'])
    expect(cli.code, cli.printed).toBe(2)
    expect(cli.stderr).toContain('--service-id is needed to follow a deployment')
    expect(cli.printed).not.toMatch(/^(Result|Health|Duration)/m)
    expect(cli.printed).not.toMatch(GITHUB_WORDS)
  })
})
