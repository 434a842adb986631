// Checks recorded exchanges with the sandbox against openapi.yaml: each request's method,
// path, query, auth header and body, and each answer's status and JSON body.
//
// Why ajv with the 2020-12 dialect rather than an OpenAPI request-validation library:
// OpenAPI 3.1 schemas *are* JSON Schema 2020-12, so ajv validates them exactly, with no
// 3.0-era translation layer; the libraries that match requests to operations are built as
// live middleware (express, koa) or lag behind 3.1, while here the exchanges are already
// recorded (sandbox/server.ts, RecordedRequest). Matching a path to its operation and
// reading query strings is the small part, done below.
import { readFileSync } from 'node:fs'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import type { RecordedRequest } from '../../sandbox/server.js'

export const SPEC_PATH = new URL('../../openapi.yaml', import.meta.url)
const DOC_ID = 'openapi.yaml'
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

interface Schema {
  [keyword: string]: unknown
}
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Schema
}
interface MediaTypes {
  [mediaType: string]: { schema?: Schema }
}
interface Operation {
  operationId?: string
  parameters?: (Parameter | { $ref: string })[]
  requestBody?: { required?: boolean; content: MediaTypes }
  responses: Record<string, { $ref: string } | { content?: MediaTypes }>
  security?: Record<string, string[]>[]
}
interface Document {
  security?: Record<string, string[]>[]
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> }
}

export function loadSpec(): Document {
  return parse(readFileSync(SPEC_PATH, 'utf8')) as Document
}

/** Validates one part of an exchange: a JSON Pointer into openapi.yaml names its schema. */
interface Checker {
  validate: ValidateFunction
  pointer: string
}

interface CompiledOperation {
  method: string
  template: string
  name: string
  pattern: RegExp
  pathNames: string[]
  parameters: { param: Parameter; check: Checker }[]
  body?: { required: boolean; mediaTypes: string[]; check?: Checker }
  /** Status -> documented media types, with a checker for the JSON one. */
  responses: Map<string, { mediaTypes: string[]; check?: Checker }>
  secured: boolean
}

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1')

function newAjv(coerceTypes: boolean): Ajv2020 {
  // strict: a typo in a keyword of openapi.yaml is an error, not a silently ignored rule.
  // Subschemas that only list `required` (anyOf/oneOf of field alternatives) are intended.
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true, coerceTypes })
  addFormats.default(ajv)
  ajv.addKeyword('x-assumed')
  // Keywords of the OpenAPI document around the schemas, and OpenAPI's own schema annotations.
  ajv.addVocabulary([
    'openapi',
    'info',
    'servers',
    'security',
    'tags',
    'paths',
    'components',
    'example',
    'discriminator',
    'xml',
    'externalDocs'
  ])
  return ajv
}

function pointerTo(doc: Document, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map(segment => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], doc)
}

/** Follows a local `$ref` (components/parameters, components/responses) to its target and pointer. */
function deref<T>(doc: Document, node: T | { $ref: string }, pointer: string): { value: T; pointer: string } {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    const target = node.$ref.slice(1)
    return deref(doc, pointerTo(doc, target) as T | { $ref: string }, target)
  }
  return { value: node as T, pointer }
}

export class Contract {
  readonly operations: CompiledOperation[] = []
  private readonly ajv = newAjv(false)
  /** Query, path and header values arrive as text: this one coerces them to the schema's type. */
  private readonly paramAjv = newAjv(true)

  constructor(readonly doc: Document = loadSpec()) {
    this.ajv.addSchema(doc as object, DOC_ID)
    this.paramAjv.addSchema(doc as object, DOC_ID)
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Operation | undefined
        if (operation) this.operations.push(this.compile(template, method, operation, item.parameters ?? []))
      }
    }
    // Literal segments win over templated ones.
    this.operations.sort((a, b) => a.pathNames.length - b.pathNames.length)
  }

  /** A validator for any schema in openapi.yaml, by JSON Pointer (tests compile them all). */
  compileSchema(pointer: string): ValidateFunction {
    return this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` })
  }

  private checker(ajv: Ajv2020, pointer: string): Checker {
    return { validate: ajv.compile({ $ref: `${DOC_ID}#${pointer}` }), pointer }
  }

  private compile(template: string, method: string, operation: Operation, shared: Parameter[]): CompiledOperation {
    const base = `/paths/${escapePointer(template)}`
    const opPointer = `${base}/${method}`
    const pathNames: string[] = []
    const pattern = new RegExp(
      `^${template
        .split('/')
        .map(segment => {
          const name = /^\{(.+)\}$/.exec(segment)?.[1]
          if (name === undefined) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          pathNames.push(name)
          return '([^/]+)'
        })
        .join('/')}$`
    )
    const parameters = [
      ...shared.map((p, i) => deref<Parameter>(this.doc, p, `${base}/parameters/${i}`)),
      ...(operation.parameters ?? []).map((p, i) => deref<Parameter>(this.doc, p, `${opPointer}/parameters/${i}`))
    ].map(({ value, pointer }) => ({
      param: value,
      // Wrapped in an object so that coercion can replace the text in place ("25" -> 25).
      check: {
        validate: this.paramAjv.compile({
          type: 'object',
          properties: { value: { $ref: `${DOC_ID}#${pointer}/schema` } }
        }),
        pointer: `${pointer}/schema`
      }
    }))

    let body: CompiledOperation['body']
    if (operation.requestBody) {
      const mediaTypes = Object.keys(operation.requestBody.content)
      body = {
        required: operation.requestBody.required ?? false,
        mediaTypes,
        check: mediaTypes.includes('application/json')
          ? this.checker(this.ajv, `${opPointer}/requestBody/content/application~1json/schema`)
          : undefined
      }
    }

    const responses = new Map<string, { mediaTypes: string[]; check?: Checker }>()
    for (const [status, response] of Object.entries(operation.responses)) {
      const { value, pointer } = deref<{ content?: MediaTypes }>(this.doc, response, `${opPointer}/responses/${status}`)
      const mediaTypes = Object.keys(value.content ?? {})
      const json = value.content?.['application/json']
      responses.set(status, {
        mediaTypes,
        check: json?.schema ? this.checker(this.ajv, `${pointer}/content/application~1json/schema`) : undefined
      })
    }

    const security = operation.security ?? this.doc.security ?? []
    return {
      method: method.toUpperCase(),
      template,
      name: `${method.toUpperCase()} ${template}${operation.operationId ? ` (${operation.operationId})` : ''}`,
      pattern,
      pathNames,
      parameters,
      body,
      responses,
      secured: security.length > 0 && security.every(requirement => Object.keys(requirement).length > 0)
    }
  }

  /** The documented operation for a method and a concrete path. */
  find(method: string, path: string): { operation: CompiledOperation; path: Record<string, string> } | undefined {
    for (const operation of this.operations) {
      const match = operation.pattern.exec(path)
      if (!match || operation.method !== method.toUpperCase()) continue
      const values = Object.fromEntries(
        operation.pathNames.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])
      )
      return { operation, path: values }
    }
    return undefined
  }

  /** What is wrong with the request of one exchange (empty when it keeps the contract). */
  checkRequest(r: RecordedRequest): string[] {
    const found = this.find(r.method, r.path)
    if (!found) {
      const methods = this.operations.filter(o => o.pattern.test(r.path)).map(o => o.method)
      return [
        methods.length > 0
          ? `method ${r.method} is not documented for this path (documented: ${methods.join(', ')})`
          : 'no such endpoint in openapi.yaml'
      ]
    }
    const { operation } = found
    const problems: string[] = []

    // The log keeps the header as its scheme and a key fingerprint: `Bearer <one token>` (the scheme in any case).
    if (operation.secured && !(r.auth?.scheme?.toLowerCase() === 'bearer' && r.auth.singleToken)) {
      problems.push('request has no `Authorization: Bearer <key>` header')
    }

    const documented = new Set<string>()
    for (const { param, check } of operation.parameters) {
      const where = param.in
      if (where === 'query') documented.add(param.name)
      const raw =
        where === 'path'
          ? found.path[param.name]
          : where === 'query'
            ? r.query[param.name]
            : where === 'header'
              ? r.headers[param.name.toLowerCase()]
              : undefined
      if (raw === undefined) {
        if (param.required) problems.push(`required ${where} parameter ${param.name} is missing`)
        continue
      }
      if (!check.validate({ value: raw }))
        problems.push(
          `${where} parameter ${param.name}=${JSON.stringify(raw)}: ${describe(check.validate.errors, '/value')}`
        )
    }
    for (const name of Object.keys(r.query)) {
      if (!documented.has(name)) problems.push(`undocumented query parameter ${name}`)
    }

    const hasBody = r.body !== undefined
    if (!operation.body) {
      if (hasBody) problems.push('request has a body, but the endpoint takes none')
    } else if (!hasBody) {
      if (operation.body.required) problems.push('request body is required but missing')
    } else {
      const contentType = mediaType(r.headers['content-type'])
      if (!operation.body.mediaTypes.includes(contentType)) {
        problems.push(
          `request content-type ${JSON.stringify(contentType)} is not documented (documented: ${operation.body.mediaTypes.join(', ')})`
        )
      } else if (operation.body.check && !operation.body.check.validate(r.body)) {
        problems.push(`request body ${messageExcerpt(r.body)}: ${describe(operation.body.check.validate.errors)}`)
      }
    }
    return problems
  }

  /** What is wrong with the answer of one exchange (empty when it keeps the contract). */
  checkResponse(r: RecordedRequest): string[] {
    const found = this.find(r.method, r.path)
    if (!found) return []
    const { operation } = found
    const status = String(r.status)
    const documented =
      operation.responses.get(status) ?? operation.responses.get(`${status[0]}XX`) ?? operation.responses.get('default')
    if (!documented)
      return [`answered ${status}, which is not documented (documented: ${[...operation.responses.keys()].join(', ')})`]
    if (!r.response) {
      // Not recorded means not JSON (sandbox/server.ts records every JSON answer).
      return documented.mediaTypes.length > 0 && documented.mediaTypes.every(type => type.endsWith('json'))
        ? [`answered ${status} without a JSON body (documented: ${documented.mediaTypes.join(', ')})`]
        : []
    }
    const contentType = mediaType(r.response.contentType)
    if (!documented.mediaTypes.includes(contentType)) {
      return [
        `answered ${status} with ${contentType}, which is not documented for it (documented: ${documented.mediaTypes.join(', ') || 'no body'})`
      ]
    }
    if (documented.check && !documented.check.validate(r.response.body)) {
      return [
        `answered ${status} with body ${messageExcerpt(r.response.body)}: ${describe(documented.check.validate.errors)}`
      ]
    }
    return []
  }

  /** The endpoint's name for messages: the documented operation, or the raw path. */
  endpoint(r: RecordedRequest): string {
    const found = this.find(r.method, r.path)
    return found ? `${r.method} ${r.path} [${found.operation.name}]` : `${r.method} ${r.path}`
  }
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

function messageExcerpt(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 160 ? `${text.slice(0, 160)}...` : text
}

function describe(errors: ErrorObject[] | null | undefined, wrapper = ''): string {
  return (errors ?? [])
    .map(e => {
      const path = e.instancePath.slice(wrapper.length)
      const where = path === '' ? '(value)' : path
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (${String(e.params.additionalProperty)})`
          : e.keyword === 'enum' || e.keyword === 'const'
            ? ` ${JSON.stringify(e.params.allowedValues ?? e.params.allowedValue)}`
            : ''
      return `${where} ${e.message ?? e.keyword}${extra} [${e.schemaPath}]`
    })
    .join('; ')
}

/**
 * The compiled contract, shared by the test files that run one after another in a worker
 * (vitest.config.ts: isolate: false): compiling every operation's schemas costs about a fifth of
 * a CPU-second, once per file when the module is evaluated afresh for each. It is kept on
 * globalThis, which outlives the files' modules, beside the text it was compiled from: an edited
 * openapi.yaml is compiled again. Nothing in it changes after it is built.
 */
const SHARED = Symbol.for('hosting-deploy.tests.contract')
type Shared = { text: string; contract: Contract }
/** This file's (the module is evaluated afresh for each test file): openapi.yaml is read once per file, not per exchange. */
let current: Contract | undefined

export function contract(): Contract {
  if (current) return current
  const text = readFileSync(SPEC_PATH, 'utf8')
  const holder = globalThis as { [SHARED]?: Shared }
  const kept = holder[SHARED]
  current = kept?.text === text ? kept.contract : new Contract(parse(text) as Document)
  holder[SHARED] = { text, contract: current }
  return current
}

export interface ContractOptions {
  /**
   * A request that breaks the contract is fine when the answer rejects it with a documented
   * 4xx (tests that send bad requests on purpose). Off by default: the action must keep it.
   */
  allowRejectedRequests?: boolean
}

export interface ExchangeReport {
  endpoint: string
  request: string[]
  response: string[]
}

/** The contract's verdict on one exchange. */
export function checkExchange(r: RecordedRequest, options: ContractOptions = {}): ExchangeReport {
  const c = contract()
  const response = c.checkResponse(r)
  let request = c.checkRequest(r)
  const rejected = r.status >= 400 && r.status < 500 && response.length === 0
  if (options.allowRejectedRequests && rejected) request = []
  return { endpoint: c.endpoint(r), request, response }
}

/**
 * Throws, naming each endpoint and violation, unless every recorded exchange keeps the
 * contract. Exchanges with an injected fault are skipped: they break it on purpose.
 * Returns how many exchanges were checked.
 */
export function expectContract(requests: readonly RecordedRequest[], options: ContractOptions = {}): number {
  // Only the API: the deployed applications (/apps/...) are not part of it.
  const checked = requests.filter(r => r.fault === undefined && r.path.startsWith('/api/'))
  const violations: string[] = []
  for (const r of checked) {
    const report = checkExchange(r, options)
    for (const problem of report.request) violations.push(`${report.endpoint} -> ${r.status}: request: ${problem}`)
    for (const problem of report.response) violations.push(`${report.endpoint} -> ${r.status}: response: ${problem}`)
  }
  if (violations.length > 0) {
    const unique = [...new Set(violations)]
    throw new Error(
      `${unique.length} contract violation(s) against openapi.yaml in ${checked.length} exchange(s):\n  ${unique.join('\n  ')}`
    )
  }
  return checked.length
}
