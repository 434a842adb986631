// The outputs' one table (src/core/outputs.ts): action.yml's outputs, the Action's, the CLI's
// HOSTING_* variables and its JSON keys all come from it, and both faces write a value holding the
// API key or the GitHub token empty, with a warning naming the output (a variable's value stays).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { afterAll, afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest'
import { deployResult } from './cli/fixtures.js'
import { OUTPUTS, type OutputKey } from '../../src/core/outputs.js'
import type { DeployResult } from '../../src/core/result.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  outputs: Record<string, { description: string }>
}
const tmp = mkdtempSync(path.join(tmpdir(), 'outputs-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** A result with every output known, the failure kind too. */
const FULL: DeployResult = deployResult({
  result: 'failure',
  status: 'build_failed',
  ref: 'v1.2.3',
  envImported: 2,
  skipped: [
    { key: 'PORT', reason: 'reserved' },
    { key: 'HOST', reason: 'reserved' }
  ],
  rollbackDeploymentId: 'dep_0',
  rollbackRef: 'v1.2.2',
  error: { title: 'Deployment build_failed', message: 'It failed.' },
  failureKind: 'deployment'
})

/**
 * Both faces' modules afresh (the Action writes each output once per run), sharing one secrets
 * registry: nothing of theirs is imported statically, so no older registry is left in use.
 */
async function load(): Promise<{
  action: typeof import('../../src/action/report/outputs.js')
  cli: typeof import('../../src/cli/result/outputs.js')
  json: typeof import('../../src/result/result-json.js')
  secrets: typeof import('../../src/text/secrets.js')
}> {
  vi.resetModules()
  return {
    action: await import('../../src/action/report/outputs.js'),
    cli: await import('../../src/cli/result/outputs.js'),
    json: await import('../../src/result/result-json.js'),
    secrets: await import('../../src/text/secrets.js')
  }
}

/** The outputs the runner reads back from a GITHUB_OUTPUT file. */
function readGithubOutput(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8')
  return Object.fromEntries(
    [...text.matchAll(/^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)].map(([, name, , value]) => [name, value])
  )
}

/** The `NAME=VALUE` lines of an --outputs-file. */
function readDotenv(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(line => line !== '')
      .map(line => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
  )
}

let githubOutput: string
let stdout: string[]
beforeEach(() => {
  githubOutput = path.join(mkdtempSync(path.join(tmp, 'run-')), 'github-output')
  // The runner creates the file before the step starts.
  writeFileSync(githubOutput, '')
  vi.stubEnv('GITHUB_OUTPUT', githubOutput)
  stdout = []
  vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout.push(String(chunk))
    return true
  })
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** Each face's outputs of `result` by the table's key (`secrets` registered first), and the warnings it printed or returned. */
const FACES: [
  face: string,
  write: (
    result: DeployResult,
    secrets?: string[],
    credentials?: string[]
  ) => Promise<{ values: Record<string, string>; warnings: string[] }>
][] = [
  [
    'the Action',
    async (result, secrets = [], credentials = []) => {
      const { action, secrets: registry } = await load()
      for (const secret of secrets) registry.registerSecret(secret, { minLength: registry.MIN_MASKED_VALUE_LENGTH })
      for (const credential of credentials) registry.registerSecret(credential, { critical: true })
      action.setOutputs(result, undefined)
      const written = readGithubOutput(githubOutput)
      return {
        values: Object.fromEntries(OUTPUTS.map(output => [output.key, written[output.action] ?? 'missing'])),
        warnings: stdout.filter(line => line.startsWith('::warning')).map(line => line.trim().replace(/^::.*?::/, ''))
      }
    }
  ],
  [
    'the CLI',
    async (result, secrets = [], credentials = []) => {
      const { cli, secrets: registry } = await load()
      for (const secret of secrets) registry.registerSecret(secret, { minLength: registry.MIN_MASKED_VALUE_LENGTH })
      for (const credential of credentials) registry.registerSecret(credential, { critical: true })
      const file = path.join(mkdtempSync(path.join(tmp, 'cli-')), 'outputs.env')
      const warnings = cli.writeOutputs(result, { ci: 'none', env: {}, outputsFile: file, write: () => undefined })
      const written = readDotenv(file)
      return {
        values: Object.fromEntries(OUTPUTS.map(output => [output.key, written[output.variable] ?? 'missing'])),
        warnings
      }
    }
  ]
]

describe('the outputs table', () => {
  it('names each output from its key: the Action in kebab-case, the CLI as HOSTING_ and upper snake case', () => {
    expect(new Set(OUTPUTS.map(output => output.key)).size).toBe(OUTPUTS.length)
    for (const output of OUTPUTS) {
      // The one exception, named so in the issue: the output `results` is the JSON's `services`.
      const key = output.key === 'services' ? 'results' : output.key
      const words = key.replace(/[A-Z]/g, letter => ` ${letter.toLowerCase()}`).split(' ')
      expect(output.action).toBe(words.join('-'))
      expect(output.variable).toBe(`HOSTING_${words.join('_').toUpperCase()}`)
    }
  })

  it("action.yml's outputs (but GitHub's own aside), the CLI's HOSTING_* variables and its JSON keys are the same set", async () => {
    const { action: outputs, cli, json } = await load()
    const keyOf = (name: string, by: 'action' | 'variable'): OutputKey | string =>
      OUTPUTS.find(output => output[by] === name)?.key ?? `unknown ${name}`
    const fromActionYml = Object.keys(action.outputs)
      .filter(name => name !== outputs.GITHUB_DEPLOYMENT_OUTPUT.action)
      .map(name => keyOf(name, 'action'))
    const file = path.join(tmp, 'set.env')
    cli.writeOutputs(FULL, { ci: 'none', env: {}, outputsFile: file, write: () => undefined })
    const fromVariables = Object.keys(readDotenv(file)).map(name => keyOf(name, 'variable'))
    const fromJson = Object.keys(json.resultJson(FULL)).filter(
      key => !['schemaVersion', 'durationMs', 'error'].includes(key)
    )
    const keys = OUTPUTS.map(output => output.key)
    expect(fromActionYml).toEqual(keys)
    expect(fromVariables).toEqual(keys)
    expect(fromJson).toEqual(keys)
    expect(keys).toContain('failureKind')
  })

  it("action.yml's outputs are written from the table, each description as the Action says it", async () => {
    const { action: outputs } = await load()
    expect(action.outputs).toEqual(outputs.actionOutputs())
    expect(action.outputs.url?.description).toContain('`environment-url` when given')
    expect(action.outputs['failure-kind']?.description).toContain('`not-found`')
  })

  it('both faces write the same value for every output, the failure kind included', async () => {
    const [[, actionWrite], [, cliWrite]] = FACES as [(typeof FACES)[0], (typeof FACES)[0]]
    const byAction = await actionWrite(FULL)
    const byCli = await cliWrite(FULL)
    expect(byAction.values).toEqual(byCli.values)
    expect(byCli.values).toMatchObject({ failureKind: 'deployment', envSkipped: 'PORT,HOST', envImported: '2' })
    expect((await cliWrite(deployResult())).values.failureKind).toBe('')
  })

  it("the Action also writes GitHub's own aside, github-deployment-id", async () => {
    const { action: outputs } = await load()
    outputs.setOutputs(FULL, '42')
    expect(readGithubOutput(githubOutput)['github-deployment-id']).toBe('42')
  })
})

const API_KEY = 'hk_test_Qx7Lm2Pz9Rt4Wv8Yb3Nc6Df1'

describe("a variable's value does not blank an output; the API key does", () => {
  test.each(FACES)("%s keeps ref, status, url and deployment-id that hold variables' values", async (_face, write) => {
    const result = {
      ...FULL,
      deploymentId: 'dep_42',
      status: 'live',
      ref: 'main',
      url: 'https://app.example.com',
      rollbackRef: 'main'
    }
    const variables = ['live', 'main', 'dep_', 'https://app.example.com', 'app.example.com']
    const { values, warnings } = await write(result, variables, [API_KEY])
    expect(values).toMatchObject({
      deploymentId: 'dep_42',
      status: 'live',
      ref: 'main',
      url: 'https://app.example.com',
      rollbackRef: 'main'
    })
    expect(warnings.filter(warning => warning.includes('written empty'))).toEqual([])
  })

  const disguises: [string, string][] = [
    ['as is', API_KEY],
    ['percent-encoded, every byte', [...API_KEY].map(c => `%${c.charCodeAt(0).toString(16)}`).join('')],
    [
      'percent-encoded, upper-case hex',
      [...API_KEY].map(c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')
    ],
    ['only its _ percent-encoded', `refs/${API_KEY.replace(/_/g, '%5F')}`],
    ['JSON-escaped _', API_KEY.replace(/_/g, '\\u005f')],
    ['HTML character references', API_KEY.replace(/_/g, '&#95;')],
    ['lower-cased, in a host', `https://${API_KEY.toLowerCase()}.example.com/`],
    ['in base64', Buffer.from(API_KEY).toString('base64')],
    ['in base64 after one other byte', `m${Buffer.from(`x${API_KEY}`).toString('base64')}`],
    ['in base64 after two other bytes', Buffer.from(`xy${API_KEY}!`).toString('base64')]
  ]
  test.each(FACES.flatMap(([face, write]) => disguises.map(([how, value]) => [face, how, value, write] as const)))(
    '%s writes an output holding the API key %s empty, with a warning naming it',
    async (face, _how, value, write) => {
      const { values, warnings } = await write({ ...FULL, ref: value, url: value }, [], [API_KEY])
      expect(values.ref).toBe('')
      expect(values.url).toBe('')
      expect(values.status).toBe('build_failed')
      const ref = OUTPUTS.find(output => output.key === 'ref')
      const name = face === 'the Action' ? `The output ${ref?.action}` : ref?.variable
      expect(warnings).toContain(`${name} is written empty: its value holds the API key or the GitHub token.`)
      expect(warnings.join('\n')).not.toContain(API_KEY)
    }
  )
})
