// The MCP tools of the sandbox, built from the contract: each operation of openapi.yaml with an
// `x-mcp` annotation becomes the tool it names, its arguments typed by the zod schemas of the
// REST route (path parameters, query parameters, body fields of the same names), described by
// the operation's summary, description and `x-access`. Building them checks that the annotation,
// the contract's parameters and bodies, and the route's schemas name the same things: a drift
// among them stops `npm run sandbox` at start with a message naming it (and fails the first
// MCP call of a sandbox started in process).
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { z } from 'zod'
import { wholeNumberBounds } from '../http.js'
import { deployBody, deploymentLogsQuery, listQuery } from '../routes/deployments.js'
import { logsQuery, metricsQuery } from '../routes/logs.js'
import { databaseBody, projectQuery, serviceBody } from '../routes/projects.js'
import {
  dbMetricsQuery,
  dedicatedIpBody,
  domainBody,
  enabledBody,
  envBody,
  importBody,
  scheduleBody,
  storageBody,
  tlsBody
} from '../routes/services.js'

const CONTRACT_PATH = new URL('../../openapi.yaml', import.meta.url)

type KeyKind = 'account' | 'project' | 'service'

/** An operation's `x-mcp` annotation (components/schemas/McpTool in openapi.yaml). */
interface McpAnnotation {
  tool: string
  required: string[]
  options: string[]
  restOnly?: string[]
  wrap?: string
}

/** An operation's `x-access` annotation (components/schemas/Access in openapi.yaml). */
interface AccessAnnotation {
  keys: KeyKind[]
  capability?: string
  level?: 'read' | 'write'
  assumed?: boolean
}

type AnyObject = z.ZodObject<z.ZodRawShape>

type RouteSchemas = { body?: AnyObject; query?: AnyObject }

/** The route schemas of each operation, by operationId; the stream has no tool. */
const ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  whoami: {},
  get_project: { query: projectQuery },
  create_service: { body: serviceBody },
  create_database: { body: databaseBody },
  deploy_service: { body: deployBody },
  set_search_indexing: { body: enabledBody },
  set_autodeploy: { body: enabledBody },
  update_cron: { body: scheduleBody },
  attach_service_dedicated_ip: { body: dedicatedIpBody },
  set_env: { body: envBody },
  import_env: { body: importBody },
  set_db_tls: { body: tlsBody },
  get_db_metrics: { query: dbMetricsQuery },
  set_storage: { body: storageBody },
  list_domains: {},
  add_domain: { body: domainBody },
  list_ports: {},
  get_logs: { query: logsQuery },
  list_deployments: { query: listQuery },
  get_deployment_logs: { query: deploymentLogsQuery },
  get_metrics: { query: metricsQuery }
}

export interface Tool {
  name: string
  /** The REST operation it calls: `POST`, `/api/services/{id}/deploy`. */
  method: string
  path: string
  description: string
  pathParams: string[]
  queryParams: string[]
  bodyFields: string[]
  /** Exactly the tool's arguments: required ones, then options. */
  input: AnyObject
  /** The field that carries an answer that is an array (structured content is an object). */
  wrap?: string
  access: AccessAnnotation
  readOnly: boolean
}

interface Node {
  [key: string]: unknown
}

interface ContractOperation {
  operationId?: string
  summary?: string
  description?: string
  parameters?: Node[]
  requestBody?: { content?: Record<string, { schema?: Node }> }
  'x-mcp'?: McpAnnotation
  /** What the tool does, instead of the operation's description where that one speaks of REST-only parameters. */
  'x-mcp-description'?: string
  'x-access'?: AccessAnnotation
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const

/** Follows local `$ref`s of the contract. */
function resolve(doc: Node, node: Node | undefined): Node | undefined {
  let current = node
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Node | undefined>((at, segment) => at?.[segment] as Node | undefined, doc)
  }
  return current
}

/** A body schema's properties, through `$ref` and `allOf`. */
function bodyProperties(doc: Node, schema: Node | undefined): Record<string, Node> {
  const resolved = resolve(doc, schema)
  if (!resolved) return {}
  const own = (resolved.properties ?? {}) as Record<string, Node>
  const parts = ((resolved.allOf ?? []) as Node[]).map(part => bodyProperties(doc, part))
  return Object.assign({}, ...parts, own) as Record<string, Node>
}

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every(item => b.includes(item))

/** The tool's type of a query parameter: a JSON integer where REST takes a whole number as text. */
function toolQueryField(field: z.ZodType): z.ZodType {
  const bounds = wholeNumberBounds.get(field)
  if (!bounds) return field
  const integer = z.number().int().min(bounds.min)
  return (bounds.max === undefined ? integer : integer.max(bounds.max)).optional()
}

/** What keys may call it, in words, for the tool's description. */
function describeAccess(access: AccessAnnotation): string {
  const grant = access.capability && access.level ? ` with ${access.capability}:${access.level}` : ''
  const scoped = access.keys.filter(kind => kind !== 'account')
  const account = access.keys.includes('account')
    ? access.level === 'write'
      ? 'an account key that is not read-only'
      : 'an account key'
    : ''
  const others = scoped.length > 0 ? `${scoped.join(' or ')} key${grant}` : ''
  if (access.keys.length === 3 && !grant) return 'Any valid key.'
  return `Keys: ${[account, others].filter(Boolean).join(', or a ')}.`
}

/** An operation's parameters and body fields, from the contract. */
interface Operands {
  inPath: Node[]
  inQuery: Node[]
  pathParams: string[]
  queryParams: string[]
  /** The body's properties, by field name. */
  properties: Record<string, Node>
  bodyFields: string[]
}

function operandsOf(doc: Node, operation: ContractOperation): Operands {
  const parameters = (operation.parameters ?? []).map(p => resolve(doc, p) ?? {})
  const inPath = parameters.filter(p => p.in === 'path')
  const inQuery = parameters.filter(p => p.in === 'query')
  const properties = bodyProperties(doc, operation.requestBody?.content?.['application/json']?.schema)
  return {
    inPath,
    inQuery,
    pathParams: inPath.map(p => String(p.name)),
    queryParams: inQuery.map(p => String(p.name)),
    properties,
    bodyFields: Object.keys(properties)
  }
}

/** The contract and the route take the same parameters and fields. */
function checkRoute(where: string, { queryParams, bodyFields }: Operands, schemas: RouteSchemas): void {
  const routeQuery = Object.keys(schemas.query?.shape ?? {})
  const routeBody = Object.keys(schemas.body?.shape ?? {})
  if (!sameSet(queryParams, routeQuery))
    throw new Error(
      `${where}: query parameters ${queryParams.join(', ')} in the contract, ${routeQuery.join(', ')} in the route`
    )
  if (!sameSet(bodyFields, routeBody))
    throw new Error(
      `${where}: body fields ${bodyFields.join(', ')} in the contract, ${routeBody.join(', ')} in the route`
    )
}

/** The annotation names each argument once, every path parameter and body field among them. */
function checkAnnotation(where: string, operation: ContractOperation, operands: Operands): void {
  const mcp = operation['x-mcp'] as McpAnnotation
  const { pathParams, queryParams, bodyFields } = operands
  const named = [...mcp.required, ...mcp.options]
  const restOnly = mcp.restOnly ?? []
  if (new Set(named).size !== named.length) throw new Error(`${where}: an argument is listed twice`)
  for (const name of named)
    if (![...pathParams, ...queryParams, ...bodyFields].includes(name))
      throw new Error(`${where}: argument ${name} is neither a path parameter, a query parameter nor a body field`)
  for (const name of pathParams)
    if (!mcp.required.includes(name)) throw new Error(`${where}: path parameter ${name} must be required`)
  for (const name of bodyFields)
    if (!named.includes(name)) throw new Error(`${where}: body field ${name} is not an argument`)
  for (const name of queryParams)
    if (!named.includes(name) && !restOnly.includes(name))
      throw new Error(`${where}: query parameter ${name} is neither an argument nor restOnly`)
  for (const name of restOnly)
    if (!queryParams.includes(name) || named.includes(name))
      throw new Error(`${where}: restOnly ${name} must be a query parameter the tool does not take`)
  // A description that speaks of a REST-only parameter would tell the agent to send it.
  const told = restOnly.find(name => new RegExp(`\\b${name}\\b`).test(operation.description ?? ''))
  if (told && operation['x-mcp-description'] === undefined)
    throw new Error(
      `${where}: the operation's description names ${told}, which the tool does not take: give the operation an x-mcp-description`
    )
}

/** One argument's schema: the route's, described as the contract describes it, required as the tool requires it. */
function argumentField(where: string, name: string, mcp: McpAnnotation, operands: Operands, schemas: RouteSchemas) {
  let field: z.ZodType
  let description: unknown
  if (operands.pathParams.includes(name)) {
    field = z.string().min(1)
    description = operands.inPath.find(p => p.name === name)?.description
  } else if (operands.queryParams.includes(name)) {
    field = toolQueryField(schemas.query?.shape[name] as z.ZodType)
    description = operands.inQuery.find(p => p.name === name)?.description
  } else {
    field = schemas.body?.shape[name] as z.ZodType
    description = operands.properties[name]?.description
  }
  const optional = field.safeParse(undefined).success
  if (mcp.required.includes(name) && optional && field instanceof z.ZodOptional) field = field.unwrap() as z.ZodType
  else if (mcp.options.includes(name) && !optional)
    throw new Error(`${where}: ${name} is listed as an option but REST requires it`)
  return typeof description === 'string' ? field.describe(description) : field
}

function build(doc: Node, method: string, path: string, operation: ContractOperation): Tool {
  const mcp = operation['x-mcp'] as McpAnnotation
  const where = `openapi.yaml ${method.toUpperCase()} ${path} (x-mcp tool ${mcp.tool})`
  const access = operation['x-access']
  if (!access) throw new Error(`${where}: no x-access annotation`)
  const schemas = ROUTE_SCHEMAS[operation.operationId ?? '']
  if (!schemas) throw new Error(`${where}: the sandbox has no route schemas for operation ${operation.operationId}`)
  if (mcp.tool !== operation.operationId) throw new Error(`${where}: the tool is not named as the operation`)
  const operands = operandsOf(doc, operation)
  checkRoute(where, operands, schemas)
  checkAnnotation(where, operation, operands)

  const named = [...mcp.required, ...mcp.options]
  const shape = Object.fromEntries(named.map(name => [name, argumentField(where, name, mcp, operands, schemas)]))
  const summary = [operation.summary, operation['x-mcp-description'] ?? operation.description].filter(Boolean).join(' ')
  const restOnly = mcp.restOnly ?? []
  const differences = restOnly.length > 0 ? ` Over REST only: ${restOnly.join(', ')}.` : ''
  return {
    name: mcp.tool,
    method: method.toUpperCase(),
    path,
    description: `${summary}${differences} ${describeAccess(access)} (${method.toUpperCase()} ${path})`.trim(),
    pathParams: operands.pathParams,
    queryParams: operands.queryParams,
    bodyFields: operands.bodyFields,
    input: z.strictObject(shape, {
      error: issue =>
        issue.code === 'unrecognized_keys'
          ? `unknown argument${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}: ${mcp.tool} takes ${named.join(', ') || 'no arguments'}.${differences}`
          : undefined
    }),
    ...(mcp.wrap ? { wrap: mcp.wrap } : {}),
    access,
    readOnly: method === 'get'
  }
}

/** Every tool of the contract, in its order; throws, naming the drift, when the contract and the routes disagree. */
export function buildTools(doc: Node = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Node): Tool[] {
  const tools: Tool[] = []
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, ContractOperation>>)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (operation?.['x-mcp']) tools.push(build(doc, method, path, operation))
    }
  }
  const missing = Object.keys(ROUTE_SCHEMAS).filter(id => !tools.some(tool => tool.name === id))
  if (missing.length > 0) throw new Error(`openapi.yaml has no x-mcp annotation for ${missing.join(', ')}`)
  return tools
}

let cached: Tool[] | undefined
/** The tools, built once per process. */
export function tools(): Tool[] {
  cached ??= buildTools()
  return cached
}
