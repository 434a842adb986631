// What the end-to-end tests of the steps after the deploy share (url output, health check,
// rollback, if-busy, superseded, PR comment): the sandbox, whose deployed applications at
// /apps/{service-id}/ are what the health check reads, seeded with copies of svc-web on quick
// scripts, and a fake GitHub; the Action run against both with an account key, in process (its
// runs queue: one at a time per file) or, for the one row of a file that shows what only a
// process shows (the bundle loads, its exit code, the runner's files), through dist/index.js.
import { afterAll, beforeAll } from 'vitest'
import type { SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from './contract.js'
import { startFakeGitHub, type FakeGitHub } from './fake-github.js'
import { demoSeed, expectNoSecrets, findKey, quickScripts, webCopy } from './helpers.js'
import { runActionInProcess } from './action-in-process.js'
import { runAction, type RunOptions, type RunResult } from './local-runner.js'

const SUITE_GITHUB_TOKEN = 'ghs_FakeInstallationToken0123456789abcdef'
/** The commit the run is for (GITHUB_SHA). */
export const SHA = '0123456789abcdef0123456789abcdef01234567'
/** An older commit, as the previous live deployment's ref. */
export const OLD_SHA = 'fedcba9876543210fedcba9876543210fedcba98'

/** The seed: svc-web's copies, each with quick scripts and its own history. */
function suiteSeed(): SeedInput {
  const seed = demoSeed() as SeedInput
  // Short scripts: every deployment here goes live (or fails) within about a second.
  Object.assign(seed.scripts, quickScripts(20, 2500))
  /** A copy of svc-web under another id, with quick scripts and its own history. */
  const service = (id: string, extra: Partial<SeedInput['services'][number]> = {}): void =>
    webCopy(seed, id, {
      script: 'quick',
      refScripts: { broken: 'quick-fail', replaced: 'replaced', rival: 'rival', cancelled: 'cancelled-alone' },
      app: { unhealthy: { status: 500 }, slow: { healthyAfterMs: 6000 }, [SHA]: { stale: true } },
      logs: ['boot: listening on :10000', 'ERROR could not reach the database'],
      ...extra
    })
  service('svc-health')
  service('svc-rollback', { history: 2 })
  service('svc-rollback-unhealthy', { history: 2 })
  // Each deploy is followed at once by a newer deployment (another run's, say).
  service('svc-rollback-newer', { history: 2, busy: 1 })
  service('svc-nothing')
  service('svc-queue', { busyConflict: true, rivalRef: 'rival' })
  service('svc-queue-fail', { busyConflict: true, rivalRef: 'rival' })
  service('svc-superseded')
  service('svc-comment')
  service('svc-stale')
  // A key for svc-health that may deploy but not read logs or domains.
  seed.keys.push({
    token: 'svc_health_deploy_only_0123456789',
    name: 'deploy-only key for svc-health',
    kind: 'service',
    serviceId: 'svc-health',
    permissions: { deployments: 'write' }
  })
  return seed
}

interface Observed {
  run: RunResult
  hosting: Sandbox['requests']
  calls: FakeGitHub['requests']
}

interface DeployWorld {
  readonly sandbox: Sandbox
  readonly github: FakeGitHub
  /**
   * The Action in process against both: ref main, 60 s, the GitHub token; the requests each saw
   * during the run (runs queue: a world's requests are its run's alone while one run uses it).
   */
  deploy(serviceId: string, inputs: Record<string, string>, env?: Record<string, string>): Promise<Observed>
  /** The same through the bundle, dist/index.js in a process of its own, killed after 90 s at worst. */
  deploySpawned(serviceId: string, inputs: Record<string, string>, env?: Record<string, string>): Promise<Observed>
  /** The deployed application of a service, as the sandbox serves it. */
  app(id: string): string
}

export interface DeploySuite extends DeployWorld {
  /** The file's sandbox and fake GitHub: started before the file's tests, closed after them. */
  readonly sandbox: Sandbox
  readonly github: FakeGitHub
  /**
   * A sandbox and a fake GitHub of its own for one test, on the same seed, closed after the
   * file's tests: what its runs saw is theirs alone, so tests that each take one run at once.
   */
  world(): Promise<DeployWorld>
}

/** Starts the sandbox and the fake GitHub for the calling test file; every exchange must keep openapi.yaml. */
export function deploySuite(): DeploySuite {
  const seed = suiteSeed()
  const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
  const start = (): Promise<[Sandbox, FakeGitHub]> =>
    Promise.all([startSandbox({ seed, port: 0, quiet: true, speed: 2 }), startFakeGitHub()])
  let sandbox: Sandbox
  let github: FakeGitHub
  /** The worlds started for single tests. */
  const worlds: [Sandbox, FakeGitHub][] = []
  beforeAll(async () => {
    ;[sandbox, github] = await start()
  })
  afterAll(async () => {
    await Promise.all([sandbox?.close(), github?.close(), ...worlds.flat().map(server => server.close())])
  })
  afterAll(() => {
    for (const requests of [sandbox.requests, ...worlds.map(([own]) => own.requests)]) expectContract(requests)
  })

  return {
    ...worldOf(
      () => sandbox,
      () => github,
      accountKey
    ),
    get sandbox() {
      return sandbox
    },
    get github() {
      return github
    },
    async world() {
      const [ownSandbox, ownGitHub] = await start()
      worlds.push([ownSandbox, ownGitHub])
      return {
        ...worldOf(
          () => ownSandbox,
          () => ownGitHub,
          accountKey
        ),
        sandbox: ownSandbox,
        github: ownGitHub
      }
    }
  }
}

/** deploy(), deploySpawned() and app() against the sandbox and fake GitHub `sandboxOf` and `githubOf` give. */
function worldOf(
  sandboxOf: () => Sandbox,
  githubOf: () => FakeGitHub,
  accountKey: string
): Pick<DeployWorld, 'deploy' | 'deploySpawned' | 'app'> {
  /** A run of the Action, by `runner`, against the world; the requests each server saw during it. */
  async function observe(
    runner: (options: RunOptions) => Promise<RunResult>,
    serviceId: string,
    inputs: Record<string, string>,
    env: Record<string, string>
  ): Promise<Observed> {
    const sandbox = sandboxOf()
    const github = githubOf()
    const beforeHosting = sandbox.requests.length
    const beforeGitHub = github.requests.length
    const run = await runner({
      inputs: {
        'base-url': sandbox.url,
        'api-key': accountKey,
        'service-id': serviceId,
        ref: 'main',
        timeout: '60s',
        'github-token': SUITE_GITHUB_TOKEN,
        ...inputs
      },
      env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '4242', GITHUB_SHA: SHA, ...env }
    })
    expectNoSecrets(run, [accountKey, SUITE_GITHUB_TOKEN])
    return { run, hosting: sandbox.requests.slice(beforeHosting), calls: github.requests.slice(beforeGitHub) }
  }
  return {
    app: id => `${sandboxOf().url}/apps/${id}`,
    deploy: (serviceId, inputs, env = {}) => observe(runActionInProcess, serviceId, inputs, env),
    deploySpawned: (serviceId, inputs, env = {}) =>
      observe(options => runAction({ ...options, killAfterMs: 90_000 }), serviceId, inputs, env)
  }
}

/** The hosting requests as `METHOD path body status`, without the watcher's reads. */
export function changes(hosting: Sandbox['requests']): string[] {
  return hosting.filter(r => r.method !== 'GET').map(r => `${r.method} ${r.path} ${JSON.stringify(r.body)} ${r.status}`)
}

/** The health check's requests: those to the deployed application. */
export function appRequests(hosting: Sandbox['requests']): Sandbox['requests'] {
  return hosting.filter(r => r.path.startsWith('/apps/'))
}
