// `npm run docs`: writes the generated tables of the docs, each between its marker comments
// <!-- NAME:start --> ... <!-- NAME:end --> (`# NAME:start` in YAML): action.yml's `outputs:`
// from the outputs' table (src/core/outputs.ts); the README's inputs and outputs tables from
// action.yml and its exit-code table from the command line's (src/result/exit-codes.ts); the
// cadence table of docs/behaviour.md from the watcher's own timing (src/watch/state-watcher.ts
// and src/api/rate-limit.ts); and docs/cli.md's commands, flags, default refs and exit codes
// from the command line's own tables (src/cli/parse/flags.ts, src/cli/ci/ci.ts, src/result/exit-codes.ts),
// its JSON fields and output variables from the outputs' table.
// So no number or flag in them is typed twice.
// `npm run docs -- --check` changes nothing and exits non-zero when a table is stale;
// __tests__/unit/readme.test.ts runs the same check in `npm test`.
// `--readme` and `--action` point the README's tables at other files; the other tables are
// always the repository's docs, written from the code.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, stringify } from 'yaml'
import { actionOutputs } from '../src/action/report/outputs.js'
import { OUTPUTS } from '../src/core/outputs.js'
import { PACE_WINDOW_MS } from '../src/api/rate-limit.js'
import { CI_NAMES, CI_TITLES, COMMIT_VARIABLES } from '../src/cli/ci/ci.js'
import { EXIT_CODES } from '../src/result/exit-codes.js'
import { describeCliOutput } from '../src/cli/result/outputs.js'
import { resultJsonFields } from '../src/cli/result/outputs.js'
import { COMMAND_NAMES, COMMANDS, TOP_LEVEL_FLAGS, flagUsage, type CommandName } from '../src/cli/parse/flags.js'
import { DEFAULT_TIMING, RATE_LIMITED_PACE, type WatchTiming } from '../src/watch/state-watcher.js'
import { parseOptions } from './cli-options.js'
import { CRASH_SIGNATURES } from '../src/verify/signatures.js'
import { SHAPE_MASKS } from '../src/verify/shape.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The file with the cadence table, relative to the repository. */
export const BEHAVIOUR_DOC = 'docs/behaviour.md'
/** The command line's reference, relative to the repository. */
export const CLI_DOC = 'docs/cli.md'
/** The verification window's reference, relative to the repository. */
export const VERIFY_DOC = 'docs/verify.md'

interface ActionMetadata {
  inputs?: Record<string, { description?: string; required?: boolean; default?: unknown }>
  outputs?: Record<string, { description?: string }>
}

export type ReadmeTable = 'inputs' | 'outputs' | 'exit-codes'
type CliTable = 'commands' | `${CommandName}-flags` | 'default-refs' | 'exit-codes' | 'json-fields' | 'output-variables'
type VerifyTable = 'crash-signatures' | 'shape-masks'
export type TableName = ReadmeTable | CliTable | 'cadence' | VerifyTable

/** Where a generated table starts and ends: HTML comments in Markdown, `#` comments in YAML. */
type Markers = (name: string) => { start: string; end: string }
const MARKDOWN: Markers = name => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` })
const YAML: Markers = name => ({ start: `# ${name}:start`, end: `# ${name}:end` })

/** action.yml's `outputs:` block, from the outputs' table (src/core/outputs.ts) and the Action's aside. */
export function renderActionOutputs(): string {
  return stringify({ outputs: actionOutputs() }, { lineWidth: 0 }).trimEnd()
}

/** The Markdown tables for action.yml's inputs and outputs. */
export function renderTables(actionYaml: string): Record<'inputs' | 'outputs', string> {
  const action = parse(actionYaml) as ActionMetadata
  const inputs = Object.entries(action.inputs ?? {}).map(([name, input]) => {
    const fallback = input.default === undefined ? '' : code(String(input.default))
    return `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`
  })
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`
  )
  return {
    inputs: ['| input | required | default | meaning |', '|---|---|---|---|', ...inputs].join('\n'),
    outputs: ['| output | meaning |', '|---|---|', ...outputs].join('\n')
  }
}

/** The README's tables: the inputs and outputs of action.yml, and the command line's exit codes. */
function readmeTables(actionYaml: string): Record<ReadmeTable, string> {
  return { ...renderTables(actionYaml), 'exit-codes': renderExitCodes() }
}

/** Every exit code of the command line, in order (src/result/exit-codes.ts). */
export function renderExitCodes(): string {
  return [
    '| exit code | meaning |',
    '|---|---|',
    ...EXIT_CODES.map(({ code, meaning }) => `| ${code} | ${cell(meaning)} |`)
  ].join('\n')
}

/**
 * docs/cli.md's tables, from the command line's own: its commands and top-level flags, each
 * command's flags (what `--help` prints), the ref deployed by default on each CI, the exit codes.
 */
export function renderCliTables(): Record<CliTable, string> {
  const commands = [
    '| command | what it does |',
    '|---|---|',
    ...COMMAND_NAMES.map(name => {
      const { positional, summary } = COMMANDS[name]
      return `| ${code(`hosting-deploy ${name}${positional ? ` ${positional}` : ''}`)} | ${cell(summary)} |`
    }),
    ...TOP_LEVEL_FLAGS.map(flag => `| ${code(`hosting-deploy ${flagUsage(flag)}`)} | ${cell(flag.help)} |`)
  ].join('\n')
  const flags = (name: CommandName): string =>
    [
      '| flag | meaning |',
      '|---|---|',
      ...COMMANDS[name].flags.map(flag => `| ${code(flagUsage(flag))} | ${cell(flag.help)} |`)
    ].join('\n')
  const refs = [
    '| the job runs on | `--ci` | `deploy` sends as the ref, without `--ref` |',
    '|---|---|---|',
    ...CI_NAMES.map(ci =>
      ci === 'none'
        ? `| ${CI_TITLES[ci]} (a terminal, or a CI not listed here) | \`${ci}\` | no ref: the service deploys its tracked branch |`
        : `| ${CI_TITLES[ci]} | \`${ci}\` | \`$${COMMIT_VARIABLES[ci]}\` |`
    )
  ].join('\n')
  return {
    commands,
    'deploy-flags': flags('deploy'),
    'watch-flags': flags('watch'),
    'whoami-flags': flags('whoami'),
    'default-refs': refs,
    'exit-codes': renderExitCodes(),
    'json-fields': [
      '| field | value |',
      '|---|---|',
      ...resultJsonFields().map(([field, meaning]) => `| \`${field}\` | ${cell(meaning)} |`)
    ].join('\n'),
    'output-variables': [
      '| variable | value |',
      '|---|---|',
      ...OUTPUTS.map(output => `| \`${output.variable}\` | ${cell(describeCliOutput(output))} |`)
    ].join('\n')
  }
}

/** docs/verify.md's tables: the built-in crash signatures and the shape rule's masks (src/verify/). */
export function renderVerifyTables(): Record<VerifyTable, string> {
  return {
    'crash-signatures': [
      '| signature | pattern (RE2) | a line it catches |',
      '|---|---|---|',
      ...CRASH_SIGNATURES.map(({ name, pattern, example }) => `| ${name} | ${code(pattern)} | ${code(example)} |`)
    ].join('\n'),
    'shape-masks': [
      '| in order, each | becomes |',
      '|---|---|',
      ...SHAPE_MASKS.map(({ mask, what }) => `| ${cell(what)} | ${code(mask)} |`)
    ].join('\n')
  }
}

/** docs/verify.md with its tables rendered from the code. */
export function updateVerifyDoc(doc: string): string {
  return replaceTables(doc, VERIFY_DOC, renderVerifyTables())
}

/** What the cadence table is written from: the watcher's timing and its pacing under a rate limit. */
export interface Cadence {
  timing: WatchTiming
  /** Every wait is this many times longer while the service rate limits. */
  ratePace: number
  /** ...until this long after a 429's wait. */
  paceWindowMs: number
}

export const CADENCE: Cadence = { timing: DEFAULT_TIMING, ratePace: RATE_LIMITED_PACE, paceWindowMs: PACE_WINDOW_MS }

/**
 * How often the watcher reads the deployment record and the log (`planNext` in
 * src/watch/state-watcher.ts), as a table and the three rules that apply to every row.
 */
export function renderCadence(cadence: Cadence = CADENCE): string {
  const t = cadence.timing
  return [
    '| the log comes from | the deployment record is read | the log is read |',
    '|---|---|---|',
    `| a stream that carries state events | once the stream reports the end, else ${spoken(t.streamStateEveryMs)} after the last read | as it streams |`,
    `| a stream without state events (it may never close) | every ${spoken(t.plainStateEveryMs)} | as it streams |`,
    `| polling (the stream refused or failing) | when the log slows or goes quiet, else every ${spoken(t.pollStateEveryMs)} | every ${spoken(t.pollFlowMs)} while lines flow, backing off to ${spoken(t.pollQuietMaxMs)} while quiet |`,
    `| nowhere (\`logs: false\`, or a key without \`logs: read\`) | every ${spoken(t.plainStateEveryMs)} | -- |`,
    '',
    `A stream event or a close that hints at the end makes the action read the record at once, and at`,
    `most every ${spoken(t.confirmMs)} however many hints come. With a stream, the first read of the record`,
    `waits for the stream, up to ${spoken(t.plainStateEveryMs)}: by then it has shown whether it carries state events`,
    `(the deploy's answer counts as the first read). A stream counts as carrying state events once any log stream`,
    `of the run has carried one: an app's stream opened late, its request paced, may show no state until the next.`,
    `Unless the log is polled, a read of the record answered 429 is`,
    `sent once more after the service's \`Retry-After\`; when the stream has reported a final state, a second 429`,
    `leaves that state standing instead of reading again.`,
    `While the service rate limits (until ${spoken(cadence.paceWindowMs)} after a 429's wait), every wait above is`,
    `${cadence.ratePace} times longer.`
  ].join('\n')
}

/** A duration as the docs write it: `750 ms`, `2 s`, `1.5 s`, `1 min`. */
export function spoken(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`
  if (ms >= 1000) return `${ms / 1000} s`
  return `${ms} ms`
}

/** `text` with each named table replaced between its markers; `file` names it in errors. */
export function replaceTables(
  text: string,
  file: string,
  tables: Partial<Record<TableName, string>>,
  markers: Markers = MARKDOWN
): string {
  let updated = text
  for (const [name, table] of Object.entries(tables)) {
    const { start, end } = markers(name)
    const from = updated.indexOf(start)
    const to = updated.indexOf(end)
    if (from === -1 || to === -1 || to < from) {
      throw new Error(`${file} has no ${start} ... ${end} markers around its ${name} table`)
    }
    updated = `${updated.slice(0, from + start.length)}\n${table}\n${updated.slice(to)}`
  }
  return updated
}

/** Names of the tables whose text differs from the one `replaceTables` would write. */
export function staleIn(
  text: string,
  file: string,
  tables: Partial<Record<TableName, string>>,
  markers: Markers = MARKDOWN
): TableName[] {
  const updated = replaceTables(text, file, tables, markers)
  const section = (doc: string, name: string): string =>
    doc.slice(doc.indexOf(markers(name).start), doc.indexOf(markers(name).end))
  return (Object.keys(tables) as TableName[]).filter(name => section(text, name) !== section(updated, name))
}

/** The README with every marked table replaced by the one rendered from action.yml or the exit codes. */
export function updateReadme(readme: string, actionYaml: string): string {
  return replaceTables(readme, 'README.md', readmeTables(actionYaml))
}

/** Names of the README's tables that differ from action.yml or the exit codes. */
export function staleTables(readme: string, actionYaml: string): ReadmeTable[] {
  return staleIn(readme, 'README.md', readmeTables(actionYaml)) as ReadmeTable[]
}

/** docs/behaviour.md with its cadence table rendered from the code. */
export function updateBehaviour(doc: string, cadence: Cadence = CADENCE): string {
  return replaceTables(doc, BEHAVIOUR_DOC, { cadence: renderCadence(cadence) })
}

/** action.yml with its `outputs:` block rendered from the outputs' table. */
export function updateActionYaml(yaml: string): string {
  return replaceTables(yaml, 'action.yml', { outputs: renderActionOutputs() }, YAML)
}

/** docs/cli.md with its tables rendered from the command line's own. */
export function updateCliDoc(doc: string): string {
  return replaceTables(doc, CLI_DOC, renderCliTables())
}

/** A default as inline code; `''` for an empty one. */
function code(text: string): string {
  if (text === '') return "`''`"
  const escaped = text.replace(/\|/g, '\\|')
  // A backtick inside needs a longer fence, padded with spaces (CommonMark code spans).
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``
}

/** A description on one table line: whitespace collapsed, pipes escaped. */
function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
}

/** One file with generated tables: where it is, what they are written from, and how. */
interface Target {
  file: string
  tables: () => Partial<Record<TableName, string>>
  /** How the file marks its tables (Markdown unless said). */
  markers?: Markers
  /** Where a table of this file is written from, for the messages. */
  source: (table: TableName) => string
}

/** `a`, `a and b`, `a, b and c`. */
function list(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** `npm run docs [-- --check] [--readme FILE] [--action FILE]`: writes the tables, or checks them (process.exitCode 1 when stale). */
export function docsCommand(argv: string[]): void {
  const options = parseOptions(
    'npm run docs',
    {
      check: { type: 'boolean', help: 'change nothing; exit non-zero when the tables are stale' },
      readme: { type: 'string', help: 'the README to update (default: README.md)' },
      action: { type: 'string', help: 'the action metadata to read (default: action.yml)' }
    },
    argv
  )
  const check = options.check === true
  const readmePath = options.readme ? path.resolve(options.readme) : path.join(ROOT, 'README.md')
  const actionPath = options.action ? path.resolve(options.action) : path.join(ROOT, 'action.yml')
  const targets: Target[] = [
    {
      file: actionPath,
      tables: () => ({ outputs: renderActionOutputs() }),
      markers: YAML,
      source: () => 'src/core/outputs.ts and src/action/report/outputs.ts'
    },
    {
      file: readmePath,
      // Read when its turn comes: action.yml's outputs may have just been written.
      tables: () => readmeTables(readFileSync(actionPath, 'utf8')),
      source: table => (table === 'exit-codes' ? 'src/result/exit-codes.ts' : path.basename(actionPath))
    },
    {
      file: path.join(ROOT, BEHAVIOUR_DOC),
      tables: () => ({ cadence: renderCadence() }),
      source: () => 'src/watch/state-watcher.ts and src/api/rate-limit.ts'
    },
    {
      file: path.join(ROOT, CLI_DOC),
      tables: renderCliTables,
      source: table =>
        table === 'exit-codes'
          ? 'src/result/exit-codes.ts'
          : table === 'default-refs'
            ? 'src/cli/ci/ci.ts'
            : table === 'json-fields' || table === 'output-variables'
              ? 'src/core/outputs.ts'
              : 'src/cli/parse/flags.ts'
    },
    {
      file: path.join(ROOT, VERIFY_DOC),
      tables: renderVerifyTables,
      source: table => (table === 'crash-signatures' ? 'src/verify/signatures.ts' : 'src/verify/shape.ts')
    }
  ]
  for (const target of targets) {
    const name = target.file.startsWith(ROOT) ? path.relative(ROOT, target.file) : path.basename(target.file)
    const text = readFileSync(target.file, 'utf8')
    const tables = target.tables()
    const names = Object.keys(tables) as TableName[]
    const sources = (of: TableName[]): string => list([...new Set(of.map(target.source))])
    const plural = (of: TableName[], one: string, many: string): string => (of.length > 1 ? many : one)
    if (check) {
      const stale = staleIn(text, name, tables, target.markers)
      if (stale.length > 0) {
        console.error(
          `${name} is stale: its ${list(stale)} ${plural(stale, 'table differs', 'tables differ')} from ${sources(stale)}. Run \`npm run docs\` and commit ${name} with ${sources(stale)}.`
        )
        process.exitCode = 1
      } else {
        console.log(`${name}: the ${list(names)} ${plural(names, 'table matches', 'tables match')} ${sources(names)}.`)
      }
      continue
    }
    const updated = replaceTables(text, name, tables, target.markers)
    if (updated === text) {
      console.log(`${name} is up to date.`)
      continue
    }
    writeFileSync(target.file, updated)
    console.log(`${name}: ${list(names)} ${plural(names, 'table', 'tables')} regenerated from ${sources(names)}.`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    docsCommand(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
