// Fails when dist/ is not what the sources build: users run dist/index.js (the Action),
// dist/cli/index.js (the command line) and import dist/api/index.js (the Node API) with its
// declarations in dist/api/types/, so all are rebuilt and committed with every source change.
// The builds run at once, each in its own process (a build is single-threaded).
//
// `npm run build` ends with `--record`: it writes the digest of everything the build reads and
// writes (scripts/dist-digest.mjs) to dist/build-digest.txt, committed with dist/. A check whose tree has exactly that digest passes
// without building (the tree is byte for byte the one a build made); any other tree is built and
// compared, and a check that passed then records its digest. `--rebuild` builds whatever the
// digest says (the release does).
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { API_TYPES_DIR, apiTypes } from './api-types.mjs'
import { checkPlan, DIGEST_FILE, distDigest, filesUnder, recordedDigest } from './dist-digest.mjs'

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
    // The digest is written after the build, not by it.
    const committed = filesOf(dir).filter(name => path.join(dir, name) !== DIGEST_FILE)
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
    committed = filesUnder('.', API_TYPES_DIR).map(file => path.relative(API_TYPES_DIR, file).split(path.sep).join('/'))
  } catch (error) {
    // None committed yet: each built one is missing.
    if (error.code !== 'ENOENT') throw error
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

/** Records the tree's digest, unless it changed while `before` was taken. */
function record(before) {
  if (distDigest() === before) writeFileSync(DIGEST_FILE, `${before}\n`)
}

const flags = process.argv.slice(2)
const unknown = flags.filter(flag => flag !== '--record' && flag !== '--rebuild')
const before = distDigest()
const plan = checkPlan(flags, recordedDigest(), before)
if (unknown.length > 0) {
  console.error(
    `check-dist: unknown ${unknown.join(' ')}; expected --record (after a build) or --rebuild (ignore the digest)`
  )
  process.exitCode = 2
} else if (plan === 'record') {
  record(before)
} else if (plan === 'pass') {
  console.log(`dist/ matches the sources: the tree is the one its build recorded (${DIGEST_FILE}).`)
} else {
  const problems = [...(await Promise.all(BUNDLES.map(check))).flat(), ...checkTypes()]
  if (problems.length > 0) {
    console.error(
      `dist/ is stale:\n  ${problems.join('\n  ')}\nRun \`npm run build\` and commit dist/ together with the source change.`
    )
    process.exitCode = 1
  } else {
    console.log('dist/ matches the sources (built and compared).')
    record(before)
  }
}
