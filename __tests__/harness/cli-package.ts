// The CLI as npm ships it: `npm pack` of this repository, and an environment in which npm and
// the installed `hosting-deploy` run with nothing of this repository but one of its Nodes: the
// pinned Node 24 (the `node` dev dependency), or Node 22 (harness/node22.ts), the oldest line the CLI runs on.
//
// What npm does, as these helpers rely on it:
// - `npm pack --json` writes the tarball to --pack-destination and prints, per package, its file
//   name and every packed file with its mode (the mode of the file on disk). The suite packs
//   once per tree and shares the tarball between its files and workers (harness/shared-pack.ts).
// - npm reads its settings from npm_config_* variables, then $HOME/.npmrc; the environment
//   built here starts empty, so a caller's settings (npx sets many npm_config_* for the process
//   it starts) never reach the run, and HOME is a fresh folder: an empty cache, no .npmrc.
// - With `offline`, npm takes everything from its cache and fails on what is not there: with an
//   empty cache, an install that works needed nothing but the tarball.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { node22 } from './node22.js'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The folder of the Node binary the package is tried on (Node 22 installed on first use); each holds node alone. */
export function nodeFolder(major: 22 | 24): string {
  return major === 22 ? path.dirname(node22()) : path.join(ROOT, 'node_modules', 'node', 'bin')
}

interface PackedFile {
  path: string
  mode: number
}

export interface PackedCli {
  /** The tarball's absolute path. */
  tarball: string
  /** Every file in it, as npm lists them (paths inside the package, without `package/`). */
  files: PackedFile[]
}

/**
 * npm's environment: a Node of the repository (the pinned Node 24 unless `nodeDir` says
 * otherwise) first on PATH and no node_modules folder (`node` is that Node and none of the
 * repository's tools is found), npm's state in `home`, offline.
 */
export function npmEnv(
  home: string,
  extra: Record<string, string> = {},
  nodeDir: string = nodeFolder(24)
): Record<string, string> {
  const systemPath = (process.env.PATH ?? '').split(path.delimiter).filter(dir => dir && !dir.includes('node_modules'))
  return {
    ...pick(process.env, ['LANG', 'LC_ALL', 'TZ', 'TMPDIR']),
    PATH: [nodeDir, ...systemPath].join(path.delimiter),
    HOME: home,
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    ...extra
  }
}

/**
 * The longest `npm pack` may take: seconds alone, minutes on a machine loaded by other tests.
 * A hook that takes the shared tarball gives itself SHARED_PACK_TIMEOUT_MS (harness/shared-pack.ts).
 */
export const PACK_TIMEOUT_MS = 180_000

/**
 * `npm pack` of this repository into `destination`, npm's HOME a fresh folder removed after. The
 * tests take the tarball from sharedPack (harness/shared-pack.ts), which packs once per tree.
 */
export function packCli(destination: string): PackedCli {
  const home = mkdtempSync(path.join(tmpdir(), 'npm-pack-home-'))
  try {
    const printed = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: ROOT,
      env: npmEnv(home),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: PACK_TIMEOUT_MS
    })
    const [packed] = JSON.parse(printed) as { filename: string; files: PackedFile[] }[]
    if (packed === undefined) throw new Error(`npm pack printed no package: ${printed}`)
    return { tarball: path.join(destination, packed.filename), files: packed.files }
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap(name => (env[name] === undefined ? [] : [[name, env[name]]])))
}
