// The GitLab CI/CD component, templates/deploy.yml, read: its `spec:inputs` are the issue's, typed
// and described, each flag input a flag the CLI has and docs/cli.md lists; docs/gitlab.md's
// inputs table lists every input with its default; the README and docs/gitlab.md include it at the
// release's tag; the job's shape (image, dotenv report, environment URL, collapsed sections, no
// key); and no free-form input is ever written into the script's text.
// e2e/gitlab-component.test.ts runs it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { movePins, pinningFiles } from '../../scripts/release.js'
import { COMMANDS } from '../../src/cli/parse/flags.js'
import { RESULTS_FILE_NAME } from '../../src/cli/result/outputs.js'
import { DEFAULTS, DURATION_EXAMPLES } from '../../src/settings/defaults.js'
import { parseAppFile } from '../../src/settings/app-file.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const TEXT = read('templates/deploy.yml')
const PACKAGE = JSON.parse(read('package.json')) as { name: string; version: string; repository: { url: string } }

interface InputSpec {
  description?: string
  type?: 'string' | 'boolean' | 'number'
  default?: string | boolean | number
  options?: unknown[]
  regex?: string
}
interface Job {
  stage: string
  rules: { if?: string; when?: string }[]
  image: string
  resource_group: string
  environment: { name: string; url: string }
  variables: Record<string, string>
  script: string[]
  artifacts: { when: string; paths: string[]; reports: { dotenv: string } }
}
const [header, body] = parseAllDocuments(TEXT).map(doc => doc.toJS() as Record<string, unknown>)
const INPUTS = (header?.spec as { inputs: Record<string, InputSpec> }).inputs
const JOB = body?.['hosting-deploy'] as Job
const SCRIPT = JOB.script.join('\n')

/** The inputs that are the CLI's flags of the same name; the others are GitLab's. */
const GITLAB_INPUTS = ['stage', 'environment', 'on', 'version']
const FLAG_INPUTS = Object.keys(INPUTS).filter(name => !GITLAB_INPUTS.includes(name))

/** The flags of docs/cli.md's table for `hosting-deploy deploy`. */
const DOC_FLAGS = [
  ...(
    /<[!]-- deploy-flags:start -->([\s\S]*?)<[!]-- deploy-flags:end -->/.exec(read('docs/cli.md'))?.[1] ?? ''
  ).matchAll(/^\| `--([a-z-]+)/gm)
].map(match => match[1] ?? '')

describe('templates/deploy.yml, the GitLab CI/CD component', () => {
  it("declares the issue's inputs, each described, typed and with a default", () => {
    expect(Object.keys(INPUTS)).toEqual([
      'service-id',
      'base-url',
      'ref',
      'app-file',
      'timeout',
      'health-check-url',
      'verify-for',
      'rollback',
      'mask-env',
      'stage',
      'environment',
      'on',
      'version'
    ])
    for (const [name, spec] of Object.entries(INPUTS)) {
      expect(spec.description?.length ?? 0, name).toBeGreaterThan(20)
      expect(spec.default, name).toBeDefined()
      expect(typeof spec.default, name).toBe(spec.type ?? 'string')
      if (spec.regex !== undefined) expect(new RegExp(spec.regex).test(String(spec.default)), name).toBe(true)
      if (spec.options !== undefined) expect(spec.options, name).toContain(spec.default)
    }
    expect(INPUTS.rollback?.type).toBe('boolean')
    expect(INPUTS.ref?.default).toBe('$CI_COMMIT_SHA')
  })

  it('has no input for the key: the job takes HOSTING_API_KEY from a CI/CD variable', () => {
    expect(Object.keys(INPUTS).filter(name => /key|token|secret|password/i.test(name))).toEqual([])
    expect(Object.keys(JOB.variables).filter(name => /KEY|TOKEN|SECRET|PASSWORD/.test(name))).toEqual([])
    expect(TEXT).not.toMatch(/HOSTING_API_KEY\s*[:=]/)
  })

  it('names the same flags as docs/cli.md and the CLI: each flag input is a deploy flag, passed by the script', () => {
    expect(DOC_FLAGS.length).toBeGreaterThan(10)
    const cliFlags = COMMANDS.deploy.flags.map(flag => flag.name)
    expect(FLAG_INPUTS.filter(name => !DOC_FLAGS.includes(name))).toEqual([])
    expect(FLAG_INPUTS.filter(name => !cliFlags.includes(name))).toEqual([])
    expect(FLAG_INPUTS.filter(name => !SCRIPT.includes(` --${name}`))).toEqual([])
    // And the script passes no flag the CLI does not have.
    const passed = [...SCRIPT.matchAll(/ --([a-z][a-z-]*)/g)].map(match => match[1] ?? '')
    expect(passed.length).toBeGreaterThan(FLAG_INPUTS.length)
    expect(passed.filter(name => !cliFlags.includes(name) && !['yes', 'package', 'version'].includes(name))).toEqual([])
  })

  it("defaults as the CLI does, and pins the CLI at package.json's version", () => {
    expect(INPUTS.timeout?.default).toBe(DEFAULTS.timeout)
    expect(INPUTS.rollback?.default).toBe(DEFAULTS.rollback)
    expect(INPUTS.version?.default).toBe(PACKAGE.version)
    const timeout = new RegExp(INPUTS.timeout?.regex ?? '')
    for (const good of [...DURATION_EXAMPLES, '600', '2h', '45s', '1h30m15s'])
      expect(timeout.test(good), good).toBe(true)
    for (const bad of ['', '20 minutes', '1d', '$(reboot)', '20m; reboot']) expect(timeout.test(bad), bad).toBe(false)
    const version = new RegExp(INPUTS.version?.regex ?? '')
    for (const bad of ['latest', 'v1.2.3', '1.2', 'file:../cli.tgz', '1.2.3 && reboot'])
      expect(version.test(bad), bad).toBe(false)
  })

  it('writes only the typed or checked inputs into the script; the free-form ones arrive as variables', () => {
    const inScript = [...SCRIPT.matchAll(/\$\[\[\s*inputs\.([\w-]+)/g)].map(match => match[1] ?? '')
    expect(inScript.length).toBeGreaterThan(0)
    for (const name of inScript) {
      const spec = INPUTS[name]
      expect(spec?.type === 'boolean' || spec?.regex !== undefined, `${name} is written into the script`).toBe(true)
    }
    const viaVariables = Object.values(JOB.variables).flatMap(
      value => /^\$\[\[ inputs\.([\w-]+) \]\]$/.exec(value) ?? []
    )
    for (const name of ['service-id', 'base-url', 'ref', 'app-file', 'health-check-url', 'mask-env']) {
      expect(viaVariables, name).toContain(name)
      expect(SCRIPT).not.toContain(`inputs.${name} `)
    }
  })

  it('runs one job: Node 22, the CLI by npx at the pinned version, the dotenv report, the environment and its URL, collapsed sections', () => {
    expect(Object.keys(body ?? {})).toEqual(['hosting-deploy'])
    expect(JOB.stage).toBe('$[[ inputs.stage ]]')
    expect(JOB.image).toMatch(/^node:22(-|$)/)
    expect(SCRIPT).toContain(`cli="${PACKAGE.name}@$[[ inputs.version ]]"`)
    expect(SCRIPT).toMatch(/^npx --yes --package "\$cli" -- hosting-deploy "\$@"$/m)
    expect(JOB.environment).toEqual({ name: '$[[ inputs.environment ]]', url: '$HOSTING_URL' })
    expect(JOB.resource_group).toContain('$[[ inputs.environment ]]')
    expect(SCRIPT).toContain(`--outputs-file=${JOB.artifacts.reports.dotenv}`)
    // The results' file the CLI writes next to the report on GitLab, which the report names.
    expect(JOB.artifacts.paths).toEqual([path.join(path.dirname(JOB.artifacts.reports.dotenv), RESULTS_FILE_NAME)])
    expect(JOB.artifacts.when).toBe('always')
    // The install in a collapsed section; the CLI's phases are its own (--ci=gitlab).
    expect(SCRIPT).toMatch(/section_start:%s:(\w+)\[collapsed=true\][\s\S]*section_end:%s:\1\\r/)
    expect(SCRIPT).toContain(' --ci=gitlab ')
  })
})

/**
 * A `rules: if:` expression of the forms the component writes, evaluated as GitLab does: string
 * literals, `$VARIABLE` (null when not set), `==`, `!=`, `&&`, `||` and parentheses; a lone value
 * is true when set and not empty.
 */
function evaluateIf(expression: string, variables: Record<string, string>): boolean {
  const tokens = [...expression.matchAll(/\s*(\(|\)|&&|\|\||==|!=|"[^"]*"|\$[A-Za-z_]\w*)/gy)].map(
    match => match[1] ?? ''
  )
  expect(tokens.join(''), `every character of ${expression} is read`).toBe(expression.replace(/\s+/g, ''))
  let at = 0
  type Value = string | null | boolean
  const truthy = (value: Value): boolean => (typeof value === 'boolean' ? value : value !== null && value !== '')
  const primary = (): Value => {
    const token = tokens[at++] ?? ''
    if (token === '(') {
      const value = or()
      expect(tokens[at++], expression).toBe(')')
      return value
    }
    if (token.startsWith('"')) return token.slice(1, -1)
    if (token.startsWith('$')) return variables[token.slice(1)] ?? null
    throw new Error(`unexpected ${token} in ${expression}`)
  }
  const comparison = (): Value => {
    const left = primary()
    const operator = tokens[at]
    if (operator !== '==' && operator !== '!=') return left
    at++
    const right = primary()
    return operator === '==' ? left === right : left !== right
  }
  const and = (): Value => {
    let value = truthy(comparison())
    while (tokens[at] === '&&') {
      at++
      value = truthy(comparison()) && value
    }
    return value
  }
  const or = (): Value => {
    let value = truthy(and())
    while (tokens[at] === '||') {
      at++
      value = truthy(and()) || value
    }
    return value
  }
  const result = truthy(or())
  expect(at, `the whole of ${expression} is read`).toBe(tokens.length)
  return result
}

describe("the job's rules: which pipelines deploy, by the `on` input", () => {
  /** GitLab's predefined variables of each kind of pipeline, the default branch main. */
  const PIPELINES: Record<string, Record<string, string>> = {
    'default branch': { CI_DEFAULT_BRANCH: 'main', CI_COMMIT_BRANCH: 'main', CI_COMMIT_REF_NAME: 'main' },
    'feature branch': { CI_DEFAULT_BRANCH: 'main', CI_COMMIT_BRANCH: 'feature', CI_COMMIT_REF_NAME: 'feature' },
    tag: { CI_DEFAULT_BRANCH: 'main', CI_COMMIT_TAG: 'v1.4.0', CI_COMMIT_REF_NAME: 'v1.4.0' },
    'merge request': { CI_DEFAULT_BRANCH: 'main', CI_MERGE_REQUEST_IID: '7', CI_COMMIT_REF_NAME: 'feature' }
  }
  /** The pipelines the job is in when `on` is `value`: the first rule whose `if` holds adds it, none leaves it out. */
  const deploysIn = (value: string): string[] =>
    Object.entries(PIPELINES)
      .filter(([, variables]) => {
        const matched = JOB.rules.find(rule =>
          evaluateIf((rule.if ?? '').replaceAll('$[[ inputs.on ]]', value), variables)
        )
        return matched !== undefined && matched.when !== 'never'
      })
      .map(([pipeline]) => pipeline)

  it('offers the four choices, the default branch by default', () => {
    expect(INPUTS.on?.options).toEqual(['default-branch', 'tags', 'default-branch-and-tags', 'always'])
    expect(INPUTS.on?.default).toBe('default-branch')
    expect(JOB.rules.length).toBeGreaterThan(0)
  })

  it.each([
    ['default-branch', ['default branch']],
    ['tags', ['tag']],
    ['default-branch-and-tags', ['default branch', 'tag']],
    ['always', ['default branch', 'feature branch', 'tag', 'merge request']]
  ])('on: %s deploys in a pipeline of %j', (value, pipelines) => {
    expect(deploysIn(value)).toEqual(pipelines)
  })

  it('writes the input into a quoted string literal only, each rule comparing it with one of the options', () => {
    for (const rule of JOB.rules) {
      expect(Object.keys(rule)).toEqual(['if'])
      const compared = [...(rule.if ?? '').matchAll(/"\$\[\[ inputs\.on \]\]" == "([a-z-]+)"/g)].map(match => match[1])
      expect(compared, rule.if).toHaveLength(1)
      expect(INPUTS.on?.options, rule.if).toContain(compared[0])
    }
  })

  it('quotes the on key: GitLab reads YAML 1.1, where a bare on is the boolean true', () => {
    const header = parseAllDocuments(TEXT, { version: '1.1' })[0]?.toJS() as { spec: { inputs: object } }
    expect(Object.keys(header.spec.inputs)).toContain('on')
    expect(parseAllDocuments('on: x', { version: '1.1' })[0]?.toJS()).toEqual({ true: 'x' })
  })
})

describe("docs/gitlab.md's inputs table, the component's inputs", () => {
  const doc = read('docs/gitlab.md')
  const at = doc.indexOf('\n## Inputs\n')
  const section = doc.slice(at, doc.indexOf('\n## ', at + 1))
  const rows = [...section.matchAll(/^\| `([\w-]+)` \| ([^|]+) \|/gm)].map(match => [match[1], match[2]?.trim()])

  it('lists every input, in order, with its default', () => {
    expect(at).toBeGreaterThan(-1)
    expect(rows.map(([name]) => name)).toEqual(Object.keys(INPUTS))
    for (const [name, shown = ''] of rows) {
      const value = INPUTS[name ?? '']?.default
      if (value === '') expect(shown, name).toMatch(/^empty/)
      else if (name === 'version') expect(shown, name).toContain(`\`${PACKAGE.name}@${String(value)}\``)
      else expect(shown, name).toContain(`\`${String(value)}\``)
    }
  })
})

describe("the component's address: the file of a release this project really makes, pinned alike everywhere", () => {
  /** owner/name on GitHub, from package.json's repository. */
  const REPOSITORY = /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(PACKAGE.repository.url)?.[1] ?? ''
  /** The tag `npm run release` pushes for package.json's version, and the release workflow runs on. */
  const TAG = `v${PACKAGE.version}`
  const RAW = `https://raw.githubusercontent.com/${REPOSITORY}/`
  /** Every address of the component in the files a release moves the pins of, as `file: address`. */
  const addresses = pinningFiles(ROOT).flatMap(file =>
    [...read(file).matchAll(/\S*\/deploy@\S+|https:\/\/raw\.githubusercontent\.com\/\S*\/templates\/\S+/g)].map(
      match => `${file}: ${match[0]}`
    )
  )

  it('the tag is the one the release pushes and its workflow runs on, vX.Y.Z', () => {
    const workflow = parse(read('.github/workflows/release-action.yml')) as { on: { push: { tags: string[] } } }
    const globs = workflow.on.push.tags.map(
      glob => new RegExp(`^${glob.replaceAll('.', '\\.').replaceAll('*', '.+')}$`)
    )
    expect(
      globs.some(glob => glob.test(TAG)),
      `${workflow.on.push.tags.join(', ')} and ${TAG}`
    ).toBe(true)
    expect(read('scripts/release.ts')).toContain('`git tag v${version}`')
  })

  it('README, the component, examples/ and docs/ name it at that tag, as a GitHub raw file or a catalog component', () => {
    expect(REPOSITORY).toBe('octo-org/hosting-deploy-action')
    expect(addresses.length).toBeGreaterThanOrEqual(5)
    const wrong = addresses.filter(found => {
      const address = found.slice(found.indexOf(': ') + 2).replace(/[`'"),.]+$/, '')
      if (address.startsWith(RAW)) return address !== `${RAW}${TAG}/templates/deploy.yml`
      return !/^\$CI_SERVER_FQDN\/[\w.-]+\/hosting-deploy-action\/deploy@/.test(address) || !address.endsWith(`@${TAG}`)
    })
    expect(wrong).toEqual([])
    for (const file of ['README.md', 'templates/deploy.yml', 'examples/gitlab/.gitlab-ci.yml'])
      expect(
        addresses.some(found => found.startsWith(`${file}: ${RAW}`)),
        file
      ).toBe(true)
  })

  it.each(['README.md', 'docs/gitlab.md'])(
    "%s's include: remote: passes inputs, and names the component's own file",
    file => {
      const blocks = [...read(file).matchAll(/```yaml\n([\s\S]*?)```/g)].map(match => parse(match[1] ?? '') as unknown)
      const remotes = blocks.flatMap(block =>
        ((block as { include?: { remote?: string; inputs?: Record<string, unknown> }[] } | null)?.include ?? []).filter(
          entry => entry.remote !== undefined
        )
      )
      expect(remotes.length).toBeGreaterThan(0)
      for (const entry of remotes) {
        expect(entry.remote?.endsWith('/templates/deploy.yml')).toBe(true)
        expect(Object.keys(entry.inputs ?? {})).toContain('service-id')
      }
    }
  )

  it('npm run release moves every one of them to the next tag', () => {
    const next = '9.8.7'
    const moved = pinningFiles(ROOT).flatMap(file =>
      [
        ...movePins(read(file), PACKAGE.name, next).matchAll(
          /\/deploy@(\S+)|raw\.githubusercontent\.com\/\S*?\/(v[^/]+)\/templates\//g
        )
      ].map(match => (match[1] ?? match[2] ?? '').replace(/[`'"),.]+$/, ''))
    )
    expect(moved).toHaveLength(addresses.length)
    expect(moved.filter(tag => tag !== `v${next}`)).toEqual([])
  })
})

describe("docs/gitlab.md's app file for the window's settings the component has no input for", () => {
  it('is an app file giving verify-interval, fail-on-log and ignore-log, which no input of the component is', () => {
    const block = [...read('docs/gitlab.md').matchAll(/```yaml\n(# deploy\/app\.yml[\s\S]*?)```/g)].map(m => m[1] ?? '')
    expect(block).toHaveLength(1)
    const file = parseAppFile(block[0] ?? '', 'deploy/app.yml')
    expect(file.defaults.verify).toMatchObject({
      forMs: 300_000,
      intervalMs: 30_000,
      failOnLog: ['^ERROR ', 'payment failed'],
      ignoreLog: ['retrying']
    })
    const inputs = Object.keys(INPUTS)
    expect(inputs).toContain('app-file')
    expect(inputs.filter(input => ['verify-interval', 'fail-on-log', 'ignore-log', 'args'].includes(input))).toEqual([])
  })
})
