// The generated tables of the docs (npm run docs): the README's inputs and outputs tables from
// action.yml, and the cadence table of docs/behaviour.md from the watcher's own timing. This
// fails as soon as one differs, and checks that the generator and its --check mode work.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  BEHAVIOUR_DOC,
  CADENCE,
  renderCadence,
  renderTables,
  spoken,
  staleIn,
  staleTables,
  updateBehaviour,
  updateReadme
} from '../../scripts/readme-tables.js'
import { PACE_WINDOW_MS } from '../../src/api/rate-limit.js'
import { DEFAULT_TIMING, RATE_LIMITED_PACE } from '../../src/watch/state-watcher.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCRIPT = path.join(ROOT, 'scripts', 'readme-tables.ts')
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const ACTION_YAML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8')
const BEHAVIOUR = readFileSync(path.join(ROOT, BEHAVIOUR_DOC), 'utf8')
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

describe('the cadence table of docs/behaviour.md', () => {
  it("matches the watcher's timing (run `npm run docs` after changing it)", () => {
    expect(staleIn(BEHAVIOUR, BEHAVIOUR_DOC, { cadence: renderCadence() })).toEqual([])
    expect(updateBehaviour(BEHAVIOUR)).toBe(BEHAVIOUR)
  })

  it('is written from DEFAULT_TIMING, RATE_LIMITED_PACE and PACE_WINDOW_MS', () => {
    expect(CADENCE).toEqual({ timing: DEFAULT_TIMING, ratePace: RATE_LIMITED_PACE, paceWindowMs: PACE_WINDOW_MS })
    const t = DEFAULT_TIMING
    const table = renderCadence()
    expect(table).toContain(`| a stream that carries state events | every ${spoken(t.streamStateEveryMs)} |`)
    expect(table).toContain(
      `| a stream without state events (it may never close) | every ${spoken(t.plainStateEveryMs)} |`
    )
    expect(table).toContain(`else every ${spoken(t.pollStateEveryMs)} |`)
    expect(table).toContain(
      `every ${spoken(t.pollFlowMs)} while lines flow, backing off to ${spoken(t.pollQuietMaxMs)} while quiet`
    )
    // The rules under the table are prose: a line may wrap anywhere.
    const prose = table.replace(/\s+/g, ' ')
    expect(prose).toContain(`at most every ${spoken(t.confirmMs)} however many hints come`)
    expect(prose).toContain(`up to ${spoken(t.plainStateEveryMs)}: by then`)
    expect(prose).toContain(`until ${spoken(PACE_WINDOW_MS)} after a 429's wait`)
    expect(prose).toContain(`every wait above is ${RATE_LIMITED_PACE} times longer`)
  })

  it('follows the code: other timing renders another table, and the doc is then stale', () => {
    const slower = { ...CADENCE, timing: { ...DEFAULT_TIMING, pollFlowMs: 900, pollStateEveryMs: 12_000 }, ratePace: 3 }
    const table = renderCadence(slower)
    expect(table).toContain('every 900 ms while lines flow')
    expect(table).toContain('else every 12 s |')
    expect(table.replace(/\s+/g, ' ')).toContain('every wait above is 3 times longer')
    expect(staleIn(BEHAVIOUR, BEHAVIOUR_DOC, { cadence: table })).toEqual(['cadence'])
    const updated = updateBehaviour(BEHAVIOUR, slower)
    expect(updated).toContain(table)
    expect(staleIn(updated, BEHAVIOUR_DOC, { cadence: table })).toEqual([])
  })

  it('writes durations as the docs do', () => {
    expect([750, 1000, 1500, 2000, 45_000, 60_000, 90_000, 120_000].map(spoken)).toEqual([
      '750 ms',
      '1 s',
      '1.5 s',
      '2 s',
      '45 s',
      '1 min',
      '90 s',
      '2 min'
    ])
  })

  it('names the file and the markers when they are missing', () => {
    expect(() => updateBehaviour('# no table here\n')).toThrow(
      `${BEHAVIOUR_DOC} has no <!-- cadence:start --> ... <!-- cadence:end --> markers around its cadence table`
    )
  })
})
