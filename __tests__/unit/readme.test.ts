// The README's inputs and outputs tables are generated from action.yml (npm run docs): this
// fails as soon as they differ, and checks that the generator and its --check mode work.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { renderTables, staleTables, updateReadme } from '../../scripts/readme-tables.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCRIPT = path.join(ROOT, 'scripts', 'readme-tables.ts')
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const ACTION_YAML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8')
const action = parse(ACTION_YAML) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> }

const tmp = mkdtempSync(path.join(tmpdir(), 'readme-test-'))
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

describe('README tables', () => {
  it('match action.yml (run `npm run docs` after changing action.yml)', () => {
    expect(staleTables(README, ACTION_YAML)).toEqual([])
    expect(updateReadme(README, ACTION_YAML)).toBe(README)
  })

  it('list every input and output of action.yml, in its order', () => {
    const names = (table: string): string[] => [...table.matchAll(/^\| `([^`]+)` \|/gm)].map(match => match[1] ?? '')
    const tables = renderTables(ACTION_YAML)
    expect(names(tables.inputs)).toEqual(Object.keys(action.inputs))
    expect(names(tables.outputs)).toEqual(Object.keys(action.outputs))
    expect(tables.inputs).toContain('| `github-token` | no | `${{ github.token }}` | ')
    expect(tables.inputs).toContain("| `env` | no | `''` | ")
  })

  it('keep a description with a pipe or line breaks on one table row', () => {
    const yaml = 'inputs:\n  a:\n    description: |\n      one | two\n      three\n    required: true\noutputs: {}\n'
    expect(renderTables(yaml).inputs.split('\n')[2]).toBe('| `a` | yes |  | one \\| two three |')
  })

  it('names the markers when the README has none', () => {
    expect(() => updateReadme('# no tables here\n', ACTION_YAML)).toThrow(
      '<!-- inputs:start --> ... <!-- inputs:end -->'
    )
  })

  it('--check passes on the repository and fails with a clear message when stale, then `npm run docs` fixes it', async () => {
    expect((await docs(['--check'])).code).toBe(0)

    const readme = path.join(tmp, 'README.md')
    const actionYml = path.join(tmp, 'action.yml')
    writeFileSync(readme, README)
    writeFileSync(
      actionYml,
      ACTION_YAML.replace(
        '  logs:\n',
        '  brand-new-input:\n    description: Added without running docs.\n    required: false\n  logs:\n'
      )
    )
    const stale = await docs(['--check', '--readme', readme, '--action', actionYml])
    expect(stale.code).toBe(1)
    expect(stale.stderr).toContain('README.md is stale: its inputs table differs from action.yml. Run `npm run docs`')
    expect(readFileSync(readme, 'utf8')).toBe(README)

    expect((await docs(['--readme', readme, '--action', actionYml])).code).toBe(0)
    expect(readFileSync(readme, 'utf8')).toContain('| `brand-new-input` | no |  | Added without running docs. |')
    expect((await docs(['--check', '--readme', readme, '--action', actionYml])).code).toBe(0)
  })
})
