// The seed's demo keys are named after what they open: a service key's token and name both say
// its service (`sbx_service_web_...`, "service key for web"), so that a newcomer who picks a key
// by its token or its name gets the service it names.
import { describe, expect, it } from 'vitest'
import { loadSeed } from '../../sandbox/seed.js'

describe("the seed's service keys", () => {
  const keys = loadSeed().keys.filter(key => key.kind === 'service')

  it('are there to check', () => {
    expect(keys.length).toBeGreaterThan(1)
  })

  it.each(keys.map(key => [key.token, key] as const))('%s names the service it opens', (_token, key) => {
    const service = (key.serviceId ?? '').replace(/^svc-/, '')
    expect(service).not.toBe('')
    expect(key.token.startsWith(`sbx_service_${service.replaceAll('-', '_')}_`), key.token).toBe(true)
    expect(key.name.startsWith(`service key for ${service}`), key.name).toBe(true)
  })
})
