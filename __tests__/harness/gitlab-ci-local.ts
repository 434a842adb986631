// Runs a GitLab pipeline for real with gitlab-ci-local (a devDependency): the given
// .gitlab-ci.yml committed to a fresh git repository in a temp dir, every job on this machine
// (shell executor, no containers), and all that the tool writes kept in that temp dir.
//
// What the tool does, as this harness relies on it:
// - State: it writes `.gitlab-ci-local/` (job scripts, logs, artifacts, builds) in the project
//   it runs, here the temp repository, and reads `$HOME/.gitlab-ci-local/` (variables.yml,
//   .env) and `.gitlab-ci-local-env` in the project; HOME is a fresh empty folder, so neither a
//   developer's settings nor CI's reach the run, and nothing is written outside the temp dir.
// - Options also come from GCL_* variables: the job environment is built from a short list,
//   never copied whole, so none reach it.
// - Environment: a shell job's bash gets the tool's own environment with the pipeline's
//   variables laid over it (predefined CI_* ones, `--variable`s, dotenv reports). So the
//   environment passed here (`env`) reaches every job as it is, PATH included: the pinned
//   Node 24 of node_modules/.bin comes first.
// - Executor: `--force-shell-executor` runs every job in a shell here, `image:` or not (there is
//   no container engine on this machine; the tool's own default would pick docker for a job
//   with an `image:`). `--shell-isolation` runs each job in its own copy of the committed
//   files (.gitlab-ci-local/builds/JOB), as a GitLab runner gives each job a fresh checkout:
//   only artifacts and dotenv reports pass from one job to the next.
// - dotenv reports: after a successful job, the file named by `artifacts: reports: dotenv:` is
//   copied to .gitlab-ci-local/artifacts/JOB/.gitlab-ci-reports/dotenv/; a job of a later stage
//   (or one that `needs:` that job with artifacts) gets its variables in its environment. The
//   tool parses it with the npm dotenv parser, which is more lenient than GitLab (quotes,
//   comments, empty lines, multi-line values): plain KEY=value lines are what both accept.
// - Network: none for a pipeline without remote includes. It needs git, bash and rsync
//   (.ci/run installs rsync).
// - Listing: `--list-json` evaluates every job's `rules:` for the pipeline (the branch checked
//   out, the default branch from origin, `--variable`s over the predefined ones) and lists each
//   job with its `when` (`never`: not in this pipeline) without running any: listGitlabJobs.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import type { SeedInput } from '../../sandbox/seed.js'
import { startPackageRegistry, type PackageRegistry } from './package-registry.js'
import { SHARED_PACK_TIMEOUT_MS, sharedPack } from './shared-pack.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BIN = path.join(ROOT, 'node_modules', '.bin')

/** The made-up project the pipeline runs in: CI_PROJECT_PATH octo-org/octo-app, branch main. */
const GITLAB_REMOTE = 'https://gitlab.example.com/octo-org/octo-app.git'

/** What a pipeline that installs the CLI with npx runs against: `sandbox`, and npm's `registry`. */
export interface PipelineServers {
  readonly sandbox: Sandbox
  readonly registry: PackageRegistry
}

/**
 * For the calling file or describe: a sandbox of `seed` (speed 4), and a loopback registry
 * serving `npm pack` of this repository (the suite's shared tarball) as package.json's name and
 * version, so the component's npx line installs this checkout's CLI. Started before its tests,
 * stopped after them.
 */
export function pipelineServers(seed: SeedInput): PipelineServers {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    name: string
    version: string
  } & Record<string, unknown>
  const servers = {} as { sandbox: Sandbox; registry: PackageRegistry }
  beforeAll(async () => {
    servers.sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 4 })
    servers.registry = await startPackageRegistry((await sharedPack()).tarball, manifest)
  }, SHARED_PACK_TIMEOUT_MS)
  afterAll(async () => {
    await servers.sandbox?.close()
    await servers.registry?.close()
  })
  return servers
}

export interface PipelineOptions extends ProjectOptions {
  /** CI/CD variables every job sees, each passed as `--variable KEY=VALUE`. */
  variables?: Record<string, string>
  /** Run only these jobs (by default the whole pipeline). */
  jobs?: string[]
  /** Kill gitlab-ci-local and every job it started after this long (`timedOut` then). */
  timeoutMs: number
}

export interface PipelineRun {
  /** gitlab-ci-local's exit code: 0 when every job passed (or was allowed to fail), 1 otherwise. */
  exitCode: number | null
  signal: NodeJS.Signals | null
  /** True when the harness killed the run at `timeoutMs`. */
  timedOut: boolean
  /** stdout and stderr as they arrived, for assertions and their messages. */
  output: string
  /** Each job's own log (its `$ command` lines and what they printed), by job name; only jobs that ran. */
  jobs: Record<string, string>
  durationMs: number
}

export async function runGitlabPipeline(options: PipelineOptions): Promise<PipelineRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gitlab-ci-local-'))
  try {
    const { project, home, env } = commitProject(dir, options)
    const args = [
      '--force-shell-executor',
      '--shell-isolation',
      '--no-artifacts-to-source',
      '--no-color',
      '--home',
      home,
      ...Object.entries(options.variables ?? {}).flatMap(([name, value]) => ['--variable', `${name}=${value}`]),
      ...(options.jobs ?? [])
    ]
    const started = performance.now()
    // Its own process group, so that a timeout ends the jobs' processes too.
    const child = spawn(path.join(BIN, 'gitlab-ci-local'), args, {
      cwd: project,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    })
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup()
    }, options.timeoutMs)
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => (output += chunk))
    child.stderr.on('data', (chunk: string) => (output += chunk))
    // A job's background process could hold the pipes open: once the tool exits, end its group.
    child.on('exit', killGroup)
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code, sig) => resolve([code, sig]))
    })
    clearTimeout(timer)
    const durationMs = performance.now() - started

    return { exitCode, signal, timedOut, output, jobs: jobLogs(project), durationMs }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What a project to run the tool in is made of: its files, and the branch its commit is on. */
interface ProjectOptions {
  /** The .gitlab-ci.yml, as text. */
  ciYaml: string
  /** Other files to commit beside it (relative path -> content). */
  files?: Record<string, string>
  /** More environment for the jobs, e.g. HOSTING_BASE_URL; PATH and HOME are set here. */
  env?: Record<string, string>
  /** The branch the commit is on (the tool's CI_COMMIT_BRANCH); main, the default branch, unless given. */
  branch?: string
}

/**
 * A fresh git repository in `dir`/project holding `options.ciYaml` and `options.files` in one
 * commit on `branch` (main by default, the default branch of its made-up remote), a fresh HOME
 * beside it, and the environment the tool runs with.
 */
function commitProject(
  dir: string,
  options: ProjectOptions
): { project: string; home: string; env: Record<string, string> } {
  for (const tool of ['git', 'rsync']) {
    if (spawnSync(tool, ['--version']).error)
      throw new Error(`gitlab-ci-local needs ${tool} on PATH: install it (.ci/run does, with apt-get)`)
  }
  const home = path.join(dir, 'home')
  const project = path.join(dir, 'project')
  mkdirSync(home)
  mkdirSync(project)
  const env: Record<string, string> = {
    ...pick(process.env, ['LANG', 'LC_ALL', 'TZ', 'TMPDIR']),
    ...options.env,
    PATH: [BIN, process.env.PATH ?? ''].join(path.delimiter),
    HOME: home
  }

  for (const [name, content] of Object.entries({ ...options.files, '.gitlab-ci.yml': options.ciYaml })) {
    mkdirSync(path.dirname(path.join(project, name)), { recursive: true })
    writeFileSync(path.join(project, name), content)
  }
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, {
      cwd: project,
      env: { ...env, GIT_CONFIG_NOSYSTEM: '1' },
      encoding: 'utf8'
    })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.error ?? result.stderr}`)
  }
  git('init', '--quiet', '--initial-branch=main')
  git('config', 'user.name', 'Pipeline Test')
  git('config', 'user.email', 'pipeline-test@example.com')
  git('config', 'commit.gpgsign', 'false')
  // The tool reads the project's path and the default branch from origin (it never contacts it).
  git('remote', 'add', 'origin', GITLAB_REMOTE)
  git('symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main')
  git('add', '--all')
  git('commit', '--quiet', '--message', 'The pipeline under test')
  // The tool takes CI_COMMIT_BRANCH from the branch checked out (git rev-parse --abbrev-ref HEAD).
  if (options.branch !== undefined && options.branch !== 'main') git('checkout', '--quiet', '-b', options.branch)
  return { project, home, env }
}

export interface ListOptions extends ProjectOptions {
  /**
   * A tag pipeline for this tag, as GitLab makes one: CI_COMMIT_TAG and CI_COMMIT_REF_NAME set to
   * it, and no CI_COMMIT_BRANCH (the tool itself knows only branches).
   */
  tag?: string
  /**
   * Whether the tool checks the pipeline against GitLab's JSON schema first (its default, and
   * most of a listing's CPU time): false lists without that check, for a file already checked.
   */
  schemaValidation?: boolean
}

/** A job as `gitlab-ci-local --list-json` lists it: `when` is `never` when its rules leave it out of the pipeline. */
export interface ListedJob {
  name: string
  stage: string
  when: string
}

/**
 * The jobs the pipeline would have, with their rules evaluated for its branch or tag, as
 * `gitlab-ci-local --list-json` lists them: no job runs, so this is quick beside a run.
 */
export async function listGitlabJobs(options: ListOptions): Promise<{ jobs: ListedJob[]; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gitlab-ci-local-list-'))
  try {
    const { project, home, env } = commitProject(dir, options)
    const tag = options.tag
    const args = [
      '--list-json',
      '--no-color',
      '--home',
      home,
      ...(options.schemaValidation === false ? ['--no-json-schema-validation'] : []),
      ...(tag === undefined
        ? []
        : [
            '--variable',
            `CI_COMMIT_TAG=${tag}`,
            '--variable',
            `CI_COMMIT_REF_NAME=${tag}`,
            '--unset-variable',
            'CI_COMMIT_BRANCH',
            '--ignore-predefined-vars',
            'CI_COMMIT_REF_NAME'
          ])
    ]
    const child = spawn(path.join(BIN, 'gitlab-ci-local'), args, {
      cwd: project,
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => (stdout += chunk))
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    // A safety net for a tool that hangs, not a measure: listing runs no job.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', resolve)
    })
    clearTimeout(timer)
    const output = `${stdout}${stderr}`
    if (code !== 0) throw new Error(`gitlab-ci-local --list-json exited with ${code}:\n${output}`)
    const start = stdout.indexOf('[')
    const listed = JSON.parse(start === -1 ? stdout : stdout.slice(start)) as ListedJob[]
    return { jobs: listed.map(({ name, stage, when }) => ({ name, stage, when })), output }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The logs in .gitlab-ci-local/output, named after their jobs (names of letters, digits, `_` and `-`). */
function jobLogs(project: string): Record<string, string> {
  const folder = path.join(project, '.gitlab-ci-local', 'output')
  if (!existsSync(folder)) return {}
  return Object.fromEntries(
    readdirSync(folder)
      .filter(name => name.endsWith('.log'))
      .map(name => [name.slice(0, -'.log'.length), readFileSync(path.join(folder, name), 'utf8')])
  )
}

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap(name => (env[name] === undefined ? [] : [[name, env[name]]])))
}
