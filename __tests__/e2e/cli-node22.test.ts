// The packed CLI on each Node line it supports: the tarball `npm pack` makes, installed offline by
// that Node's npm into a project, then `npx hosting-deploy deploy` against the sandbox, on Node 22
// (the oldest line package.json's engines accept) and on the pinned Node 24. An older Node (the
// first one on PATH outside node_modules, when there is one) gets one line and the usage code.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_KEY, cliSandbox, cliSeed } from '../harness/cli-runner.js'
import { nodeFolder, npmEnv, ROOT } from '../harness/cli-package.js'
import { SHARED_PACK_TIMEOUT_MS, sharedPack } from '../harness/shared-pack.js'

const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  engines: { node: string }
}
/** [major, minor] of the oldest Node the engines accept (`>=22.19`). */
const MINIMUM = (/^>=(\d+)\.(\d+)$/.exec(PACKAGE.engines.node)?.slice(1) ?? []).map(Number)

const served = cliSandbox(cliSeed(['svc-node22', 'svc-node24']))

let dir: string
let tarball: string
/** Safety nets for npm, not measures: an offline install takes seconds on a quiet machine, a minute or more on a loaded one. */
const INSTALL_TIMEOUT_MS = 150_000
const TEST_TIMEOUT_MS = 240_000
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-node22-'))
  tarball = (await sharedPack()).tarball
}, SHARED_PACK_TIMEOUT_MS)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Runs a command to its end without blocking the sandbox, which serves from this process. */
function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(resolve => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('close', status => {
      clearTimeout(killer)
      resolve({ status, stdout, stderr })
    })
  })
}

/** A project with the tarball installed by `nodeDir`'s npm, offline from an empty cache. */
function installWith(name: string, nodeDir: string): { project: string; env: Record<string, string> } {
  const home = path.join(dir, name, 'home')
  const project = path.join(dir, name, 'app')
  mkdirSync(home, { recursive: true })
  mkdirSync(project)
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'app', private: true }))
  const env = npmEnv(home, {}, nodeDir)
  const install = spawnSync('npm', ['install', tarball], {
    cwd: project,
    env,
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MS
  })
  expect(install.status, install.stderr).toBe(0)
  return { project, env }
}

const installs = new Map<22 | 24, { project: string; env: Record<string, string> }>()
/**
 * The project Node `major`'s npm installed the tarball into, installed by the first row that
 * needs it: the rows only run what it holds, so they share one install per Node.
 */
function installedWith(major: 22 | 24): { project: string; env: Record<string, string> } {
  const installed = installs.get(major) ?? installWith(`node${major}`, nodeFolder(major))
  installs.set(major, installed)
  return installed
}

describe.each([22, 24] as const)('the packed CLI on Node %i', major => {
  it(`installs, and deploys a service that goes live with exit code 0`, { timeout: TEST_TIMEOUT_MS }, async () => {
    const { project, env } = installedWith(major)
    // The bin's `#!/usr/bin/env node` finds this Node: the first on the environment's PATH.
    const version = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim()
    expect(version).toMatch(new RegExp(`^v${major}\\.`))

    const deploy = await run(
      'npx',
      ['hosting-deploy', 'deploy', '--service-id', `svc-node${major}`, '--ref', 'main', '--output', 'json'],
      project,
      { ...env, HOSTING_API_KEY: ACCOUNT_KEY, HOSTING_BASE_URL: served.sandbox.url }
    )
    expect(deploy.status, deploy.stderr).toBe(0)
    expect(JSON.parse(deploy.stdout)).toMatchObject({ result: 'success', status: 'live', ref: 'main' })
    expect(deploy.stderr).not.toMatch(/needs Node|ExperimentalWarning|DeprecationWarning/)
  })
})

/** The first `node` on PATH outside node_modules, when it is older than the engines accept. */
function findOldNode(): { bin: string; version: string } | undefined {
  for (const pathDir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!pathDir || pathDir.includes('node_modules')) continue
    try {
      const bin = path.join(pathDir, 'node')
      const version = execFileSync(bin, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      const [major = 0, minor = 0] = version.slice(1).split('.').map(Number)
      const [minMajor = 0, minMinor = 0] = MINIMUM
      return major < minMajor || (major === minMajor && minor < minMinor) ? { bin, version } : undefined
    } catch {
      // no node in this directory
    }
  }
  return undefined
}
const old = findOldNode()

describe.skipIf(!old)(`on ${old?.version ?? 'an older Node'}${old ? '' : ' (skipped: none on PATH)'}`, () => {
  it(
    'the packed CLI prints one line naming the Node it needs, and exits with the usage code 2 (installed, with no Node of the project beside it)',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      // Node 24's install: its npm installs what any user's would, and no Node of the project is beside it.
      const { project, env } = installedWith(24)
      const bin = path.join(project, 'node_modules', PACKAGE.name, 'dist', 'cli', 'index.js')
      const result = await run(old?.bin ?? 'node', [bin, 'deploy', '--service-id', 'svc-node22'], project, {
        ...env,
        HOSTING_API_KEY: ACCOUNT_KEY,
        HOSTING_BASE_URL: served.sandbox.url
      })
      expect(result).toEqual({
        status: 2,
        stdout: '',
        stderr: `hosting-deploy needs Node ${MINIMUM.join('.')} or newer; found ${old?.version}. Upgrade Node, or use the single executable, which needs no Node (docs/cli.md, "Without Node").\n`
      })
    }
  )
})
