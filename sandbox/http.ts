// What every route of the sandbox shares: the Hono environment, `{error}` answers (hosting-api.md,
// Errors), and zod parsing of bodies and queries into 400s that name the field.
import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import type { SeedKey } from './seed.js'

export type Env = { Bindings: HttpBindings; Variables: { key: SeedKey; fault?: string } }
export type App = Hono<Env>
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 500

export function fail(c: Context, status: ErrorStatus, error: string): Response {
  return c.json({ error }, status)
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
export function describeIssues(error: z.ZodError): string {
  return error.issues.map(issue => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ')
}

/** The JSON body parsed by `schema`, or a 400 answer. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T> | Response> {
  const json = await readJson(c)
  if (!json.ok) return fail(c, 400, 'the request body is not valid JSON')
  const parsed = schema.safeParse(json.value)
  return parsed.success ? parsed.data : fail(c, 400, describeIssues(parsed.error))
}

/** The query parsed by `schema`, or a 400 answer. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> | Response {
  const parsed = schema.safeParse(c.req.query())
  return parsed.success ? parsed.data : fail(c, 400, describeIssues(parsed.error))
}

/**
 * A test-control header (`x-sandbox-*`) holding JSON: its value parsed by `schema`,
 * undefined when absent, or a 400 that names the header and what is wrong with it.
 */
export function controlHeader<T extends z.ZodType>(c: Context, name: string, schema: T): z.output<T> | undefined | Response {
  const text = c.req.header(name)
  if (text === undefined || text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(c, 400, `${name} must be a JSON object`)
  }
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : fail(c, 400, `${name}: ${describeIssues(parsed.error)}`)
}
