// The npm scripts take their options strictly: a typo (`npm run demo -- --fial`) stops the
// script before it does anything, naming the option and the valid ones; `--help` prints them.
// One launch per script and per behaviour; the words of each refusal and of -h are read in
// process (unit/script-options.test.ts).
import { describe, expect, it } from 'vitest'
import { runScript } from '../harness/helpers.js'

/** Runs a script as its npm script does, with room for a loaded machine (five start at once). */
const script = (name: string, args: string[]) => runScript(name, args, 110_000)

const scripts = [
  {
    file: 'demo.ts',
    npm: 'npm run demo',
    valid: ['--fail', '--unhealthy', '--rollback', '--verify', '--app', '-h, --help']
  },
  { file: 'local-action.ts', npm: 'npm run local-action', valid: ['--fail', '-h, --help'] },
  {
    file: 'readme-tables.ts',
    npm: 'npm run docs',
    valid: ['--check', '--readme <value>', '--action <value>', '-h, --help']
  },
  { file: 'gen-types.ts', npm: 'npm run gen:types', valid: ['--check', '-h, --help'] },
  { file: 'build-binary.ts', npm: 'npm run build:binary', valid: ['--node <value>', '--out <value>', '-h, --help'] }
]

describe('npm scripts given an option they do not take', () => {
  it.concurrent.for(scripts.map(entry => [entry.file, entry] as const))(
    'scripts/%s exits with code 2, naming the option and the valid ones',
    { timeout: 120_000 },
    async ([file, { npm, valid }]) => {
      const run = await script(file, ['--fial'])
      expect(run.code, run.stdout + run.stderr).toBe(2)
      const lines = run.stderr.trimEnd().split('\n')
      expect(lines[0]).toBe(`${npm}: Unknown option '--fial'`)
      expect(lines[1]).toBe('Valid options:')
      expect(lines.slice(2).map(line => line.trim().split(/\s{2,}/)[0])).toEqual(valid)
      // Nothing ran: no sandbox started, no file written or checked.
      expect(run.stdout).toBe('')
    }
  )
})

describe('npm scripts given --help', () => {
  // One launch: the help is parseOptions' own, alike for every script (whose options its --fial row
  // lists above); -h as --help is read in process (unit/script-options.test.ts).
  it.for([['demo.ts', '--help']] as const)(
    'scripts/%s %s prints its usage and options, and exits 0 having done nothing else',
    { timeout: 130_000 },
    async ([file, flag]) => {
      const { npm, valid } = scripts.find(entry => entry.file === file) ?? { npm: '', valid: [] }
      const run = await runScript(file, [flag], 120_000)
      expect(run.code, run.stdout + run.stderr).toBe(0)
      expect(run.stderr).toBe('')
      const lines = run.stdout.trimEnd().split('\n')
      expect(lines[0]).toBe(`Usage: ${npm} -- [options]`)
      expect(lines[1]).toBe('Options:')
      // Only the help: no sandbox started, no run of the action.
      expect(lines.slice(2).map(line => line.trim().split(/\s{2,}/)[0])).toEqual(valid)
      // The demos that fail on purpose say so, so that their exit code 1 surprises no one.
      const failing = file === 'demo.ts' ? ['--fail', '--unhealthy', '--rollback', '--verify', '--app'] : []
      for (const option of failing) {
        expect(lines.find(line => line.trim().startsWith(option))).toMatch(/exits non-zero|ends with exit 1 on purpose/)
      }
    }
  )
})
