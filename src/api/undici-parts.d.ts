// The files of undici that src/api/dispatcher.ts loads instead of its index, typed as the index types them.
declare module 'undici/lib/dispatcher/agent.js' {
  const Agent: typeof import('undici').Agent
  export = Agent
}
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  const EnvHttpProxyAgent: typeof import('undici').EnvHttpProxyAgent
  export = EnvHttpProxyAgent
}
declare module 'undici/lib/api/api-request.js' {
  type Dispatcher = import('undici').Dispatcher
  function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>
  export = request
}
declare module 'undici/lib/core/errors.js' {
  const errors: typeof import('undici').errors
  export = errors
}
