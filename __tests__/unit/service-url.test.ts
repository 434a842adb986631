// The url output when environment-url is empty: the service's first verified custom domain.
import { describe, expect, it } from 'vitest'
import { SILENT } from '../../src/core/host.js'
import { firstVerified } from '../../src/steps/service-url.js'
import { captureStdout } from '../harness/helpers.js'

// A refused domain is a warning; kept off the test output.
captureStdout()

describe('the service url from the domains list', () => {
  it('is the first verified domain, as https://, never a pending one, an IP address or a malformed hostname', () => {
    expect(
      firstVerified(
        [
          { hostname: 'next.example.com', status: 'pending' },
          { hostname: 'www.example.com', status: 'Verified' }
        ],
        SILENT
      )
    ).toBe('https://www.example.com')
    expect(
      firstVerified([{ hostname: 'x.example.com' }, { hostname: 'y.example.com', status: 'failed' }], SILENT)
    ).toBe(undefined)
    expect(firstVerified([{ hostname: 'evil.com/@x"', status: 'active' }], SILENT)).toBeUndefined()
    // An IP address is no custom domain (a hostile list could aim the health check inward).
    expect(
      firstVerified(
        [
          { hostname: '169.254.169.254', status: 'verified' },
          { hostname: '10.0.0.12:8080', status: 'verified' },
          { hostname: 'app.example.com', status: 'verified' }
        ],
        SILENT
      )
    ).toBe('https://app.example.com')
  })
})
