// The command line against the sandbox, as docs/cli.md and docs/sandbox.md show it: the demo key
// and the URL they give, one deploy that goes live and passes its health check, one typo. The
// documented lines run as written, the sandbox's port aside, against `npm run sandbox`'s seed:
// their launcher, `npm run cli --`, is package.json's script (checked in process, then the bundle
// run as it runs it), and once through npm itself with an older Node first on the PATH, as the
// README's set-up has it.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSeed } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runCli } from '../harness/cli-runner.js'
import packageJson from '../../package.json' with { type: 'json' }

const DOCUMENTED_URL = 'http://127.0.0.1:4010'
/** How the docs start the command line from a checkout. */
const LAUNCHER = 'npm run cli --'
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

/** The doc's sh block that sets a demo key. */
function sandboxBlock(markdown: string): string {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map(match => match[1] ?? '')
  const found = blocks.filter(block => /HOSTING_API_KEY=sbx_/.test(block))
  expect(found).toHaveLength(1)
  return found[0] ?? ''
}

interface Step {
  args: string[]
  /** The exit code the comment above it announces. */
  code: number
}

/** The block's variables (its `export` line) and its commands, each with the exit code announced. */
function parseBlock(block: string): { env: Record<string, string>; steps: Step[] } {
  const env: Record<string, string> = {}
  const steps: Step[] = []
  let code: number | undefined
  for (const line of block.trim().split('\n')) {
    if (line.startsWith('export ')) {
      for (const pair of line.slice('export '.length).split(/\s+/)) {
        const [name = '', value = ''] = pair.split('=')
        env[name] = value
      }
    } else if (line.startsWith('#')) {
      code = Number(/\(exit code (\d+)\)$/.exec(line)?.[1])
    } else {
      const [npm, run, script, dashes, ...args] = line.split(/\s+/)
      expect(`${npm} ${run} ${script} ${dashes}`).toBe(LAUNCHER)
      expect(code, `the exit code announced above: ${line}`).toBeGreaterThanOrEqual(0)
      steps.push({ args, code: code ?? -1 })
      code = undefined
    }
  }
  return { env, steps }
}

const CLI_BLOCK = sandboxBlock(read('docs/cli.md'))
const { env, steps } = parseBlock(CLI_BLOCK)

/** The first `node` on the PATH outside node_modules when it is older than 22.19, with an npm beside it. */
const OLD_NODE = ((): { bin: string; version: string } | undefined => {
  for (const dir of systemPath()) {
    const bin = path.join(dir, 'node')
    try {
      const version = execFileSync(bin, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      const [major = 24, minor = 0] = version.slice(1).split('.').map(Number)
      const older = major < 22 || (major === 22 && minor < 19)
      return older && existsSync(path.join(dir, 'npm')) ? { bin, version } : undefined
    } catch {
      // no node in this directory
    }
  }
  return undefined
})()

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, speed: 5 })
})
afterAll(async () => {
  await sandbox?.close()
})

const here = (text: string): string => text.replaceAll(DOCUMENTED_URL, sandbox.url)

describe('the command line against the sandbox, as documented', () => {
  it('is the same block in docs/cli.md and docs/sandbox.md, with a demo key of the seed for svc-web', () => {
    expect(sandboxBlock(read('docs/sandbox.md'))).toBe(CLI_BLOCK)
    expect(env.HOSTING_BASE_URL).toBe(DOCUMENTED_URL)
    const key = loadSeed().keys.find(k => k.token === env.HOSTING_API_KEY)
    expect(key).toMatchObject({ kind: 'service', serviceId: 'svc-web' })
    // HOSTING_URL is then the --environment-url given, never a seed domain that resolves nowhere.
    expect(key?.permissions.domains).toBeFalsy()
    expect(steps.map(step => step.code)).toEqual([0, 2])
    // The launcher runs the bundle that runCli runs below.
    expect(packageJson.scripts.cli).toBe('node dist/cli/index.js')
  })

  it('deploys, and the sandbox serves the application its health check reads: exit code 0', async () => {
    const [deploy] = steps
    const run = await runCli((deploy?.args ?? []).map(here), {
      env: { HOSTING_BASE_URL: here(env.HOSTING_BASE_URL ?? ''), HOSTING_API_KEY: env.HOSTING_API_KEY ?? '' },
      killAfterMs: 90_000
    })
    expect(run.code, run.printed).toBe(deploy?.code)
    expect(run.stdout).toMatch(/^Result +success$/m)
    expect(run.stdout).toMatch(/^Health +healthy$/m)
    expect(run.stdout).toContain(`URL         ${sandbox.url}/apps/svc-web`)
  }, 120_000)

  it('refuses the typo before any request, naming the flag meant: exit code 2', async () => {
    const [, typo] = steps
    const before = sandbox.requests.length
    const run = await runCli((typo?.args ?? []).map(here), {
      env: { HOSTING_BASE_URL: here(env.HOSTING_BASE_URL ?? ''), HOSTING_API_KEY: env.HOSTING_API_KEY ?? '' }
    })
    expect(run.code, run.printed).toBe(typo?.code)
    expect(run.printed).toContain(
      'Invalid command line: --rfe is not a flag of hosting-deploy deploy; did you mean --ref?'
    )
    expect(sandbox.requests.length).toBe(before)
  })

  it.skipIf(!OLD_NODE)(
    `the launcher itself, npm run cli --, runs the bundle on the project's Node with ${OLD_NODE?.version ?? 'an older Node'} first on the PATH`,
    async () => {
      const [, typo] = steps
      const before = sandbox.requests.length
      const npmRun = await promisify(execFile)('npm', ['run', 'cli', '--', ...(typo?.args ?? []).map(here)], {
        cwd: ROOT,
        env: {
          PATH: [path.dirname(OLD_NODE?.bin ?? ''), ...systemPath()].join(path.delimiter),
          HOME: process.env.HOME ?? ROOT,
          npm_config_update_notifier: 'false',
          HOSTING_BASE_URL: here(env.HOSTING_BASE_URL ?? ''),
          HOSTING_API_KEY: env.HOSTING_API_KEY ?? ''
        },
        timeout: 60_000
      }).then(
        () => ({ code: 0, printed: '' }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code,
          printed: `${error.stdout ?? ''}${error.stderr ?? ''}`
        })
      )
      expect(npmRun.code, npmRun.printed).toBe(typo?.code)
      expect(npmRun.printed).toContain(
        'Invalid command line: --rfe is not a flag of hosting-deploy deploy; did you mean --ref?'
      )
      expect(npmRun.printed).not.toContain('needs Node 22.19 or newer')
      expect(sandbox.requests.length).toBe(before)
    },
    60_000
  )
})

/** The PATH without node_modules folders: a newcomer's shell, not an npm script's. */
function systemPath(): string[] {
  return (process.env.PATH ?? '').split(path.delimiter).filter(dir => dir && !dir.includes('node_modules'))
}
