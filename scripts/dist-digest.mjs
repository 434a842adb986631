// The digest of everything the build of dist/ reads and writes: the sources, the dependency lock
// (the bundler's and Node's versions with it), the compiler settings, the build's own scripts and
// dist/ itself. `npm run build` records it in dist/build-digest.txt, committed with dist/;
// scripts/check-dist.mjs passes a tree with exactly that digest without building it again.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Where the digest is recorded, relative to the repository's root. */
export const DIGEST_FILE = 'dist/build-digest.txt'

/** The inputs of the build and its committed output, relative to the repository's root. */
const DIGESTED = [
  'src',
  'dist',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/check-dist.mjs',
  'scripts/dist-digest.mjs',
  'scripts/api-types.mjs'
]

/** Every file under `entry` (relative to `root`), sorted; the recorded digest is not its own input. */
export function filesUnder(root, entry) {
  if (!statSync(path.join(root, entry)).isDirectory()) return entry === DIGEST_FILE ? [] : [entry]
  return readdirSync(path.join(root, entry))
    .sort()
    .flatMap(name => filesUnder(root, path.posix.join(entry, name)))
}

/** One digest of the names and contents of every file the build reads or writes. */
export function distDigest(root = '.') {
  const hash = createHash('sha256')
  for (const file of DIGESTED.flatMap(entry => filesUnder(root, entry)))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0')
  return hash.digest('hex')
}

/** The digest recorded with dist/, or '' when there is none. */
export function recordedDigest(root = '.') {
  try {
    return readFileSync(path.join(root, DIGEST_FILE), 'utf8').trim()
  } catch {
    return ''
  }
}

/**
 * What a check does with a tree: `record` its digest (after a build, `--record`), `pass` it
 * without building (its digest is the recorded one), or `build` and compare (any other tree, or
 * `--rebuild`).
 */
export function checkPlan(flags, recorded, current) {
  if (flags.includes('--record')) return 'record'
  if (!flags.includes('--rebuild') && recorded === current) return 'pass'
  return 'build'
}
