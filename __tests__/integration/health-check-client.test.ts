// The health check's real client against a loopback server: no credentials, same-origin
// redirects only, a bounded body (its tries: unit/health-check.test.ts).
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { checkHealth, MAX_BODY_BYTES } from '../../src/health/health-check.js'
import { captureStdout } from '../harness/helpers.js'

captureStdout()

describe('the real health-check client', () => {
  it('sends no credentials, follows a same-origin redirect and reads a bounded body', async () => {
    const headers: IncomingHttpHeaders[] = []
    const server = createServer((req, res) => {
      headers.push(req.headers)
      if (req.url === '/health') {
        res.writeHead(302, { location: '/big' })
        res.end()
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end(`${'x'.repeat(MAX_BODY_BYTES * 4)}needle`)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const result = await checkHealth({
        url: new URL(`http://127.0.0.1:${port}/health`),
        expect: 'needle',
        timeoutMs: 1000,
        signal: new AbortController().signal,
        log: () => undefined
      })
      // The needle lies past the bound: never read, so never found.
      expect(result.healthy).toBe(false)
      expect(result.problem).toBe('HTTP 200, but the answer does not contain "needle"')
      expect(headers.map(h => h.authorization)).toEqual([undefined, undefined])
      expect(headers[0]?.['user-agent']).toMatch(/hosting-deploy-action/)
    } finally {
      server.closeAllConnections()
      await new Promise(resolve => server.close(resolve))
    }
  })
})
