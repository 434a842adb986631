// The contract checker finds what it should, on hand-made exchanges: each case would pass
// if the check were missing. Also pins the variants of docs/api-notes.md that the contract allows.
import { describe, expect, it } from 'vitest'
import { fingerprint, type RecordedRequest } from '../../sandbox/server.js'
import { checkExchange, contract, expectContract } from '../harness/contract.js'

const AUTH = { 'content-type': 'application/json' }

function exchange(partial: Partial<RecordedRequest> & { method: string; path: string }): RecordedRequest {
  return {
    query: {},
    headers: AUTH,
    auth: { scheme: 'Bearer', keyFingerprint: fingerprint('k'), singleToken: true },
    body: undefined,
    status: 200,
    at: 0,
    ...partial
  }
}
const json = (body: unknown) => ({ contentType: 'application/json', body })

describe('the contract checker', () => {
  it('accepts a deploy that keeps the contract', () => {
    const r = exchange({
      method: 'POST',
      path: '/api/services/svc-web/deploy',
      body: { ref: 'main' },
      status: 202,
      response: json({ deploymentId: 'd1', ref: 'main', extra: 1 })
    })
    expect(checkExchange(r)).toMatchObject({ request: [], response: [] })
    expect(expectContract([r])).toBe(1)
  })

  it.each<[string, Partial<RecordedRequest> & { method: string; path: string }, RegExp]>([
    ['an unknown endpoint', { method: 'GET', path: '/api/nothing' }, /no such endpoint/],
    [
      'an undocumented method',
      { method: 'DELETE', path: '/api/auth/me', response: json({ error: 'x' }), status: 404 },
      /method DELETE is not documented/
    ],
    [
      'no bearer key',
      { method: 'GET', path: '/api/auth/me', auth: undefined, status: 401, response: json({ error: 'x' }) },
      /Authorization: Bearer/
    ],
    [
      'an undocumented field in a body',
      {
        method: 'POST',
        path: '/api/services/s/deploy',
        body: { ref: 'a', force: true },
        status: 202,
        response: json({ deploymentId: 'd', ref: 'a' })
      },
      /additional properties \(force\)/
    ],
    [
      'a wrongly typed body field',
      {
        method: 'POST',
        path: '/api/services/s/env/import',
        body: { vars: [{ key: 'A', value: 1 }] },
        response: json({ imported: 1, skipped: [] })
      },
      /\/vars\/0\/value must be string/
    ],
    [
      'a body that is not JSON',
      {
        method: 'POST',
        path: '/api/services/s/env/import',
        body: { vars: [] },
        headers: { ...AUTH, 'content-type': 'text/plain' },
        response: json({ imported: 0, skipped: [] })
      },
      /content-type "text\/plain"/
    ],
    [
      'a missing required body',
      { method: 'POST', path: '/api/services/s/env/import', response: json({ imported: 0, skipped: [] }) },
      /body is required/
    ],
    [
      'an undocumented query parameter',
      {
        method: 'GET',
        path: '/api/services/s/deployments',
        query: { token: 'k' },
        response: json({ deployments: [] })
      },
      /undocumented query parameter token/
    ],
    [
      'a query parameter of the wrong type',
      { method: 'GET', path: '/api/deployments/d/logs', query: { after: 'three' }, response: json([]) },
      /query parameter after="three": \(value\) must be integer/
    ],
    [
      'a value outside an enum',
      { method: 'GET', path: '/api/services/s/metrics', query: { range: '2h' }, response: json({}) },
      /range="2h".*must be equal to one of the allowed values/
    ],
    [
      'an undocumented status',
      { method: 'POST', path: '/api/services/s/deploy', body: {}, status: 418, response: json({ error: 'x' }) },
      /answered 418, which is not documented \(documented: 202, 400, 401, 403, 404, 409, 429\)/
    ],
    [
      'an error without error',
      { method: 'GET', path: '/api/auth/me', status: 401, response: json({ message: 'no' }) },
      /must have required property 'error'/
    ],
    [
      'a JSON answer where a stream is documented',
      { method: 'GET', path: '/api/deployments/d/logs/stream', response: json({ a: 1 }) },
      /with application\/json, which is not documented/
    ],
    ['a non-JSON answer where JSON is documented', { method: 'GET', path: '/api/auth/me' }, /without a JSON body/],
    [
      'a deploy answer without deploymentId',
      { method: 'POST', path: '/api/services/s/deploy', status: 202, response: json({ id: 'd', ref: 'main' }) },
      /must have required property 'deploymentId'/
    ],
    [
      'a page whose cursor is text',
      { method: 'GET', path: '/api/services/s/deployments', response: json({ deployments: [], nextCursor: '0' }) },
      /\/nextCursor must be number/
    ],
    [
      'a deployment record without an identifier',
      { method: 'GET', path: '/api/services/s/deployments', response: json({ deployments: [{ status: 'live' }] }) },
      /\/deployments\/0 must have required property 'id'/
    ],
    [
      'a log record without a sequence number',
      { method: 'GET', path: '/api/deployments/d/logs', response: json([{ line: 'x', id: 'abc' }]) },
      /\/0 must match a schema in anyOf/
    ],
    [
      'a new service that is not idle',
      {
        method: 'POST',
        path: '/api/services',
        body: { name: 'a', image: 'i' },
        status: 201,
        response: json({ id: 's', status: 'running' })
      },
      /\/status must be equal to constant/
    ],
    [
      'a service request with both repoUrl and image',
      {
        method: 'POST',
        path: '/api/services',
        body: { name: 'a', image: 'i', repoUrl: 'r' },
        status: 201,
        response: json({ id: 's', status: 'idle' })
      },
      /must match exactly one schema in oneOf/
    ]
  ])('reports %s, naming the endpoint', (_, partial, message) => {
    const r = exchange(partial)
    const report = checkExchange(r)
    expect([...report.request, ...report.response].join('\n')).toMatch(message)
    expect(() => expectContract([r])).toThrow(new RegExp(`${r.method} ${r.path.replace(/[/.]/g, '\\$&')}`))
  })

  it('skips exchanges with an injected fault', () => {
    const r = exchange({ method: 'GET', path: '/api/auth/me', status: 502, fault: 'status 502' })
    expect(expectContract([r])).toBe(0)
  })

  it('lets a deliberately bad request through only when it was rejected with a documented 4xx', () => {
    const rejected = exchange({
      method: 'POST',
      path: '/api/services/s/env/import',
      body: { vars: 'no' },
      status: 400,
      response: json({ error: 'bad' })
    })
    const accepted = { ...rejected, status: 200, response: json({ imported: 0, skipped: [] }) }
    expect(() => expectContract([rejected])).toThrow(/request body/)
    expect(expectContract([rejected], { allowRejectedRequests: true })).toBe(1)
    expect(() => expectContract([accepted], { allowRejectedRequests: true })).toThrow(/request body/)
  })

  it('matches literal paths and decodes path parameters', () => {
    expect(contract().find('POST', '/api/services')?.operation.name).toBe('POST /api/services (create_service)')
    expect(contract().find('GET', '/api/services/a%2Fb/logs')?.path).toEqual({ id: 'a/b' })
    expect(contract().find('GET', '/api/deployments/d/logs/stream')?.operation.name).toBe(
      'GET /api/deployments/{id}/logs/stream'
    )
  })
})

describe('the shapes docs/api-notes.md allows', () => {
  const deployments = (records: unknown[]) =>
    checkExchange(
      exchange({
        method: 'GET',
        path: '/api/services/s/deployments',
        response: json({ deployments: records, nextCursor: 0 })
      })
    )
  const logs = (records: unknown[]) =>
    checkExchange(exchange({ method: 'GET', path: '/api/deployments/d/logs', response: json(records) }))

  it('deployment records with id and/or deploymentId, status or state, and unknown fields', () => {
    const report = deployments([
      { id: 'a', status: 'live' },
      { deploymentId: 'b', state: 'Deploy-Failed' },
      {
        id: 'c',
        deploymentId: 'c',
        status: 'queued',
        rollbackable: true,
        url: 'u',
        commitSha: 's',
        whatever: { x: 1 }
      },
      { id: 'd' }
    ])
    expect(report.response).toEqual([])
  })

  it('log records numbered by seq, sequence or a numeric id, with line, message or text', () => {
    const report = logs([
      { seq: 1, line: 'a', stream: 'build', ts: 't' },
      { sequence: 2, message: '', level: 'info', timestamp: 't' },
      { id: 3, text: '::error::x', extra: true }
    ])
    expect(report.response).toEqual([])
  })
})
