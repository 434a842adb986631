// `npm run docs --check`, run as a command: it fails with exit code 1 naming the stale table. That
// the check passes on the repository and the generator fixes a stale table is read in process
// (unit/docs-command.test.ts); the tables themselves: unit/readme.test.ts.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { README, writeStaleDocs } from '../harness/stale-docs.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCRIPT = path.join(ROOT, 'scripts', 'readme-tables.ts')

const tmp = mkdtempSync(path.join(tmpdir(), 'docs-check-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** Runs `npm run docs [-- --check]` on the given files; exit code and output. */
async function docs(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: ROOT
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

describe('npm run docs', () => {
  it('--check fails as a command with a clear message when a table is stale, changing nothing', async () => {
    const { readme, actionYml } = writeStaleDocs(tmp)
    const stale = await docs(['--check', '--readme', readme, '--action', actionYml])
    expect(stale.code).toBe(1)
    expect(stale.stderr).toContain('README.md is stale: its inputs table differs from action.yml. Run `npm run docs`')
    expect(readFileSync(readme, 'utf8')).toBe(README)
  })
})
