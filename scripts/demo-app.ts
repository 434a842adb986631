// `npm run demo -- --app`: the seeded app (svc-migrate, then svc-web and svc-worker, which need
// it) deployed in one step by the built command line (dist/cli/index.js), as a CI job runs it:
// first at ref main, where all three go live; then at ref `crash` with --rollback, where the
// worker crashes, no further service starts (fail-fast), and the services this run took live
// return to the refs that were live before it. After each run, what is live in the sandbox.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isSuccess } from '../sandbox/model.js'
import { loadSeed } from '../sandbox/seed.js'
import type { Sandbox } from '../sandbox/server.js'

const CLI_ENTRY = fileURLToPath(new URL('../dist/cli/index.js', import.meta.url))

/** The app file the demo writes: the seeded app (docs/sandbox.md, "The seeded app"). */
const DEMO_APP_FILE = [
  'services:',
  '  migrate:',
  '    id: svc-migrate',
  '  web:',
  '    id: svc-web',
  '    needs: [migrate]',
  '  worker:',
  '    id: svc-worker',
  '    needs: [migrate]',
  ''
].join('\n')

const SERVICES = ['svc-migrate', 'svc-web', 'svc-worker']

/** Runs both deployments of the app; resolves with the exit code the demo ends with. */
export async function demoApp(sandbox: Sandbox): Promise<number> {
  const key = loadSeed().keys.find(k => k.kind === 'account' && !k.readOnly && !k.revoked)
  if (!key) throw new Error('sandbox/seed.json has no account key that may deploy the app')
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-app-'))
  try {
    writeFileSync(path.join(dir, 'app.yml'), DEMO_APP_FILE)
    console.log(`The app file (${path.join(dir, 'app.yml')}):\n\n${DEMO_APP_FILE}`)
    const deploy = (ref: string, extra: string[]): Promise<number> =>
      runCli(dir, key.token, ['deploy', '--base-url', sandbox.url, '--app-file', 'app.yml', '--ref', ref, ...extra])

    console.log('$ hosting-deploy deploy --app-file app.yml --ref main\n')
    const first = await deploy('main', [])
    console.log(`\nhosting-deploy exited with code ${first}.`)
    printLive(sandbox)
    if (first !== 0) return first

    console.log(
      '\nAt ref crash the worker crashes on start while migrate and web go live; with --rollback,' +
        ' the services this run took live return to the refs that were live before it.\n'
    )
    console.log('$ hosting-deploy deploy --app-file app.yml --ref crash --rollback\n')
    const second = await deploy('crash', ['--rollback'])
    console.log(`\nhosting-deploy exited with code ${second}.`)
    printLive(sandbox)
    return second
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The built command line in `dir`, its output shown as it comes; resolves with its exit code. */
async function runCli(dir: string, token: string, args: string[]): Promise<number> {
  // The environment a CI job would give it: the key in HOSTING_API_KEY, and no CI's own variables.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: dir, HOSTING_API_KEY: token }
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'TERM'] as const) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  const child = spawn(process.execPath, [CLI_ENTRY, ...args, '--ci', 'none'], { cwd: dir, env, stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', code => resolve(code ?? 1))
  })
}

/** Each service of the app and the ref of its newest live deployment, as the sandbox holds them. */
function printLive(sandbox: Sandbox): void {
  console.log('\nLive in the sandbox now:')
  for (const id of SERVICES) {
    const live = sandbox.store.deploymentsOf(id).find(d => d.final && isSuccess(d.status))
    console.log(`  ${id.padEnd(12)} ${live ? `${live.ref} (${live.id})` : 'nothing live'}`)
  }
}
