// openapi.yaml itself: a valid OpenAPI 3.1 document, with every endpoint the sandbox serves,
// schemas that compile under strict JSON Schema 2020-12, and generated types kept fresh.
import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS as SANDBOX_ENDPOINTS } from '../../sandbox/server.js'
import { generatedTypesAreFresh } from '../../scripts/gen-types.js'
import { Contract, loadSpec, SPEC_PATH } from '../harness/contract.js'

/**
 * Every operation of the hosting API, as the sandbox lists them for `npm run sandbox` without
 * the query hints: the one list, held here to openapi.yaml's operations.
 */
const ENDPOINTS = SANDBOX_ENDPOINTS.map(endpoint => endpoint.replace(/\?.*$/, '').replace(/\s+/, ' '))

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(readFileSync(SPEC_PATH, 'utf8'))
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('documents exactly the endpoints the sandbox serves', () => {
    const documented = new Contract().operations.map(o => `${o.method} ${o.template}`)
    // The hosting API has 22 endpoints.
    expect(new Set(ENDPOINTS).size).toBe(22)
    expect(documented.sort()).toEqual([...ENDPOINTS].sort())
  })

  it('compiles every schema under strict JSON Schema 2020-12 (a misspelt keyword fails)', () => {
    const contract = new Contract()
    const names = Object.keys((loadSpec().components as { schemas: Record<string, unknown> }).schemas)
    for (const name of names) {
      expect(() => contract.compileSchema(`/components/schemas/${name}`), name).not.toThrow()
    }
    expect(names.length).toBeGreaterThan(10)
  })

  it('requires the bearer key everywhere and answers errors as { error: string }', () => {
    const doc = loadSpec() as unknown as {
      security: unknown
      components: {
        securitySchemes: Record<string, unknown>
        responses: Record<string, { content: Record<string, { schema: unknown }> }>
      }
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { $ref?: string }> }>>
    }
    expect(doc.security).toEqual([{ bearerAuth: [] }])
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.security, `${method} ${path}`).toBeUndefined()
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401')
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400 || !response.$ref) continue
          const named = doc.components.responses[response.$ref.split('/').at(-1) ?? '']
          expect(named?.content['application/json']?.schema, `${method} ${path} ${status}`).toEqual({
            $ref: '#/components/schemas/Error'
          })
        }
      }
    }
  })

  it('has src/core/api.generated.ts up to date (npm run gen:types)', async () => {
    expect(await generatedTypesAreFresh(), 'src/core/api.generated.ts is stale: run `npm run gen:types`').toBe(true)
  })
})
