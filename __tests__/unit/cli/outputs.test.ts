import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it, test } from 'vitest'
import {
  azureSetVariable,
  formatCircleciExports,
  formatDotenvOutputs,
  formatGithubOutputs,
  formatGitlabDotenv,
  GITLAB_DOTENV_MAX_BYTES,
  OUTPUT_VARIABLES,
  outputsFileProblem,
  outputsOf,
  RESULTS_FILE_NAME,
  RESULTS_FILE_VARIABLE,
  teamcitySetParameter,
  writeOutputs,
  type Outputs
} from '../../../src/cli/result/outputs.js'
import type { DeployResult, ServiceResult } from '../../../src/core/result.js'
import { UserFacingError } from '../../../src/core/errors.js'
import { parseDotenv } from '../../../src/settings/dotenv.js'

const RESULT: DeployResult = {
  result: 'success',
  status: 'live',
  deploymentId: 'dep_42',
  ref: 'refs/heads/main',
  url: 'https://app.example.com/?a=1&b=2#top',
  health: 'healthy',
  envImported: 3,
  skipped: [
    { key: 'PORT', reason: 'reserved' },
    { key: 'HOST', reason: 'reserved' }
  ],
  rollbackDeploymentId: undefined,
  rollbackRef: undefined,
  durationMs: 1234,
  error: undefined,
  failureKind: undefined
}
const OUTPUTS = outputsOf(RESULT)
const withRef = (ref: string): Outputs => ({ ...OUTPUTS, HOSTING_REF: ref })

/** The folders tempDir() made, removed when the file's tests end. */
const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-outputs-'))
  made.push(dir)
  return dir
}

/**
 * The file as GitLab's dotenv report parser reads it: Ruby's each_line (lines end at LF only),
 * `^(.*?)=(.*)$` on each (Ruby's `.` stops at LF only), both parts stripped as Ruby's strip does.
 */
function readAsGitLab(text: string): Map<string, string> {
  const strip = (part: string): string => part.replace(/^[\0\t\n\v\f\r ]+|[\0\t\n\v\f\r ]+$/g, '')
  const variables = new Map<string, string>()
  for (const line of text.split(/(?<=\n)/)) {
    const match = /^([^\n]*?)=([^\n]*)$/m.exec(line)
    if (!match) throw new Error(`GitLab refuses the file: Invalid Format at ${JSON.stringify(line)}`)
    variables.set(strip(match[1] ?? ''), strip(match[2] ?? ''))
  }
  return variables
}

/** What the Azure agent reads from one logging command line: the variable, its properties and its value. */
function readAsAzure(line: string): { name: string; isOutput: string; value: string } {
  const match = /^##vso\[task\.setvariable ([^\]]*)\](.*)$/s.exec(line)
  if (!match || line.includes('\n') || line.includes('\r')) throw new Error(`not one logging command: ${line}`)
  const unescape = (text: string): string =>
    text
      .replace(/%3B/g, ';')
      .replace(/%5D/g, ']')
      .replace(/%0D/g, '\r')
      .replace(/%0A/g, '\n')
      .replace(/%AZP25/g, '%')
  const properties = Object.fromEntries(
    (match[1] ?? '').split(';').map(pair => {
      const [key = '', value = ''] = pair.split('=')
      return [key, unescape(value)]
    })
  )
  return { name: properties.variable ?? '', isOutput: properties.isOutput ?? '', value: unescape(match[2] ?? '') }
}

/** What GitHub's runner reads from $GITHUB_OUTPUT written in the heredoc form. */
function readAsGitHub(text: string): Map<string, string> {
  const variables = new Map<string, string>()
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === '') continue
    const [name = '', delimiter = ''] = line.split('<<')
    const value: string[] = []
    for (i++; lines[i] !== delimiter; i++) {
      if (i >= lines.length) throw new Error(`${name}: no closing delimiter`)
      value.push(lines[i] ?? '')
    }
    variables.set(name, value.join('\n'))
  }
  return variables
}

// Values no writer may let add a line, a variable or a command.
const HOSTILE: [number, string][] = [
  [1, 'main\nHOSTING_RESULT=success'],
  [2, 'main\rINJECTED=1'],
  [3, "it's"],
  [4, "'; touch PWNED; '"],
  [5, '$(touch PWNED)'],
  [6, '`touch PWNED`'],
  [7, '${HOME}'],
  [8, '100%AZP25 %0A %3B'],
  [9, 'a]b;c=d'],
  [10, '"quoted"'],
  [11, ' padded '],
  [12, 'a #comment'],
  [13, 'back\\slash'],
  [14, 'line\u2028separator'],
  [15, 'nul\0byte'],
  [16, '']
]
/** The rows a NAME=VALUE line carries as they are; every other one is written empty. */
const PLAIN_ROWS = [3, 8, 9, 16]

describe('outputsOf', () => {
  it('names every output and leaves unknown ones empty', () => {
    expect(OUTPUTS).toEqual({
      HOSTING_DEPLOYMENT_ID: 'dep_42',
      HOSTING_STATUS: 'live',
      HOSTING_RESULT: 'success',
      HOSTING_FAILURE_KIND: '',
      HOSTING_REF: 'refs/heads/main',
      HOSTING_URL: 'https://app.example.com/?a=1&b=2#top',
      HOSTING_HEALTH: 'healthy',
      HOSTING_ENV_IMPORTED: '3',
      HOSTING_ENV_SKIPPED: 'PORT,HOST',
      HOSTING_ROLLBACK_DEPLOYMENT_ID: '',
      HOSTING_ROLLBACK_REF: '',
      HOSTING_VERIFY: '',
      HOSTING_RESULTS: ''
    })
    const nothing = outputsOf({
      ...RESULT,
      result: undefined,
      status: undefined,
      deploymentId: undefined,
      ref: undefined,
      url: undefined,
      health: 'skipped',
      envImported: undefined,
      skipped: [],
      rollbackDeploymentId: 'dep_41',
      rollbackRef: 'v1.2.3',
      failureKind: 'not-found'
    })
    expect(Object.keys(nothing)).toEqual([...OUTPUT_VARIABLES])
    expect(nothing).toMatchObject({
      HOSTING_ENV_IMPORTED: '',
      HOSTING_RESULT: '',
      HOSTING_FAILURE_KIND: 'not-found',
      HOSTING_ROLLBACK_REF: 'v1.2.3'
    })
  })
})

describe('--outputs-file and Bitbucket: NAME=VALUE lines', () => {
  it('reads back exactly, with our dotenv parser and as GitLab reads it, one line per output', () => {
    const { text, warnings } = formatDotenvOutputs(OUTPUTS, '--outputs-file')
    expect(warnings).toEqual([])
    expect(text.split('\n')).toHaveLength(OUTPUT_VARIABLES.length + 1)
    expect(Object.fromEntries(readAsGitLab(text))).toEqual(OUTPUTS)
    expect(Object.fromEntries(parseDotenv(text).entries.map(e => [e.key, e.value]))).toEqual(OUTPUTS)
  })

  test.each(HOSTILE)('%i. a hostile ref %j is read back exactly, or written empty with a warning', (row, ref) => {
    const { text, warnings } = formatDotenvOutputs(withRef(ref), '--outputs-file')
    const gitlab = readAsGitLab(text)
    const ours = new Map(parseDotenv(text).entries.map(e => [e.key, e.value]))
    expect([...gitlab.keys()]).toEqual([...OUTPUT_VARIABLES])
    expect([...ours.keys()]).toEqual([...OUTPUT_VARIABLES])
    expect(gitlab.get('HOSTING_RESULT')).toBe('success')
    expect(ours.get('HOSTING_REF')).toBe(gitlab.get('HOSTING_REF'))
    if (PLAIN_ROWS.includes(row)) {
      expect(gitlab.get('HOSTING_REF')).toBe(ref)
      expect(warnings).toEqual([])
    } else {
      expect(gitlab.get('HOSTING_REF')).toBe('')
      expect(warnings).toEqual([
        expect.stringMatching(/^HOSTING_REF is written empty to --outputs-file: its value holds .+\.$/)
      ])
    }
  })

  it('never lets any value add a line or change another output (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), value => {
        const { text } = formatDotenvOutputs(withRef(value), '--outputs-file')
        const gitlab = readAsGitLab(text)
        expect(text.split('\n')).toHaveLength(OUTPUT_VARIABLES.length + 1)
        expect(Object.fromEntries(gitlab)).toEqual(withRef(gitlab.get('HOSTING_REF') ?? 'missing'))
        expect(['', value]).toContain(gitlab.get('HOSTING_REF'))
        expect(parseDotenv(text).entries.find(e => e.key === 'HOSTING_REF')?.value).toBe(gitlab.get('HOSTING_REF'))
      }),
      { numRuns: 1000 }
    )
  })

  it('keeps plain refs, URLs and ids as they are', () => {
    for (const value of ['feature/x-1', 'v1.2.3', 'a1b2c3d4e5f6', 'https://x.example.com/p?q=1&r=2;s#f', 'dep:1@2~3']) {
      expect(formatDotenvOutputs(withRef(value), 'f').warnings).toEqual([])
    }
  })
})

describe('Azure Pipelines: ##vso[task.setvariable] lines', () => {
  test.each(HOSTILE)('%i. a hostile value %j stays one command, read back exactly by the agent', (_row, value) => {
    const line = azureSetVariable('HOSTING_REF', value)
    expect(line.split(/[\r\n]/)).toHaveLength(1)
    expect(readAsAzure(line)).toEqual({ name: 'HOSTING_REF', isOutput: 'true', value })
  })

  test.each([
    [1, '%', '%AZP25'],
    [2, '\r\n', '%0D%0A'],
    [3, 'a;b]c', 'a;b]c'],
    [4, '%0A', '%AZP250A']
  ])('%i. escapes the value %j as %s', (_row, value, escaped) => {
    expect(azureSetVariable('N', value)).toBe(`##vso[task.setvariable variable=N;isOutput=true]${escaped}`)
  })

  it('escapes ; and ] in a property value too', () => {
    expect(azureSetVariable('A;B]C%', 'v')).toBe('##vso[task.setvariable variable=A%3BB%5DC%AZP25;isOutput=true]v')
  })

  it('reads back any value exactly (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), value => {
        expect(readAsAzure(azureSetVariable('HOSTING_URL', value)).value).toBe(value)
      }),
      { numRuns: 1000 }
    )
  })
})

/** A setParameter service message as TeamCity reads it: one message, its attributes unescaped. */
function readAsTeamcity(line: string): { name: string; value: string } {
  const match = /^##teamcity\[setParameter name='((?:\|.|[^|'])*)' value='((?:\|0x[0-9a-f]{4}|\|.|[^|'])*)'\]$/.exec(
    line
  )
  if (!match) throw new Error(`not one setParameter message: ${line}`)
  const unescape = (text: string): string =>
    text.replace(/\|(0x[0-9a-f]{4}|.)/g, (_all, code: string) =>
      code.length === 6 ? String.fromCharCode(Number.parseInt(code.slice(2), 16)) : ({ n: '\n', r: '\r' }[code] ?? code)
    )
  return { name: unescape(match[1] ?? ''), value: unescape(match[2] ?? '') }
}

describe('TeamCity: ##teamcity[setParameter] service messages', () => {
  test.each([
    [1, "it's [x] | y", "it|'s |[x|] || y"],
    [2, 'a\r\nb', 'a|r|nb'],
    [3, 'caf\u00e9 \u2028', 'caf|0x00e9 |0x2028'],
    [4, "']##teamcity[buildStatus status='SUCCESS']", "|'|]##teamcity|[buildStatus status=|'SUCCESS|'|]"]
  ])('%i. escapes the value %j as %s', (_row, value, escaped) => {
    expect(teamcitySetParameter('HOSTING_URL', value)).toBe(
      `##teamcity[setParameter name='env.HOSTING_URL' value='${escaped}']`
    )
  })

  it('reads back any value exactly, as one message on one line (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), value => {
        const line = teamcitySetParameter('HOSTING_REF', value)
        expect(line.split(/[\r\n\u0085\u2028\u2029]/)).toHaveLength(1)
        expect(readAsTeamcity(line)).toEqual({ name: 'env.HOSTING_REF', value })
      }),
      { numRuns: 1000 }
    )
  })
})

describe('CircleCI: export lines in $BASH_ENV, sourced by bash', () => {
  /** Sources the file in a real bash in `dir` and prints the variable's value. */
  function source(file: string, dir: string, name = 'HOSTING_REF'): string {
    return execFileSync('bash', ['-c', `source "$1"; printf %s "$${name}"`, 'bash', file], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: dir }
    })
  }

  test.each(HOSTILE)('%i. a hostile ref %j comes back exactly, or empty, and runs nothing', (_row, ref) => {
    const dir = tempDir()
    const file = path.join(dir, 'bash_env')
    const { text, warnings } = formatCircleciExports(withRef(ref))
    writeFileSync(file, text)
    const read = source(file, dir)
    expect(existsSync(path.join(dir, 'PWNED'))).toBe(false)
    expect(source(file, dir, 'HOSTING_RESULT')).toBe('success')
    if (/[\0\r\n]/.test(ref)) {
      expect(read).toBe('')
      expect(warnings).toEqual(['HOSTING_REF is written empty to BASH_ENV: its value holds a NUL or a line break.'])
    } else {
      expect(read).toBe(ref)
      expect(warnings).toEqual([])
    }
  })

  it('sources $(touch FILE) as text: the file is never created', () => {
    const dir = tempDir()
    const target = path.join(dir, 'x')
    const file = path.join(dir, 'bash_env')
    writeFileSync(file, formatCircleciExports(withRef(`$(touch ${target})`)).text)
    expect(source(file, dir)).toBe(`$(touch ${target})`)
    expect(existsSync(target)).toBe(false)
  })
})

describe('GitHub: $GITHUB_OUTPUT in the heredoc form', () => {
  it('reads back every value, a hostile one included, under a random delimiter', () => {
    const outputs = withRef('main\nHOSTING_RESULT=failure\nghadelimiter_guess')
    const text = formatGithubOutputs(outputs)
    expect(Object.fromEntries(readAsGitHub(text))).toEqual(outputs)
    expect(text.split('\n')[0]).toMatch(/^HOSTING_DEPLOYMENT_ID<<ghadelimiter_[0-9a-f-]{36}$/)
    expect(formatGithubOutputs(outputs).split('\n')[0]).not.toBe(text.split('\n')[0])
  })

  it('refuses a value that holds the delimiter', () => {
    expect(() => formatGithubOutputs(withRef('x\nEOF\ny'), 'EOF')).toThrow('HOSTING_REF contains the delimiter')
  })
})

describe('writeOutputs', () => {
  const targets = (dir: string, ci: Parameters<typeof writeOutputs>[1]['ci'], lines: string[] = []) => ({
    ci,
    env: {
      GITHUB_OUTPUT: path.join(dir, 'github_output'),
      BASH_ENV: path.join(dir, 'bash_env'),
      BITBUCKET_PIPELINES_VARIABLES_PATH: path.join(dir, 'bitbucket')
    },
    outputsFile: path.join(dir, 'deploy.env'),
    write: (line: string) => lines.push(line)
  })

  it('1. replaces --outputs-file, and writes no CI file outside a CI that has one', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, 'deploy.env'), 'STALE=1\n')
    const lines: string[] = []
    expect(writeOutputs(RESULT, targets(dir, 'jenkins', lines))).toEqual([])
    expect(readFileSync(path.join(dir, 'deploy.env'), 'utf8')).toBe(formatDotenvOutputs(OUTPUTS, 'f').text)
    for (const file of ['github_output', 'bash_env', 'bitbucket']) expect(existsSync(path.join(dir, file))).toBe(false)
    expect(lines).toEqual([])
  })

  test.each([
    [2, 'github', 'github_output'],
    [3, 'circleci', 'bash_env'],
    [4, 'bitbucket', 'bitbucket']
  ] as const)('%i. on %s appends to the CI file, after an unfinished last line', (_row, ci, file) => {
    const dir = tempDir()
    writeFileSync(path.join(dir, file), 'EARLIER=1')
    writeOutputs(RESULT, targets(dir, ci))
    const text = readFileSync(path.join(dir, file), 'utf8')
    expect(text.startsWith('EARLIER=1\n')).toBe(true)
    expect(text).toContain('HOSTING_DEPLOYMENT_ID')
    writeOutputs(RESULT, targets(dir, ci))
    expect(readFileSync(path.join(dir, file), 'utf8').split('HOSTING_DEPLOYMENT_ID')).toHaveLength(3)
  })

  it('5. on Azure prints one setvariable command per output', () => {
    const lines: string[] = []
    writeOutputs(RESULT, { ...targets(tempDir(), 'azure', lines), outputsFile: undefined })
    expect(lines.map(line => readAsAzure(line).name)).toEqual([...OUTPUT_VARIABLES])
    expect(readAsAzure(lines[OUTPUT_VARIABLES.indexOf('HOSTING_URL')] ?? '').value).toBe(RESULT.url)
  })

  it('5b. on TeamCity prints one setParameter message per output, and none when stdout is the JSON', () => {
    const lines: string[] = []
    writeOutputs(RESULT, { ...targets(tempDir(), 'teamcity', lines), outputsFile: undefined })
    expect(lines.map(line => readAsTeamcity(line).name)).toEqual(OUTPUT_VARIABLES.map(name => `env.${name}`))
    expect(readAsTeamcity(lines[OUTPUT_VARIABLES.indexOf('HOSTING_URL')] ?? '').value).toBe(RESULT.url)
    const json: string[] = []
    writeOutputs(RESULT, { ...targets(tempDir(), 'teamcity', json), outputsFile: undefined, textOnStdout: false })
    expect(json).toEqual([])
  })

  it('6. warns when the CI names no file for its outputs', () => {
    const warnings = writeOutputs(RESULT, { ...targets(tempDir(), 'circleci'), env: {}, outputsFile: undefined })
    expect(warnings).toEqual(['BASH_ENV is not set: the outputs are not passed to later steps through it.'])
  })

  it('7. writes every file it can, then names each it could not', () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, 'deploy.env'))
    let error: unknown
    try {
      writeOutputs(RESULT, targets(dir, 'circleci'))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(UserFacingError)
    expect((error as Error).message).toContain(`Could not write the outputs to ${path.join(dir, 'deploy.env')} (`)
    expect(readFileSync(path.join(dir, 'bash_env'), 'utf8')).toContain("export HOSTING_DEPLOYMENT_ID='dep_42'")
  })
})

/** An app's result of `count` services, each deployed at a commit (40 hex digits), as the results entries are. */
function appOf(count: number): DeployResult {
  const services: ServiceResult[] = Array.from({ length: count }, (_, i) => ({
    name: `service-${i}`,
    serviceId: `svc-service-${i}`,
    deploymentId: `dep_${String(i).padStart(20, '0')}`,
    result: 'success',
    status: 'live',
    failureKind: null,
    ref: 'a'.repeat(40),
    url: `https://service-${i}.example.com`,
    health: 'healthy',
    durationMs: 61_234,
    rollback: null,
    reason: null,
    verify: null
  }))
  return { ...RESULT, deploymentId: undefined, status: undefined, ref: undefined, url: undefined, services }
}

describe('GitLab: the dotenv report stays within the 5,120 bytes GitLab takes', () => {
  it('1. the results of 20 services go to their own file next to the report, which names it', () => {
    const dir = tempDir()
    const file = path.join(dir, 'hosting.env')
    const result = appOf(20)
    // As one line of the report, they alone would be over the limit.
    expect(outputsOf(result).HOSTING_RESULTS.length).toBeGreaterThan(GITLAB_DOTENV_MAX_BYTES)
    expect(writeOutputs(result, { ci: 'gitlab', env: {}, outputsFile: file, write: () => undefined })).toEqual([])
    const report = readFileSync(file, 'utf8')
    expect(Buffer.byteLength(report)).toBeLessThanOrEqual(GITLAB_DOTENV_MAX_BYTES)
    const variables = readAsGitLab(report)
    expect(variables.get('HOSTING_RESULTS')).toBe('')
    expect(variables.get(RESULTS_FILE_VARIABLE)).toBe(path.join(dir, RESULTS_FILE_NAME))
    expect(variables.get('HOSTING_RESULT')).toBe('success')
    const results = JSON.parse(readFileSync(path.join(dir, RESULTS_FILE_NAME), 'utf8')) as ServiceResult[]
    expect(results).toHaveLength(20)
    expect(results[19]).toMatchObject({ name: 'service-19', result: 'success', ref: 'a'.repeat(40) })
  })

  it("2. one service: the results' file is an empty list, named all the same; the pointer is relative as --outputs-file is", () => {
    const dir = tempDir()
    const cwd = process.cwd()
    try {
      process.chdir(dir)
      writeOutputs(RESULT, { ci: 'gitlab', env: {}, outputsFile: 'hosting.env', write: () => undefined })
    } finally {
      process.chdir(cwd)
    }
    expect(readAsGitLab(readFileSync(path.join(dir, 'hosting.env'), 'utf8')).get(RESULTS_FILE_VARIABLE)).toBe(
      RESULTS_FILE_NAME
    )
    expect(readFileSync(path.join(dir, RESULTS_FILE_NAME), 'utf8')).toBe('[]\n')
  })

  it('3. very long values: the longest are written empty until it fits, said once, and the rest read back', () => {
    const long = (char: string): string => char.repeat(1000)
    const outputs: Outputs = {
      ...OUTPUTS,
      // 1,000 characters of 4 bytes each, as a ref may be.
      HOSTING_REF: long('\u{1F680}'),
      HOSTING_ROLLBACK_REF: long('\u{1F6A7}'),
      HOSTING_URL: `https://app.example.com/${'p'.repeat(2000)}`,
      HOSTING_ENV_SKIPPED: Array.from({ length: 100 }, (_, i) => `VARIABLE_${i}`).join(',')
    }
    const { text, warnings } = formatGitlabDotenv(outputs, RESULTS_FILE_NAME, '--outputs-file')
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(GITLAB_DOTENV_MAX_BYTES)
    const variables = readAsGitLab(text)
    expect(variables.get('HOSTING_REF')).toBe('')
    expect(variables.get('HOSTING_ROLLBACK_REF')).toBe('')
    expect(variables.get('HOSTING_URL')).toBe(outputs.HOSTING_URL)
    expect(variables.get('HOSTING_ENV_SKIPPED')).toBe(outputs.HOSTING_ENV_SKIPPED)
    expect(variables.get('HOSTING_DEPLOYMENT_ID')).toBe('dep_42')
    expect(variables.get(RESULTS_FILE_VARIABLE)).toBe(RESULTS_FILE_NAME)
    expect(warnings).toEqual([
      'HOSTING_REF, HOSTING_ROLLBACK_REF are written empty to --outputs-file: GitLab refuses a dotenv report over 5,120 bytes, and fails the job.'
    ])
  })

  it('4. whatever the values, the report is within the limit, one line per variable (fast-check)', () => {
    // Long values of characters of 1 to 4 bytes, as a dotenv reader gives them back (nothing written empty for its form).
    const value = fc.string({
      unit: fc.constantFrom('a', '/', '-', '\u00e9', '\u{1F680}'),
      minLength: 100,
      maxLength: 1500,
      size: 'max'
    })
    fc.assert(
      fc.property(
        fc.array(value, { minLength: OUTPUT_VARIABLES.length, maxLength: OUTPUT_VARIABLES.length }),
        values => {
          const outputs = Object.fromEntries(OUTPUT_VARIABLES.map((name, i) => [name, values[i] ?? ''])) as Outputs
          const { text } = formatGitlabDotenv(outputs, RESULTS_FILE_NAME, '--outputs-file')
          expect(Buffer.byteLength(text)).toBeLessThanOrEqual(GITLAB_DOTENV_MAX_BYTES)
          expect([...readAsGitLab(text).keys()]).toEqual([...OUTPUT_VARIABLES, RESULTS_FILE_VARIABLE])
        }
      ),
      { numRuns: 100, endOnFailure: true }
    )
  })

  it("5. checked before anything is sent: a folder in the results' file place is a usage error on GitLab only", () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, RESULTS_FILE_NAME))
    const file = path.join(dir, 'hosting.env')
    expect(outputsFileProblem(file, 'jenkins')).toBeUndefined()
    expect(outputsFileProblem(file, 'gitlab')?.message).toContain(
      `cannot be written with the results' file next to it: ${path.join(dir, RESULTS_FILE_NAME)} cannot be written`
    )
  })
})
