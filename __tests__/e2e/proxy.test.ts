// End-to-end: the action chooses a proxy as GitHub's toolkit does; a loopback base-url is never
// proxied, so the API key never travels to a proxy. The bundled action against a local server.
import { describe, expect, it } from 'vitest'
import { ATTACK_API_KEY, attackerSuite, startProxy } from '../harness/attacker.js'

const API_KEY = ATTACK_API_KEY
const KILL_AFTER_MS = 45_000

const { track, serve, run } = attackerSuite(KILL_AFTER_MS)

describe('a loopback base-url never goes through HTTP_PROXY, so the key never reaches a proxy in clear text', () => {
  it.concurrent(
    'http://127.0.0.1 with HTTP_PROXY set and no NO_PROXY: the proxy sees no request with the key',
    async context => {
      const server = await serve(context)
      const proxy = await startProxy()
      track(context, proxy)
      const result = await run(server, {}, { env: { HTTP_PROXY: proxy.url } })
      expect(result.exitCode, result.stdout).toBe(0)
      // @actions/http-client (GitHub's toolkit, which the action follows) never proxies loopback; through a
      // proxy, `authorization: Bearer <key>` would travel in plain http, with no warning about it.
      const seen = proxy.requests.filter(request => String(request.headers.authorization ?? '').includes(API_KEY))
      expect(seen.map(request => `${request.method} ${request.url}`)).toEqual([])
    }
  )
})
