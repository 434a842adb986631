// The single executable, as an image without Node runs it: `npm run build:binary` builds it
// afresh into a temporary folder, then it runs with a PATH that holds no node and an environment
// built from nothing, against the sandbox; a NODE_OPTIONS meant for the image's own Node
// (`--require` of a file that does not exist) changes nothing.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../harness/cli-package.js'
import { ACCOUNT_KEY, cliSandbox, cliSeed } from '../harness/cli-runner.js'

const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
const NAME = process.platform === 'win32' ? 'hosting-deploy.exe' : 'hosting-deploy'
/** What an image's Node may be given, which would stop any Node that honoured it. */
const FOREIGN_NODE_OPTIONS = '--require=/nonexistent.js'

const served = cliSandbox(cliSeed(['svc-binary-1', 'svc-binary-2']))

let dir: string
let binary: string
/** The PATH of every run: a folder with nothing in it, so no node. */
let emptyPath: string
let buildOutput: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-binary-'))
  binary = path.join(dir, 'out', NAME)
  emptyPath = path.join(dir, 'empty-path')
  mkdirSync(emptyPath)
  const built = spawnSync('npm', ['run', 'build:binary', '--silent', '--', '--out', binary], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000
  })
  buildOutput = `${built.stdout}\n${built.stderr}`
  if (built.status !== 0) throw new Error(`npm run build:binary failed (${built.status}):\n${buildOutput}`)
}, 120_000)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The binary with only `env` (and the empty PATH, a HOME); resolves when it has closed. */
function runBinary(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(resolve => {
    const child = spawn(binary, args, {
      cwd: dir,
      env: { PATH: emptyPath, HOME: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('close', status => {
      clearTimeout(killer)
      resolve({ status, stdout, stderr })
    })
  })
}

describe('the single executable (npm run build:binary)', () => {
  it('is one executable file, built by the script without warnings, and the PATH it runs with has no node', () => {
    expect(buildOutput).toMatch(new RegExp(`Built .*${NAME} \\(\\d+\\.\\d MB, Node v24\\.`))
    // postject's harmless note-section warnings (scripts/build-binary.ts) are left out.
    expect(buildOutput).not.toMatch(/warning/i)
    expect(statSync(binary).isFile()).toBe(true)
    if (process.platform !== 'win32') expect(statSync(binary).mode & 0o111).toBe(0o111)
    expect(readdirSync(emptyPath)).toEqual([])
  })

  it.each([
    ['with a clean environment', {}],
    ['with a NODE_OPTIONS meant for another Node', { NODE_OPTIONS: FOREIGN_NODE_OPTIONS }]
  ])("--version prints package.json's version, %s, and nothing else", async (_, env) => {
    expect(await runBinary(['--version'], env)).toEqual({ status: 0, stdout: `${PACKAGE.version}\n`, stderr: '' })
  })

  it.each([
    ['with a clean environment', 'svc-binary-1', {}],
    ['with a NODE_OPTIONS meant for another Node', 'svc-binary-2', { NODE_OPTIONS: FOREIGN_NODE_OPTIONS }]
  ])('deploys a service that goes live, exit code 0, %s', async (_, service, env) => {
    const result = await runBinary(['deploy', '--service-id', service, '--ref', 'main', '--output', 'json'], {
      ...env,
      HOSTING_API_KEY: ACCOUNT_KEY,
      HOSTING_BASE_URL: served.sandbox.url
    })
    expect(result.status, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ result: 'success', status: 'live', ref: 'main' })
    expect(result.stderr).not.toMatch(/ExperimentalWarning|single executable|Cannot find module/i)
    const deployed = served.sandbox.requests.filter(
      request => request.method === 'POST' && request.path === `/api/services/${service}/deploy`
    )
    expect(deployed).toHaveLength(1)
  })
})
