// The npm scripts' strict options (scripts/cli-options.ts), read in process: the words of each
// refusal and of --help. That each script parses before it does anything, and the exit codes
// the process ends with, are e2e/script-options.test.ts's (one launch per script).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseOptions, type ScriptOption, USAGE_EXIT_CODE } from '../../scripts/cli-options.js'

/** `npm run docs`'s options, as scripts/readme-tables.ts declares them. */
const DOCS = {
  check: { type: 'boolean', help: 'change nothing; exit non-zero when the tables are stale' },
  readme: { type: 'string', help: 'the README to update (default: README.md)' },
  action: { type: 'string', help: 'the action metadata to read (default: action.yml)' }
} as const satisfies Record<string, ScriptOption>

class Exited extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`exit ${code}`)
  }
}

// A process ends at its first exit: the code and the output up to it are what a launch shows
// (the mock's throw unwinds through parseOptions' own catch, which a real exit never reaches).
let printed: { stdout: string[]; stderr: string[] }
let exited: { code: number | string | null | undefined } | undefined
beforeEach(() => {
  printed = { stdout: [], stderr: [] }
  exited = undefined
  vi.spyOn(process, 'exit').mockImplementation(code => {
    exited ??= { code }
    throw new Exited(code)
  })
  vi.spyOn(console, 'log').mockImplementation((line: string) => void (exited ?? printed.stdout.push(line)))
  vi.spyOn(console, 'error').mockImplementation((line: string) => void (exited ?? printed.stderr.push(line)))
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The exit code parseOptions ended the process with, or undefined when it returned. */
function exitOf(args: string[]): number | string | null | undefined {
  printed = { stdout: [], stderr: [] }
  exited = undefined
  try {
    parseOptions('npm run docs', DOCS, args)
  } catch (error) {
    if (!(error instanceof Exited)) throw error
  }
  return exitCode()
}

/** The first exit's code (read through a call: the mock sets it behind the compiler's back). */
const exitCode = (): number | string | null | undefined => exited?.code

describe('parseOptions', () => {
  it('refuses a value-less --readme and a stray argument with the usage exit code, and lists the valid options', () => {
    expect(exitOf(['--check', '--readme'])).toBe(USAGE_EXIT_CODE)
    expect(printed.stderr.join('\n').split('\n')[0]).toBe("npm run docs: Option '--readme <value>' argument missing")
    expect(exitOf(['--check', 'README.md'])).toBe(USAGE_EXIT_CODE)
    const lines = printed.stderr.join('\n').split('\n')
    expect(lines[0]).toMatch(/^npm run docs: Unexpected argument 'README\.md'/)
    expect(lines.slice(1).map(line => line.trim().split(/\s{2,}/)[0])).toEqual([
      'Valid options:',
      '--check',
      '--readme <value>',
      '--action <value>',
      '-h, --help'
    ])
    expect(printed.stdout).toEqual([])
  })

  it('takes -h as --help: the usage and the options on stdout, exit 0', () => {
    expect(exitOf(['-h'])).toBe(0)
    expect(printed.stderr).toEqual([])
    const lines = printed.stdout.join('\n').split('\n')
    expect(lines[0]).toBe('Usage: npm run docs -- [options]')
    expect(lines.slice(1).map(line => line.trim().split(/\s{2,}/)[0])).toEqual([
      'Options:',
      '--check',
      '--readme <value>',
      '--action <value>',
      '-h, --help'
    ])
  })

  it('returns the values of the options given, without help among them', () => {
    expect(exitOf(['--check', '--readme', 'README.md'])).toBeUndefined()
    expect(parseOptions('npm run docs', DOCS, ['--check', '--readme', 'README.md'])).toEqual({
      check: true,
      readme: 'README.md'
    })
  })
})
