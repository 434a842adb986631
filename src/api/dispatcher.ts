import type { Agent as AgentType, Dispatcher } from 'undici'
// Only the parts of undici the clients use: its index loads all of undici (fetch, WebSocket,
// caches, mocks), about half of the command line's time to its first request (docs/performance.md).
// __tests__/integration/undici-parts.test.ts fails when undici moves them.
import Agent from 'undici/lib/dispatcher/agent.js'
import EnvHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js'
import apiRequest from 'undici/lib/api/api-request.js'
import undiciErrors from 'undici/lib/core/errors.js'
import { isLoopback } from './loopback.js'

/** The base of undici's own errors, which carry a `code`. */
export const UndiciError = undiciErrors.UndiciError

/** What a request sets besides its URL: method, headers, body, signal, timeouts. */
export type SendOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path'>

/**
 * The connections to `url`'s origin: through the runner's proxy settings (HTTPS_PROXY,
 * HTTP_PROXY and NO_PROXY, either case), as GitHub's own toolkit does, and like it never for
 * loopback: traffic to the runner itself (the API key above all) takes no detour.
 */
export function dispatcherFor(url: URL, options: AgentType.Options): Dispatcher {
  return isLoopback(url.hostname) ? new Agent(options) : new EnvHttpProxyAgent(options)
}

/** One request through `dispatcher`: undici's `request(url, { dispatcher, ... })`, without its index. */
export function send(dispatcher: Dispatcher, url: URL, options: SendOptions): Promise<Dispatcher.ResponseData> {
  return apiRequest.call(dispatcher, { ...options, origin: url.origin, path: `${url.pathname}${url.search}` })
}
