// Fails when dist/ is not what the sources build: users run dist/index.js (the Action),
// dist/cli/index.js (the command line) and import dist/api/index.js (the Node API) with its
// declarations in dist/api/types/, so all are rebuilt and committed with every source change.
// The builds run at once, each in its own process (a build is single-threaded). A check that
// passed leaves a digest of everything the build reads and writes in .tmp/: while none of it
// changes, the next check passes without building.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { API_TYPES_DIR, apiTypes } from './api-types.mjs'

/** ncc's command line, run by this Node rather than through npx (one process fewer per build). */
const NCC = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js')

/** Each bundle: its entry and where it is committed. */
const BUNDLES = [
  { entry: 'src/action/index.ts', dir: 'dist' },
  { entry: 'src/cli/index.ts', dir: 'dist/cli' },
  { entry: 'src/node/index.ts', dir: 'dist/api' }
]

/** The files of a folder, not its subfolders (another bundle's). */
function filesOf(dir) {
  try {
    return readdirSync(dir)
      .filter(name => statSync(path.join(dir, name)).isFile())
      .sort()
  } catch {
    return []
  }
}

/** The inputs of the build (the sources, the dependency lock, the compiler settings, this script) and its committed output. */
const DIGESTED = [
  'src',
  'dist',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/check-dist.mjs',
  'scripts/api-types.mjs'
]
const STAMP = '.tmp/cache/check-dist'

/** Every file under `entry`, sorted. */
function walk(entry) {
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap(name => walk(path.join(entry, name)))
}

/** One digest of the names and contents of every file the build reads or writes. */
function digest() {
  const hash = createHash('sha256')
  for (const file of DIGESTED.flatMap(walk)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

/** Builds one bundle into a temporary folder and lists how it differs from the committed one. */
async function check({ entry, dir }) {
  const out = mkdtempSync(path.join(tmpdir(), 'check-dist-'))
  const problems = []
  try {
    const build = promisify(execFile)(
      process.execPath,
      [NCC, 'build', entry, '-o', out, '--license', 'licenses.txt', '--target', 'es2022', '--quiet'],
      { maxBuffer: 64 * 1024 * 1024 }
    )
    build.child.stderr?.pipe(process.stderr)
    await build
    const built = filesOf(out)
    const committed = filesOf(dir)
    for (const name of new Set([...built, ...committed])) {
      if (!built.includes(name)) problems.push(`${dir}/${name} is not produced by the build any more`)
      else if (!committed.includes(name)) problems.push(`${dir}/${name} is missing`)
      else if (!readFileSync(path.join(out, name)).equals(readFileSync(path.join(dir, name))))
        problems.push(`${dir}/${name} differs from the build`)
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return problems
}

/** The Node API's declarations against those tsc emits now. */
function checkTypes() {
  const built = apiTypes()
  let committed = []
  try {
    committed = walk(API_TYPES_DIR).map(file => path.relative(API_TYPES_DIR, file).split(path.sep).join('/'))
  } catch {
    // None committed yet: each built one is missing.
  }
  const problems = []
  for (const name of new Set([...built.keys(), ...committed])) {
    const text = built.get(name)
    if (text === undefined) problems.push(`${API_TYPES_DIR}/${name} is not produced by the build any more`)
    else if (!committed.includes(name)) problems.push(`${API_TYPES_DIR}/${name} is missing`)
    else if (readFileSync(path.join(API_TYPES_DIR, name), 'utf8') !== text)
      problems.push(`${API_TYPES_DIR}/${name} differs from the build`)
  }
  return problems
}

const before = digest()
let stamp = ''
try {
  stamp = readFileSync(STAMP, 'utf8')
} catch {
  // No check has passed here yet.
}
const problems = stamp === before ? [] : [...(await Promise.all(BUNDLES.map(check))).flat(), ...checkTypes()]
if (problems.length > 0) {
  console.error(
    `dist/ is stale:\n  ${problems.join('\n  ')}\nRun \`npm run build\` and commit dist/ together with the source change.`
  )
  process.exitCode = 1
} else if (stamp === before) {
  console.log('dist/ matches the sources (none of them changed since the last check).')
} else {
  console.log('dist/ matches the sources.')
  mkdirSync(path.dirname(STAMP), { recursive: true })
  // Only if nothing changed while it built.
  if (digest() === before) writeFileSync(STAMP, before)
}
