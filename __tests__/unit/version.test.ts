// package.json's version is the only one: it reaches the user agent (and the bundle, whose
// first debug line e2e/version.test.ts checks).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { USER_AGENT, VERSION } from '../../src/core/version.js'

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

describe('version', () => {
  it("is package.json's, in the user agent", () => {
    expect(VERSION).toBe(packageJson.version)
    expect(USER_AGENT).toBe(`hosting-deploy-action/${packageJson.version}`)
  })
})
