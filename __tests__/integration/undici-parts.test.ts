// src/api/dispatcher.ts loads undici's own files instead of its index (which loads all of
// undici, about half of the command line's time to its first request). Those paths are not
// undici's public interface: this test fails when an undici update moves or changes them.
import { createServer } from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import * as undici from 'undici'
import apiRequest from 'undici/lib/api/api-request.js'
import { describe, expect, it } from 'vitest'
import { dispatcherFor, send, UndiciError } from '../../src/api/dispatcher.js'

describe("the parts of undici the clients load are the ones undici's index exports", () => {
  it('1. a loopback origin gets an Agent: no proxy', () => {
    const dispatcher = dispatcherFor(new URL('http://127.0.0.1:1'), {})
    expect(dispatcher).toBeInstanceOf(undici.Agent)
    expect(dispatcher).not.toBeInstanceOf(undici.EnvHttpProxyAgent)
  })

  it("2. any other origin gets undici's EnvHttpProxyAgent: the runner's proxy settings", () => {
    expect(dispatcherFor(new URL('https://api.example.com'), {})).toBeInstanceOf(undici.EnvHttpProxyAgent)
  })

  it("3. send is undici's request, and network errors are undici's own", () => {
    expect(undici.Dispatcher.prototype.request).toBe(apiRequest)
    expect(UndiciError).toBe(undici.errors.UndiciError)
  })

  it('4. send makes the request its URL names, query included', async () => {
    const server = createServer((request, response) => response.end(`${request.method} ${request.url}`))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/a?b=c`)
    const dispatcher = dispatcherFor(url, {})
    try {
      const answer = await send(dispatcher, url, { method: 'GET' })
      expect([answer.statusCode, await answer.body.text()]).toEqual([200, 'GET /api/a?b=c'])
    } finally {
      await dispatcher.close()
      server.close()
    }
  })
})
