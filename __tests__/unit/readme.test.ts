// The generated tables of the docs (npm run docs): the README's inputs and outputs tables from
// action.yml and its exit codes from the command line's, the cadence table of docs/behaviour.md
// from the watcher's own timing, and docs/cli.md's commands, flags, default refs and exit codes.
// This fails as soon as one differs (the generator's --check mode is run in e2e/docs-check.test.ts).
// Every other number in the docs that describes behaviour (an interval, a retry count, a cap, a
// timeout, a size) is pinned below to the constant it comes from: change one, and the test names
// the sentence to change with it. docs/cli.md's hand-written tables (the JSON fields, the ndjson
// events, the outputs and where each CI takes them) are held to what the code does.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { capture, deployResult, fakeClock } from './cli/fixtures.js'
import { parse } from 'yaml'
import {
  BEHAVIOUR_DOC,
  CADENCE,
  CLI_DOC,
  renderCadence,
  renderCliTables,
  renderExitCodes,
  renderTables,
  spoken,
  staleIn,
  staleTables,
  updateBehaviour,
  updateCliDoc,
  updateReadme
} from '../../scripts/readme-tables.js'
import { compareVersions, parseVersion } from '../../scripts/changelog.js'
import { DEFAULT_BODY_LIMIT, DEFAULT_REQUEST_LOG_LIMIT } from '../../sandbox/server.js'
import { parseRateLimit, rateLimitFields } from '../../sandbox/rate-limit.js'
import { defaultBurst, MAX_AFTER_LIVE_MS, MAX_DELAY_MS, MIN_EVERY_MS } from '../../sandbox/seed.js'
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_CONNECTIONS } from '../../sandbox/connections.js'
import { MAX_ERROR_BODY_BYTES, MAX_RESPONSE_BYTES, RETRY_POLICY } from '../../src/api/http.js'
import { OversizedRecord } from '../../src/api/bounded-body.js'
import { skippedLine } from '../../src/watch/log-poll.js'
import { HINT_JITTER_MS, MAX_HINT_JITTER_MS, PACE_WINDOW_MS, RATE_LIMIT_BACKOFF } from '../../src/api/rate-limit.js'
import { BLIND_IN_FLIGHT, FALLBACK_REQUEST_MS, LEARNED_FOR_MS, LEARNED_SHARE } from '../../src/api/rate-budget.js'
import { MAX_COUNT_DIGITS, MAX_FIELD_CHARS } from '../../src/api/rate-headers.js'
import { ATTEMPT_TIMEOUT_MS, FIRST_PAUSE_MS, MAX_BODY_BYTES, MAX_PAUSE_MS } from '../../src/health/health-check.js'
import { parseCommandLine } from '../../src/cli/parse/args.js'
import { CI_NAMES, COMMIT_VARIABLES } from '../../src/cli/ci/ci.js'
import { EXIT_CODES, exitCodeOf } from '../../src/result/exit-codes.js'
import { COMMAND_NAMES, COMMANDS, TOP_LEVEL_FLAGS } from '../../src/cli/parse/flags.js'
import { HEARTBEAT_MS } from '../../src/cli/hosts/heartbeat.js'
import { NdjsonHost } from '../../src/cli/hosts/ndjson-host.js'
import { OUTPUT_VARIABLES, writeOutputs } from '../../src/cli/result/outputs.js'
import { resultJson } from '../../src/result/result-json.js'
import { formatDuration, MAX_TIMEOUT_MS } from '../../src/core/duration.js'
import { MAX_ALIAS_COUNT, MAX_APP_FILE_BYTES, SERVICE_NAME } from '../../src/settings/app-file.js'
import { MAX_ENV_FILE_BYTES } from '../../src/settings/dotenv.js'
import { MIN_DURATION_MS } from '../../src/node/options.js'
import { HURRIED_REQUEST_TIMEOUT_MS } from '../../src/action/report/github-deployment.js'
import { RUNTIME_LOG_LINES } from '../../src/steps/runtime-log.js'
import { MAX_SUMMARY_BYTES } from '../../src/action/report/summary.js'
import { MAX_BYTES_PER_REQUEST, MAX_VARS_PER_REQUEST } from '../../src/steps/env-import.js'
import { MAX_PAGES as ROLLBACK_PAGES } from '../../src/steps/rollback.js'
import { MAX_LINE_LENGTH } from '../../src/text/remote-text.js'
import { MIN_MASKED_VALUE_LENGTH, MIN_PARTIAL } from '../../src/text/secrets.js'
import {
  ABOUT_A_SECRET,
  isSecretName,
  MIN_PREFIX_TAIL,
  MIN_TOKEN_ALTERNATIONS,
  MIN_TOKEN_LENGTH,
  PLAIN_VALUES,
  PREFIX_TAILS,
  SECRET_NAME_WORDS,
  SECRET_PREFIXES,
  secretPieces
} from '../../src/text/secret-rule.js'
import { FINAL_DRAIN, STREAM_LIMITED_TRIES } from '../../src/watch/log-follower.js'
import { MAX_LOG_BYTES, MAX_STATE_LINES, TAIL_LINES } from '../../src/watch/log-sink.js'
import { RUN_LOG_BYTES } from '../../src/watch/log-budget.js'
import { GITLAB_DOTENV_MAX_BYTES, RESULTS_FILE_NAME, RESULTS_FILE_VARIABLE } from '../../src/cli/result/outputs.js'
import { FAILED_TAIL_LINES, KEPT_LINE_BYTES, MAX_GROUPED_BYTES, ServiceHost } from '../../src/app/service-host.js'
import { MAX_EVENT_CHARS } from '../../src/watch/log-stream.js'
import { DEFAULT_TIMING, MAX_LIST_PAGES, RATE_LIMITED_PACE } from '../../src/watch/state-watcher.js'
import { LOOKUP_PAGES } from '../../src/steps/queue-deploy.js'
import { VERIFY_GRACE_MS } from '../../src/steps/verify.js'
import { OPTIONAL_READ_MS } from '../../src/api/hosting-api.js'
import { MAX_VERIFY_FOR_MS, MIN_VERIFY_INTERVAL_MS } from '../../src/settings/verify-settings.js'
import { DEFAULT_VERIFY_INTERVAL_MS } from '../../src/settings/defaults.js'
import { linePartsOf } from '../harness/cli-parts.js'
import { MAX_PATTERN_CHARS, MAX_PATTERNS } from '../../src/verify/patterns.js'
import { MATCH_CHARS } from '../../src/verify/signatures.js'
import {
  FAILED_PROBES_TOLERATED,
  KNOWN_MIN_COUNT,
  KNOWN_RATE_FACTOR,
  LAST_FAILED_TO_FAIL
} from '../../src/verify/judge.js'
import { LIST_EVERY, MATCH_LINE_CHARS, MAX_KEPT_MATCHES, PROGRESS_EVERY_MS } from '../../src/verify/window.js'
import { BASELINE_MAX_PAGES, BASELINE_MS, BASELINE_PAGE_LINES } from '../../src/verify/baseline.js'
import { SHAPE_CHARS } from '../../src/verify/shape.js'
import { TAIL_MAX_PAGES, TAIL_PAGE_LINES } from '../../src/verify/runtime-tail.js'
import { MAX_PAGES as SUPERSEDED_PAGES } from '../../src/steps/superseded.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const ACTION_YAML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8')
const BEHAVIOUR = readFileSync(path.join(ROOT, BEHAVIOUR_DOC), 'utf8')
const CLI = readFileSync(path.join(ROOT, CLI_DOC), 'utf8')
const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  version: string
  engines: { node: string }
}
const action = parse(ACTION_YAML) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> }

const tmp = mkdtempSync(path.join(tmpdir(), 'readme-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

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
    expect(table).toContain(
      `| a stream that carries state events | once the stream reports the end, else ${spoken(t.streamStateEveryMs)} after the last read |`
    )
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

/** A doc as one line: a sentence may wrap anywhere, and a table row is one line anyway. */
const flat = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8').replace(/\s+/g, ' ')
/** Sizes as the docs write them. */
const kib = (bytes: number): string => `${bytes / 1024} KiB`
const mib = (bytes: number): string => `${bytes / 1024 / 1024} MiB`
/** Whole seconds, where the docs keep them (`60 s`). */
const seconds = (ms: number): string => `${ms / 1000} s`
/** `120h`, as the `timeout` input takes it. */
const hours = (ms: number): string => `${ms / 3_600_000}h`

/** The health check's pauses between tries: FIRST_PAUSE_MS, doubling, up to MAX_PAUSE_MS. */
function healthPauses(): string {
  const pauses = [FIRST_PAUSE_MS]
  while (pauses.at(-1)! < MAX_PAUSE_MS) pauses.push(Math.min(pauses.at(-1)! * 2, MAX_PAUSE_MS))
  const [first, ...rest] = pauses.map(ms => ms / 1000)
  return `waiting ${first} s, then ${rest.slice(0, -1).join(', ')} and ${rest.at(-1)} s between tries`
}

const contract = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: { name?: string; schema?: Record<string, number> }[] }>>
  components: { schemas: { EnvImportRequest: { properties: { vars: { maxItems: number } } } } }
}
const deploymentsLimit = contract.paths['/api/services/{id}/deployments']?.get?.parameters?.find(
  parameter => parameter.name === 'limit'
)?.schema
/** A ref's `app` entry as seed.json writes it: what its application does once live. */
interface AppEntry {
  failsAfterMs?: number
  statusAfter?: { afterMs: number }
  newerDeployAfterMs?: number
  runtime?: { afterMs: number; everyMs?: number; line: string | string[] }[]
}
const seed = JSON.parse(readFileSync(path.join(ROOT, 'sandbox', 'seed.json'), 'utf8')) as {
  scripts: Record<string, { phases: { generate?: { count: number } }[] }>
  services: { id: string; app?: Record<string, AppEntry>; logs?: (string | { line: string; agoMs?: number })[] }[]
}
const backlogLines = seed.scripts.backlog?.phases.find(phase => phase.generate)?.generate?.count ?? 0
const verifyService = seed.services.find(service => service.id === 'svc-verify')
const verifyApp = verifyService?.app ?? {}
/** When each verify ref of svc-verify breaks after going live (its first timed change), as one value when they agree. */
const verifyBreaks = [
  ...new Set(
    Object.entries(verifyApp)
      .filter(([ref]) => ref.startsWith('verify-') && ref !== 'verify-noisy')
      .map(([, entry]) =>
        Math.min(
          entry.failsAfterMs ?? Infinity,
          entry.statusAfter?.afterMs ?? Infinity,
          entry.newerDeployAfterMs ?? Infinity,
          ...(entry.runtime ?? []).map(line => line.afterMs)
        )
      )
  )
]
const verifyBreak =
  verifyBreaks.length === 1 ? seconds(verifyBreaks[0] ?? 0) : `several times (${verifyBreaks.join(', ')} ms)`
const noisyLine = verifyApp['verify-noisy']?.runtime?.[0]
/** svc-verify's noisy error as its runtime log holds it at start: when, before the start. */
const noisyHistory = (verifyService?.logs ?? [])
  .flatMap(log => (typeof log === 'object' && log.line.startsWith('ERROR cache miss storm') ? [log.agoMs ?? 0] : []))
  .sort((a, b) => b - a)
const noisyGaps = [...new Set(noisyHistory.slice(1).map((ago, i) => (noisyHistory[i] ?? 0) - ago))]
/** The rate-limit headers of the docs' example: 600/min, 42 requests left, the bucket full 5.8 s on. */
const exampleState = { remaining: 42, nextMs: 80, fullMs: 5800 }
const exampleFields = (form: 'ietf' | 'x-ratelimit'): string =>
  Object.entries(rateLimitFields(form, parseRateLimit('600/min'), exampleState, Date.parse('2026-01-01T00:00:00.500Z')))
    .map(([name, value]) => `\`${name}: ${value}\``)
    .join(', ')
/** The longest service name of an app file: the pattern's first character and up to N more. */
const longestServiceName = Number(/\{0,(\d+)\}\$$/.exec(SERVICE_NAME.source)?.[1] ?? Number.NaN) + 1

/** The exit code of a run stopped by `signal`. */
const stoppedBy = (signal: 'SIGINT' | 'SIGTERM'): number => exitCodeOf(deployResult({ interruptedBy: signal }))
/** The exit code of a command line that cannot run. */
const usageExit = exitCodeOf(
  deployResult({ result: undefined, error: { title: 'Invalid command line', message: '' }, failureKind: 'usage' })
)
/** The oldest Node that package.json's engines accept (`>=22.19`). */
const nodeMinimum = /^>=(\d+(?:\.\d+)?)$/.exec(PACKAGE.engines.node)?.[1]

/** [the doc, where the number comes from, what the doc must say] */
const STATED: [string, string, string][] = [
  // The README: what the action does, the inputs table (from action.yml), failures, secrets, threats.
  [
    'README.md',
    'MAX_VARS_PER_REQUEST, MAX_BYTES_PER_REQUEST',
    `split in batches only past ${MAX_VARS_PER_REQUEST} variables or ${kib(MAX_BYTES_PER_REQUEST)}`
  ],
  ['README.md', 'MAX_ENV_FILE_BYTES', `(symlinks followed; at most ${mib(MAX_ENV_FILE_BYTES)})`],
  ['README.md', 'MAX_TIMEOUT_MS', `at most \`${hours(MAX_TIMEOUT_MS)}\``],
  [
    'README.md',
    'FIRST_PAUSE_MS, MAX_PAUSE_MS',
    `(${spoken(FIRST_PAUSE_MS)} between tries, growing to ${spoken(MAX_PAUSE_MS)})`
  ],
  [
    'README.md',
    'FIRST_PAUSE_MS, MAX_PAUSE_MS',
    `tries with backoff (${spoken(FIRST_PAUSE_MS)} up to ${spoken(MAX_PAUSE_MS)})`
  ],
  ['README.md', 'RUNTIME_LOG_LINES', `reads the service's last ${RUNTIME_LOG_LINES} runtime log lines`],
  ['README.md', 'TAIL_LINES', `summary with the last ${TAIL_LINES} lines`],
  [
    'README.md',
    'RETRY_POLICY.attempts',
    `tried up to ${RETRY_POLICY.attempts} times in all (${RETRY_POLICY.attempts - 1} retries)`
  ],
  [
    'README.md',
    'RATE_LIMITED_PACE, PACE_WINDOW_MS',
    `the watcher looks ${RATE_LIMITED_PACE} times less often until ${spoken(PACE_WINDOW_MS)} after each 429's wait`
  ],
  ['README.md', 'STREAM_LIMITED_TRIES', `a stream refused ${STREAM_LIMITED_TRIES} times in a row`],
  ['README.md', 'MAX_ENV_FILE_BYTES', `is over ${mib(MAX_ENV_FILE_BYTES)} or holds a NUL byte`],
  ['README.md', 'MAX_TIMEOUT_MS', `| \`timeout\` over ${hours(MAX_TIMEOUT_MS)}, or`],
  // docs/gitlab.md: the component's job.
  [
    'docs/gitlab.md',
    'GITLAB_DOTENV_MAX_BYTES, RESULTS_FILE_NAME, RESULTS_FILE_VARIABLE',
    `GitLab refuses a dotenv report over ${GITLAB_DOTENV_MAX_BYTES.toLocaleString('en')} bytes, so each service's result is in the artifact \`${RESULTS_FILE_NAME}\`, which the report names as \`${RESULTS_FILE_VARIABLE}\``
  ],
  [
    'docs/cli.md',
    'GITLAB_DOTENV_MAX_BYTES, RESULTS_FILE_NAME, RESULTS_FILE_VARIABLE',
    `GitLab refuses a dotenv report over ${GITLAB_DOTENV_MAX_BYTES.toLocaleString('en')} bytes and fails the job, so \`--outputs-file\` stays within it: the results of every service go to their own file next to it, \`${RESULTS_FILE_NAME}\``
  ],
  [
    'templates/deploy.yml',
    'GITLAB_DOTENV_MAX_BYTES',
    `GitLab refuses a dotenv report over ${GITLAB_DOTENV_MAX_BYTES.toLocaleString('en')} bytes.`
  ],
  ['README.md', 'MIN_MASKED_VALUE_LENGTH', `Variable values of 1 to ${MIN_MASKED_VALUE_LENGTH - 1} characters`],
  ['README.md', 'MIN_PARTIAL', `a line ending with its first ${MIN_PARTIAL} or more characters`],
  ['README.md', 'MIN_TOKEN_LENGTH', `${MIN_TOKEN_LENGTH} or more characters mixing letters and digits`],
  [
    'action.yml',
    'MIN_MASKED_VALUE_LENGTH',
    `\`all\` masks every value of ${MIN_MASKED_VALUE_LENGTH} characters or more`
  ],
  // docs/secrets.md: the rule's numbers (its lists are held to the code below).
  ['docs/secrets.md', 'MIN_PREFIX_TAIL', `followed by ${MIN_PREFIX_TAIL} or more token characters`],
  [
    'docs/secrets.md',
    'PREFIX_TAILS',
    `(AWS's \`AKIA\` and \`ASIA\` by ${tailLength('AKIA')} capitals and digits, Google's \`AIza\` by ${tailLength('AIza')})`
  ],
  ['docs/secrets.md', 'MIN_TOKEN_LENGTH', `**a token**: ${MIN_TOKEN_LENGTH} or more characters of letters`],
  [
    'docs/secrets.md',
    'MIN_TOKEN_ALTERNATIONS',
    `going from letters to digits or back at least ${MIN_TOKEN_ALTERNATIONS} times`
  ],
  ['docs/secrets.md', 'MIN_MASKED_VALUE_LENGTH', `hides every value of ${MIN_MASKED_VALUE_LENGTH} characters or more`],
  ['docs/secrets.md', 'MIN_MASKED_VALUE_LENGTH', `Values of 1 to ${MIN_MASKED_VALUE_LENGTH - 1} characters`],
  ['README.md', 'MAX_ENV_FILE_BYTES', `be a regular file of at most ${mib(MAX_ENV_FILE_BYTES)} without NUL bytes`],
  // docs/behaviour.md, besides its generated cadence table.
  // ...its table of a service or a network that misbehaves...
  ['docs/behaviour.md', 'DEFAULT_TIMING.streamSilenceMs', `goes silent (${spoken(DEFAULT_TIMING.streamSilenceMs)})`],
  [
    'docs/behaviour.md',
    'DEFAULT_TIMING.streamReconnects',
    `after ${DEFAULT_TIMING.streamReconnects} fruitless reconnects`
  ],
  ['docs/behaviour.md', 'MAX_LOG_BYTES', `prints at most ${mib(MAX_LOG_BYTES)} of it per deployment`],
  [
    'docs/behaviour.md',
    'RUN_LOG_BYTES',
    `and at most ${mib(RUN_LOG_BYTES)} per run, every deployment of the run together`
  ],
  [
    'docs/behaviour.md',
    'MAX_GROUPED_BYTES, KEPT_LINE_BYTES, RUN_LOG_BYTES',
    `keeps at most ${mib(MAX_GROUPED_BYTES)} of a service's log until it ends, each line counted at its cost in memory (${KEPT_LINE_BYTES} bytes besides its text), within the run's ${mib(RUN_LOG_BYTES)}`
  ],
  [
    'docs/cli.md',
    'FAILED_TAIL_LINES',
    `each failed service's last log lines (up to ${FAILED_TAIL_LINES}; for a failed verification window`
  ],
  [
    'docs/behaviour.md',
    'MAX_STATE_LINES, MAX_LOG_BYTES',
    `prints at most ${MAX_STATE_LINES} lines about states per deployment (new states and warnings together, counted against the log's ${mib(MAX_LOG_BYTES)} too)`
  ],
  ['docs/behaviour.md', 'MAX_LINE_LENGTH', `cut at ${kib(MAX_LINE_LENGTH)} with a marker`],
  [
    'docs/behaviour.md',
    'MAX_RESPONSE_BYTES, MAX_ERROR_BODY_BYTES',
    `an answer larger than ${mib(MAX_RESPONSE_BYTES)} (${kib(MAX_ERROR_BODY_BYTES)} for an error)`
  ],
  [
    'docs/behaviour.md',
    'MAX_RESPONSE_BYTES',
    `a polled log page with one record larger than ${mib(MAX_RESPONSE_BYTES)} (a line of many megabytes)`
  ],
  [
    'docs/behaviour.md',
    'MAX_RESPONSE_BYTES',
    `a page whose records pass ${mib(MAX_RESPONSE_BYTES)} together is read to there`
  ],
  ['docs/behaviour.md', 'skippedLine', skippedLine(new OversizedRecord(5_242_900, { seq: 42 }))?.text ?? 'no line'],
  ['docs/behaviour.md', 'MAX_EVENT_CHARS', `sends more than ${mib(MAX_EVENT_CHARS)} without completing an event`],
  ['docs/behaviour.md', 'FINAL_DRAIN', `reads at most ${FINAL_DRAIN.pages} pages or ${spoken(FINAL_DRAIN.maxMs)} more`],
  ['docs/behaviour.md', 'MAX_LIST_PAGES', `reads at most ${MAX_LIST_PAGES} pages per look`],
  // ...and its own prose.
  ['docs/behaviour.md', 'FIRST_PAUSE_MS, MAX_PAUSE_MS', healthPauses()],
  [
    'docs/behaviour.md',
    'MAX_BODY_BYTES, ATTEMPT_TIMEOUT_MS',
    `reads at most ${kib(MAX_BODY_BYTES)} of each answer and gives each try ${spoken(ATTEMPT_TIMEOUT_MS)}`
  ],
  ['docs/behaviour.md', 'HURRIED_REQUEST_TIMEOUT_MS', `one try of at most ${spoken(HURRIED_REQUEST_TIMEOUT_MS)}`],
  ['docs/behaviour.md', 'TAIL_LINES', `the last ${TAIL_LINES} log lines in a collapsed block`],
  ['docs/behaviour.md', 'RUNTIME_LOG_LINES', `own last ${RUNTIME_LOG_LINES} runtime log lines`],
  ['docs/behaviour.md', 'MAX_SUMMARY_BYTES', `the whole summary stays under ${kib(MAX_SUMMARY_BYTES)}`],
  [
    'docs/behaviour.md',
    'HINT_JITTER_MS, MAX_HINT_JITTER_MS',
    `a random jitter of up to ${spoken(HINT_JITTER_MS)} (or of up to half the hint when that is longer, at most ${spoken(MAX_HINT_JITTER_MS)})`
  ],
  [
    'docs/behaviour.md',
    'RATE_LIMIT_BACKOFF',
    `from up to ${spoken(RATE_LIMIT_BACKOFF.baseMs)} to at most ${spoken(RATE_LIMIT_BACKOFF.maxMs)}`
  ],
  [
    'docs/behaviour.md',
    'PACE_WINDOW_MS, RATE_LIMITED_PACE',
    `Until ${spoken(PACE_WINDOW_MS)} after a 429's wait has passed, every wait of the watcher is ${RATE_LIMITED_PACE} times longer`
  ],
  ['docs/behaviour.md', 'STREAM_LIMITED_TRIES', `refused ${STREAM_LIMITED_TRIES} times in a row`],
  ['docs/behaviour.md', 'PACE_WINDOW_MS', `(within ${spoken(PACE_WINDOW_MS)} after a 429's wait)`],
  ['docs/behaviour.md', 'MAX_FIELD_CHARS', `A field longer than ${MAX_FIELD_CHARS} characters`],
  ['docs/behaviour.md', 'MAX_COUNT_DIGITS', `or longer than ${MAX_COUNT_DIGITS} digits`],
  ['docs/behaviour.md', 'BLIND_IN_FLIGHT', `at most ${BLIND_IN_FLIGHT} requests of the run are in flight at once`],
  ['docs/behaviour.md', 'BLIND_IN_FLIGHT', `keeps at most ${BLIND_IN_FLIGHT} requests in flight again`],
  ['docs/behaviour.md', 'FALLBACK_REQUEST_MS', `(at least ${spoken(FALLBACK_REQUEST_MS)} apart)`],
  ['docs/behaviour.md', 'LEARNED_SHARE', `the run sends at ${LEARNED_SHARE * 100} % of what got through`],
  [
    'docs/performance.md',
    'BLIND_IN_FLIGHT',
    `at most ${BLIND_IN_FLIGHT} requests in flight until the first 429, then the rate that got through`
  ],
  ['docs/behaviour.md', 'LEARNED_FOR_MS', `${spoken(LEARNED_FOR_MS)} after the last 429 the run forgets`],
  // docs/api-notes.md: the action's bounds, and what the contract assumes.
  ['docs/api-notes.md', 'MAX_LIST_PAGES', `at most ${MAX_LIST_PAGES} pages per look`],
  ['docs/api-notes.md', 'MAX_LINE_LENGTH', `cut at ${kib(MAX_LINE_LENGTH)}, without control characters`],
  ['docs/api-notes.md', 'rollback MAX_PAGES', `at most ${ROLLBACK_PAGES} pages are read`],
  ['docs/api-notes.md', 'LOOKUP_PAGES', `(at most ${LOOKUP_PAGES} pages, stopping at the first record older than it)`],
  ['docs/api-notes.md', 'superseded MAX_PAGES', `(read up to ${SUPERSEDED_PAGES} pages deep)`],
  ['docs/api-notes.md', 'RUNTIME_LOG_LINES', `with \`limit=${RUNTIME_LOG_LINES}\``],
  [
    'docs/api-notes.md',
    'openapi.yaml, the limit of list_deployments',
    `\`list_deployments\` takes \`limit\` from ${deploymentsLimit?.minimum} to ${deploymentsLimit?.maximum} (the documentation gives only the default, ${deploymentsLimit?.default})`
  ],
  [
    'docs/api-notes.md',
    'openapi.yaml, EnvImportRequest',
    `\`env/import\` takes at most ${contract.components.schemas.EnvImportRequest.properties.vars.maxItems} variables per request`
  ],
  // docs/cli.md, besides its generated tables.
  ['docs/cli.md', "package.json's engines", `it needs Node ${nodeMinimum} or newer`],
  ['docs/cli.md', 'exitCodeOf, usage', `an older Node gets one line saying so, and exit code ${usageExit}`],
  ['docs/cli.md', 'exitCodeOf, usage', `is refused with exit code ${usageExit} before anything else is read`],
  ['docs/cli.md', 'exitCodeOf, usage', `stops the run with exit code ${usageExit} and a message naming the flag`],
  [
    'docs/cli.md',
    'exitCodeOf, SIGINT and SIGTERM',
    `then exits with ${stoppedBy('SIGINT')} or ${stoppedBy('SIGTERM')}`
  ],
  [
    'docs/cli.md',
    'resultJson, its schemaVersion',
    `| \`schemaVersion\` | \`${resultJson(deployResult()).schemaVersion}\`, the version of this shape |`
  ],
  ['docs/cli.md', 'HEARTBEAT_MS', `When nothing has been printed for ${spoken(HEARTBEAT_MS)}, the CLI prints`],
  ['docs/cli.md', 'HEARTBEAT_MS', `another every ${spoken(HEARTBEAT_MS)} while all stays quiet`],
  [
    'docs/cli.md',
    'MIN_MASKED_VALUE_LENGTH',
    `Variable values of 1 to ${MIN_MASKED_VALUE_LENGTH - 1} characters are neither redacted nor masked`
  ],
  ['docs/cli.md', 'MIN_PARTIAL', `one line ends with its first ${MIN_PARTIAL} or more characters`],
  ['docs/cli.md', 'COMMANDS, --mask-env', `every value of ${MIN_MASKED_VALUE_LENGTH}+ characters`],
  // docs/api.md: the Node API's own checks.
  ['docs/api.md', 'MIN_DURATION_MS', `A number under ${MIN_DURATION_MS} is refused as likely seconds meant`],
  ['docs/api.md', 'MAX_VERIFY_FOR_MS', `as for \`--verify-for\`, and a window is at most ${hours(MAX_VERIFY_FOR_MS)}.`],
  // docs/sandbox.md: the sandbox's own limits.
  ['docs/sandbox.md', 'defaultBurst', `by default ${defaultBurst(600) / (600 / 60)} seconds' worth`],
  ['docs/sandbox.md', 'DEFAULT_BODY_LIMIT', `request bodies are limited to ${mib(DEFAULT_BODY_LIMIT)}`],
  [
    'docs/sandbox.md',
    'DEFAULT_REQUEST_LOG_LIMIT',
    `keeps only the newest ${DEFAULT_REQUEST_LOG_LIMIT.toLocaleString('en-US')} requests`
  ],
  ['docs/sandbox.md', 'MAX_DELAY_MS', `their delays are capped at ${seconds(MAX_DELAY_MS)}`],
  [
    'docs/sandbox.md',
    'DEFAULT_MAX_CONNECTIONS',
    `at most ${DEFAULT_MAX_CONNECTIONS.toLocaleString('en-US')} connections are open at once`
  ],
  ['docs/sandbox.md', 'DEFAULT_IDLE_TIMEOUT_MS', `one left idle is closed after ${seconds(DEFAULT_IDLE_TIMEOUT_MS)}`],
  ['docs/sandbox.md', 'MAX_DELAY_MS', `(delays capped at ${seconds(MAX_DELAY_MS)})`],
  ['docs/sandbox.md', 'seed.json, the backlog script', `writes ${backlogLines.toLocaleString('en-US')} lines`],
  ['docs/sandbox.md', 'rateLimitFields, ietf', `| ${exampleFields('ietf')} |`],
  ['docs/sandbox.md', 'rateLimitFields, x-ratelimit', `| ${exampleFields('x-ratelimit')} |`],
  ['docs/sandbox.md', 'MIN_EVERY_MS', `every \`everyMs\` (at least ${MIN_EVERY_MS} ms)`],
  [
    'docs/sandbox.md',
    'MAX_AFTER_LIVE_MS',
    `Every time is at most a day (${MAX_AFTER_LIVE_MS.toLocaleString('en-US')} ms)`
  ],
  [
    'docs/sandbox.md',
    "seed.json, svc-verify's verify refs",
    `each going live healthy and breaking ${verifyBreak} after`
  ],
  ['docs/sandbox.md', "seed.json, svc-verify's verify refs", `| What happens ${verifyBreak} after going live |`],
  [
    'docs/sandbox.md',
    'seed.json, verify-noisy',
    `at the same rate (every ${seconds(noisyLine?.everyMs ?? 0)}, from ${seconds(noisyLine?.afterMs ?? 0)} after going live)`
  ],
  [
    'docs/sandbox.md',
    "seed.json, svc-verify's runtime log at start",
    `already holds that error every ${noisyGaps.map(seconds).join(' or ')} over the ${Math.ceil((noisyHistory[0] ?? 0) / 60_000)} minutes before the sandbox started (${noisyHistory.length} lines`
  ],
  // docs/app.md: the app file's bounds.
  ['docs/app.md', 'MAX_APP_FILE_BYTES', `a regular file of at most ${mib(MAX_APP_FILE_BYTES)}`],
  ['docs/app.md', 'MAX_ALIAS_COUNT', `up to ${MAX_ALIAS_COUNT} alias expansions`],
  ['docs/app.md', 'SERVICE_NAME', `starting with a letter or digit, at most ${longestServiceName} characters`],
  // docs/verify.md: the verification window's bounds and cadence.
  ['docs/verify.md', 'MAX_VERIFY_FOR_MS', `\`5m\`), at most ${hours(MAX_VERIFY_FOR_MS)}.`],
  ['docs/verify.md', 'DEFAULT_VERIFY_INTERVAL_MS', `Default \`${DEFAULT_VERIFY_INTERVAL_MS / 1000}s\``],
  ['docs/verify.md', 'MIN_VERIFY_INTERVAL_MS', `at least \`${MIN_VERIFY_INTERVAL_MS / 1000}s\` and at most`],
  [
    'docs/verify.md',
    'MAX_PATTERNS, MAX_PATTERN_CHARS',
    `more than ${MAX_PATTERNS} patterns in a list, or a pattern over ${MAX_PATTERN_CHARS.toLocaleString('en-US')} characters`
  ],
  [
    'docs/verify.md',
    'FAILED_PROBES_TOLERATED',
    `fails when **more than ${FAILED_PROBES_TOLERATED}** of its probes have failed, or when its **last ${LAST_FAILED_TO_FAIL}** failed`
  ],
  ['docs/verify.md', 'MAX_RESPONSE_BYTES', `A runtime log page over ${mib(MAX_RESPONSE_BYTES)}.`],
  [
    'docs/verify.md',
    'MATCH_LINE_CHARS',
    `secrets redacted, at most ${MATCH_LINE_CHARS.toLocaleString('en-US')} characters) with the line`
  ],
  ['docs/verify.md', 'LIST_EVERY', `every ${LIST_EVERY}th interval, at the last one, and once more before`],
  ['docs/verify.md', 'MATCH_CHARS', `only on a line's first ${MATCH_CHARS / 1024} KiB`],
  [
    'docs/verify.md',
    'BASELINE_MS, BASELINE_PAGE_LINES, BASELINE_MAX_PAGES',
    `at most the ${BASELINE_MS / 60_000} minutes before the deploy; one read of up to ${BASELINE_PAGE_LINES.toLocaleString('en-US')} lines, paged back with \`before\` only when a page comes full, at most ${BASELINE_MAX_PAGES} pages.`
  ],
  ['docs/verify.md', 'SHAPE_CHARS', `applied to a line's first ${SHAPE_CHARS} characters`],
  [
    'docs/verify.md',
    'KNOWN_RATE_FACTOR, KNOWN_MIN_COUNT',
    `**at least ${KNOWN_RATE_FACTOR} times as often per minute** as in the baseline **and at least ${KNOWN_MIN_COUNT} times**`
  ],
  ['docs/verify.md', 'OPTIONAL_READ_MS', `no answer within ${OPTIONAL_READ_MS / 1000} s) means no baseline`],
  ['docs/verify.md', 'MAX_KEPT_MATCHES', `\`matches\` at most ${MAX_KEPT_MATCHES}`],
  ['docs/verify.md', 'PROGRESS_EVERY_MS', `and a line every ${spoken(PROGRESS_EVERY_MS)}:`],
  ['docs/verify.md', 'VERIFY_GRACE_MS', `adds its own time (and ${VERIFY_GRACE_MS / 1000} s for its last reads)`],
  [
    'docs/verify.md',
    'TAIL_PAGE_LINES',
    `when the service writes over ${TAIL_PAGE_LINES.toLocaleString('en-US')} lines an interval`
  ],
  ['docs/verify.md', 'TAIL_MAX_PAGES', `at most ${TAIL_MAX_PAGES} pages a check, the rest read at the next`],
  ['docs/verify.md', 'ATTEMPT_TIMEOUT_MS', `${ATTEMPT_TIMEOUT_MS / 1000} s per try, never the API key`]
]

/** The length a prefix's exact tail takes (`[A-Z0-9]{16}`: 16). */
function tailLength(prefix: keyof typeof PREFIX_TAILS): number {
  return Number(/\{(\d+)\}$/.exec(PREFIX_TAILS[prefix] ?? '')?.[1])
}

describe('docs/secrets.md states the rule of src/text/secret-rule.ts', () => {
  const doc = flat('docs/secrets.md')
  /** The code spans after a bold label, up to the end of its sentence. */
  const listed = (label: string): string[] => {
    const at = doc.indexOf(`**${label}:**`)
    expect(at, `docs/secrets.md has no **${label}:**`).toBeGreaterThan(-1)
    const sentence = doc.slice(at, doc.indexOf(';', at) === -1 ? undefined : doc.indexOf(';', at))
    return [...sentence.slice(0, sentence.search(/\.( |$)/) + 1 || undefined).matchAll(/`([^`]+)`/g)].map(
      m => m[1] ?? ''
    )
  }
  it.each([
    ['Secret words', SECRET_NAME_WORDS],
    ['Readable last parts', ABOUT_A_SECRET],
    ['Plain values', PLAIN_VALUES],
    ['Prefixes', SECRET_PREFIXES]
  ] as const)('lists every one of its %s, in its order', (label, list) => {
    expect(listed(label)).toEqual([...list])
  })

  const table = (header: string): string[][] =>
    tableRows(readFileSync(path.join(ROOT, 'docs/secrets.md'), 'utf8'), header)
  it('decides each name of its table as the rule does', () => {
    const rows = table('| name | hidden | why |')
    expect(rows.length).toBeGreaterThan(10)
    for (const [name = '', hidden = ''] of rows)
      expect(isSecretName(name.replace(/`/g, '')), name).toBe(hidden === 'yes')
  })

  it('hides in each value of its table what the rule hides', () => {
    const rows = table('| value | hidden |')
    expect(rows.length).toBeGreaterThan(5)
    for (const [values = '', hidden = ''] of rows) {
      const shown = [...values.matchAll(/`([^`]+)`/g)].map(m => m[1] ?? '')
      expect(shown.length, values).toBeGreaterThan(0)
      for (const value of shown) {
        const pieces = secretPieces('VALUE', value)
        if (hidden === 'nothing') expect(pieces, value).toEqual([])
        else if (hidden === 'all of it') expect(pieces, value).toEqual([value])
        else expect(pieces, value).toEqual([hidden.replace(/`/g, '')])
      }
    }
  })
})

describe('numbers in the docs come from the code', () => {
  it.each(STATED)('%s states %s: "%s"', (file, _source, text) => {
    // A boolean, so that a failure names the sentence, not the whole doc.
    expect(flat(file).includes(text), `${file} should say: ${text}`).toBe(true)
  })

  it('the health check pauses as the docs say: doubling from the first pause to the longest', () => {
    expect(healthPauses()).toBe('waiting 1 s, then 2, 4, 8 and 10 s between tries')
  })

  it('CONTRIBUTING.md names the modules eslint.config.js lets import undici and read inputs, and the faces', async () => {
    // The rules as ESLint applies them to each file of src/, whatever blocks set them.
    const eslint = new ESLint({ cwd: ROOT })
    const files = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter(file => file.endsWith('.ts'))
      .map(file => `src/${file.split(path.sep).join('/')}`)
    const settings = await Promise.all(
      files.map(async file => {
        const rules = ((await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules?: object }).rules ?? {}
        return {
          file,
          imports: JSON.stringify(rules['no-restricted-imports' as keyof typeof rules] ?? ''),
          syntax: JSON.stringify(rules['no-restricted-syntax' as keyof typeof rules] ?? '')
        }
      })
    )
    const exempt = (test: (s: (typeof settings)[number]) => boolean): string[] =>
      settings
        .filter(test)
        .map(s => s.file)
        .sort()
    const named = (between: RegExp): string[] =>
      [...(between.exec(flat('CONTRIBUTING.md'))?.[1] ?? '').matchAll(/`(src\/[^`]+)`/g)].map(m => m[1] ?? '').sort()
    const undici = exempt(s => !s.imports.includes('undici'))
    expect(undici).toEqual(['src/api/dispatcher.ts', 'src/api/http.ts', 'src/health/health-check.ts'])
    expect(named(/in `src\/`, only (.*?) may import undici/)).toEqual(undici)
    const inputs = exempt(s => !s.syntax.includes('Inputs are read once'))
    expect(inputs).toEqual(['src/action/inputs.ts'])
    expect(named(/only (`[^`]+`) reads inputs/)).toEqual(inputs)
    // The faces: every file that may use @actions/* or process; the rest is the engine.
    const faces = exempt(s => !s.imports.includes('@actions/*') || !s.syntax.includes('through its host'))
    const faceFolders = [
      ...new Set(
        faces.map(file => (/^src\/(action|cli)\//.exec(file) ? `${file.split('/').slice(0, 2).join('/')}/` : file))
      )
    ].sort()
    expect(named(/the faces \((.*?)\) may use/)).toEqual(faceFolders)
    expect(faces).toContain('src/action/main.ts')
    expect(faces).not.toContain('src/engine/deploy.ts')
  })
})

/** The rows of the Markdown table whose header row is `header`, as cells. */
function tableRows(doc: string, header: string): string[][] {
  const lines = doc.split('\n')
  const at = lines.indexOf(header)
  if (at === -1) throw new Error(`no table with the header ${header}`)
  const rows: string[][] = []
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map(cell => cell.trim())
    )
  }
  return rows
}

/** The names in backticks in a table cell. */
const quoted = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map(match => match[1] ?? '')

describe('docs/cli.md', () => {
  it("has the command line's tables (run `npm run docs` after changing src/cli/parse/flags.ts, ci.ts or exit-codes.ts)", () => {
    expect(staleIn(CLI, CLI_DOC, renderCliTables())).toEqual([])
    expect(updateCliDoc(CLI)).toBe(CLI)
  })

  it('lists every command, each with every flag in order, the ref each CI deploys, and every exit code', () => {
    const tables = renderCliTables()
    const first = (table: string): string[] =>
      table
        .split('\n')
        .slice(2)
        .map(row => quoted(row)[0] ?? '')
    expect(first(tables.commands)).toEqual([
      'hosting-deploy deploy',
      'hosting-deploy watch DEPLOYMENT_ID',
      'hosting-deploy whoami',
      'hosting-deploy -h, --help',
      'hosting-deploy -v, --version'
    ])
    expect(TOP_LEVEL_FLAGS.map(flag => flag.name)).toEqual(['help', 'version'])
    for (const name of COMMAND_NAMES) {
      const flags = first(tables[`${name}-flags`]).map(usage => /--([a-z-]+)/.exec(usage)?.[1])
      expect(flags, name).toEqual(COMMANDS[name].flags.map(flag => flag.name))
    }
    const refs = tables['default-refs'].split('\n').slice(2)
    expect(refs.map(row => quoted(row)[0])).toEqual([...CI_NAMES])
    for (const [ci, variable] of Object.entries(COMMIT_VARIABLES)) {
      expect(refs.find(row => row.includes(`\`${ci}\``))).toContain(`\`$${variable}\``)
    }
    const codes = renderExitCodes()
      .split('\n')
      .slice(2)
      .map(row => Number(row.split('|')[1]))
    expect(codes).toEqual(EXIT_CODES.map(({ code }) => code))
    // The README shows the same table.
    expect(tables['exit-codes']).toBe(renderExitCodes())
    expect(README).toContain(`<!-- exit-codes:start -->\n${renderExitCodes()}\n<!-- exit-codes:end -->`)
  })

  it('lists exactly the fields of --output json, in the order it prints them', () => {
    const printed = resultJson(
      deployResult({ error: { title: 'Deployment failed', message: 'build_failed', next: 'see the log' } })
    )
    const fields = tableRows(CLI, '| field | value |').map(([field]) => quoted(field ?? '')[0])
    expect(fields).toEqual(Object.keys(printed))
    const errorRow = tableRows(CLI, '| field | value |').find(([field]) => field === '`error`')
    expect(quoted(errorRow?.[1] ?? '')[0]).toBe(
      `{ ${Object.keys(printed.error ?? {})
        .map(key => `"${key}"`)
        .join(', ')} }`
    )
  })

  it('lists every --output ndjson event type with the fields it carries', async () => {
    const stdout = capture()
    const host = new NdjsonHost({
      ci: 'none',
      colour: false,
      debug: false,
      clock: fakeClock().clock,
      stdout: stdout.write,
      stderr: () => undefined
    })
    await host.event({ type: 'phase', name: 'Checking the API key' })
    await host.event({ type: 'state', status: 'building' })
    await host.event({ type: 'output', name: 'deploymentId', value: 'dep_1' })
    host.logLines([{ seq: 1, text: 'step 1' }])
    const stages = [
      { type: 'verify', stage: 'start', forMs: 300_000, intervalMs: 15_000 },
      { type: 'verify', stage: 'probe-failed', atMs: 20_000, problem: 'HTTP 500' },
      { type: 'verify', stage: 'match', atMs: 21_000, line: 'panic: x', known: false },
      { type: 'verify', stage: 'end', result: 'failed', reason: 'broke' }
    ] as const
    await host.event(stages[0])
    host.notice('Superseded', 'Deployment superseded')
    host.warning('Skipped', 'A variable was skipped')
    await host.finish(deployResult())
    const events = stdout
      .text()
      .trim()
      .split('\n')
      .map(line => JSON.parse(line) as Record<string, unknown>)
    const rows = tableRows(CLI, '| `type` | other fields | when |')
    expect(rows.map(([type]) => quoted(type ?? '')[0])).toEqual(events.map(event => event.type))
    const jsonFields = tableRows(CLI, '| field | value |').map(([field]) => quoted(field ?? '')[0])
    expect(events, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const { type, ...fields } of events) {
      const documented = quoted(rows.find(([cell]) => cell === `\`${String(type)}\``)?.[1] ?? '')
      if (type === 'verify') {
        // One row for every stage: each stage's fields are among those it names.
        for (const { type: _type, ...stage } of stages)
          expect(documented).toEqual(expect.arrayContaining(Object.keys(stage)))
      } else if (type === 'result') {
        // The result carries the fields of --output json, but `error` when the run went well.
        expect(Object.keys(fields)).toEqual(jsonFields.filter(field => field !== 'error'))
        expect(documented).toEqual(['--output json'])
      } else {
        expect(Object.keys(fields), String(type)).toEqual(documented)
      }
    }
  })

  it("names the ndjson events of an app's service that carry `service`: every one about it, none repeating its name", async () => {
    const stdout = capture()
    const face = new NdjsonHost({
      ci: 'none',
      colour: false,
      debug: false,
      clock: fakeClock().clock,
      stdout: stdout.write,
      stderr: () => undefined
    })
    const web = new ServiceHost(face, { name: 'web', width: 3, order: 'stream' })
    web.event({ type: 'phase', name: 'Queuing the deployment' })
    web.event({ type: 'state', status: 'building' })
    web.event({ type: 'output', name: 'deploymentId', value: 'dep_1' })
    web.logLines([{ seq: 1, text: 'step 1' }])
    web.event({ type: 'verify', stage: 'start', forMs: 60_000, intervalMs: 15_000 })
    web.notice('Superseded', 'Deployment superseded')
    web.warning('Skipped', 'A variable was skipped')
    // Printed again at the app's end: no new event.
    web.repeatLastLines(['step 1'])
    // The app's own: no service.
    face.warning('Some log lines were not printed', 'Log cut short')
    await face.finish(deployResult())
    const events = stdout
      .text()
      .trim()
      .split('\n')
      .map(line => JSON.parse(line) as Record<string, unknown>)
      .filter(event => event.type !== 'result')
    const about = events.filter(event => event.service !== undefined)
    const said = /every event about a service also carries `service`, the app's name for it: (.*?) \(whose/.exec(
      CLI.replace(/\s+/g, ' ')
    )
    expect(said, 'docs/cli.md names the events of a service that carry `service`').not.toBeNull()
    expect(quoted(said?.[1] ?? '')).toEqual(about.map(event => event.type))
    for (const event of about) {
      expect(event.service).toBe('web')
      for (const text of [event.message, event.title]) if (typeof text === 'string') expect(text).not.toContain('web')
    }
    expect(events.filter(event => event.service === undefined)).toEqual([
      { type: 'warning', message: 'Some log lines were not printed', title: 'Log cut short' }
    ])
  })

  it('names every output variable, in the order they are written', () => {
    expect(tableRows(CLI, '| variable | value |').map(([name]) => quoted(name ?? '')[0])).toEqual([...OUTPUT_VARIABLES])
  })

  it('says where each CI takes the outputs, as the code writes them', () => {
    const rows = new Map(
      tableRows(CLI, '| CI | how a later job or step gets them |').map(([ci, how]) => [ci ?? '', how ?? ''])
    )
    const result = deployResult()
    // A file the CI names in a variable: github, bitbucket, circleci.
    for (const [ci, title, variable, line] of [
      ['github', 'GitHub Actions', 'GITHUB_OUTPUT', 'HOSTING_URL<<'],
      ['bitbucket', 'Bitbucket Pipelines', 'BITBUCKET_PIPELINES_VARIABLES_PATH', 'HOSTING_URL=https://'],
      ['circleci', 'CircleCI', 'BASH_ENV', "export HOSTING_URL='https://"]
    ] as const) {
      expect(rows.get(title), title).toContain(`\`$${variable}\``)
      const file = path.join(tmp, `${ci}-outputs`)
      writeFileSync(file, '')
      const printed: string[] = []
      expect(
        writeOutputs(result, { ci, env: { [variable]: file }, outputsFile: undefined, write: l => printed.push(l) })
      ).toEqual([])
      expect(readFileSync(file, 'utf8')).toContain(line)
      expect(printed).toEqual([])
    }
    // Azure reads logging commands from the step's output.
    const azure: string[] = []
    writeOutputs(result, { ci: 'azure', env: {}, outputsFile: undefined, write: l => azure.push(l) })
    const command = quoted(rows.get('Azure Pipelines') ?? '').find(text => text.startsWith('##vso['))
    expect(command?.replace(/\.\.\.$/, '')).toBe('##vso[task.setvariable variable=HOSTING_URL;isOutput=true]')
    expect(azure).toContain(`${command?.replace(/\.\.\.$/, '')}${result.url}`)
    // GitLab, Jenkins and a terminal: only --outputs-file, NAME=VALUE lines.
    for (const [ci, title] of [
      ['gitlab', 'GitLab CI'],
      ['jenkins', 'Jenkins, a terminal'],
      ['none', 'Jenkins, a terminal']
    ] as const) {
      expect(rows.get(title), title).toContain('`--outputs-file FILE`')
      const printed: string[] = []
      expect(writeOutputs(result, { ci, env: {}, outputsFile: undefined, write: l => printed.push(l) })).toEqual([])
      expect(printed).toEqual([])
      const file = path.join(tmp, `${ci}.env`)
      writeOutputs(result, { ci, env: {}, outputsFile: file, write: () => undefined })
      expect(readFileSync(file, 'utf8').split('\n')).toContain(`HOSTING_URL=${result.url}`)
    }
  })

  it('shows the heartbeat line the command line prints', () => {
    const out = capture()
    const time = fakeClock()
    const host = new NdjsonHost({
      ci: 'none',
      colour: false,
      debug: false,
      clock: time.clock,
      stdout: () => undefined,
      stderr: out.write
    })
    void host.event({ type: 'state', status: 'building' })
    time.advance(90_000)
    host.stop()
    const beat = out.text().trim().split('\n').at(-1) ?? ''
    expect(beat).toBe(`Still deploying… ${formatDuration(90_000)}, status building`)
    expect(flat(CLI_DOC)).toContain(`a line such as \`${beat}\``)
  })

  it('runs the command lines it shows through the parser', () => {
    const env = { HOSTING_API_KEY: 'sbx_docs_key_01', HOSTING_BASE_URL: 'https://api.example.com' }
    for (const [file, doc] of [
      ['README.md', README],
      [CLI_DOC, CLI]
    ] as const) {
      const blocks = [...doc.matchAll(/```(?:sh|yaml)\n([\s\S]*?)```/g)].map(match => match[1] ?? '').join('\n')
      const commands = [...blocks.matchAll(/\bhosting-deploy ((?:deploy|watch|whoami)\b[^|)\n]*)/g)].map(
        match => match[1] ?? ''
      )
      expect(commands.length, file).toBeGreaterThan(0)
      for (const command of commands) {
        const argv = command.trim().split(/\s+/)
        expect(() => parseCommandLine(argv, env, linePartsOf(argv)), `${file}: ${command}`).not.toThrow()
      }
    }
  })

  it('names the package and the GitLab component at a released version: README, docs/cli.md, docs/gitlab.md', () => {
    for (const [file, doc] of [
      ['README.md', README],
      [CLI_DOC, CLI],
      ['docs/gitlab.md', readFileSync(path.join(ROOT, 'docs', 'gitlab.md'), 'utf8')]
    ] as const) {
      // The package at a version, and the GitLab component at the tag of a release of it
      // (`NAME/deploy@vX.Y.Z`, `raw.githubusercontent.com/owner/NAME/vX.Y.Z/templates/...`).
      const packages = [
        ...doc.matchAll(/(?<!\/)\b([a-z-]+)@(\d+\.\d+\.\d+)\b/g),
        ...doc.matchAll(/\/([a-z-]+)\/deploy@v(\d+\.\d+\.\d+)\b/g),
        ...doc.matchAll(/raw\.githubusercontent\.com\/[\w.-]+\/([a-z-]+)\/v(\d+\.\d+\.\d+)\/templates\//g)
      ]
      expect(packages.length, file).toBeGreaterThan(0)
      for (const [spec, name, version] of packages) {
        expect(name, `${file}: ${spec}`).toBe(PACKAGE.name)
        expect(parseVersion(version ?? ''), spec).toBeDefined()
        expect(
          compareVersions(version ?? '', PACKAGE.version),
          `${file}: ${spec} is not released yet`
        ).toBeLessThanOrEqual(0)
      }
    }
  })
})
