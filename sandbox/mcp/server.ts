// The sandbox speaks MCP: one tool per documented operation (tools.ts), served over Streamable
// HTTP at /mcp on the sandbox's port and over stdio (stdio.ts). A tool call is dispatched as
// the REST request it names, through the same Hono app with the caller's Authorization header,
// so that access rules, handlers, errors and the request log are REST's by construction.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { authenticate, UNAUTHORIZED } from '../access.js'
import type { App } from '../http.js'
import type { Store } from '../store.js'
import { tools, type Tool } from './tools.js'

/** Where the sandbox serves MCP over HTTP. */
export const MCP_PATH = '/mcp'

/** Sends one REST request to the sandbox's app and returns its answer. */
export type Dispatch = (request: Request) => Response | Promise<Response>

/**
 * Structured content is an object: the field that carries an array answer, of free-form records.
 * A record of unknown values would become `additionalProperties: {}`, a schema with no
 * validation keyword that schema linters (the MCP Inspector's among them) flag as unportable;
 * `true` is the portable spelling of the same contract.
 */
const wrapped = (field: string) =>
  z.object({ [field]: z.array(z.record(z.string(), z.unknown()).meta({ additionalProperties: true })) })

/** The REST request a tool call stands for: path parameters in the path, the rest as query or JSON body. */
function restRequest(tool: Tool, args: Record<string, unknown>, authorization: string): Request {
  const path = tool.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(args[name])
    // A URL would resolve these as path steps (`list_domains {id: ".."}` -> GET /api/domains).
    if (value === '.' || value === '..') throw new Error(`${name}: "${value}" is not an id`)
    return encodeURIComponent(value)
  })
  // The host is never read: the request goes to the app in this process.
  const url = new URL(path, 'http://sandbox.invalid')
  for (const name of tool.queryParams) if (args[name] !== undefined) url.searchParams.set(name, String(args[name]))
  const headers: Record<string, string> = { authorization }
  let body: string | undefined
  if (tool.method !== 'GET') {
    const fields = Object.fromEntries(tool.bodyFields.filter(name => args[name] !== undefined).map(n => [n, args[n]]))
    body = JSON.stringify(fields)
    headers['content-type'] = 'application/json'
  }
  return new Request(url, { method: tool.method, headers, body })
}

/** The REST answer as a tool result: the JSON text, and as structured content; an error is isError with status and text. */
async function toolResult(tool: Tool, response: Response): Promise<CallToolResult> {
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  if (response.status >= 400) {
    const error =
      json !== null && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string'
        ? (json as { error: string }).error
        : text
    return { isError: true, content: [{ type: 'text', text: JSON.stringify({ status: response.status, error }) }] }
  }
  const structured = tool.wrap ? { [tool.wrap]: json } : json
  const isObject = structured !== null && typeof structured === 'object' && !Array.isArray(structured)
  return {
    content: [{ type: 'text', text }],
    ...(isObject ? { structuredContent: structured as Record<string, unknown> } : {})
  }
}

/** An MCP server whose tools act with this Authorization header. */
export function mcpServer(dispatch: Dispatch, authorization: string): McpServer {
  const server = new McpServer({ name: 'hosting-sandbox', version: '1.0.0' })
  for (const tool of tools()) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: tool.input,
        ...(tool.wrap ? { outputSchema: wrapped(tool.wrap) } : {}),
        annotations: {
          readOnlyHint: tool.readOnly,
          idempotentHint: tool.readOnly || tool.method === 'PUT' || tool.method === 'PATCH',
          destructiveHint: false,
          openWorldHint: false
        }
      },
      async (args: Record<string, unknown>) => toolResult(tool, await dispatch(restRequest(tool, args, authorization)))
    )
  }
  return server
}

/**
 * POST /mcp: Streamable HTTP, stateless (a server and transport per request, JSON answers),
 * authenticated like /api with `Authorization: Bearer <key>`. GET (a server-initiated stream)
 * and DELETE (ending a session) have nothing to serve without sessions: 405, as the MCP
 * transport allows.
 */
export function mcpRoutes(app: App, store: Store): void {
  // The tools are built at the first call (parsing openapi.yaml costs about 0.1 CPU-s, which a
  // sandbox that never serves /mcp need not pay); `npm run sandbox` builds them at start.
  app.all(MCP_PATH, async c => {
    const authorization = c.req.header('authorization') ?? ''
    if (!authenticate(store, authorization))
      return c.json({ error: UNAUTHORIZED }, 401, { 'www-authenticate': 'Bearer realm="hosting-sandbox"' })
    if (c.req.method !== 'POST') {
      c.header('allow', 'POST')
      return c.json(
        {
          error: `method ${c.req.method} is not allowed on ${MCP_PATH}: the sandbox's MCP endpoint is stateless, POST only`
        },
        405
      )
    }
    const server = mcpServer(request => app.fetch(request, c.env), authorization)
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true
    })
    await server.connect(transport)
    // The request log has read the body already: the transport gets it again as a fresh request.
    const request = new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: await c.req.text() })
    try {
      return await transport.handleRequest(request)
    } finally {
      await server.close()
    }
  })
}
