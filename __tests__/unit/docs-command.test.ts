// `npm run docs` read in process (docsCommand, what the script runs): --check passes on the
// repository, the generator rewrites a stale table, and --check passes after it. The stale
// check as a command (its exit code and message) is e2e/docs-check.test.ts's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { docsCommand } from '../../scripts/readme-tables.js'
import { NEW_INPUT_ROW, README, writeStaleDocs } from '../harness/stale-docs.js'

const tmp = mkdtempSync(path.join(tmpdir(), 'docs-command-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

let stderr: string[]
beforeEach(() => {
  stderr = []
  process.exitCode = undefined
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation((line: string) => void stderr.push(line))
})
afterEach(() => {
  vi.restoreAllMocks()
  process.exitCode = undefined
})

/** Runs docsCommand with `args`: the exit code it set (0 when none) and what it printed on stderr. */
function docs(args: string[]): { code: number; stderr: string } {
  stderr = []
  process.exitCode = undefined
  docsCommand(args)
  const code = Number(process.exitCode ?? 0)
  process.exitCode = undefined
  return { code, stderr: stderr.join('\n') }
}

describe('npm run docs, in process', () => {
  it('--check passes on the repository', () => {
    expect(docs(['--check'])).toEqual({ code: 0, stderr: '' })
  })

  it('rewrites a stale table of the README it is given, and --check passes after it', () => {
    const { readme, actionYml } = writeStaleDocs(tmp)
    expect(docs(['--check', '--readme', readme, '--action', actionYml]).code).toBe(1)
    expect(readFileSync(readme, 'utf8')).toBe(README)

    expect(docs(['--readme', readme, '--action', actionYml])).toEqual({ code: 0, stderr: '' })
    expect(readFileSync(readme, 'utf8')).toContain(NEW_INPUT_ROW)
    expect(docs(['--check', '--readme', readme, '--action', actionYml])).toEqual({ code: 0, stderr: '' })
  })
})
