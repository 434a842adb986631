// The CLI as users install it: the tarball `npm pack` makes of this repository, installed with
// npm offline from an empty cache (so nothing but the tarball can be used), install scripts
// allowed, then run as `npx hosting-deploy` and as `hosting-deploy` on PATH, on Node 24.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { topLevelHelp } from '../../src/cli/parse/help.js'
import { npmEnv, ROOT, type PackedCli } from '../harness/cli-package.js'
import { SHARED_PACK_TIMEOUT_MS, sharedPack } from '../harness/shared-pack.js'

const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string }

/** The scripts npm runs for a package it installs (the prepare ones for git and folder installs). */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'preprepare', 'prepare', 'postprepare']

let dir: string
let packed: PackedCli
/** The tarball's package.json and dist/cli/index.js, as extracted from it. */
let packedManifest: Record<string, unknown>
let packedEntry: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-package-'))
  packed = await sharedPack()
  const extracted = path.join(dir, 'extracted')
  mkdirSync(extracted)
  execFileSync('tar', ['-xzf', packed.tarball, '-C', extracted])
  packedManifest = JSON.parse(readFileSync(path.join(extracted, 'package', 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >
  packedEntry = readFileSync(path.join(extracted, 'package', 'dist', 'cli', 'index.js'), 'utf8')
}, SHARED_PACK_TIMEOUT_MS)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Runs npm (or npx) in `cwd` with the isolated environment, install scripts allowed. */
function npm(command: 'npm' | 'npx', args: string[], cwd: string, home: string) {
  return spawnSync(command, args, {
    cwd,
    env: npmEnv(home, { npm_config_ignore_scripts: 'false' }),
    encoding: 'utf8',
    timeout: 60_000
  })
}

/** A fresh folder for one install: its own npm HOME (empty cache) and a project or prefix. */
function freshHome(name: string): string {
  const home = path.join(dir, name, 'home')
  mkdirSync(home, { recursive: true })
  return home
}

describe('the npm package of hosting-deploy', () => {
  it('holds the bundled CLI and Node API (with its declarations), README.md, LICENSE, the changelog, the security policy, the docs, package.json and the schema of app files: no sources, tests, sandbox or Action bundle', () => {
    const expected = [
      'LICENSE',
      'README.md',
      'package.json',
      'schema/app-file.schema.json',
      ...readdirSync(path.join(ROOT, 'dist', 'cli')).map(name => `dist/cli/${name}`),
      ...readdirSync(path.join(ROOT, 'dist', 'api'), { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
      'CHANGELOG.md',
      'SECURITY.md',
      // The docs the README's, the command line's and the API's pages link to (unit/package-links.test.ts).
      ...[
        'api',
        'app',
        'verify',
        'behaviour',
        'secrets',
        'sandbox',
        'performance',
        'api-notes',
        'workflows',
        'gitlab'
      ].map(name => `docs/${name}.md`),
      // Written by the docs; listed in `files` and packed once it exists.
      ...(existsSync(path.join(ROOT, 'docs', 'cli.md')) ? ['docs/cli.md'] : [])
    ].sort()
    const paths = packed.files.map(file => file.path).sort()
    expect(paths).toEqual(expected)
    expect(paths.filter(file => /^(src|__tests__|sandbox|scripts|examples|\.github)\//.test(file))).toEqual([])
    expect(paths).not.toContain('dist/index.js')
  })

  it('names dist/cli/index.js as the bin, packed executable and starting with a node shebang', () => {
    expect(packedManifest.bin).toEqual({ 'hosting-deploy': 'dist/cli/index.js' })
    const entry = packed.files.find(file => file.path === 'dist/cli/index.js')
    expect(entry?.mode.toString(8)).toBe('755')
    expect(packedEntry.split('\n')[0]).toBe('#!/usr/bin/env node')
  })

  it('has no install script and no dependency to download: the bundle carries everything', () => {
    const scripts = (packedManifest.scripts ?? {}) as Record<string, string>
    expect(INSTALL_SCRIPTS.filter(name => name in scripts)).toEqual([])
    // npm runs `node-gyp rebuild` at install for a package with a binding.gyp.
    expect(packed.files.map(file => file.path)).not.toContain('binding.gyp')
    expect(packedManifest.gypfile).toBeUndefined()
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies']) {
      expect(packedManifest[field], field).toBeUndefined()
    }
    expect(packedManifest).toMatchObject({ name: PACKAGE.name, version: PACKAGE.version, engines: { node: '>=22.19' } })
    expect(packedManifest.private).toBeUndefined()
  })

  it("installs offline into a project from the tarball alone; `npx hosting-deploy --version` prints package.json's version", () => {
    const home = freshHome('project')
    const project = path.join(dir, 'project', 'app')
    mkdirSync(project)
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'app', private: true }))

    const install = npm('npm', ['install', packed.tarball], project, home)
    expect(install.status, install.stderr).toBe(0)
    // The package alone: no dependency came along.
    expect(readdirSync(path.join(project, 'node_modules')).filter(name => !name.startsWith('.'))).toEqual([
      PACKAGE.name
    ])
    expect(realpathSync(path.join(project, 'node_modules', '.bin', 'hosting-deploy'))).toBe(
      realpathSync(path.join(project, 'node_modules', PACKAGE.name, 'dist', 'cli', 'index.js'))
    )

    // Offline with an empty cache: npx can only run what the install put in node_modules/.bin.
    const version = npm('npx', ['hosting-deploy', '--version'], project, home)
    expect({ status: version.status, stdout: version.stdout, stderr: version.stderr }).toEqual({
      status: 0,
      stdout: `${PACKAGE.version}\n`,
      stderr: ''
    })
  })

  it('installs offline with --global into a prefix; `hosting-deploy --help` there prints the help', () => {
    const home = freshHome('global')
    const prefix = path.join(dir, 'global', 'prefix')

    const install = npm('npm', ['install', '--global', '--prefix', prefix, packed.tarball], dir, home)
    expect(install.status, install.stderr).toBe(0)

    const bin = path.join(prefix, 'bin')
    const help = spawnSync('hosting-deploy', ['--help'], {
      cwd: home,
      env: { ...npmEnv(home), PATH: [bin, npmEnv(home).PATH].join(path.delimiter) },
      encoding: 'utf8',
      timeout: 30_000
    })
    expect({ status: help.status, stdout: help.stdout, stderr: help.stderr }).toEqual({
      status: 0,
      stdout: `${topLevelHelp()}\n`,
      stderr: ''
    })
    expect(help.stdout).toMatch(/^Usage: hosting-deploy <command> \[flags\]$/m)
  })
})
