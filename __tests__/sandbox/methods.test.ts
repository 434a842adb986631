// A known path asked with a method it does not take answers 405 with an Allow header listing
// its methods (and the {error} body); an unknown path stays 404, and a missing key 401 first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, KEYS } from '../harness/sandbox.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

/** Each path template of ENDPOINTS with the methods listed for it. */
function methodsByPath(): Map<string, string[]> {
  const byPath = new Map<string, string[]>()
  for (const endpoint of ENDPOINTS) {
    const [method = '', template = ''] = endpoint.replace(/\?.*$/, '').split(/\s+/)
    byPath.set(template, [...(byPath.get(template) ?? []), method])
  }
  return byPath
}

async function request(method: string, path: string, key: string | null = KEYS.account): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, { method, headers: key === null ? {} : { authorization: `Bearer ${key}` } })
}

describe('a wrong method on a known path', () => {
  it('DELETE /api/auth/me answers 405 with Allow: GET, HEAD and an {error} body', async () => {
    const response = await request('DELETE', '/api/auth/me')
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ error: 'method DELETE is not allowed on /api/auth/me: it takes GET, HEAD' })
  })

  it('answers 405 on every path of ENDPOINTS, with exactly the methods listed for it', async () => {
    const byPath = methodsByPath()
    expect(byPath.size).toBeGreaterThan(15)
    for (const [template, methods] of byPath) {
      const path = template.replace(/\{[^}]+\}/g, 'svc-web')
      const response = await request('DELETE', path)
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].sort().join(', ')
      expect({ path, status: response.status, allow: response.headers.get('allow') }).toEqual({
        path,
        status: 405,
        allow
      })
      expect(Object.keys((await response.json()) as object)).toEqual(['error'])
    }
  })

  it('still answers 404 for an unknown path, and 401 without a key before telling the methods', async () => {
    const unknown = await call(sandbox, 'DELETE', '/api/nothing/here')
    expect(unknown).toMatchObject({ status: 404, body: { error: 'no route for DELETE /api/nothing/here' } })
    const anonymous = await request('DELETE', '/api/auth/me', null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('allow')).toBeNull()
  })
})
