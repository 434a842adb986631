// End-to-end: a command line hosting-deploy cannot run ends with exit 2 before anything is
// sent, as the bundled CLI's process ends: one row of each group of the usage-error matrix (every
// row runs in process: integration/cli-usage.test.ts), and the options Node reads itself before
// any code of ours runs, which only a process shows. Every command line here names the sandbox as
// its base URL, and the sandbox must not have heard from any of them.
import { afterEach, describe, expect, it } from 'vitest'
import { cliSandbox, runCli } from '../harness/cli-runner.js'
import {
  CANNOT_RUN,
  errorLine,
  KEY_REFUSED,
  NO_SECRET_REPEATED,
  USAGE_ROWS,
  usageRun,
  type UsageContext
} from '../harness/cli-usage.js'
import { rowNamed } from '../harness/rows.js'

const suite = cliSandbox()
const context = (): UsageContext => ({ run: runCli, sandbox: suite.sandbox })

afterEach(() => {
  expect(suite.sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([])
})

describe('one row of each group, through the bundle', () => {
  for (const [group, name] of [
    [CANNOT_RUN, '3. a flag it does not know'],
    [NO_SECRET_REPEATED, 'the key as --timeout: redacted in text, JSON and a GitHub annotation'],
    [KEY_REFUSED, '1. --api-key KEY, with every other flag right and the key set too']
  ] as const) {
    const [, , check] = rowNamed(USAGE_ROWS, name, group)
    it.concurrent(`${group}: ${name}`, () => check(context()))
  }
})

describe("Node's own options, read by Node before hosting-deploy runs: refused, exit 2", () => {
  const deploy = (): string[] => ['deploy', '--base-url', suite.sandbox.url, '--service-id', 'svc-cli']

  it.concurrent('--env-file, which Node reads itself, is refused for --dotenv-file', async () => {
    // Node reads the file itself first (an empty one here), then hosting-deploy refuses the flag.
    const run = await usageRun(context(), [...deploy(), '--env-file=/dev/null'])
    expect(run.code, run.printed).toBe(2)
    expect(errorLine(run)).toMatch(/--env-file is Node's own option: .* --dotenv-file FILE/)
  })

  it.concurrent(
    "--experimental-default-config-file is refused with the reason, though Node has run the repository's node.config.json by then",
    async () => {
      const run = await usageRun(
        context(),
        [...deploy(), '--service-id', 'svc-cli', '--', '--experimental-default-config-file'],
        undefined,
        {
          'node.config.json': '{ "nodeOptions": { "require": "./before.cjs" } }',
          'before.cjs': "require('node:fs').writeFileSync('ran-before-hosting-deploy', 'yes')"
        }
      )
      expect(run.code, run.printed).toBe(2)
      expect(errorLine(run)).toMatch(/--experimental(-default)?-config-file is Node's own option: .* nodeOptions/)
      // Why the refusal is a message and not a guard (docs/cli.md): Node acted before any code of ours.
      expect(run.files['ran-before-hosting-deploy']).toBe('yes')
    }
  )
})
