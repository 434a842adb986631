// hosting-deploy in each CI it knows, with the CI's own environment variables set as the CI
// sets them: the commit it deploys by default, its groups, its masking and failure commands, and
// the channel through which later steps get the outputs, read back as the CI (or, for CircleCI's
// $BASH_ENV, a real bash) reads them. The rows, shared by the in-process tests that run them all
// (integration/cli-ci.test.ts) and the end-to-end test that runs one through the bundled CLI
// (e2e/cli-ci.test.ts).
import { expect } from 'vitest'
import type { Sandbox } from '../../sandbox/server.js'
import { OUTPUTS } from '../../src/core/outputs.js'
import type { CliRunner } from './cli-in-process.js'
import { fileCommandEntries } from './local-runner.js'
import { ACCOUNT_KEY, cliSeed, linesOf, sourcedByBash, type CliRun } from './cli-runner.js'
import type { Row } from './rows.js'

/** What a row runs with: the command line (spawned or in process) and the file's sandbox. */
export interface CliContext {
  runCli: CliRunner
  sandbox: Sandbox
}

const CIS = ['github', 'gitlab', 'azure', 'bitbucket', 'circleci', 'jenkins', 'teamcity', 'none'] as const
type Ci = (typeof CIS)[number]

/** A commit per CI, so that a ref names the variable it came from. */
const COMMITS: Record<Exclude<Ci, 'none'>, [variable: string, sha: string]> = {
  github: ['GITHUB_SHA', '1111111111111111111111111111111111111111'],
  gitlab: ['CI_COMMIT_SHA', '2222222222222222222222222222222222222222'],
  azure: ['BUILD_SOURCEVERSION', '3333333333333333333333333333333333333333'],
  bitbucket: ['BITBUCKET_COMMIT', '4444444444444444444444444444444444444444'],
  circleci: ['CIRCLE_SHA1', '5555555555555555555555555555555555555555'],
  jenkins: ['GIT_COMMIT', '6666666666666666666666666666666666666666'],
  teamcity: ['BUILD_VCS_NUMBER', '7777777777777777777777777777777777777777']
}

/** Each CI's variables as it sets them for a job; `dir` is the job's working directory. */
function ciEnv(ci: Ci, dir: string): Record<string, string> {
  switch (ci) {
    case 'github':
      return {
        GITHUB_ACTIONS: 'true',
        CI: 'true',
        GITHUB_SHA: COMMITS.github[1],
        GITHUB_OUTPUT: `${dir}/github_output`,
        GITHUB_RUN_ID: '4242'
      }
    case 'gitlab':
      return { GITLAB_CI: 'true', CI: 'true', CI_COMMIT_SHA: COMMITS.gitlab[1], CI_JOB_ID: '77', CI_PROJECT_DIR: dir }
    case 'azure':
      return {
        TF_BUILD: 'True',
        BUILD_SOURCEVERSION: COMMITS.azure[1],
        BUILD_BUILDID: '91',
        AGENT_NAME: 'Azure Pipelines 2',
        SYSTEM_TEAMFOUNDATIONCOLLECTIONURI: 'https://dev.azure.com/octo/'
      }
    case 'bitbucket':
      return {
        CI: 'true',
        BITBUCKET_COMMIT: COMMITS.bitbucket[1],
        BITBUCKET_BUILD_NUMBER: '7',
        BITBUCKET_PIPELINES_VARIABLES_PATH: `${dir}/bitbucket_variables`,
        BITBUCKET_CLONE_DIR: dir
      }
    case 'circleci':
      return {
        CIRCLECI: 'true',
        CI: 'true',
        CIRCLE_SHA1: COMMITS.circleci[1],
        CIRCLE_BUILD_NUM: '9',
        BASH_ENV: `${dir}/bash_env`
      }
    case 'jenkins':
      return {
        JENKINS_URL: 'https://jenkins.example.com/',
        BUILD_ID: '12',
        BUILD_NUMBER: '12',
        GIT_COMMIT: COMMITS.jenkins[1],
        WORKSPACE: dir
      }
    case 'teamcity':
      return { TEAMCITY_VERSION: '2025.07 (build 197242)', BUILD_NUMBER: '5', BUILD_VCS_NUMBER: COMMITS.teamcity[1] }
    case 'none':
      return {}
  }
}

/** The CLI's output variables, in the order of the outputs' table. */
const OUTPUT_NAMES: string[] = OUTPUTS.map(output => output.variable)

const URL = 'https://app.example.com'
/** A ref no shell, quoting or escaping may change: it must reach later steps exactly. */
const AWKWARD_REF = `release/it's "quoted" $HOME \`id\` back\\slash; a&b|c *`

/** The outputs of a run that went live: its deployment, `ref`, `--environment-url`, one variable. */
function liveOutputs(deploymentId: string, ref: string): Record<string, string> {
  return {
    HOSTING_DEPLOYMENT_ID: deploymentId,
    HOSTING_STATUS: 'live',
    HOSTING_RESULT: 'success',
    HOSTING_FAILURE_KIND: '',
    HOSTING_REF: ref,
    HOSTING_URL: URL,
    HOSTING_HEALTH: 'skipped',
    HOSTING_ENV_IMPORTED: '1',
    HOSTING_ENV_SKIPPED: '',
    HOSTING_ROLLBACK_DEPLOYMENT_ID: '',
    HOSTING_ROLLBACK_REF: '',
    HOSTING_VERIFY: 'skipped',
    HOSTING_RESULTS: ''
  }
}

/** The sandbox's seed for these rows: a service per CI and row. */
export const CI_SEED = cliSeed([
  ...CIS.map(ci => `svc-ref-${ci}`),
  ...CIS.map(ci => `svc-out-${ci}`),
  'svc-out-azure-fail',
  'svc-out-azure-json'
])

async function deploy(
  { runCli, sandbox }: CliContext,
  ci: Ci,
  service: string,
  args: string[],
  options: { env?: Record<string, string>; files?: Record<string, string> } = {}
): Promise<CliRun> {
  const run = await runCli(['deploy', '--base-url', sandbox.url, '--service-id', service, ...args], {
    env: dir => ({ HOSTING_API_KEY: ACCOUNT_KEY, ...ciEnv(ci, dir), ...options.env }),
    files: options.files
  })
  expect(run.signal, run.printed).toBeNull()
  return run
}

/** A run that goes live, with `--environment-url` and one variable, so that every output has a value. */
function deployLive(
  context: CliContext,
  ci: Ci,
  args: string[] = [],
  options: Parameters<typeof deploy>[4] = {}
): Promise<CliRun> {
  return deploy(
    context,
    ci,
    `svc-out-${ci}`,
    ['--environment-url', URL, '--env', 'GREETING=hello-there', ...args],
    options
  )
}

function deploymentOf({ sandbox }: CliContext, service: string): string {
  return sandbox.store.deploymentsOf(service)[0]?.id ?? '(none)'
}

const REF_ROWS = CIS.map(
  ci =>
    [
      ci === 'none'
        ? 'none: no ref is sent (the service deploys its tracked branch), and one line says so'
        : `${ci}: ${COMMITS[ci][0]} is the ref sent, not another CI’s commit`,
      ci
    ] as const
)

/** The --dotenv-file value, then the --env one: the order the variables are read in. */
const secretValues = ['from-the-env-file-81Xq', 'hello-there']

/** The service messages of `text` TeamCity acts on, each name and its attributes unescaped. */
function serviceMessages(text: string): { name: string; attributes: Record<string, string> }[] {
  const unescape = (value: string): string =>
    value.replace(/\|(0x[0-9a-f]{4}|.)/g, (_all, code: string) =>
      code.length === 6 ? String.fromCharCode(Number.parseInt(code.slice(2), 16)) : ({ n: '\n', r: '\r' }[code] ?? code)
    )
  return [...text.matchAll(/##teamcity\[(\w+)((?: \w+='(?:\|0x[0-9a-f]{4}|\|.|[^|'])*')*)\]/g)].map(
    ([, name, attributes]) => ({
      name: name ?? '',
      attributes: Object.fromEntries(
        [...(attributes ?? '').matchAll(/ (\w+)='((?:\|0x[0-9a-f]{4}|\|.|[^|'])*)'/g)].map(([, key, value]) => [
          key ?? '',
          unescape(value ?? '')
        ])
      )
    })
  )
}

/** Each CI's words: every row. */
export const CI_ROWS: Row<CliContext>[] = [
  ...REF_ROWS.map(([name, ci]): Row<CliContext> => [
    'the ref deployed by default',
    name,
    async context => {
      // Every other CI's commit variable is set too, but Bitbucket's, which would detect Bitbucket.
      const decoys = Object.fromEntries(
        Object.entries(COMMITS)
          .filter(([other]) => other !== ci && other !== 'bitbucket')
          .map(([, [variable]]) => [variable, 'ffffffffffffffffffffffffffffffffffffffff'])
      )
      const service = `svc-ref-${ci}`
      const run = await deploy(context, ci, service, ['--no-wait'], { env: decoys })
      expect(run.code, run.printed).toBe(0)
      const sent = context.sandbox.requests.filter(
        r => r.method === 'POST' && r.path === `/api/services/${service}/deploy`
      )
      const said = linesOf(run.stdout).filter(line => line.startsWith('No --ref given'))
      if (ci === 'none') {
        // Outside CI no ref is sent: the service deploys its tracked branch, and one line says so.
        expect(sent.map(r => r.body)).toEqual([{}])
        expect(said).toEqual([
          'No --ref given and not running in a CI: no ref is sent, so the service deploys its tracked branch.'
        ])
      } else {
        expect(sent.map(r => r.body)).toEqual([{ ref: COMMITS[ci][1] }])
        expect(said).toEqual([])
      }
    }
  ]),
  [
    'GitLab CI',
    "--outputs-file is a dotenv report GitLab reads, naming the results' file beside it; each phase is a collapsed section, opened and closed",
    async context => {
      const run = await deployLive(context, 'gitlab', ['--outputs-file', 'deploy.env'])
      expect(run.code, run.printed).toBe(0)
      const expected = liveOutputs(deploymentOf(context, 'svc-out-gitlab'), COMMITS.gitlab[1])
      expect(run.files['deploy.env']).toBe(
        `${OUTPUT_NAMES.map(name => `${name}=${expected[name]}\n`).join('')}HOSTING_RESULTS_FILE=hosting-results.json\n`
      )
      expect(run.files['hosting-results.json']).toBe('[]\n')

      const SECTION = /\x1b\[0Ksection_(start|end):(\d+):([a-z0-9_]+)(\[collapsed=true\])?\r\x1b\[0K/g
      const markers = [...run.stdout.matchAll(SECTION)].map(([, kind, at, name, collapsed]) => ({
        kind,
        at: Number(at),
        name,
        collapsed
      }))
      const names = markers.filter(marker => marker.kind === 'start').map(marker => marker.name)
      expect(names).toEqual([
        'checking_the_api_key_1',
        'importing_1_variable_s_2',
        'queuing_the_deployment_3',
        expect.stringMatching(/^deployment_dep_\w+_4$/)
      ])
      // Start, end, start, end...: each section closed before the next opens, none left open.
      expect(markers.map(marker => `${marker.kind} ${marker.name}`)).toEqual(
        names.flatMap(name => [`start ${name}`, `end ${name}`])
      )
      for (const [index, marker] of markers.entries()) {
        expect(marker.collapsed === undefined).toBe(marker.kind === 'end')
        if (marker.kind === 'end') expect(marker.at).toBeGreaterThanOrEqual(markers[index - 1]?.at ?? Infinity)
      }
      // Each marker starts its line; the deployment's log is inside its section.
      for (const line of linesOf(run.stdout).filter(line => line.includes('section_')))
        expect(line).toMatch(/^\x1b\[0Ksection_(start|end):/)
      const deploymentSection = run.stdout.slice(
        run.stdout.lastIndexOf('section_start:'),
        run.stdout.lastIndexOf('section_end:')
      )
      expect(deploymentSection).toContain('==> cli build step 30 of 30')
    }
  ],
  [
    'Azure Pipelines',
    'output variables by ##vso[task.setvariable ...;isOutput=true], phases in ##[group], the key and every secret variable value masked by ##vso[task.setsecret]',
    async context => {
      // Secrets both: one by its name, one by --mask-env.
      const run = await deployLive(context, 'azure', ['--dotenv-file', 'vars.env', '--mask-env', 'GREETING'], {
        files: { 'vars.env': `FILE_TOKEN=${secretValues[0]}\n` }
      })
      expect(run.code, run.printed).toBe(0)
      const lines = linesOf(run.stdout)
      const expected: Record<string, string> = {
        ...liveOutputs(deploymentOf(context, 'svc-out-azure'), COMMITS.azure[1]),
        HOSTING_ENV_IMPORTED: '2'
      }
      expect(lines.filter(line => line.startsWith('##vso[task.setvariable '))).toEqual(
        OUTPUT_NAMES.map(name => `##vso[task.setvariable variable=${name};isOutput=true]${expected[name]}`)
      )
      expect(lines.filter(line => line.startsWith('##vso[task.setsecret]'))).toEqual(
        [ACCOUNT_KEY, ...secretValues].map(secret => `##vso[task.setsecret]${secret}`)
      )
      // Masked before anything else is printed.
      expect(lines.slice(0, 3).every(line => line.startsWith('##vso[task.setsecret]'))).toBe(true)
      const groups = lines.filter(line => line.startsWith('##['))
      expect(groups).toEqual([
        '##[group]Checking the API key',
        '##[endgroup]',
        '##[group]Importing 2 variable(s)',
        '##[endgroup]',
        '##[group]Queuing the deployment',
        '##[endgroup]',
        `##[group]Deployment ${expected.HOSTING_DEPLOYMENT_ID}`,
        '##[endgroup]'
      ])
      expect(run.stdout).not.toMatch(/##vso\[task\.(logissue|complete)/)
    }
  ],
  [
    'Azure Pipelines',
    'a failure: one ##vso[task.logissue type=error] with the error, then ##vso[task.complete result=Failed]',
    async context => {
      const run = await deploy(context, 'azure', 'svc-out-azure-fail', ['--ref', 'broken'])
      expect(run.code, run.printed).toBe(1)
      const lines = linesOf(run.stdout)
      const issues = lines.filter(line => line.startsWith('##vso[task.logissue'))
      expect(issues).toHaveLength(1)
      expect(issues[0]).toMatch(
        /^##vso\[task\.logissue type=error\]Deployment build_failed: Deployment dep_\w+ failed with status "build_failed" after /
      )
      const complete = lines.findIndex(line => /^##vso\[task\.complete result=Failed;?\]$/.test(line))
      expect(complete).toBe(lines.indexOf(issues[0] ?? '') + 1)
    }
  ],
  [
    'Azure Pipelines',
    'in --output json the logging commands go to stderr, which the agent reads too; stdout stays the JSON alone',
    async context => {
      const run = await deploy(context, 'azure', 'svc-out-azure-json', ['--output', 'json', '--no-wait'])
      expect(run.code, run.printed).toBe(0)
      expect(linesOf(run.stdout)).toHaveLength(1)
      expect(JSON.parse(run.stdout)).toMatchObject({ result: 'queued' })
      const commands = linesOf(run.stderr).filter(line => line.startsWith('##vso[task.setvariable'))
      expect(commands).toHaveLength(OUTPUT_NAMES.length)
      expect(commands).toContain('##vso[task.setvariable variable=HOSTING_RESULT;isOutput=true]queued')
    }
  ],
  [
    'Bitbucket Pipelines',
    'the outputs are appended to $BITBUCKET_PIPELINES_VARIABLES_PATH as NAME=VALUE lines, what was there kept',
    async context => {
      const run = await deployLive(context, 'bitbucket', [], { files: { bitbucket_variables: 'EARLIER=kept' } })
      expect(run.code, run.printed).toBe(0)
      const expected = liveOutputs(deploymentOf(context, 'svc-out-bitbucket'), COMMITS.bitbucket[1])
      expect(run.files.bitbucket_variables).toBe(
        `EARLIER=kept\n${OUTPUT_NAMES.map(name => `${name}=${expected[name]}\n`).join('')}`
      )
    }
  ],
  [
    'CircleCI',
    'export lines appended to $BASH_ENV give a later step, through a real bash, every output exactly, even a ref full of shell syntax',
    async context => {
      const run = await deployLive(context, 'circleci', ['--ref', AWKWARD_REF], {
        files: { bash_env: "export EARLIER='kept'" }
      })
      expect(run.code, run.printed).toBe(0)
      const sourced = await sourcedByBash(run.files.bash_env ?? '', ['EARLIER', ...OUTPUT_NAMES])
      expect(sourced).toEqual({
        EARLIER: 'kept',
        ...liveOutputs(deploymentOf(context, 'svc-out-circleci'), AWKWARD_REF)
      })
    }
  ],
  [
    'GitHub Actions',
    'the outputs are appended to $GITHUB_OUTPUT, each as the runner reads it, even a ref full of syntax',
    async context => {
      const run = await deployLive(context, 'github', ['--ref', AWKWARD_REF], {
        files: { github_output: 'earlier=kept\n' }
      })
      expect(run.code, run.printed).toBe(0)
      expect(fileCommandEntries(run.files.github_output ?? '')).toEqual([
        ['earlier', 'kept'],
        ...Object.entries(liveOutputs(deploymentOf(context, 'svc-out-github'), AWKWARD_REF))
      ])
    }
  ],
  [
    'TeamCity',
    'each output is a setParameter env.* message the build reads back exactly, even a ref full of syntax; each phase a block',
    async context => {
      const run = await deployLive(context, 'teamcity', ['--ref', AWKWARD_REF])
      expect(run.code, run.printed).toBe(0)
      const messages = serviceMessages(run.stdout)
      const parameters = messages.filter(message => message.name === 'setParameter').map(message => message.attributes)
      expect(parameters).toEqual(
        Object.entries(liveOutputs(deploymentOf(context, 'svc-out-teamcity'), AWKWARD_REF)).map(([name, value]) => ({
          name: `env.${name}`,
          value
        }))
      )
      const blocks = messages.filter(message => message.name.startsWith('block'))
      expect(blocks.map(block => `${block.name} ${block.attributes.name}`)).toEqual(
        [
          'Checking the API key',
          'Importing 1 variable(s)',
          'Queuing the deployment',
          `Deployment ${deploymentOf(context, 'svc-out-teamcity')}`
        ].flatMap(title => [`blockOpened ${title}`, `blockClosed ${title}`])
      )
      expect(
        messages.map(message => message.name).filter(name => !/^(setParameter|blockOpened|blockClosed)$/.test(name))
      ).toEqual([])
    }
  ],
  ...(['jenkins', 'none'] as const).map((ci): Row<CliContext> => [
    'Jenkins, and no CI',
    `${ci}: plain headings, no CI’s commands; the outputs in --outputs-file`,
    async context => {
      const run = await deployLive(context, ci, ['--outputs-file', 'deploy.env'])
      expect(run.code, run.printed).toBe(0)
      const lines = linesOf(run.stdout)
      expect(lines).toContain('==> Checking the API key')
      expect(lines.filter(line => /^::|##\[|##vso\[|\x1b/.test(line))).toEqual([])
      const ref = ci === 'jenkins' ? COMMITS.jenkins[1] : 'main'
      const expected = liveOutputs(deploymentOf(context, `svc-out-${ci}`), ref)
      expect(run.files['deploy.env']).toBe(OUTPUT_NAMES.map(name => `${name}=${expected[name]}\n`).join(''))
    }
  ])
]
