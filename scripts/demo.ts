// `npm run demo`: starts the sandbox, runs the bundled action against it as the runner
// would, and shows the job log live, then the outputs and the job summary.
// `npm run demo -- --fail` deploys a ref whose build fails: the demo then exits non-zero.
// `--unhealthy` deploys a ref that goes live but answers 500 (the health check fails);
// `--rollback` deploys a failing build with rollback on (the last good ref goes live again).
// `--verify` deploys a ref that breaks 20 s after going live, with a verification window of 1 minute
// and rollback: the window catches the crash line and the last good ref goes live again.
// `--app` deploys the seeded app of three services with the built command line (demo-app.ts),
// then at a ref that crashes, with rollback: it ends with exit code 1 on purpose.
import { loadSeed } from '../sandbox/seed.js'
import { startSandbox } from '../sandbox/server.js'
import { parseOptions, USAGE_EXIT_CODE } from './cli-options.js'
import { demoApp } from './demo-app.js'
import { colourEnabled } from '../src/cli/ci/colour.js'
import { COLOUR } from '../src/text/visible-text.js'
import { parseCommandLine, REGISTERED_COMMANDS, runAction, summaryText } from '../__tests__/harness/local-runner.js'

const { fail, unhealthy, rollback, verify, app } = parseOptions('npm run demo', {
  fail: { type: 'boolean', help: 'deploy a ref whose build fails; the demo then exits non-zero' },
  unhealthy: {
    type: 'boolean',
    help: 'deploy a ref that goes live but answers 500: the health check fails; ends with exit 1 on purpose'
  },
  rollback: {
    type: 'boolean',
    help: 'deploy a failing build with rollback: true: the last good ref is redeployed; ends with exit 1 on purpose'
  },
  verify: {
    type: 'boolean',
    help: 'deploy a ref that crashes 20 s after going live, with verify-for: 1m and rollback: the window catches it and the last good ref goes live again; ends with exit 1 on purpose'
  },
  app: {
    type: 'boolean',
    help: 'deploy the seeded app (migrate, web, worker) with the command line, then at ref crash with --rollback: the worker crashes and the app rolls back; ends with exit 1 on purpose'
  }
})
if ([fail, unhealthy, rollback, verify, app].filter(Boolean).length > 1) {
  console.error(
    'npm run demo: take one of --fail, --unhealthy, --rollback, --verify and --app (each shows its own failure)'
  )
  process.exit(USAGE_EXIT_CODE)
}
const seed = loadSeed()
// --verify deploys svc-verify, which the account key reaches; every other demo svc-web's own key.
const key = verify
  ? seed.keys.find(k => k.kind === 'account' && !k.readOnly && !k.revoked)
  : seed.keys.find(
      k => k.kind === 'service' && k.serviceId === 'svc-web' && k.permissions.logs && k.permissions.variables
    )
if (!key)
  throw new Error("sandbox/seed.json has no key for the demo (an account key, or svc-web's with logs and variables)")
const serviceId = verify ? 'svc-verify' : 'svc-web'

const sandbox = await startSandbox({ port: 0, quiet: true })
console.log(`Sandbox of the hosting API at ${sandbox.url}`)
if (app) {
  try {
    process.exitCode = await demoApp(sandbox)
  } finally {
    await sandbox.close()
  }
  process.exit()
}
// The sandbox serves the deployed application too: the health check reads it.
const appUrl = `${sandbox.url}/apps/${serviceId}`
console.log(`Deployed application at ${appUrl}/\n`)
/** For --unhealthy and --rollback: a health check of the application, and rollback when asked. */
const checkAndRollback: Record<string, string> = fail
  ? {}
  : {
      'environment-url': appUrl,
      'health-check-url': '/',
      'health-check-timeout': '5s',
      ...(rollback || verify ? { rollback: 'true' } : {}),
      ...(verify ? { 'verify-for': '1m', 'verify-interval': '5s' } : {})
    }
// The job log keeps the deployment's colours; a file or a pipe gets them only when FORCE_COLOR asks.
const colour = colourEnabled({
  isTTY: process.stdout.isTTY === true,
  noColor: process.env.NO_COLOR,
  forceColor: process.env.FORCE_COLOR
})
let group = ''
let stopToken: string | undefined
try {
  const result = await runAction({
    inputs: {
      'base-url': sandbox.url,
      'api-key': key.token,
      'service-id': serviceId,
      ref: fail || rollback ? 'broken' : unhealthy ? 'unhealthy' : verify ? 'verify-panic' : 'main',
      env: 'GREETING="hello from the demo"\nFEATURE_FLAGS=search,checkout # enabled features',
      wait: 'true',
      timeout: verify ? '1m' : '2m',
      logs: 'true',
      ...checkAndRollback
    },
    onLine: line => {
      // Each line parsed as the runner parses it (local-runner.ts, as interpret() does), shown
      // roughly as the job log renders it: while commands are stopped only the token is one.
      const show = (text: string): void => {
        const shown = colour ? text : text.replace(COLOUR, '')
        console.log(group ? `  ${shown}` : shown)
      }
      const command = parseCommandLine(
        line,
        stopToken === undefined ? REGISTERED_COMMANDS : [...REGISTERED_COMMANDS, stopToken]
      )
      if (stopToken !== undefined) {
        if (command?.name === stopToken.toLowerCase()) stopToken = undefined
        else show(line)
        return
      }
      if (!command) return show(line)
      const { name, message } = command
      if (name === 'stop-commands') stopToken = message
      else if (name === 'group') {
        group = message
        console.log(`\n▼ ${message}`)
      } else if (name === 'endgroup') group = ''
      else if (name === 'warning' || name === 'error' || name === 'notice')
        console.log(`${name === 'error' ? '✖ Error' : '⚠ Warning'}: ${message}`)
    }
  })
  console.log('\nOutputs:')
  for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`)
  console.log('\nJob summary (markdown/HTML written to GITHUB_STEP_SUMMARY):')
  console.log(summaryText(result.summary))
  console.log(`\nThe action exited with code ${result.exitCode}.`)
  process.exitCode = result.exitCode ?? 1
} finally {
  await sandbox.close()
}
