import path from 'node:path'
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  visit,
  type Document,
  type Node,
  type Pair,
  type YAMLMap
} from 'yaml'
import type { EnvVar } from '../core/api-types.js'
import { AppFileError } from '../core/errors.js'
import { verifyDuration } from './verify-settings.js'
import { verifyPatterns } from './verify-patterns.js'
import { TIMEOUT_HINT } from './defaults.js'
import { DotenvError, isValidKey, parseDotenv } from './dotenv.js'
import {
  checkDuration,
  checkHealthCheckExpect,
  checkHealthCheckUrl,
  checkRef,
  checkServiceId,
  type Refuse
} from './settings.js'
import { closest } from '../text/suggest.js'
import { readTextFile } from './text-file.js'
import { parseYamlDocument, unclosedBracket } from './yaml-parse.js'

// The app file (`app-file`, `--app-file`): the services a run deploys, in YAML, with their
// needs and per-service settings, checked in full before any request. Every error names the
// file and the line, and never holds a variable's value. Parsed with the failsafe schema, so
// every scalar is the text as written: `ref: 1.10` stays "1.10", `PORT: 08` stays "08".
// schema/app-file.schema.json describes the same keys for editors (a test holds them equal).

export interface AppFileService {
  /** The file's name for it (the mapping key): log label, summary row, results entry. */
  name: string
  /** The service id, checked like service-id. */
  id: string
  /** Names of services (in this file) that must go live first; [] when none. */
  needs: string[]
  /**
   * Checked like ref; undefined when the file gives none (`ref:`, `ref: ~`: the next one down
   * applies); null for a quoted empty ref (`ref: ''`): the service is sent no ref.
   */
  ref?: string | null
  /** Variables from `env` (a mapping KEY: value, or a dotenv block), [] when none. */
  variables: EnvVar[]
  /** `env-file` as written (a path relative to the working directory, like the env-file setting); read by the faces. */
  envFile?: string
  /** 1-based line of `env-file`, for the faces' errors when they read it. */
  envFileLine?: number
  /** Checked as the health-check-url setting is. */
  healthCheckUrl?: string
  /** Checked as the health-check-expect setting is. */
  healthCheckExpect?: string
  /** Milliseconds, checked like timeout (plain seconds or a duration such as 90s, 10m). */
  timeoutMs?: number
  /** The verification window's keys the service gives (docs/verify.md); absent when none. */
  verify?: VerifyKeys
  /** 1-based line of the service's key, for later messages. */
  line: number
}

/** The verification window's keys at one level of the file, each checked alone; absent when not given. */
interface VerifyKeys {
  /** `verify-for` in milliseconds; 0 turns the window off. */
  forMs?: number
  intervalMs?: number
  failOnLog?: string[]
  ignoreLog?: string[]
  /** The line of each key given, for the checks of the window as a whole (settings/app-config.ts). */
  lines?: Partial<Record<VerifyKey, number>>
}

/** A key of the verification window. */
export type VerifyKey = 'verify-for' | 'verify-interval' | 'fail-on-log' | 'ignore-log'

export interface AppFile {
  /** The path as given. */
  path: string
  /** In the file's order. */
  services: AppFileService[]
  /** The file's top-level settings: what each service takes unless it gives its own. */
  defaults: {
    /** As a service's `ref`: null for a quoted empty ref, which every service without its own then sends. */
    ref?: string | null
    timeoutMs?: number
    failFast?: boolean
    maxParallel?: number
    rollback?: boolean
    verify?: VerifyKeys
    /** The first window setting given at the top besides `verify-for`, and its line: it needs a window somewhere. */
    windowSetting?: { key: string; line: number | undefined }
  }
}

/** The largest app file read; a larger one is refused before it is read. */
export const MAX_APP_FILE_BYTES = 1024 * 1024
/** Aliases (`*name`) the file may resolve in all: a few are handy, a nest of them is an alias bomb. */
export const MAX_ALIAS_COUNT = 100
/** Keys at the top of the file. */
export const TOP_KEYS = [
  'services',
  'ref',
  'timeout',
  'fail-fast',
  'max-parallel',
  'rollback',
  'verify-for',
  'verify-interval',
  'fail-on-log',
  'ignore-log'
] as const
/** Keys of one service. */
export const SERVICE_KEYS = [
  'id',
  'needs',
  'ref',
  'env',
  'env-file',
  'health-check-url',
  'health-check-expect',
  'timeout',
  'verify-for',
  'verify-interval',
  'fail-on-log',
  'ignore-log'
] as const
/** A service's name: a label for log lines, summary rows and results keys. */
export const SERVICE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/
const SERVICE_NAME_FORM = 'letters, digits and - _ . (starting with a letter or digit), at most 40 characters'

/**
 * Reads and checks the file at `file` (relative to the working directory `cwd`): a regular file of
 * at most 1 MiB, symlinks followed. `setting` is how the face spells what names it (`--app-file`).
 */
export function readAppFile(file: string, setting: string, cwd = process.cwd()): AppFile {
  const refuse: Refuse = (_name, problem) => new AppFileError(file, undefined, problem, setting)
  const expected = { maxBytes: MAX_APP_FILE_BYTES, file: 'an app file in YAML', syntax: 'YAML' }
  return parseAppFile(readTextFile('app-file', path.resolve(cwd, file), expected, refuse), file)
}

/** Parses and checks the text; every error is an AppFileError naming `file` and the line. */
export function parseAppFile(text: string, file: string): AppFile {
  const reader = new Reader(text, file)
  const root = reader.root()
  const top = reader.entries(root, TOP_KEYS, 'at the top of the file', SERVICE_KEYS, 'of a service, under services:')
  const services = readServices(reader, top.get('services'))
  checkNeeds(reader, services)
  return {
    path: file,
    services: services.map(({ needsAt: _needsAt, ...service }) => service),
    defaults: readDefaults(reader, top)
  }
}

/** A key and its value (null when the key has none), as `entries` finds them. */
interface Entry {
  key: Node
  value: Node | null
}

/** A service as read, with the line of each of its `needs`. */
interface Draft extends AppFileService {
  needsAt: number[]
}

/** The parsed document and what every check needs: lines, aliases resolved, values as text. */
class Reader {
  readonly #file: string
  readonly #lines = new LineCounter()
  readonly #doc: Document.Parsed

  constructor(text: string, file: string) {
    this.#file = file
    // Keys given twice are found by `once`: the parser's own check compares every key with every other.
    this.#doc = parseYamlDocument(text, { schema: 'failsafe', lineCounter: this.#lines, uniqueKeys: false })
    const error = this.#doc.errors[0]
    if (error)
      throw this.fail(
        error.linePos?.[0].line ?? 1,
        `is not valid YAML: ${this.#syntaxProblem(text, error.code, error.pos[0])}`
      )
    this.#checkAliases()
  }

  /**
   * What the syntax error at `offset` means. The parser reports an unclosed `[` or `{` as bad
   * indentation of a line after it: an error past such a bracket is the bracket's fault.
   */
  #syntaxProblem(text: string, code: string, offset: number): string {
    const unclosed = code === 'BAD_INDENT' ? unclosedBracket(text) : undefined
    if (unclosed === undefined || unclosed.offset > offset) return syntaxProblem(code)
    const closer = unclosed.bracket === '[' ? ']' : '}'
    return `unclosed \`${unclosed.bracket}\` opened on line ${this.#lines.linePos(unclosed.offset).line}: expected a \`${closer}\` to close it`
  }

  /** The top-level mapping. */
  root(): YAMLMap {
    const root = this.resolve(this.#doc.contents)
    if (root === null || (isScalar(root) && isEmpty(root)))
      throw this.fail(1, 'is empty: expected a mapping with `services:`, such as `services: { web: { id: svc-web } }`')
    if (!isMap(root)) throw this.fail(this.line(root), `holds ${kind(root)}: expected a mapping with \`services:\``)
    return root
  }

  /** The 1-based line on which a node starts; 1 for none. */
  line(node: Node | null): number {
    return this.#lines.linePos(node?.range?.[0] ?? 0).line
  }

  fail(line: number, problem: string): AppFileError {
    return new AppFileError(this.#file, line, problem)
  }

  /** The checks' refusals for a value at `node`, in the file's words: `` `timeout` of service `web` ``. */
  refuseAt(node: Node | null, fallbackLine: number): Refuse {
    return (name, problem) => this.fail(node ? this.line(node) : fallbackLine, `${name} ${problem}`)
  }

  /** An alias's anchored node; any other node as it is. */
  resolve(node: Node | null): Node | null {
    if (!isAlias(node)) return node
    return (node.resolve(this.#doc) as Node | undefined) ?? null
  }

  /**
   * A ref: null for a quoted empty one (`ref: ''`, `ref: ""`), which says "send no ref", as an
   * empty `ref` setting does; otherwise checked like ref, undefined when empty or a plain null.
   */
  ref(node: Node | null, name: string, refuse: Refuse): string | null | undefined {
    const value = this.resolve(node)
    const quoted = isScalar(value) && (value.type === 'QUOTE_SINGLE' || value.type === 'QUOTE_DOUBLE')
    if (quoted && String(value.value).trim() === '') return null
    return checkRef(name, this.text(value, name), refuse)
  }

  /** A scalar's text (`''` for an empty value or a plain null: ~, null); refused when a mapping or a list. */
  text(node: Node | null, name: string): string {
    const value = this.resolve(node)
    if (value === null || isEmpty(value)) return ''
    if (!isScalar(value)) throw this.fail(this.line(value), `${name} must be text, not ${kind(value)}`)
    return String(value.value)
  }

  /**
   * A mapping's entries by key, each key known: an unknown one is refused with the closest known
   * key, or with where it belongs when it is one of `elsewhere`.
   */
  entries(
    map: YAMLMap,
    known: readonly string[],
    where: string,
    elsewhere: readonly string[],
    elsewhereHint: string
  ): Map<string, Entry> {
    const found = new Map<string, Entry>()
    const lines = new Map<string, number>()
    for (const pair of map.items) {
      const key = this.keyOf(pair, `a key ${where}`)
      if (!known.includes(key.text)) {
        const hint = elsewhere.includes(key.text)
          ? `\`${key.text}\` is a key ${elsewhereHint}`
          : suggestion(key.text, known)
        throw this.fail(
          this.line(key.node),
          `unknown key \`${shown(key.text)}\` ${where}${hint ? ` (${hint})` : ''}: expected one of ${known.join(', ')}`
        )
      }
      this.once(lines, key.text, key.node, `\`${key.text}\` ${where}`, 'key')
      found.set(key.text, { key: key.node, value: this.resolve(pair.value as Node | null) })
    }
    return found
  }

  /** Refuses a key seen before in the same mapping: `what` names it, `unit` says what each is. */
  once(seen: Map<string, number>, key: string, node: Node, what: string, unit: string): void {
    const line = this.line(node)
    const first = seen.get(key)
    if (first !== undefined)
      throw this.fail(line, `${what} is given twice (lines ${first} and ${line}): expected each ${unit} once`)
    seen.set(key, line)
  }

  /** A pair's key as text; a mapping or a list as a key is refused. */
  keyOf(pair: Pair, what: string): { node: Node; text: string } {
    const node = this.resolve(pair.key as Node | null)
    if (node === null || !isScalar(node))
      throw this.fail(this.line(node ?? (pair.value as Node | null)), `${what} must be a plain name`)
    return { node, text: String(node.value) }
  }

  /** Aliases are resolved once, within MAX_ALIAS_COUNT, each naming an anchor set before it. */
  #checkAliases(): void {
    let first: Node | undefined
    visit(this.#doc, { Alias: (_, node) => void (first ??= node) })
    if (!first) return
    try {
      this.#doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
    } catch (error) {
      const excessive = /excessive alias count/i.test((error as Error).message)
      throw this.fail(
        this.line(first),
        excessive
          ? `uses aliases (*name) that expand too far, as an alias bomb does: expected at most ${MAX_ALIAS_COUNT} expansions`
          : 'uses an alias (*name) whose anchor (&name) is not set before it: expected an anchor earlier in the file'
      )
    }
  }
}

/** The services, in the file's order, each with a valid name and id, no id twice. */
function readServices(reader: Reader, entry: Entry | undefined): Draft[] {
  if (!entry) {
    throw reader.fail(
      1,
      'has no `services`: expected `services:` naming each service and its id, such as `services: { web: { id: svc-web } }`'
    )
  }
  const map = entry.value
  if (map === null || isEmpty(map) || (isMap(map) && map.items.length === 0))
    throw reader.fail(
      reader.line(entry.key),
      '`services` is empty: expected at least one service, such as `web: { id: svc-web }`'
    )
  if (!isMap(map)) {
    throw reader.fail(
      reader.line(map),
      `\`services\` holds ${kind(map)}: expected a mapping from each service's name to its settings, such as \`web: { id: svc-web }\``
    )
  }
  const byId = new Map<string, Draft>()
  const names = new Map<string, number>()
  const services: Draft[] = []
  for (const pair of map.items) {
    const key = reader.keyOf(pair, 'a service name')
    reader.once(names, key.text, key.node, `service \`${shown(key.text)}\``, 'service')
    const service = readService(reader, pair)
    const twin = byId.get(service.id)
    if (twin) {
      throw reader.fail(
        service.line,
        `service \`${service.name}\` has id \`${service.id}\`, as service \`${twin.name}\` (line ${twin.line}) has: expected each service once`
      )
    }
    byId.set(service.id, service)
    services.push(service)
  }
  return services
}

function readService(reader: Reader, pair: Pair): Draft {
  const { node, text: name } = reader.keyOf(pair, 'a service name')
  const line = reader.line(node)
  if (!SERVICE_NAME.test(name))
    throw reader.fail(line, `service name \`${shown(name)}\` is not a simple label: expected ${SERVICE_NAME_FORM}`)
  const value = reader.resolve(pair.value as Node | null)
  const noId = `service \`${name}\` has no \`id\`: expected \`id:\` with the id of the service to deploy`
  if (value === null || isEmpty(value)) throw reader.fail(line, noId)
  if (!isMap(value))
    throw reader.fail(
      reader.line(value),
      `service \`${name}\` holds ${kind(value)}: expected a mapping such as \`id: svc-${name}\``
    )
  const where = `in service \`${name}\``
  const keys = reader.entries(value, SERVICE_KEYS, where, TOP_KEYS, 'at the top of the file')
  const at = (key: string) => keys.get(key)?.value ?? null
  const keyLine = (key: string) => (keys.has(key) ? reader.line(keys.get(key)?.key ?? null) : undefined)
  const refuse = (key: string) => reader.refuseAt(at(key), keyLine(key) ?? line)
  const subject = (key: string) => `\`${key}\` of service \`${name}\``
  const text = (key: string) => reader.text(at(key), subject(key))

  const id = text('id')
  if (id === '') throw reader.fail(keys.has('id') ? reader.line(keys.get('id')?.key ?? null) : line, noId)
  const needs = readNeeds(reader, at('needs'), name)
  const ref = reader.ref(at('ref'), subject('ref'), refuse('ref'))
  const timeout = text('timeout')
  const healthCheckUrl = text('health-check-url')
  const healthCheckExpect = text('health-check-expect')
  const envFile = text('env-file')
  if (/[\x00-\x1f\x7f]/.test(envFile) || envFile.length > 1000)
    throw refuse('env-file')(subject('env-file'), 'must be a path on one line, at most 1000 characters')
  return {
    name,
    id: checkServiceId(subject('id'), id, refuse('id')),
    needs: needs.names,
    needsAt: needs.lines,
    ...(ref !== undefined && { ref }),
    variables: readEnv(reader, at('env'), name),
    ...(envFile !== '' && { envFile, envFileLine: reader.line(keys.get('env-file')?.key ?? null) }),
    ...(healthCheckUrl !== '' && {
      healthCheckUrl: checkHealthCheckUrl(subject('health-check-url'), healthCheckUrl, refuse('health-check-url'))
    }),
    ...(healthCheckExpect !== '' && {
      healthCheckExpect: checkHealthCheckExpect(
        subject('health-check-expect'),
        healthCheckExpect,
        refuse('health-check-expect')
      )
    }),
    ...(timeout !== '' && {
      timeoutMs: checkDuration(subject('timeout'), timeout, 0, TIMEOUT_HINT, refuse('timeout'))
    }),
    ...verifyKeys(readVerifyKeys(reader, at, keyLine, { subject, refuse })),
    line
  }
}

/** `{ verify }` when any of the window's keys was given; nothing otherwise. */
function verifyKeys(keys: VerifyKeys): { verify?: VerifyKeys } {
  return keys.lines === undefined ? {} : { verify: keys }
}

/** The verification window's keys at one level, each value checked alone (their sum: settings/app-config.ts). */
function readVerifyKeys(
  reader: Reader,
  at: (key: string) => Node | null,
  keyLine: (key: string) => number | undefined,
  { subject, refuse }: { subject: (key: string) => string; refuse: (key: string) => Refuse }
): VerifyKeys {
  const duration = (key: string): number | undefined =>
    verifyDuration(subject(key), reader.text(at(key), subject(key)), refuse(key))
  const list = (key: string): string[] | undefined => {
    const node = reader.resolve(at(key))
    if (node === null || isEmpty(node)) return undefined
    const items = isSeq(node) ? node.items.map(item => reader.resolve(item as Node | null)) : [node]
    const patterns = items.map(item => reader.text(item, `each pattern of ${subject(key)}`))
    return verifyPatterns(subject(key), patterns, refuse(key))
  }
  const forMs = duration('verify-for')
  const intervalMs = duration('verify-interval')
  const failOnLog = list('fail-on-log')
  const ignoreLog = list('ignore-log')
  const given: [VerifyKey, unknown][] = [
    ['verify-for', forMs],
    ['verify-interval', intervalMs],
    ['fail-on-log', failOnLog],
    ['ignore-log', ignoreLog]
  ]
  const lines: Partial<Record<VerifyKey, number>> = {}
  for (const [key, value] of given) {
    const line = keyLine(key)
    if (value !== undefined && line !== undefined) lines[key] = line
  }
  const any = given.some(([, value]) => value !== undefined)
  return {
    ...(forMs !== undefined && { forMs }),
    ...(intervalMs !== undefined && { intervalMs }),
    ...(failOnLog !== undefined && { failOnLog }),
    ...(ignoreLog !== undefined && { ignoreLog }),
    ...(any && { lines })
  }
}

/** `needs`: one name or a list of names, each once, with the line of each. */
function readNeeds(reader: Reader, node: Node | null, service: string): { names: string[]; lines: number[] } {
  if (isMap(node))
    throw reader.fail(
      reader.line(node),
      `\`needs\` of service \`${service}\` holds a mapping: expected a list of names, such as [migrate]`
    )
  const items = isSeq(node) ? node.items.map(item => reader.resolve(item as Node | null)) : [node]
  // A set: a list of 100,000 names is read in linear time, before any check of them.
  const seen = new Set<string>()
  const lines: number[] = []
  for (const item of items) {
    const name = reader.text(item, `each name in \`needs\` of service \`${service}\``)
    if (name === '' || seen.has(name)) continue
    seen.add(name)
    lines.push(reader.line(item))
  }
  return { names: [...seen], lines }
}

/** `env`: a mapping of KEY: value, or a dotenv block (`env: |`). Values never appear in an error. */
function readEnv(reader: Reader, node: Node | null, service: string): EnvVar[] {
  const where = `\`env\` of service \`${service}\``
  if (node === null || isEmpty(node)) return []
  if (isMap(node)) {
    const seen = new Map<string, number>()
    return node.items.map(pair => {
      const { node: keyNode, text: key } = reader.keyOf(pair, `a variable name in ${where}`)
      if (!isValidKey(key)) {
        throw reader.fail(
          reader.line(keyNode),
          `a variable name in ${where} is not valid: expected letters, digits and _, not starting with a digit`
        )
      }
      reader.once(seen, key, keyNode, `${key} in ${where}`, 'variable')
      const value = reader.resolve(pair.value as Node | null)
      if (value !== null && !isScalar(value))
        throw reader.fail(reader.line(value), `${key} in ${where} must be text, not ${kind(value)}`)
      return { key, value: value === null || isEmpty(value) ? '' : String(value.value) }
    })
  }
  if (!isScalar(node)) {
    throw reader.fail(
      reader.line(node),
      `${where} holds ${kind(node)}: expected a mapping of KEY: value, or dotenv lines in a block (env: |)`
    )
  }
  return readDotenvBlock(reader, node, where)
}

/**
 * Dotenv lines; their errors name the file's line: in a block (`env: |`), the line of the block's
 * own line (its first is the one after `|`); in a quoted text, the text's line (its \n are escapes).
 */
function readDotenvBlock(reader: Reader, node: Node, where: string): EnvVar[] {
  const block = isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')
  const lineOf = (blockLine: number) => reader.line(node) + (block ? blockLine : 0)
  try {
    const parsed = parseDotenv(String((node as { value?: unknown }).value ?? ''))
    const duplicate = parsed.duplicates[0]
    if (duplicate) {
      throw reader.fail(
        lineOf(duplicate.lines[1] ?? 1),
        `${duplicate.key} is set more than once in ${where} (lines ${duplicate.lines.map(lineOf).join(', ')}): expected each variable once`
      )
    }
    return parsed.entries.map(({ key, value }) => ({ key, value }))
  } catch (error) {
    if (!(error instanceof DotenvError)) throw error
    throw reader.fail(
      lineOf(error.line),
      `${where}: ${error.reason}${error.reason.includes('; expected') ? '' : '; expected dotenv lines such as KEY=value, KEY="multi-line value" or # comment'}`
    )
  }
}

/** Every name in `needs` is a service of the file, other than the service itself, and no needs go round in a cycle. */
function checkNeeds(reader: Reader, services: Draft[]): void {
  const byName = new Map(services.map(service => [service.name, service]))
  const names = services.map(service => service.name)
  const list = names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ')
  for (const service of services) {
    service.needs.forEach((need, i) => {
      const line = service.needsAt[i] ?? service.line
      if (need === service.name)
        throw reader.fail(
          line,
          `\`needs\` of service \`${need}\` names the service itself: a service cannot wait for itself`
        )
      if (!byName.has(need)) {
        // `needs` takes the services' names (the keys), not their ids.
        const byId = services.find(other => other.id === need)
        const hint = byId ? `did you mean \`${byId.name}\` (id ${byId.id})?` : suggestion(need, names)
        throw reader.fail(
          line,
          `\`needs\` names \`${shown(need)}\`, which is not a service of this file (services: ${list})${hint ? `; ${hint}` : ''}`
        )
      }
    })
  }
  const cycle = findCycle(services, byName)
  if (cycle) {
    throw reader.fail(
      cycle.line,
      `\`needs\` make a cycle, ${cycle.names.join(' -> ')}, so none of these services could ever start: expected needs without a cycle`
    )
  }
}

/** The first cycle of `needs` in the file's order, and the line of the need that closes it; without recursion, for long chains. */
function findCycle(services: Draft[], byName: Map<string, Draft>): { names: string[]; line: number } | undefined {
  const state = new Map<string, 'open' | 'done'>()
  for (const start of services) {
    if (state.has(start.name)) continue
    const stack = [{ service: start, next: 0 }]
    state.set(start.name, 'open')
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as (typeof stack)[number]
      const need = frame.service.needs[frame.next]
      if (need === undefined) {
        state.set(frame.service.name, 'done')
        stack.pop()
        continue
      }
      const line = frame.service.needsAt[frame.next] ?? frame.service.line
      frame.next++
      if (state.get(need) === 'open') {
        const from = stack.findIndex(f => f.service.name === need)
        return { names: [...stack.slice(from).map(f => f.service.name), need], line }
      }
      const next = byName.get(need)
      if (next && !state.has(need)) {
        state.set(need, 'open')
        stack.push({ service: next, next: 0 })
      }
    }
  }
  return undefined
}

/** The top-level settings: each service's, unless it gives its own. */
function readDefaults(reader: Reader, top: Map<string, Entry>): AppFile['defaults'] {
  const text = (key: string) => reader.text(top.get(key)?.value ?? null, `\`${key}\``)
  const refuse = (key: string) => reader.refuseAt(top.get(key)?.value ?? null, reader.line(top.get(key)?.key ?? null))
  const ref = reader.ref(top.get('ref')?.value ?? null, '`ref`', refuse('ref'))
  const timeout = text('timeout')
  const failFast = readBoolean(text('fail-fast'), '`fail-fast`', refuse('fail-fast'))
  const rollback = readBoolean(text('rollback'), '`rollback`', refuse('rollback'))
  const maxParallel = text('max-parallel')
  if (maxParallel !== '' && !/^[1-9][0-9]{0,5}$/.test(maxParallel.trim())) {
    throw refuse('max-parallel')(
      '`max-parallel`',
      `must be a positive whole number (the most services deployed at once), got "${shown(maxParallel)}"`
    )
  }
  const verify = readVerifyKeys(
    reader,
    key => top.get(key)?.value ?? null,
    key => (top.has(key) ? reader.line(top.get(key)?.key ?? null) : undefined),
    { subject: key => `\`${key}\``, refuse }
  )
  const given = {
    'verify-interval': verify.intervalMs,
    'fail-on-log': verify.failOnLog,
    'ignore-log': verify.ignoreLog
  }
  const windowSetting = Object.entries(given)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => ({ key, line: reader.line(top.get(key)?.key ?? null) }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))[0]
  return {
    ...(ref !== undefined && { ref }),
    ...(timeout !== '' && { timeoutMs: checkDuration('`timeout`', timeout, 0, TIMEOUT_HINT, refuse('timeout')) }),
    ...(failFast !== undefined && { failFast }),
    ...(maxParallel !== '' && { maxParallel: Number(maxParallel.trim()) }),
    ...(rollback !== undefined && { rollback }),
    ...verifyKeys(verify),
    ...(windowSetting !== undefined && { windowSetting })
  }
}

/** true or false as the boolean settings take them; empty: not given. */
function readBoolean(raw: string, name: string, refuse: Refuse): boolean | undefined {
  const given = raw.trim()
  if (given === '') return undefined
  if (['true', 'True', 'TRUE'].includes(given)) return true
  if (['false', 'False', 'FALSE'].includes(given)) return false
  throw refuse(name, `must be true or false, got "${shown(given)}"`)
}

/** An empty value: nothing after the key, or a plain ~ or null (YAML's null, which the failsafe schema keeps as text). */
function isEmpty(node: Node): boolean {
  return isScalar(node) && node.type === 'PLAIN' && ['', '~', 'null', 'Null', 'NULL'].includes(String(node.value))
}

function kind(node: Node): string {
  return isMap(node) ? 'a mapping' : isSeq(node) ? 'a list' : 'text'
}

/** A word the user wrote, shortened for a message. */
function shown(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}...` : text
}

function suggestion(typed: string, known: readonly string[]): string | undefined {
  const near = closest(typed, known)
  return near === undefined ? undefined : `did you mean \`${near}\`?`
}

/** What a YAML syntax error means, by its code: the parser's own message may quote the line, which may hold a value. */
function syntaxProblem(code: string): string {
  const problems: Record<string, string> = {
    BAD_INDENT: 'the indentation is off; expected the keys of one mapping to line up',
    TAB_AS_INDENT: 'a tab indents a line; expected spaces',
    MULTIPLE_DOCS: 'it holds more than one document (a second ---); expected one',
    BAD_DQ_ESCAPE:
      'a double-quoted text holds an unknown escape (\\); expected single quotes for text with backslashes',
    BLOCK_AS_IMPLICIT_KEY: 'a mapping starts on the line of its key (a: b: c); expected it on the lines below',
    MISSING_CHAR: 'a closing quote or bracket is missing',
    MULTILINE_IMPLICIT_KEY: 'a key runs over several lines (a missing `:` or quote?)',
    UNEXPECTED_TOKEN: 'unexpected text where a key or value should be'
  }
  return `${problems[code] ?? 'the YAML does not parse'} (${code})`
}
