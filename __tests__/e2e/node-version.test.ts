// The action on a Node older than 24 (a runner's `using: node20`, or `node dist/index.js` by
// hand), and the command line on a Node older than 22.19: one clear error instead of a crash
// while the bundle loads. Needs such a Node on PATH.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The first `node` on PATH, outside node_modules (whose .bin has the pinned Node 24), older than 24. */
function findOldNode(): { bin: string; version: string } | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || dir.includes('node_modules')) continue
    const bin = path.join(dir, 'node')
    try {
      const version = execFileSync(bin, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      if (Number(/^v(\d+)\./.exec(version)?.[1] ?? 24) < 24) return { bin, version }
    } catch {
      // no node in this directory
    }
  }
  return undefined
}

const old = findOldNode()
/** Whether that Node is older than the command line's own floor, 22.19. */
const [oldMajor = 0, oldMinor = 0] = (old?.version ?? 'v0.0').slice(1).split('.').map(Number)
const cliRefuses = old !== undefined && (oldMajor < 22 || (oldMajor === 22 && oldMinor < 19))
const skipped = old ? '' : ' (skipped: no Node older than 24 on PATH outside node_modules)'

/** What the action prints on the old Node, exactly. */
function expectRefused(result: ReturnType<typeof spawnSync>, version: string): void {
  const message = `hosting-deploy-action needs Node 24 or newer (runs.using: node24); found ${version}`
  // One object: a crash's stack then shows in the diff, not as the assertion's own stack.
  expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
    status: 1,
    stdout: `::error::${message}\n`,
    stderr: `${message}\n`
  })
}

describe.skipIf(!old)(`on ${old?.version ?? 'an older Node'}${skipped}`, () => {
  // No INPUT_* variables: were main.js loaded, the action would fail on the missing inputs instead.
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? ROOT }

  it('src/action/index.ts refuses to start, before it loads main.js', () => {
    const result = spawnSync(old?.bin ?? 'node', ['--import', 'tsx', path.join(ROOT, 'src', 'action', 'index.ts')], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000
    })
    expectRefused(result, old?.version ?? '')
  })

  // deploy is cli-node22.test.ts's, on the packed CLI.
  it.skipIf(!cliRefuses).each([['--help'], ['--version']])(
    "the command line in a checkout, dist/cli/index.js %s, refuses with one line that says how to run it on the project's Node 24",
    (...args) => {
      const result = spawnSync(old?.bin ?? 'node', [path.join('dist', 'cli', 'index.js'), ...args], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        timeout: 30_000
      })
      expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `hosting-deploy needs Node 22.19 or newer; found ${old?.version ?? ''}. This checkout has the project's Node 24 (npm ci installs it): run node_modules/.bin/node dist/cli/index.js <command> [flags], or npm run cli -- <command> [flags] in the checkout.\n`
      })
    }
  )

  it.skipIf(!cliRefuses)(
    'the command line outside a checkout (no node_modules beside it) refuses with one line that points to the single executable',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'cli-alone-'))
      try {
        cpSync(path.join(ROOT, 'dist', 'cli'), path.join(dir, 'cli'), { recursive: true })
        const result = spawnSync(old?.bin ?? 'node', [path.join(dir, 'cli', 'index.js'), '--version'], {
          cwd: dir,
          env,
          encoding: 'utf8',
          timeout: 30_000
        })
        expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
          status: 2,
          stdout: '',
          stderr: `hosting-deploy needs Node 22.19 or newer; found ${old?.version ?? ''}. Upgrade Node, or use the single executable, which needs no Node (docs/cli.md, "Without Node").\n`
        })
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )

  it('the bundle, dist/index.js, refuses to start with the same one line (rebuild dist/ after changing src/action/index.ts)', () => {
    const result = spawnSync(old?.bin ?? 'node', [path.join(ROOT, 'dist', 'index.js')], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000
    })
    expectRefused(result, old?.version ?? '')
  })
})
