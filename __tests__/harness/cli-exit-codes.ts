// Every exit code of hosting-deploy, each provoked for real against the sandbox, a closed port,
// a server that answers 503, 502, a redirect or 404, and a signal sent while it follows a
// deployment that never ends: the rows, shared by the in-process tests that run them all
// (integration/cli-exit-codes.test.ts) and the end-to-end test that runs one through the
// bundled CLI beside what only a process shows (e2e/cli-exit-codes.test.ts).
import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { expect } from 'vitest'
import type { Sandbox } from '../../sandbox/server.js'
import { startPlain, type Attacker } from './attacker.js'
import type { CliRunner } from './cli-in-process.js'
import { ACCOUNT_KEY, cliSeed, READ_ONLY_KEY, REVOKED_KEY, type CliRun } from './cli-runner.js'

interface ResultJson {
  result: string | null
  status: string | null
  deploymentId: string | null
  health: string
  rollbackDeploymentId: string | null
  rollbackRef: string | null
  error?: { title: string; message: string; next: string | null }
}

interface Row {
  /** The service deployed: one per row, so that rows running at once do not meet. */
  service: string
  args: (sandbox: Sandbox) => string[]
  key?: string
  code: number
  /** What else shows the run ended this way, in the JSON result and at the sandbox. */
  check: (json: ResultJson, sandbox: Sandbox) => void
}

/** Deployments this run queued: the service's, without the two finished ones of its history. */
function queued(sandbox: Sandbox, service: string): ReturnType<Sandbox['store']['deploymentsOf']> {
  return sandbox.store.deploymentsOf(service).filter(deployment => !deployment.ref.includes('~'))
}

const rows: Record<string, Row> = {
  '1. exit 0: the deployment went live': {
    service: 'svc-cli-live',
    args: () => [],
    code: 0,
    check: (json, sandbox) => {
      expect(json.result).toBe('success')
      expect(sandbox.store.deployment(json.deploymentId ?? '')?.status).toBe('live')
    }
  },
  '2. exit 0: with --no-wait, once the deployment is queued': {
    service: 'svc-cli-nowait',
    args: () => ['--ref', 'hang', '--no-wait'],
    code: 0,
    check: (json, sandbox) => {
      expect(json.result).toBe('queued')
      expect(sandbox.store.deployment(json.deploymentId ?? '')?.final).toBe(false)
    }
  },
  '3. exit 1: the deployment failed': {
    service: 'svc-cli-failed',
    args: () => ['--ref', 'broken'],
    code: 1,
    check: (json, sandbox) => {
      expect(json.result).toBe('failure')
      expect(json.status).toBe('build_failed')
      // The service's runtime log is not read: the command line shows it nowhere (the Action's summary does).
      expect(sandbox.requests.some(r => r.path === '/api/services/svc-cli-failed/logs')).toBe(false)
    }
  },
  '4. exit 1: the deployment failed, though the rollback then went live': {
    service: 'svc-cli-rollback',
    args: () => ['--ref', 'broken', '--rollback'],
    code: 1,
    check: (json, sandbox) => {
      expect(json.result).toBe('failure')
      expect(json.rollbackRef).toBe('main~1')
      expect(sandbox.store.deployment(json.rollbackDeploymentId ?? '')?.status).toBe('live')
    }
  },
  '5. exit 3: the key is refused (401)': {
    service: 'svc-cli-revoked',
    args: () => [],
    key: REVOKED_KEY,
    code: 3,
    check: (json, sandbox) => {
      expect(json.error?.message).toContain('HTTP 401')
      expect(queued(sandbox, 'svc-cli-revoked')).toEqual([])
    }
  },
  '6. exit 3: the key lacks the permission (403)': {
    service: 'svc-cli-forbidden',
    args: () => [],
    key: READ_ONLY_KEY,
    code: 3,
    check: (json, sandbox) => {
      expect(json.error?.message).toContain('HTTP 403')
      expect(queued(sandbox, 'svc-cli-forbidden')).toEqual([])
    }
  },
  '7. exit 4: live, but the health check failed': {
    service: 'svc-cli-unhealthy',
    args: sandbox => [
      '--ref',
      'unhealthy',
      '--health-check-url',
      `${sandbox.url}/apps/svc-cli-unhealthy/health`,
      '--health-check-timeout',
      '1s'
    ],
    code: 4,
    check: json => {
      expect(json.result).toBe('unhealthy')
      expect(json.status).toBe('live')
      expect(json.health).toBe('unhealthy')
    }
  },
  '8. exit 5: superseded by a newer deployment (--superseded fail, the default)': {
    service: 'svc-cli-superseded',
    args: () => ['--ref', 'replaced'],
    code: 5,
    check: (json, sandbox) => {
      expect(json.result).toBe('cancelled')
      const newer = sandbox.store.deploymentsOf('svc-cli-superseded')[0]
      expect(json.error?.message).toContain(`A newer deployment, ${newer?.id}, replaced it`)
    }
  },
  '9. exit 0: superseded, with --superseded pass': {
    service: 'svc-cli-superseded-pass',
    args: () => ['--ref', 'replaced', '--superseded', 'pass'],
    code: 0,
    check: json => {
      expect(json.result).toBe('cancelled')
      expect(json.error).toBeUndefined()
    }
  },
  '10. exit 5: cancelled at the service': {
    service: 'svc-cli-cancelled',
    args: () => ['--ref', 'cancelled', '--superseded', 'pass'],
    code: 5,
    check: json => {
      expect(json.result).toBe('cancelled')
      expect(json.status).toBe('canceled')
    }
  },
  '11. exit 6: timed out; the deployment goes on at the service': {
    service: 'svc-cli-timeout',
    args: () => ['--ref', 'hang', '--timeout', '2s'],
    code: 6,
    check: (json, sandbox) => {
      expect(json.result).toBe('timed-out')
      expect(sandbox.store.deployment(json.deploymentId ?? '')?.final).toBe(false)
      // The command that follows it on.
      expect(json.error?.next).toBe(
        `Follow it with hosting-deploy watch ${json.deploymentId} --service-id svc-cli-timeout, or raise --timeout.`
      )
    }
  },
  '12. exit 2: a --health-check-url path with no known URL, before anything is changed': {
    service: 'svc-cli-no-url',
    // An account key may read domains, but the service has none verified: its URL is not known.
    args: () => ['--health-check-url', '/healthz'],
    code: 2,
    check: (json, sandbox) => {
      expect(json.result).toBeNull()
      expect(json.error?.title).toBe('Invalid command line')
      expect(json.error?.message).toMatch(
        /^--health-check-url is the path \/healthz, but the service's URL is not known/
      )
      expect(queued(sandbox, 'svc-cli-no-url')).toEqual([])
    }
  },
  '13. exit 2: --outputs-file in a folder that does not exist, before anything is sent': {
    service: 'svc-cli-no-folder',
    args: () => ['--outputs-file', 'no-such-folder/outputs.env'],
    code: 2,
    check: (json, sandbox) => {
      expect(json.result).toBeNull()
      expect(json.error?.message).toBe(
        '--outputs-file cannot be written: its folder no-such-folder does not exist. Nothing was sent.'
      )
      expect(queued(sandbox, 'svc-cli-no-folder')).toEqual([])
      expect(sandbox.requests.some(request => request.path.includes('svc-cli-no-folder'))).toBe(false)
    }
  }
}

/** The seed of the exit-code tests: a service per row, and the FIFO and signal rows' own. */
export const EXIT_CODE_SEED = cliSeed([
  ...Object.values(rows).map(row => row.service),
  'svc-cli-sigint',
  'svc-cli-sigterm',
  'svc-cli-fifo'
])
// No verified domain: the service's URL is not known.
for (const service of EXIT_CODE_SEED.services) if (service.id === 'svc-cli-no-url') service.domains = []

/** `hosting-deploy deploy` of `service` with --output json, by `runCli`. */
function deploy(
  runCli: CliRunner,
  baseUrl: string,
  service: string,
  args: string[],
  key = ACCOUNT_KEY
): Promise<CliRun> {
  return runCli(['deploy', '--base-url', baseUrl, '--service-id', service, '--output', 'json', ...args], {
    env: { HOSTING_API_KEY: key }
  })
}

function resultOf(run: CliRun): ResultJson {
  expect(run.signal, run.printed).toBeNull()
  return JSON.parse(run.stdout) as ResultJson
}

/** A way a deploy ends, and its check: run by `runCli` against the file's sandbox. */
export type ExitCodeRow = readonly [string, (runCli: CliRunner, sandbox: Sandbox) => Promise<void>]

/** Every way a deploy ends has its exit code. */
export const EXIT_CODES: ExitCodeRow[] = [
  ...Object.entries(rows).map(([name, row]): ExitCodeRow => [
    name,
    async (runCli, sandbox) => {
      const run = await deploy(runCli, sandbox.url, row.service, row.args(sandbox), row.key)
      expect(run.code, run.printed).toBe(row.code)
      row.check(resultOf(run), sandbox)
    }
  ]),
  [
    'exit 7: nothing listens at the base URL',
    async runCli => {
      // A port just freed: nothing listens on it.
      const server = createServer().listen(0, '127.0.0.1')
      await once(server, 'listening')
      const { port } = server.address() as AddressInfo
      await new Promise(resolve => server.close(resolve))
      const run = await deploy(runCli, `http://127.0.0.1:${port}`, 'svc-cli', [])
      expect(run.code, run.printed).toBe(7)
      const json = resultOf(run)
      expect(json.result).toBeNull()
      expect(json.error?.message).toContain('ECONNREFUSED')
    }
  ],

  [
    'exit 7: the service keeps answering 503',
    async runCli => {
      let server: Attacker | undefined
      try {
        server = await startPlain((_req, res) => {
          res.writeHead(503, { 'content-type': 'text/html' })
          res.end('<h1>503 Service Unavailable</h1>')
        })
        const run = await deploy(runCli, server.url, 'svc-cli', [])
        expect(run.code, run.printed).toBe(7)
        expect(resultOf(run).error?.message).toContain('HTTP 503')
        // Tried again before giving up: it kept failing.
        expect(server.requests.length).toBeGreaterThan(1)
      } finally {
        await server?.close()
      }
    }
  ],
  [
    'exit 7: the deploy request keeps answering 502, though the key check passed; nothing known queued',
    async runCli => {
      let server: Attacker | undefined
      try {
        server = await startPlain((req, res) => {
          if (req.url === '/api/auth/me') {
            res.writeHead(200, { 'content-type': 'application/json' })
            res.end(JSON.stringify({ id: 'usr_1', name: 'Someone', email: 'someone@example.com' }))
            return
          }
          res.writeHead(502, { 'content-type': 'text/html' })
          res.end('<h1>502 Bad Gateway</h1>')
        })
        const run = await deploy(runCli, server.url, 'svc-cli', ['--environment-url', 'https://app.example.com'])
        expect(run.code, run.printed).toBe(7)
        const json = resultOf(run)
        expect(json.result).toBeNull()
        expect(json.error?.message).toContain('HTTP 502')
        expect(server.requests.some(request => request.method === 'POST')).toBe(true)
      } finally {
        await server?.close()
      }
    }
  ],

  [
    'exit 7: the key check is answered with a redirect, and nothing is queued',
    async runCli => {
      let server: Attacker | undefined
      try {
        server = await startPlain((req, res) => {
          res.writeHead(302, { location: `https://login.example.net${req.url ?? '/'}` })
          res.end()
        })
        const run = await deploy(runCli, server.url, 'svc-cli', [])
        expect(run.code, run.printed).toBe(7)
        const json = resultOf(run)
        expect(json.result).toBeNull()
        expect(json.error?.message).toContain('redirect (HTTP 302) to https://login.example.net/api/auth/me')
        expect(json.error?.next).toBe("check --base-url: it must be the API's own address, not a page that redirects.")
        expect(server.requests.map(r => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/me'])
      } finally {
        await server?.close()
      }
    }
  ],
  // A base URL that is not the API root.
  [
    'exit 8: the key check answers 404, and the advice is --base-url, not the service id',
    async runCli => {
      let server: Attacker | undefined
      try {
        // As the sandbox answers a base URL ending in /api/v1 (it has no such route).
        server = await startPlain((req, res) => {
          res.writeHead(404, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ error: `no route for GET ${req.url ?? '/'}` }))
        })
        const run = await deploy(runCli, `${server.url}/api/v1`, 'svc-cli', [])
        expect(run.code, run.printed).toBe(8)
        const json = resultOf(run)
        expect(json.result).toBeNull()
        expect(json.error?.message).toBe(
          "The base URL answered HTTP 404 at /api/auth/me, a path that names no service: --base-url does not point at the API's root."
        )
        expect(json.error?.next).toBe(
          "set --base-url to the API's root URL, without /api or a version (e.g. https://api.example.com)."
        )
        expect(server.requests.map(r => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/api/auth/me'])
      } finally {
        await server?.close()
      }
    }
  ]
]

/** The signals a CI's cancel (SIGTERM) or Ctrl-C (SIGINT) sends, and the exit code each ends the run with. */
export const SIGNALS = [
  ['SIGINT', 130],
  ['SIGTERM', 143]
] as const

/** `signal` sent while the run follows a deployment that never ends: the run stops, the deployment goes on. */
export async function signalStopsTheRun(
  runCli: CliRunner,
  sandbox: Sandbox,
  [signal, code]: (typeof SIGNALS)[number]
): Promise<void> {
  const service = `svc-cli-${signal.toLowerCase()}`
  let sent = false
  const run = await runCli(
    ['deploy', '--base-url', sandbox.url, '--service-id', service, '--ref', 'hang', '--outputs-file', 'outputs.env'],
    {
      env: { HOSTING_API_KEY: ACCOUNT_KEY },
      onLine: (line, cli) => {
        if (sent || !line.includes('Waiting for a build machine')) return
        sent = true
        cli.signal(signal)
      }
    }
  )
  expect(sent, run.printed).toBe(true)
  expect(run.code, run.printed).toBe(code)
  expect(run.stdout).toContain(`(stopped by ${signal})`)
  expect(run.stdout).toMatch(/^Result\s+interrupted \(stopped by SIG(INT|TERM)\)$/m)
  expect(run.stderr).toMatch(/Deployment \S+ goes on at the service and may still go live/)
  const [deployment] = queued(sandbox, service)
  expect(deployment?.final).toBe(false)
  // The command that follows it, never "run it again", which would queue a second one.
  expect(run.stderr).toMatch(
    new RegExp(
      `^Next\\s+Follow it with hosting-deploy watch ${deployment?.id} --service-id ${service}\\. Do not run it again`,
      'm'
    )
  )
  expect(run.files['outputs.env']).toMatch(/^HOSTING_RESULT=interrupted$/m)
}
