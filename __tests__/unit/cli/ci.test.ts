import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { ciCommit, detectCi, parseCiName, resolveCi, type CiName, type Env } from '../../../src/cli/ci/ci.js'
import { UsageError } from '../../../src/core/errors.js'

// [row, environment, CI]: each CI's own variables, as its runners set them.
const rows: [number, Env, CiName][] = [
  [1, {}, 'none'],
  [2, { GITHUB_ACTIONS: 'true', CI: 'true' }, 'github'],
  [3, { GITLAB_CI: 'true', CI: 'true' }, 'gitlab'],
  [4, { TF_BUILD: 'True' }, 'azure'],
  [5, { BITBUCKET_COMMIT: 'abc123', CI: 'true' }, 'bitbucket'],
  [6, { CIRCLECI: 'true', CI: 'true' }, 'circleci'],
  [7, { JENKINS_URL: 'https://ci.example.com/', BUILD_ID: '42' }, 'jenkins'],
  // Jenkins needs both variables.
  [8, { JENKINS_URL: 'https://ci.example.com/' }, 'none'],
  [9, { BUILD_ID: '42' }, 'none'],
  // A CI ci-info knows but the CLI has no conventions for prints plain text.
  [10, { TRAVIS: 'true', CI: 'true' }, 'none'],
  [11, { CI: 'true' }, 'none'],
  // CI=false turns detection off, as in ci-info.
  [12, { GITLAB_CI: 'true', CI: 'false' }, 'none'],
  // An empty variable is not set.
  [13, { GITHUB_ACTIONS: '' }, 'none'],
  // Two vendors' variables at once: the one ci-info names wins (its every kind of rule).
  [14, { GITLAB_CI: 'true', VERCEL: '1' }, 'none'],
  [15, { GITHUB_ACTIONS: 'true', CI_NAME: 'sourcehut' }, 'none'],
  [16, { GITHUB_ACTIONS: 'true', CI_NAME: 'codeship' }, 'github'],
  [17, { GITHUB_ACTIONS: 'true', NODE: '/app/.heroku/node/bin/node' }, 'none'],
  [18, { GITHUB_ACTIONS: 'true', NODE: '/usr/bin/node' }, 'github'],
  [19, { TEAMCITY_VERSION: '2025.07 (build 197242)' }, 'teamcity']
]

const require = createRequire(import.meta.url)

/**
 * What ci-info itself answers for `env`, as if `env` were the whole environment: it reads
 * process.env once, when loaded, so it is loaded afresh with process.env swapped for `env`.
 */
function ciInfoId(env: Env): string {
  const saved = process.env
  const module = require.resolve('ci-info')
  process.env = { ...env } as NodeJS.ProcessEnv
  try {
    delete require.cache[module]
    return String((require(module) as { id: string | null }).id)
  } finally {
    process.env = saved
    delete require.cache[module]
  }
}

/** ci-info's vendor ids of the CIs the CLI writes for. */
const FROM_CI_INFO: Record<string, CiName> = {
  GITHUB_ACTIONS: 'github',
  GITLAB: 'gitlab',
  AZURE_PIPELINES: 'azure',
  BITBUCKET: 'bitbucket',
  CIRCLE: 'circleci',
  JENKINS: 'jenkins',
  TEAMCITY: 'teamcity'
}

describe('detectCi', () => {
  test.each(rows)('%i. detects the CI from an injected environment: %j is %s', (_row, env, ci) => {
    expect(detectCi(env)).toBe(ci)
  })

  test.each(rows)('%i. gives the answer ci-info itself gives on the same environment', (_row, env, ci) => {
    expect(FROM_CI_INFO[ciInfoId(env)] ?? 'none').toBe(ci)
  })

  test('a CI other than these is known to ci-info, and still plain text here', () => {
    expect(ciInfoId({ TRAVIS: 'true', CI: 'true' })).toBe('TRAVIS')
    expect(detectCi({ TRAVIS: 'true', CI: 'true' })).toBe('none')
  })
})

describe('--ci', () => {
  test.each([
    [1, 'gitlab', 'gitlab'],
    [2, 'none', 'none'],
    [3, ' Azure ', 'azure'],
    [4, 'CIRCLECI', 'circleci']
  ] as const)('%i. --ci %j forces %s whatever the environment says', (_row, flag, ci) => {
    expect(resolveCi(flag, { GITHUB_ACTIONS: 'true' })).toBe(ci)
  })

  test('without --ci the environment decides', () => {
    expect(resolveCi(undefined, { GITLAB_CI: 'true' })).toBe('gitlab')
  })

  test('an unknown name is a usage error listing every accepted name', () => {
    let error: unknown
    try {
      parseCiName('travis')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(UsageError)
    expect((error as UsageError).subject).toBe('--ci')
    expect((error as UsageError).message).toBe(
      '--ci must be one of github, gitlab, azure, bitbucket, circleci, jenkins, teamcity, none, got "travis"'
    )
  })

  test.each([
    [1, 'gitlabb', 'gitlab'],
    [2, 'Jenkin', 'jenkins'],
    [3, 'teamcty', 'teamcity'],
    [4, 'githbu', 'github']
  ])('%i. a near miss, --ci %j, is answered with the name meant (%s)', (_row, typed, meant) => {
    expect(() => parseCiName(typed)).toThrow(`; did you mean ${meant}?`)
  })
})

describe('ciCommit', () => {
  test.each([
    [1, 'github', { GITHUB_SHA: 'a1' }, 'GITHUB_SHA', 'a1'],
    [2, 'gitlab', { CI_COMMIT_SHA: 'b2' }, 'CI_COMMIT_SHA', 'b2'],
    [3, 'azure', { BUILD_SOURCEVERSION: 'c3' }, 'BUILD_SOURCEVERSION', 'c3'],
    [4, 'bitbucket', { BITBUCKET_COMMIT: 'd4' }, 'BITBUCKET_COMMIT', 'd4'],
    [5, 'circleci', { CIRCLE_SHA1: 'e5' }, 'CIRCLE_SHA1', 'e5'],
    [6, 'jenkins', { GIT_COMMIT: 'f6' }, 'GIT_COMMIT', 'f6'],
    [7, 'teamcity', { BUILD_VCS_NUMBER: 'a7' }, 'BUILD_VCS_NUMBER', 'a7']
  ] as const)('%i. on %s the commit is %s', (_row, ci, env, variable, value) => {
    expect(ciCommit(ci, env)).toEqual({ variable, value })
  })

  test('outside CI, or when the CI sets no commit, there is none', () => {
    expect(ciCommit('none', { GITHUB_SHA: 'a1' })).toBeUndefined()
    expect(ciCommit('jenkins', {})).toBeUndefined()
    expect(ciCommit('gitlab', { CI_COMMIT_SHA: '  ' })).toBeUndefined()
  })
})
