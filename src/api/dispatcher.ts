import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici'
import { isLoopback } from './loopback.js'

/**
 * The connections to `url`'s origin: through the runner's proxy settings (HTTPS_PROXY,
 * HTTP_PROXY and NO_PROXY, either case), as GitHub's own toolkit does, and like it never for
 * loopback: traffic to the runner itself (the API key above all) takes no detour.
 */
export function dispatcherFor(url: URL, options: Agent.Options): Dispatcher {
  return isLoopback(url.hostname) ? new Agent(options) : new EnvHttpProxyAgent(options)
}
