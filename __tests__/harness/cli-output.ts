// The output modes of hosting-deploy, read as a program would read them: text for people on
// stdout, --output json (one object on stdout, the text on stderr), --output ndjson (one event a
// line, the deployment's log as the sandbox wrote it, the result last), and --outputs-file. The
// rows, shared by the in-process tests that run them all (integration/cli-output.test.ts) and the
// end-to-end test that runs one through the bundled CLI (e2e/cli-output.test.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect } from 'vitest'
import type { CliContext } from './cli-ci.js'
import type { Row } from './rows.js'
import { ACCOUNT_KEY, BUILD_LINES, cliSeed, linesOf, READ_ONLY_KEY, type CliRun } from './cli-runner.js'

/** The sandbox's seed for these rows: a service per row. */
export const OUTPUT_SEED = cliSeed([
  'svc-cli-text',
  'svc-cli-pipe',
  'svc-cli-json',
  'svc-cli-json-fail',
  'svc-cli-ndjson',
  'svc-cli-secret'
])

/** The folders tempDir() made, removed when the file's tests end. */
const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-output-'))
  made.push(dir)
  return dir
}

/** The fields of the JSON result, in order; `error` only when the run failed. */
const RESULT_FIELDS = [
  'schemaVersion',
  'deploymentId',
  'status',
  'result',
  'failureKind',
  'ref',
  'url',
  'health',
  'envImported',
  'envSkipped',
  'rollbackDeploymentId',
  'rollbackRef',
  'verify',
  'services',
  'durationMs'
]

type Json = Record<string, unknown>

async function deploy({ runCli, sandbox }: CliContext, service: string, args: string[] = []): Promise<CliRun> {
  const run = await runCli(['deploy', '--base-url', sandbox.url, '--service-id', service, ...args], {
    env: { HOSTING_API_KEY: ACCOUNT_KEY }
  })
  expect(run.signal, run.printed).toBeNull()
  return run
}

/** The lines of `lines` that are build lines of the `cli` script, in the order printed, without the log's `  | `. */
function buildLines(lines: string[]): string[] {
  return lines.filter(line => line.startsWith('  | ==> cli build step')).map(line => line.slice(4))
}

/** The output modes: every row. */
export const OUTPUT_ROWS: Row<CliContext>[] = [
  [
    'text',
    'the phases, every log line once and in order, then the result block, all on stdout; stderr stays empty',
    async context => {
      const run = await deploy(context, 'svc-cli-text')
      expect(run.code, run.printed).toBe(0)
      expect(run.stderr).toBe('')
      const lines = linesOf(run.stdout)
      expect(buildLines(lines)).toEqual(BUILD_LINES)
      // A log line never starts a line as the CLI's own heading does.
      expect(lines.filter(line => line.startsWith('==> cli build step'))).toEqual([])
      const phases = ['==> Checking the API key', '==> Queuing the deployment', '==> Deployment dep_']
      const at = phases.map(phase => lines.findIndex(line => line.startsWith(phase)))
      expect(
        at.every(index => index >= 0),
        run.stdout
      ).toBe(true)
      expect([...at].sort((a, b) => a - b)).toEqual(at)
      const [deployment] = context.sandbox.store.deploymentsOf('svc-cli-text')
      // The result block ends the output.
      const block = lines.slice(lines.lastIndexOf('') + 1)
      expect(block.slice(0, 4)).toEqual([
        'Result      success',
        'Status      live',
        `Deployment  ${deployment?.id}`,
        'Ref         main'
      ])
      expect(block.at(-1)).toMatch(/^Duration {4}\d/)
    }
  ],
  [
    'text',
    'a failure ends with one Error line that says what failed once, then the Next line, both on stderr',
    async context => {
      const run = await context.runCli(['deploy', '--base-url', context.sandbox.url, '--service-id', 'svc-cli-text'], {
        env: { HOSTING_API_KEY: READ_ONLY_KEY }
      })
      expect(run.code, run.printed).toBe(3)
      expect(linesOf(run.stdout).at(-1)).toMatch(/^Duration {4}\d/)
      expect(linesOf(run.stderr)).toEqual([
        'Error       Queuing the deployment failed: HTTP 403 "a read-only account key cannot change resources".',
        "Next        the key's type, capabilities or scope do not permit this operation: use a key that grants it."
      ])
    }
  ],
  [
    '--outputs-file',
    "keeps outputs that hold a variable's value (BRANCH=main, REGION=live, PUBLIC_URL=the URL), as the Action does",
    async context => {
      const url = 'https://app.example.com'
      const outputsFile = path.join(tempDir(), 'outputs.env')
      const run = await deploy(context, 'svc-cli-secret', [
        '--env',
        'BRANCH=main',
        '--env',
        'REGION=live',
        '--env',
        `PUBLIC_URL=${url}`,
        // Secrets by mask-env: hidden wherever printed, yet kept in the outputs.
        '--mask-env',
        'BRANCH,REGION,PUBLIC_URL',
        '--ref',
        'main',
        '--environment-url',
        url,
        '--outputs-file',
        outputsFile
      ])
      expect(run.code, run.printed).toBe(0)
      const lines = readFileSync(outputsFile, 'utf8').split('\n')
      expect(lines).toEqual(
        expect.arrayContaining([
          'HOSTING_REF=main',
          'HOSTING_STATUS=live',
          `HOSTING_URL=${url}`,
          'HOSTING_RESULT=success'
        ])
      )
      expect(lines.find(line => line.startsWith('HOSTING_DEPLOYMENT_ID='))).toMatch(/=dep_[0-9a-z]+$/)
      expect(run.printed).not.toContain('written empty')
      // Still masked in every printed line: no runner masks the CLI's output.
      expect(run.printed).not.toContain(url)
    }
  ],
  [
    '--output json',
    'stdout is exactly one JSON object with exactly the documented fields, each its value; the text goes to stderr',
    async context => {
      const health = `${context.sandbox.url}/apps/svc-cli-json/`
      const run = await deploy(context, 'svc-cli-json', [
        '--output',
        'json',
        '--env',
        'GREETING=hello-from-the-cli',
        '--env',
        'PORT=8080',
        '--environment-url',
        'https://app.example.com',
        '--health-check-url',
        health
      ])
      expect(run.code, run.printed).toBe(0)
      expect(linesOf(run.stdout)).toHaveLength(1)
      const json = JSON.parse(run.stdout) as Json
      expect(Object.keys(json)).toEqual(RESULT_FIELDS)
      const [deployment] = context.sandbox.store.deploymentsOf('svc-cli-json')
      expect(json).toEqual({
        schemaVersion: 1,
        result: 'success',
        status: 'live',
        deploymentId: deployment?.id,
        failureKind: null,
        ref: 'main',
        url: 'https://app.example.com',
        health: 'healthy',
        envImported: 1,
        // The sandbox reserves PORT.
        envSkipped: ['PORT'],
        rollbackDeploymentId: null,
        rollbackRef: null,
        verify: {
          result: 'skipped',
          forMs: 0,
          probes: 0,
          failedProbes: 0,
          runtimeLines: 0,
          matches: [],
          reason: 'No verification window: --verify-for is 0, or the deployment did not go live and healthy.'
        },
        services: null,
        durationMs: json.durationMs
      })
      expect(Number.isInteger(json.durationMs) && (json.durationMs as number) >= 0).toBe(true)
      expect(buildLines(linesOf(run.stderr))).toEqual(BUILD_LINES)
    }
  ],
  [
    '--output json',
    'a failed run: the same fields, its failure kind (also HOSTING_FAILURE_KIND in --outputs-file), then error with exactly title, message and next',
    async context => {
      const outputsFile = path.join(tempDir(), 'outputs.env')
      const run = await deploy(context, 'svc-cli-json-fail', [
        '--output',
        'json',
        '--ref',
        'broken',
        '--outputs-file',
        outputsFile
      ])
      expect(run.code, run.printed).toBe(1)
      expect(readFileSync(outputsFile, 'utf8').split('\n')).toContain('HOSTING_FAILURE_KIND=deployment')
      expect(linesOf(run.stdout)).toHaveLength(1)
      const json = JSON.parse(run.stdout) as Json & { error: Json }
      expect(Object.keys(json)).toEqual([...RESULT_FIELDS, 'error'])
      expect(json.result).toBe('failure')
      expect(json.status).toBe('build_failed')
      expect(json.failureKind).toBe('deployment')
      expect(Object.keys(json.error)).toEqual(['title', 'message', 'next'])
      expect(json.error.title).toBe('Deployment build_failed')
      expect(json.error.message).toMatch(/^Deployment dep_\w+ failed with status "build_failed" after /)
      expect(typeof json.error.next).toBe('string')
    }
  ],
  [
    '--output ndjson',
    'every stdout line is one JSON object with a type; the log lines as the sandbox logged them, in order, each once; the result last',
    async context => {
      const run = await deploy(context, 'svc-cli-ndjson', ['--output', 'ndjson'])
      expect(run.code, run.printed).toBe(0)
      const events = linesOf(run.stdout).map(line => JSON.parse(line) as Json)
      expect(events, 'a loop over nothing checks nothing').not.toHaveLength(0)
      for (const event of events) {
        expect(typeof event === 'object' && event !== null && !Array.isArray(event)).toBe(true)
        expect(['phase', 'log', 'state', 'output', 'notice', 'warning', 'result']).toContain(event.type)
      }
      const [deployment] = context.sandbox.store.deploymentsOf('svc-cli-ndjson')
      const logged = deployment?.lines.map(line => ({ type: 'log', seq: line.seq, line: line.text }))
      expect(events.filter(event => event.type === 'log')).toEqual(logged)
      expect(logged).toHaveLength(BUILD_LINES.length + 1)
      expect(events.filter(event => event.type === 'phase').map(event => event.name)).toEqual([
        'Checking the API key',
        'Queuing the deployment',
        'Following the deployment'
      ])
      expect(events.filter(event => event.type === 'state').at(-1)).toEqual({ type: 'state', status: 'live' })
      // The deployment id as soon as it is queued, before any state or log line.
      const queued = events.findIndex(event => event.type === 'output' && event.name === 'deploymentId')
      expect(events[queued]).toEqual({ type: 'output', name: 'deploymentId', value: deployment?.id })
      expect(queued).toBeLessThan(events.findIndex(event => event.type === 'state'))
      expect(queued).toBeLessThan(events.findIndex(event => event.type === 'log'))
      const result = events.at(-1) ?? {}
      expect(Object.keys(result)).toEqual(['type', ...RESULT_FIELDS])
      expect(result).toMatchObject({ type: 'result', result: 'success', deploymentId: deployment?.id })
      expect(events.filter(event => event.type === 'result')).toHaveLength(1)
    }
  ]
]
