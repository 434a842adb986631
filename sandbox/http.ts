// What every route of the sandbox shares: the Hono environment, `{error}` answers (the API's
// errors), and zod parsing of bodies and queries into 400s that name the field. Helpers throw
// their `{error}` answer as an HTTPException, which app.onError sends (server.ts).
import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { SeedKey } from './seed.js'
import type { Store } from './store.js'

export type Env = {
  Bindings: HttpBindings
  /** `rateLimitFields`: the rate-limit headers of this answer (rate-limit.ts), for routes that write their own head. */
  Variables: { key: SeedKey; fault?: string; rateLimitFields?: Record<string, string> }
}
export type App = Hono<Env>
/** The context of a path with an `:id` parameter. */
export type IdContext = Context<Env, '/:id'>
/** A handler of a path with an `:id` parameter (`/api/services/:id/...`), given the store. */
type IdHandler = (c: IdContext, store: Store) => Response | Promise<Response>
/** A route as a table row: method, path and its named handler. */
export type Route = [method: 'get' | 'post' | 'put' | 'patch', path: `${string}/:id${string}`, handler: IdHandler]
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 500

export function fail(c: Context, status: ErrorStatus, error: string): Response {
  return c.json({ error }, status)
}

/** The `{error}` answer as an exception to throw (from helpers that otherwise return a value). */
export function failure(status: ErrorStatus, error: string): HTTPException {
  return new HTTPException(status, { message: error, res: Response.json({ error }, { status }) })
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text()
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** One line naming each invalid field: `enabled: Invalid input: expected boolean, received string`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(issue => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/** The JSON body parsed by `schema`; throws the 400 answer. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const json = await readJson(c)
  if (!json.ok) throw failure(400, 'the request body is not valid JSON')
  const parsed = schema.safeParse(json.value)
  if (!parsed.success) throw failure(400, describeIssues(parsed.error))
  return parsed.data
}

/** The bounds of each wholeNumber() schema: an MCP tool takes the same parameter as a JSON integer (sandbox/mcp). */
export const wholeNumberBounds = new WeakMap<z.ZodType, { min: number; max?: number; form: string }>()

/**
 * A whole-number query parameter from `min` to `max`: absent is undefined; anything else,
 * an empty value too, is a 400 naming the parameter and the form
 * (`limit: must be a whole number from 1 to 100, got "abc"`).
 */
export function wholeNumber(
  min: number,
  max?: number,
  form = `a whole number from ${min}${max === undefined ? ' up' : ` to ${max}`}`
) {
  const schema = z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined
      const value = Number(text)
      if (/^\d+$/.test(text) && value >= min && (max === undefined || value <= max)) return value
      ctx.addIssue({ code: 'custom', message: `must be ${form}, got ${JSON.stringify(text)}` })
      return z.NEVER
    })
  wholeNumberBounds.set(schema, { min, ...(max === undefined ? {} : { max }), form })
  return schema
}

/**
 * A request body: exactly these fields (the contract's bodies forbid others), so a field the
 * service does not take is a 400 that names it and lists the ones it does.
 */
export function bodySchema<T extends z.ZodRawShape>(shape: T) {
  const fields = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: issue =>
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}: the fields are ${fields}`
        : undefined
  })
}

/** The query parsed by `schema`; throws the 400 answer. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw failure(400, describeIssues(parsed.error))
  return parsed.data
}

/**
 * A test-control header (`x-sandbox-*`) holding JSON: its value parsed by `schema`,
 * undefined when absent; throws a 400 that names the header and what is wrong with it.
 */
export function controlHeader<T extends z.ZodType>(c: Context, name: string, schema: T): z.output<T> | undefined {
  const text = c.req.header(name)
  if (text === undefined || text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw failure(400, `${name} must be a JSON object`)
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw failure(400, `${name}: ${describeIssues(parsed.error)}`)
  return parsed.data
}
