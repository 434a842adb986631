// The pipelines of examples/, one per CI, held to the CLI they run.
//
// The GitLab one runs for real: gitlab-ci-local runs the file against the sandbox, with the
// component it includes (templates/deploy.yml) committed beside it and included as a component
// of the same project at the pipeline's commit, which the tool reads from the checkout: the
// file's address of the released component and its base URL are the two things replaced. The
// component's npx line fetches the CLI from a loopback registry that holds what `npm pack` makes
// of this repository, and the next job prints what it got from the dotenv report.
//
// The others cannot run here. Each `hosting-deploy` command in them is split into words as the
// shell splits it (quotes, $VARIABLES from that CI's environment and the file's own) and read by
// the CLI's parser, parseCommandLine, under a fake environment of that CI; every HOSTING_* name
// they read must be one the CLI writes (OUTPUT_VARIABLES), through the channel of that CI. The
// GitLab file is read too: the component it includes, at a released version, with inputs the
// component declares, and a later job reading the outputs. The table at the end breaks each
// example in one place and expects the check to say so.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { compareVersions, parseVersion } from '../../scripts/changelog.js'
import { fingerprint } from '../../sandbox/server.js'
import { parseCommandLine, type DeployArgs } from '../../src/cli/parse/args.js'
import type { CiName, Env } from '../../src/cli/ci/ci.js'
import { API_KEY_VARIABLE, BASE_URL_VARIABLE, COMMANDS } from '../../src/cli/parse/flags.js'
import { OUTPUT_VARIABLES, RESULTS_FILE_VARIABLE } from '../../src/cli/result/outputs.js'
import { ROOT } from '../harness/cli-package.js'
import { linePartsOf } from '../harness/cli-parts.js'
import { pipelineServers, runGitlabPipeline } from '../harness/gitlab-ci-local.js'
import { demoSeed, findKey } from '../harness/helpers.js'

const EXAMPLES = {
  gitlab: 'examples/gitlab/.gitlab-ci.yml',
  azure: 'examples/azure/azure-pipelines.yml',
  bitbucket: 'examples/bitbucket/bitbucket-pipelines.yml',
  circleci: 'examples/circleci/.circleci/config.yml',
  jenkins: 'examples/jenkins/Jenkinsfile'
} as const satisfies Partial<Record<CiName, string>>
type ExampleCi = keyof typeof EXAMPLES
const CIS = Object.keys(EXAMPLES) as ExampleCi[]

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const PACKAGE = JSON.parse(read('package.json')) as {
  name: string
  version: string
  repository: { url: string }
} & Record<string, unknown>
const COMPONENT_FILE = 'templates/deploy.yml'
/** The repository on GitHub, owner/name. */
const REPOSITORY = /[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(PACKAGE.repository.url)?.[1] ?? ''
/** The released component as a catalog component: the instance, the project's path (the repository's), the component, `@`. */
const COMPONENT_ADDRESS = `$CI_SERVER_FQDN/${REPOSITORY}/deploy@`
/** The released component as a remote include: the raw file at a release tag, `TAG/templates/deploy.yml` after it. */
const REMOTE_ADDRESS = `https://raw.githubusercontent.com/${REPOSITORY}/`

// ---------------------------------------------------------------------------------------------
// GitLab, for real.

describe('examples/gitlab/.gitlab-ci.yml, run by gitlab-ci-local against the sandbox', () => {
  const seed = demoSeed()
  // Reads the service's domains too, so HOSTING_URL is the service's own verified domain.
  const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
  const verified = seed.services.find(service => service.id === 'svc-web')?.domains?.find(d => d.status === 'verified')
  const servers = pipelineServers(seed)

  it(
    'deploys with the component and the CLI it pins, and the next job prints the deployment, ref, result and URL from the dotenv report',
    { timeout: 330_000 },
    async () => {
      const example = read(EXAMPLES.gitlab)
      // The release's file, fetched from GitHub: here the same file of this checkout, as a component at its commit.
      const address = new RegExp(`remote: ${REMOTE_ADDRESS.replace(/[.$]/g, '\\$&')}\\S+`)
      expect(example).toMatch(address)
      expect(example).toContain('base-url: https://api.example.com\n')
      const run = await runGitlabPipeline({
        ciYaml: example
          .replace(address, 'component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/deploy@$CI_COMMIT_SHA')
          .replace('base-url: https://api.example.com\n', `base-url: ${servers.sandbox.url}\n`),
        files: { [COMPONENT_FILE]: read(COMPONENT_FILE) },
        // The key as the project's CI/CD variable.
        variables: { [API_KEY_VARIABLE]: accountKey },
        env: { npm_config_registry: servers.registry.url },
        timeoutMs: 300_000
      })
      expect(run.timedOut, run.output).toBe(false)
      expect(run.exitCode, run.output).toBe(0)

      const deploys = servers.sandbox.requests.filter(
        r => r.method === 'POST' && r.path === '/api/services/svc-web/deploy'
      )
      expect(deploys.map(r => [r.status, r.auth?.keyFingerprint])).toEqual([[202, fingerprint(accountKey)]])
      const queued = deploys[0]?.response?.body as { deploymentId: string; ref: string }
      // The pipeline's commit, CI_COMMIT_SHA: the component's default ref.
      expect(queued.ref).toMatch(/^[0-9a-f]{40}$/)
      expect(run.jobs['hosting-deploy'], run.output).toMatch(
        new RegExp(`^Deployment ${queued.deploymentId} is live after `, 'm')
      )

      expect(verified, 'the seed gives svc-web a verified domain').toBeDefined()
      expect((run.jobs['smoke-test'] ?? '').split('\n'), run.output).toContain(
        `Deployment ${queued.deploymentId} of ${queued.ref} ended success at https://${verified?.hostname}`
      )
      expect(run.output).not.toContain(accountKey)
    }
  )
})

// ---------------------------------------------------------------------------------------------
// Every example, read.

/** A commit SHA, as each fake CI names the commit it runs for. */
const SHA = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'
const FAKE_KEY = 'example-test-key-0123456789'

/** What each CI sets in a job's environment, as far as the CLI reads it: detection, the commit, the channel. */
const CI_ENV: Record<ExampleCi, Env> = {
  gitlab: { CI: 'true', GITLAB_CI: 'true', CI_COMMIT_SHA: SHA, CI_COMMIT_BRANCH: 'main', CI_DEFAULT_BRANCH: 'main' },
  azure: { TF_BUILD: 'True', BUILD_SOURCEVERSION: SHA, BUILD_SOURCEBRANCHNAME: 'main' },
  bitbucket: {
    CI: 'true',
    BITBUCKET_COMMIT: SHA,
    BITBUCKET_BRANCH: 'main',
    BITBUCKET_PIPELINES_VARIABLES_PATH: '/opt/atlassian/pipelines/variables'
  },
  circleci: { CI: 'true', CIRCLECI: 'true', CIRCLE_SHA1: SHA, CIRCLE_BRANCH: 'main', BASH_ENV: '/tmp/.bash_env' },
  jenkins: {
    JENKINS_URL: 'https://jenkins.example.com/',
    BUILD_ID: '7',
    GIT_COMMIT: SHA,
    BRANCH_NAME: 'main',
    WORKSPACE: '/var/jenkins/workspace/app',
    WORKSPACE_TMP: '/var/jenkins/workspace/app@tmp'
  }
}

/** The names an example may write in HOSTING_*: the CLI's outputs and the two variables it reads. */
const HOSTING_NAMES = new Set<string>([...OUTPUT_VARIABLES, RESULTS_FILE_VARIABLE, API_KEY_VARIABLE, BASE_URL_VARIABLE])

/** One `hosting-deploy` command found in a script, read by the CLI's parser. */
interface Invocation {
  /** The words before `hosting-deploy`, expanded: how it is started. */
  launcher: string[]
  args: string[]
  parsed?: DeployArgs
}

/** The problems the checks of one example found: empty when it holds to the CLI. */
type Problems = string[]

// --- Shell: enough of it to read one command as bash does.

/** The simple commands of a script: lines joined at `\`, split at unquoted `;`, `&&`, `||`, `|` and line ends. */
function shellCommands(script: string): string[] {
  const commands: string[] = []
  let current = ''
  let quote: string | undefined
  const text = script.replace(/\\\n/g, ' ')
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? ''
    if (quote) {
      if (char === '\\' && quote === '"') {
        current += char + (text[++i] ?? '')
        continue
      }
      if (char === quote) quote = undefined
      current += char
    } else if (char === "'" || char === '"') {
      quote = char
      current += char
    } else if (char === '\n' || char === ';' || char === '|' || (char === '&' && text[i + 1] === '&')) {
      if (char === '&' || (char === '|' && text[i + 1] === '|')) i++
      commands.push(current)
      current = ''
    } else current += char
  }
  commands.push(current)
  return commands.map(command => command.trim()).filter(command => command !== '')
}

/** A command's words as bash makes them: quotes removed, $NAME and ${NAME} expanded; notes unset names. */
function shellWords(command: string, env: Env, unset: Set<string>): string[] {
  const words: string[] = []
  let word: string | undefined
  const add = (text: string) => (word = (word ?? '') + text)
  const expand = (at: number): [string, number] => {
    const match = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/.exec(command.slice(at))
    if (!match) return ['$', at + 1]
    const name = match[1] ?? match[2] ?? ''
    if (env[name] === undefined) unset.add(name)
    return [env[name] ?? '', at + match[0].length]
  }
  let i = 0
  while (i < command.length) {
    const char = command[i] ?? ''
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word)
      word = undefined
      i++
    } else if (char === "'") {
      const end = command.indexOf("'", i + 1)
      if (end < 0) throw new Error(`${command}: a ' that is never closed`)
      add(command.slice(i + 1, end))
      i = end + 1
    } else if (char === '"') {
      add('')
      i++
      while (i < command.length && command[i] !== '"') {
        if (command[i] === '\\' && /["\\$`]/.test(command[i + 1] ?? '')) {
          add(command[i + 1] ?? '')
          i += 2
        } else if (command[i] === '$') {
          const [value, next] = expand(i)
          add(value)
          i = next
        } else add(command[i++] ?? '')
      }
      i++
    } else if (char === '$') {
      // Unquoted, a value splits at whitespace, and an empty one adds no word.
      const [value, next] = expand(i)
      value.split(/\s+/).forEach((piece, index) => {
        if (index > 0 && word !== undefined) words.push(word)
        if (index > 0) word = undefined
        if (piece !== '') add(piece)
      })
      i = next
    } else if (char === '\\') {
      add(command[i + 1] ?? '')
      i += 2
    } else add(command[i++] ?? '')
  }
  if (word !== undefined) words.push(word)
  return words
}

/** Whether a text runs the CLI: the word `hosting-deploy`, not the package's name. */
const RUNS_CLI = /(?<![\w@/-])hosting-deploy(?![\w-])/

/**
 * Every `hosting-deploy` command in `scripts`, each checked: started by npx with the pinned
 * package, every variable it uses set, read by the CLI's parser as a deploy on `ci` that
 * deploys the CI's commit with the key from the environment.
 */
function invocations(scripts: string[], env: Env, ci: ExampleCi, problems: Problems): Invocation[] {
  const found: Invocation[] = []
  for (const command of scripts.flatMap(shellCommands).filter(command => RUNS_CLI.test(command))) {
    const unset = new Set<string>()
    const words = shellWords(command, env, unset)
    const at = words.indexOf('hosting-deploy')
    const invocation: Invocation = { launcher: words.slice(0, at), args: words.slice(at + 1) }
    found.push(invocation)
    for (const name of unset) problems.push(`${command}: uses $${name}, which neither ${ci} nor the file sets`)
    const [npx, yes, packageFlag, spec = '', separator] = invocation.launcher
    const version = spec.startsWith(`${PACKAGE.name}@`) ? spec.slice(PACKAGE.name.length + 1) : ''
    if ([npx, yes, packageFlag, separator].join(' ') !== 'npx --yes --package --' || invocation.launcher.length !== 5) {
      problems.push(
        `${command}: starts the CLI with "${invocation.launcher.join(' ')}", not npx --yes --package SPEC --`
      )
    } else if (!parseVersion(version) || compareVersions(version, PACKAGE.version) > 0) {
      problems.push(`${command}: runs ${spec}, not ${PACKAGE.name}@X.Y.Z of a version released by now`)
    }
    try {
      const parsed = parseCommandLine(invocation.args, env, linePartsOf(invocation.args))
      if (parsed.command !== 'deploy') {
        problems.push(`${command}: runs hosting-deploy ${parsed.command}, not deploy`)
        continue
      }
      invocation.parsed = parsed
      if (parsed.ci !== ci) problems.push(`${command}: follows the conventions of ${parsed.ci}, not ${ci}`)
      if (parsed.ref !== SHA) problems.push(`${command}: deploys ${parsed.ref}, not the commit ${ci} names`)
      if (parsed.apiKey !== FAKE_KEY) problems.push(`${command}: takes a key other than the one in ${API_KEY_VARIABLE}`)
      for (const note of parsed.notes.filter(note => note.level === 'warning')) {
        problems.push(`${command}: warns "${note.message}"`)
      }
    } catch (error) {
      problems.push(`${command}: ${(error as Error).message}`)
    }
  }
  return found
}

/** The one deploy command of an example, or a problem saying there is not exactly one. */
function theDeploy(found: Invocation[], problems: Problems): DeployArgs | undefined {
  if (found.length !== 1) problems.push(`runs hosting-deploy ${found.length} times, expected one deploy`)
  return found[0]?.parsed
}

/** HOSTING_* names in a text that are neither an output of the CLI nor a variable it reads. */
function unknownNames(text: string): Problems {
  const names = new Set(text.match(/(?<![A-Za-z0-9_])HOSTING_[A-Z0-9_]*[A-Z0-9]/g) ?? [])
  return [...names].filter(name => !HOSTING_NAMES.has(name)).map(name => `reads ${name}, which the CLI never writes`)
}

/** The $NAME and ${NAME} references in shell text. */
function shellReferences(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)].map(match => match[1] ?? ''))
}

/** A later job must read at least the URL and the result, each as the CLI names it. */
function readsUrlAndResult(names: Set<string>, problem: (name: string) => string, problems: Problems): void {
  for (const name of ['HOSTING_URL', 'HOSTING_RESULT']) if (!names.has(name)) problems.push(problem(name))
}

type Yaml = Record<string, unknown>
const isObject = (value: unknown): value is Yaml => typeof value === 'object' && value !== null && !Array.isArray(value)
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : []
/** A YAML mapping of variables as strings (GitLab's `variables:`, CircleCI's `environment:`). */
const stringMap = (value: unknown): Record<string, string> =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, String(v)])) : {}

// --- One check per CI: the command, the key, and the channel the outputs travel through.

/** The component's inputs as its `spec:` header declares them: name -> whether it has a default. */
function componentInputs(): Map<string, boolean> {
  const [header] = parseAllDocuments(read(COMPONENT_FILE)).map(doc => doc.toJS() as Yaml)
  const inputs = (header?.spec as { inputs?: Record<string, { default?: unknown }> } | undefined)?.inputs ?? {}
  return new Map(Object.entries(inputs).map(([name, spec]) => [name, spec?.default !== undefined]))
}

function checkGitlab(text: string): Problems {
  const problems: Problems = []
  const doc = parse(text) as Yaml
  const included = (Array.isArray(doc.include) ? doc.include : [doc.include]).filter(isObject)
  // The component at a release's tag: its raw file (include: remote:), or a catalog component.
  const tagOf = (entry: Yaml): string | undefined =>
    String(entry.component).startsWith(COMPONENT_ADDRESS)
      ? String(entry.component).slice(COMPONENT_ADDRESS.length)
      : String(entry.remote).startsWith(REMOTE_ADDRESS)
        ? /^([^/]+)\/templates\/deploy\.yml$/.exec(String(entry.remote).slice(REMOTE_ADDRESS.length))?.[1]
        : undefined
  const uses = included.filter(entry => tagOf(entry) !== undefined)
  if (uses.length !== 1) {
    problems.push(`includes ${uses.length} components at ${REMOTE_ADDRESS}TAG/templates/deploy.yml, expected one`)
    return [...problems, ...unknownNames(text)]
  }
  const use = uses[0] as Yaml
  const tag = tagOf(use) ?? ''
  // The release pushes the tag vX.Y.Z.
  const version = tag.startsWith('v') ? tag.slice(1) : ''
  if (!parseVersion(version) || compareVersions(version, PACKAGE.version) > 0) {
    problems.push(`includes the component at ${tag}, not a tag vX.Y.Z released by now`)
  }
  // Inputs: each one the component declares, and each one it needs.
  const declared = componentInputs()
  const given = isObject(use.inputs) ? use.inputs : {}
  for (const name of Object.keys(given)) {
    if (!declared.has(name)) problems.push(`gives the input ${name}, which the component does not declare`)
  }
  for (const [name, hasDefault] of declared) {
    if (!hasDefault && !(name in given)) problems.push(`leaves out the input ${name}, which has no default`)
  }

  // A later job reads the dotenv report: it needs the component's job, or runs in a later stage.
  const stages = strings(doc.stages)
  const deployStage = typeof given.stage === 'string' ? given.stage : 'deploy'
  const jobs = Object.entries(doc).filter(
    (entry): entry is [string, Yaml] => isObject(entry[1]) && 'script' in entry[1]
  )
  const later = jobs.filter(
    ([, job]) =>
      strings(job.needs).includes('hosting-deploy') || stages.indexOf(String(job.stage)) > stages.indexOf(deployStage)
  )
  const scriptsOf = (job: Yaml) => strings([job.before_script, job.script, job.after_script])
  const names = shellReferences(later.flatMap(([, job]) => scriptsOf(job)).join('\n'))
  readsUrlAndResult(names, name => `no later job reads ${name}`, problems)
  return [...problems, ...unknownNames(text)]
}

/** The GitLab job written out (docs/cli.md, for a GitLab without the component): the command, the report, a later job. */
function checkGitlabJob(text: string): Problems {
  const problems: Problems = []
  const doc = parse(text) as Yaml
  const env = { ...CI_ENV.gitlab, ...stringMap(doc.variables), [API_KEY_VARIABLE]: FAKE_KEY }
  const jobs = Object.entries(doc).filter(
    (entry): entry is [string, Yaml] => isObject(entry[1]) && 'script' in entry[1]
  )
  const scriptsOf = (job: Yaml) => strings([job.before_script, job.script, job.after_script])
  const deployJob = jobs.find(([, job]) => scriptsOf(job).some(script => RUNS_CLI.test(script)))
  const deploy = theDeploy(invocations(deployJob ? scriptsOf(deployJob[1]) : [], env, 'gitlab', problems), problems)
  if (!deployJob || !deploy) return problems

  const report = (deployJob[1].artifacts as { reports?: { dotenv?: unknown } } | undefined)?.reports?.dotenv
  if (deploy.outputsFile === undefined || report !== deploy.outputsFile) {
    problems.push(`the dotenv report is ${String(report)}, but --outputs-file writes ${String(deploy.outputsFile)}`)
  }
  const environmentUrl = (deployJob[1].environment as { url?: unknown } | undefined)?.url
  if (environmentUrl !== '$HOSTING_URL')
    problems.push(`the environment's URL is ${String(environmentUrl)}, not $HOSTING_URL`)
  const stages = strings(doc.stages)
  const later = jobs.filter(
    ([, job]) =>
      strings(job.needs).includes(deployJob[0]) ||
      stages.indexOf(String(job.stage)) > stages.indexOf(String(deployJob[1].stage))
  )
  const names = shellReferences(later.flatMap(([, job]) => scriptsOf(job)).join('\n'))
  readsUrlAndResult(names, name => `no later job reads ${name}`, problems)
  return [...problems, ...unknownNames(text)]
}

function checkAzure(text: string): Problems {
  const problems: Problems = []
  const doc = parse(text) as Yaml
  // Variables of the pipeline (list form: name/value, or a group) and of a job (either form).
  const variables = (value: unknown): Record<string, string> =>
    Array.isArray(value)
      ? Object.fromEntries(
          value.filter(isObject).flatMap(v => (typeof v.name === 'string' ? [[v.name, String(v.value)]] : []))
        )
      : stringMap(value)
  const pipelineVariables = variables(doc.variables)
  // Secret variables (here the group's) reach a script only through its env: mapping.
  const secrets: Record<string, string> = { [API_KEY_VARIABLE]: FAKE_KEY }
  const macro = (value: string): string | undefined => {
    const name = /^\$\(([A-Za-z0-9_.]+)\)$/.exec(value)?.[1]
    return name === undefined ? value : (secrets[name] ?? pipelineVariables[name])
  }
  const jobs = (Array.isArray(doc.jobs) ? doc.jobs : []).filter(isObject)
  const stepsOf = (job: Yaml) => (Array.isArray(job.steps) ? job.steps : []).filter(isObject)
  const scriptOf = (step: Yaml) => strings([step.script, step.bash])
  const deployJob = jobs.find(job => stepsOf(job).some(step => scriptOf(step).some(s => RUNS_CLI.test(s))))
  const deployStep = deployJob && stepsOf(deployJob).find(step => scriptOf(step).some(s => RUNS_CLI.test(s)))
  const stepEnv = Object.fromEntries(
    Object.entries(stringMap(deployStep?.env)).flatMap(([name, value]) => {
      const expanded = macro(value)
      return expanded === undefined ? [] : [[name, expanded]]
    })
  )
  const env = { ...CI_ENV.azure, ...pipelineVariables, ...variables(deployJob?.variables), ...stepEnv }
  const deploy = theDeploy(invocations(deployStep ? scriptOf(deployStep) : [], env, 'azure', problems), problems)
  if (!deployJob || !deployStep || !deploy) return problems

  // Output variables: dependencies.JOB.outputs['STEP.NAME'] in a job that depends on JOB.
  const readers = jobs.filter(job => job !== deployJob)
  const read = new Set<string>()
  for (const job of readers) {
    const jobText = JSON.stringify(job)
    for (const [reference, jobName, stepName, name] of jobText.matchAll(
      /dependencies\.([A-Za-z0-9_]+)\.outputs\['([A-Za-z0-9_]+)\.([A-Za-z0-9_]+)'\]/g
    )) {
      if (jobName !== deployJob.job) problems.push(`${reference}: the deploy job is ${String(deployJob.job)}`)
      if (stepName !== deployStep.name)
        problems.push(`${reference}: the deploy step is named ${String(deployStep.name)}`)
      if (!strings(job.dependsOn).includes(String(deployJob.job))) {
        problems.push(`${reference}: job ${String(job.job)} does not depend on ${String(deployJob.job)}`)
      }
      read.add(name ?? '')
    }
  }
  readsUrlAndResult(read, name => `no later job reads ${name}`, problems)
  return [...problems, ...unknownNames(text)]
}

function checkBitbucket(text: string): Problems {
  const problems: Problems = []
  const doc = parse(text) as Yaml
  // The key as a secured repository or deployment variable: in every step's environment.
  const env = { ...CI_ENV.bitbucket, [API_KEY_VARIABLE]: FAKE_KEY }
  // Each pipeline's steps, in order.
  const pipelines: Yaml[][] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && value.some(item => isObject(item) && isObject(item.step))) {
      pipelines.push(value.filter(isObject).flatMap(item => (isObject(item.step) ? [item.step] : [])))
    } else if (isObject(value)) Object.values(value).forEach(walk)
  }
  walk(doc.pipelines)
  const found = pipelines.flatMap(steps => steps.filter(step => strings(step.script).some(s => RUNS_CLI.test(s))))
  const deploy = theDeploy(
    invocations(
      found.flatMap(step => strings(step.script)),
      env,
      'bitbucket',
      problems
    ),
    problems
  )
  const deployStep = found[0]
  if (!deployStep || !deploy) return problems

  // The CLI writes every output to $BITBUCKET_PIPELINES_VARIABLES_PATH: Bitbucket wants each declared.
  const declared = strings(deployStep['output-variables'])
  const missing = OUTPUT_VARIABLES.filter(name => !declared.includes(name))
  if (missing.length > 0) problems.push(`output-variables leaves out ${missing.join(', ')}`)
  const steps = pipelines.find(list => list.includes(deployStep)) ?? []
  const later = steps.slice(steps.indexOf(deployStep) + 1)
  const names = shellReferences(later.flatMap(step => strings(step.script)).join('\n'))
  readsUrlAndResult(names, name => `no later step reads ${name}`, problems)
  return [...problems, ...unknownNames(text)]
}

function checkCircleci(text: string): Problems {
  const problems: Problems = []
  const doc = parse(text) as Yaml
  const jobs = Object.entries(isObject(doc.jobs) ? doc.jobs : {}).filter((entry): entry is [string, Yaml] =>
    isObject(entry[1])
  )
  const commandOf = (step: unknown): string[] =>
    isObject(step) ? strings(isObject(step.run) ? step.run.command : step.run) : []
  const stepsOf = (job: Yaml) => (Array.isArray(job.steps) ? job.steps : [])
  const deployJob = jobs.find(([, job]) => stepsOf(job).some(step => commandOf(step).some(c => RUNS_CLI.test(c))))
  // The key from a context or the project's environment variables: in the job's environment.
  const env = { ...CI_ENV.circleci, ...stringMap(deployJob?.[1].environment), [API_KEY_VARIABLE]: FAKE_KEY }
  const steps = deployJob ? stepsOf(deployJob[1]) : []
  const deployIndex = steps.findIndex(step => commandOf(step).some(c => RUNS_CLI.test(c)))
  const deploy = theDeploy(invocations(commandOf(steps[deployIndex]), env, 'circleci', problems), problems)
  if (!deploy) return problems

  // $BASH_ENV reaches the later steps of the same job.
  const names = shellReferences(
    steps
      .slice(deployIndex + 1)
      .flatMap(commandOf)
      .join('\n')
  )
  readsUrlAndResult(names, name => `no later step of the deploy job reads ${name}`, problems)
  return [...problems, ...unknownNames(text)]
}

function checkJenkins(text: string): Problems {
  const problems: Problems = []
  const code = text.replace(/^\s*\/\/.*$/gm, '')
  // environment { NAME = 'value' } and NAME = "...${env.OTHER}..."
  const environment: Record<string, string> = {}
  for (const block of code.matchAll(/environment\s*\{([^}]*(?:\$\{[^}]*\}[^}]*)*)\}/g)) {
    for (const [, name, single, double] of (block[1] ?? '').matchAll(
      /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:'([^']*)'|"([^"]*)")/gm
    )) {
      environment[name ?? ''] =
        single ??
        (double ?? '').replace(/\$\{(?:env\.)?([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, v: string) => CI_ENV.jenkins[v] ?? '')
    }
  }
  // The variables each withCredentials block binds, and where its body is.
  const bound: { from: number; to: number; names: string[] }[] = []
  for (const match of code.matchAll(/withCredentials\s*\(\[([\s\S]*?)\]\)\s*\{/g)) {
    const from = (match.index ?? 0) + match[0].length
    let depth = 1
    let to = from
    while (to < code.length && depth > 0) depth += code[to] === '{' ? 1 : code[to++] === '}' ? -1 : 0
    bound.push({ from, to, names: [...(match[1] ?? '').matchAll(/variable:\s*'([^']+)'/g)].map(m => m[1] ?? '') })
  }
  // sh steps in single quotes (Groovy interpolates nothing in them; the shell does).
  const sh = [...code.matchAll(/\bsh\s+(?:'''([\s\S]*?)'''|'((?:[^'\\\n]|\\.)*)')/g)]
  const runsCli = sh.filter(match => RUNS_CLI.test(match[1] ?? match[2] ?? ''))
  if (runsCli.length !== (code.match(new RegExp(RUNS_CLI, 'g')) ?? []).length) {
    problems.push('runs hosting-deploy outside a single-quoted sh step')
  }
  const found = runsCli.flatMap(match => {
    const at = match.index ?? 0
    const credentials = bound.filter(block => block.from <= at && at < block.to).flatMap(block => block.names)
    const env = {
      ...CI_ENV.jenkins,
      ...environment,
      ...Object.fromEntries(credentials.map(name => [name, name === API_KEY_VARIABLE ? FAKE_KEY : 'credential']))
    }
    return invocations([match[1] ?? match[2] ?? ''], env, 'jenkins', problems)
  })
  const deploy = theDeploy(found, problems)
  if (!deploy) return problems

  // --outputs-file, read back by readProperties into a map whose entries are the outputs.
  const properties = /def\s+(\w+)\s*=\s*readProperties\s+file:\s*'([^']+)'/.exec(code)
  if (!properties || deploy.outputsFile === undefined || properties[2] !== deploy.outputsFile) {
    problems.push(`readProperties reads ${properties?.[2]}, but --outputs-file writes ${String(deploy.outputsFile)}`)
  }
  const names = new Set(
    [...code.matchAll(new RegExp(`\\b${properties?.[1] ?? 'outputs'}(?:\\.(\\w+)|\\['(\\w+)'\\])`, 'g'))].map(
      m => m[1] ?? m[2] ?? ''
    )
  )
  readsUrlAndResult(names, name => `nothing takes ${name} from readProperties`, problems)
  return [...problems, ...unknownNames(text)]
}

const CHECKS: Record<ExampleCi, (text: string) => Problems> = {
  gitlab: checkGitlab,
  azure: checkAzure,
  bitbucket: checkBitbucket,
  circleci: checkCircleci,
  jenkins: checkJenkins
}

describe('each example', () => {
  it.each(CIS)(
    '%s: one hosting-deploy deploy, started by npx with the pinned package, that the CLI parses under that CI, the key from HOSTING_API_KEY, its outputs read by the names it writes',
    ci => {
      expect(CHECKS[ci](read(EXAMPLES[ci]))).toEqual([])
    }
  )

  it.each(CIS)('%s: no key in the file: HOSTING_API_KEY is never given a value in it', ci => {
    const text = read(EXAMPLES[ci])
    const assigned = [...text.matchAll(/HOSTING_API_KEY\s*[:=]\s*(.*)$/gm)].map(match => match[1]?.trim())
    // Azure's mapping of the secret variable into the step's environment is the one assignment.
    expect(assigned).toEqual(ci === 'azure' ? ['$(HOSTING_API_KEY)'] : [])
  })
})

/** docs/cli.md's GitLab job written out, for a GitLab that cannot include the component. */
const GITLAB_WRITTEN_OUT = (() => {
  const doc = read('docs/cli.md')
  const at = doc.indexOf('\n### GitLab without the component\n')
  return /```yaml\n([\s\S]*?)```/.exec(doc.slice(at))?.[1] ?? ''
})()

describe("docs/cli.md's GitLab job, written out", () => {
  it('runs one hosting-deploy deploy that the CLI parses on GitLab, writes the dotenv report a later job reads, and sets the environment URL', () => {
    expect(GITLAB_WRITTEN_OUT).toContain('hosting-deploy deploy')
    expect(checkGitlabJob(GITLAB_WRITTEN_OUT)).toEqual([])
  })

  it.each([
    ['--outputs-file hosting.env', '--output-file hosting.env', '--output-file is not a flag'],
    ['dotenv: hosting.env', 'dotenv: deploy.env', 'the dotenv report is deploy.env'],
    ['url: $HOSTING_URL', 'url: $CI_ENVIRONMENT_URL', "the environment's URL is $CI_ENVIRONMENT_URL"],
    ['npx --yes --package', 'npx --package', 'not npx --yes --package SPEC --'],
    ['$HOSTING_RESULT at', '$HOSTING_OUTCOME at', 'reads HOSTING_OUTCOME']
  ])('broken: %j as %j says %j', (from, to, expected) => {
    expect(GITLAB_WRITTEN_OUT).toContain(from)
    expect(checkGitlabJob(GITLAB_WRITTEN_OUT.replace(from, to)).join('\n')).toContain(expected)
  })
})

/** One example broken in one place, and what the check must then say. */
const BROKEN: [ExampleCi, string, string, string][] = [
  ['gitlab', 'service-id: svc-web', 'service: svc-web', 'gives the input service, which the component does not'],
  ['gitlab', `/v${PACKAGE.version}/templates/`, '/v99.0.0/templates/', 'includes the component at v99.0.0'],
  ['gitlab', `/v${PACKAGE.version}/templates/`, '/main/templates/', 'includes the component at main'],
  ['gitlab', `/v${PACKAGE.version}/templates/`, `/${PACKAGE.version}/templates/`, 'not a tag vX.Y.Z'],
  ['gitlab', 'hosting-deploy-action/v', 'hosting-deploy/v', 'includes 0 components'],
  ['gitlab', 'ended $HOSTING_RESULT at $HOSTING_URL', 'ended', 'no later job reads HOSTING_URL'],
  ['gitlab', '$HOSTING_RESULT at', '$HOSTING_OUTCOME at', 'reads HOSTING_OUTCOME'],
  ['azure', "'hosting.HOSTING_URL'", "'deploy.HOSTING_URL'", 'the deploy step is named hosting'],
  [
    'azure',
    "dependencies.deploy.outputs['hosting.HOSTING_RESULT']",
    "dependencies.deploy.outputs['hosting.RESULT']",
    'no later job reads HOSTING_RESULT'
  ],
  ['azure', '          HOSTING_API_KEY: $(HOSTING_API_KEY)\n', '', 'HOSTING_API_KEY is not set'],
  ['azure', '    dependsOn: deploy\n', '', 'does not depend on deploy'],
  ['bitbucket', '--service-id svc-web', '--service svc-web', '--service is not a flag'],
  ['bitbucket', '            - HOSTING_URL\n', '', 'output-variables leaves out HOSTING_URL'],
  // The pinned version moves with every release (npm run release).
  [
    'bitbucket',
    `${PACKAGE.name}@${PACKAGE.version}`,
    `hosting-deploy@${PACKAGE.version}`,
    `runs hosting-deploy@${PACKAGE.version}`
  ],
  [
    'circleci',
    '--timeout 20m',
    '--timeout 20 minutes',
    '--timeout takes a duration in one word, not "20 minutes": --timeout 20m'
  ],
  ['circleci', '--package "$DEPLOY_CLI"', '--package "$HOSTING_CLI"', 'reads HOSTING_CLI'],
  ['circleci', '--service-id svc-web', '--service-id svc-web --ci gitlab', 'not circleci'],
  ['jenkins', "file: 'hosting.env'", "file: 'deploy.env'", 'readProperties reads deploy.env'],
  ['jenkins', "variable: 'HOSTING_API_KEY'", "variable: 'API_KEY'", 'HOSTING_API_KEY is not set'],
  ['jenkins', 'outputs.HOSTING_URL', 'outputs.URL', 'nothing takes HOSTING_URL from readProperties'],
  ['jenkins', '--service-id svc-web', '--service-id "$SERVICE_ID"', 'uses $SERVICE_ID']
]

describe('the checks catch a broken example', () => {
  it.each(BROKEN.map((row, index) => [index + 1, ...row] as const))('%i. %s: %j as %j', (_, ci, from, to, expected) => {
    const text = read(EXAMPLES[ci])
    expect(text, 'the row still matches the example').toContain(from)
    const problems = CHECKS[ci](text.replace(from, to))
    expect(problems.join('\n')).toContain(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// The app file deployed from GitLab (issue 31): its opening comment shows the pipeline's command.

describe('examples/gitlab/app.yml', () => {
  const text = read('examples/gitlab/app.yml')
  const command = /^#\s+(npx .*\bhosting-deploy deploy\b.*)$/m.exec(text)?.[1] ?? ''
  const takesAppFile = COMMANDS.deploy.flags.some(flag => flag.name === 'app-file')

  it('shows the command that deploys it, with --app-file naming the path its first line names', () => {
    const path = /^# (\S+)$/m.exec(text)?.[1]
    expect(path).toBe('deploy/app.yml')
    expect(command).toContain(`--app-file ${path}`)
    expect(command).not.toContain('--service-id')
  })

  // The flag comes with issue 31's faces; till then the command cannot be parsed.
  it.skipIf(!takesAppFile)(
    'its command is one deploy that the CLI parses on GitLab, started as the pipeline starts it',
    () => {
      const problems: Problems = []
      const env = {
        ...CI_ENV.gitlab,
        DEPLOY_CLI: `${PACKAGE.name}@${PACKAGE.version}`,
        [API_KEY_VARIABLE]: FAKE_KEY,
        [BASE_URL_VARIABLE]: 'https://api.example.com'
      }
      // The CLI reads the app file as it parses: the example's own file, at the path the job has it.
      const dir = mkdtempSync(path.join(tmpdir(), 'gitlab-app-'))
      const file = path.join(dir, 'app.yml')
      writeFileSync(file, text)
      try {
        const parsed = command.replace('--app-file deploy/app.yml', `--app-file ${file}`)
        expect(theDeploy(invocations([parsed], env, 'gitlab', problems), problems)).toBeDefined()
        expect(problems).toEqual([])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )
})
