// Who may talk to /api and /mcp from a browser. The demo keys are public, so without these
// checks any web page could drive a developer's running sandbox: a foreign Origin is a
// cross-site request, and a foreign Host on a loopback-bound sandbox is DNS rebinding (which
// MCP's Streamable HTTP transport requires servers to refuse). Clients that send no Origin
// (curl, the action, the command line, MCP clients outside a browser) are not concerned.
import type { MiddlewareHandler } from 'hono'
import type { Env } from './http.js'

/** `localhost`, `127.x.x.x` or `[::1]`/`::1`: names that can only mean this machine. */
function isLoopbackName(name: string): boolean {
  const bare = name.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)
}

/** The host name of a Host header (`[::1]:4010` -> `[::1]`, `localhost:4010` -> `localhost`). */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '')
}

/** An `--allow-origin` value as an origin (`http://localhost:5173`); throws naming the option. */
export function parseOrigin(text: string): string {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || `${url.origin}/` !== url.href.replace(/\/?$/, '/'))
    throw new Error(`--allow-origin must be an origin such as http://localhost:5173, got "${text}"`)
  return url.origin
}

export interface OriginPolicy {
  /** The address the sandbox listens on (`127.0.0.1`, `::1`, `0.0.0.0`, ...). */
  bound: string
  /** Its port, once listening. */
  port: () => number
  /** Other origins admitted (`--allow-origin`), as origins. */
  allowOrigins?: readonly string[]
}

/** The sandbox's own origin: its address and port, or any loopback name with its port when bound to loopback. */
function isOwnOrigin(origin: string, policy: OriginPolicy, loopback: boolean): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  if (url.protocol !== 'http:' || url.port !== String(policy.port())) return false
  const bound = policy.bound.includes(':') ? `[${policy.bound}]` : policy.bound
  return url.hostname === bound || (loopback && isLoopbackName(url.hostname))
}

/**
 * Refuses a foreign Origin (403) and, when bound to loopback, a Host that is not a loopback
 * name (421), with the sandbox's `{error}` answer. Requests dispatched inside the process (MCP
 * tool calls) carry neither header; over HTTP, Node refuses a request without Host.
 */
export function originCheck(policy: OriginPolicy): MiddlewareHandler<Env> {
  const loopback = isLoopbackName(policy.bound)
  const allowed = new Set(policy.allowOrigins ?? [])
  return async (c, next) => {
    const host = c.req.header('host')
    if (loopback && host !== undefined && !isLoopbackName(hostName(host)))
      return c.json(
        {
          error: `host ${host} is not this machine: the sandbox listens on ${policy.bound} and answers localhost, 127.x.x.x and [::1] only`
        },
        421
      )
    const origin = c.req.header('origin')
    if (origin !== undefined && !allowed.has(origin) && !isOwnOrigin(origin, policy, loopback))
      return c.json(
        {
          error: `origin ${origin} may not call the sandbox: start it with --allow-origin ${origin} to admit it`
        },
        403
      )
    await next()
  }
}
