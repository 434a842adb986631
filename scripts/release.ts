// `npm run release -- X.Y.Z [--date YYYY-MM-DD]`: prepares a release in the working tree.
// Refuses a version that is not X.Y.Z or not above package.json's, a changelog without
// Unreleased entries, a dirty git tree and a stale dist/; then sets the version in
// package.json and package-lock.json, moves the Unreleased entries under the version's
// heading in CHANGELOG.md, moves every pinned `hosting-deploy-action@X.Y.Z` (the npx lines of
// the README, docs/ and examples/, the GitLab component at the release's tag, `deploy@vX.Y.Z`
// and `.../vX.Y.Z/templates/deploy.yml`, and its `version` input in templates/) to the version
// and every `octo-org/hosting-deploy-action@vN` (the
// Action's uses:, there and in the example workflows) to the major tag the release moves,
// rebuilds dist/ (the version is in the bundle) and prints the commands that commit, tag and
// push. The tag push runs .github/workflows/release-action.yml.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { compareVersions, parseVersion, releaseChangelog } from './changelog.js'

const USAGE = 'usage: npm run release -- X.Y.Z [--date YYYY-MM-DD]'

/** The slow steps, replaceable in tests. */
export interface ReleaseSteps {
  /** Why dist/ is not what the sources build, or undefined when it is. */
  staleDist(root: string): string | undefined
  /** Rebuilds dist/. */
  build(root: string): void
}

export const realSteps: ReleaseSteps = {
  staleDist(root) {
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts', 'check-dist.mjs'), '--rebuild'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe']
      })
      return undefined
    } catch (error) {
      const failed = error as { stderr?: string; message: string }
      return (failed.stderr || failed.message).trim()
    }
  },
  build(root) {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  }
}

export interface ReleaseOptions {
  root: string
  version: string
  /** The changelog heading's date, YYYY-MM-DD. */
  date: string
  steps?: ReleaseSteps
}

/**
 * Where the package is pinned for npx, and the Action by its major tag: the README, and every
 * file under docs/, examples/, templates/ (the GitLab component) and .github/workflows/ (the example
 * workflows the README shows).
 */
export function pinningFiles(root: string): string[] {
  const files = existsSync(path.join(root, 'README.md')) ? ['README.md'] : []
  for (const dir of ['docs', 'examples', 'templates', '.github/workflows']) {
    if (!existsSync(path.join(root, dir))) continue
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(dir, entry)
      if (statSync(path.join(root, file)).isFile()) files.push(file.split(path.sep).join('/'))
    }
  }
  return files
}

const VERSION_PATTERN = '\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]*[0-9A-Za-z])?'

const escape = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The Action by its major tag, `owner/NAME@vN` (not `@vX.Y.Z`, not a SHA); the major is group 2. */
const majorPin = (name: string): RegExp => new RegExp(`(?<![\\w./-])([\\w.-]+/${escape(name)}@v)(\\d+)(?![\\w.])`, 'g')

/** The majors `text` names the Action by (`owner/NAME@vN`), once each, e.g. ['v1']. */
export function majorPins(text: string, name: string): string[] {
  return [...new Set([...text.matchAll(majorPin(name))].map(match => `v${match[2]}`))]
}

/**
 * `text` with every pinned version of the package `name` moved to `version`: `NAME@X.Y.Z` (npx,
 * npm install; a pre-release too), the executables' `NAME/releases/download/vX.Y.Z/`, the GitLab
 * component at the release's tag `vX.Y.Z` (`include: component: .../NAME/deploy@vX.Y.Z`, and
 * `include: remote:` of `raw.githubusercontent.com/owner/NAME/vX.Y.Z/...`) and its `version`
 * input's `default: X.Y.Z` (templates/deploy.yml), and the Action's major tag `owner/NAME@vN` to
 * the major the release moves (`v0` for 0.x.y). An `owner/NAME@` pinned to a full version or a
 * commit is left alone.
 */
export function movePins(text: string, name: string, version: string): string {
  const escaped = escape(name)
  const major = version.split('.')[0] ?? ''
  return (
    text
      .replace(new RegExp(`(?<![\\w./-])(${escaped}@)${VERSION_PATTERN}`, 'g'), (_, pin: string) => pin + version)
      .replace(
        new RegExp(`(/${escaped}/releases/download/v)${VERSION_PATTERN}(?=/)`, 'g'),
        (_, pin: string) => pin + version
      )
      .replace(majorPin(name), (_, pin: string) => pin + major)
      // The component at the tag the release pushes, vX.Y.Z (a pin without its v gets one).
      .replace(
        new RegExp(`(/${escaped}/deploy@)v?${VERSION_PATTERN}(?![\\w.-])`, 'g'),
        (_, pin: string) => `${pin}v${version}`
      )
      .replace(
        new RegExp(`(raw\\.githubusercontent\\.com/[\\w.-]+/${escaped}/v)${VERSION_PATTERN}(?=/)`, 'g'),
        (_, pin: string) => pin + version
      )
      .replace(
        // In a component's header: spec, inputs, then the `version` input's own lines.
        new RegExp(
          `(^spec:\\n {2}inputs:\\n(?: {4,}.*\\n)*? {4}version:\\n(?: {6,}.*\\n)*? {6}default: )${VERSION_PATTERN}$`,
          'm'
        ),
        (_, pin: string) => pin + version
      )
  )
}

/** Checks everything, then writes the release into the tree; returns the next commands. */
export function prepareRelease({ root, version, date, steps = realSteps }: ReleaseOptions): {
  previous: string
  /** The files whose pins moved, relative to the root. */
  pinned: string[]
  /** The Action's major tags the files named before, other than the release's (e.g. ['v1'] for 2.0.0). */
  formerMajors: string[]
  next: string[]
} {
  if (!parseVersion(version))
    throw new Error(`'${version}' is not a release version: expected X.Y.Z, e.g. 1.2.3 (no leading v, no pre-release)`)
  const packagePath = path.join(root, 'package.json')
  const lockPath = path.join(root, 'package-lock.json')
  const changelogPath = path.join(root, 'CHANGELOG.md')
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as { name?: string; version?: string }
  const previous = pkg.version ?? ''
  if (!parseVersion(previous))
    throw new Error(`package.json's version '${previous}' is not X.Y.Z: fix it by hand first`)
  if (compareVersions(version, previous) <= 0)
    throw new Error(`${version} is not above package.json's version ${previous}: expected a higher X.Y.Z`)
  if (!existsSync(changelogPath))
    throw new Error('CHANGELOG.md is missing: expected a Keep a Changelog file with an Unreleased section')
  const changelog = releaseChangelog(readFileSync(changelogPath, 'utf8'), version, date)

  const dirty = gitStatus(root)
  if (dirty)
    throw new Error(
      `the git tree is not clean: commit or stash these first, so the release commit holds only the release\n${dirty}`
    )
  const stale = steps.staleDist(root)
  if (stale)
    throw new Error(`dist/ is not what the sources build: run \`npm run build\`, commit dist/, then release\n${stale}`)

  pkg.version = version
  writeJson(packagePath, pkg)
  if (existsSync(lockPath)) {
    // npm keeps the root package's version in two places in a v2/v3 lock file.
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
      version?: string
      packages?: Record<string, { version?: string }>
    }
    lock.version = version
    const rootPackage = lock.packages?.['']
    if (rootPackage) rootPackage.version = version
    writeJson(lockPath, lock)
  }
  writeFileSync(changelogPath, changelog)
  const pinned: string[] = []
  const major = `v${version.split('.')[0]}`
  const formerMajors = new Set<string>()
  for (const file of pkg.name ? pinningFiles(root) : []) {
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const pin of majorPins(text, pkg.name ?? '')) if (pin !== major) formerMajors.add(pin)
    const moved = movePins(text, pkg.name ?? '', version)
    if (moved === text) continue
    writeFileSync(path.join(root, file), moved)
    pinned.push(file)
  }
  try {
    steps.build(root)
  } catch (error) {
    throw new Error(
      `the build failed after package.json, CHANGELOG.md and the pinned versions were changed; \`git checkout -- .\` undoes them\n${error instanceof Error ? error.message : String(error)}`
    )
  }
  return {
    previous,
    pinned,
    formerMajors: [...formerMajors].sort(),
    next: [
      `git add -A && git commit -m 'Release ${version}'`,
      `git tag v${version}`,
      `git push origin HEAD v${version}   # the release workflow tests it, publishes it and moves ${major}`
    ]
  }
}

/** `git status --porcelain` of the tree: empty when clean. */
function gitStatus(root: string): string {
  try {
    return execFileSync('git', ['status', '--porcelain'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    }).trimEnd()
  } catch (error) {
    const failed = error as { stderr?: string; message: string }
    throw new Error(
      `cannot read the git status of ${root}: expected a git work tree\n${(failed.stderr || failed.message).trim()}`
    )
  }
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

function parse(argv: string[]): { version: string; date: string } {
  let parsed
  try {
    parsed = parseArgs({ args: argv, strict: true, allowPositionals: true, options: { date: { type: 'string' } } })
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
  const { values, positionals } = parsed
  if (positionals.length !== 1)
    throw new Error(
      `expected exactly one version, got ${positionals.length === 0 ? 'none' : positionals.map(p => `'${p}'`).join(' ')}\n${USAGE}`
    )
  const date = values.date ?? new Date().toISOString().slice(0, 10)
  return { version: positionals[0] as string, date }
}

function main(argv: string[]): void {
  const { version, date } = parse(argv)
  const { previous, pinned, formerMajors, next } = prepareRelease({ root: process.cwd(), version, date })
  console.log(
    `Prepared ${version} (was ${previous}): package.json, package-lock.json, CHANGELOG.md and dist/ are updated.`
  )
  if (pinned.length > 0) console.log(`The pinned ${version} is in ${pinned.join(', ')}.`)
  const major = `v${version.split('.')[0]}`
  if (formerMajors.length > 0)
    console.log(
      `The Action's uses: lines moved from ${formerMajors.join(', ')} to ${major}, the tag this release moves: prose that names the major (the README's Versions, SECURITY.md's supported versions) is yours to read.`
    )
  console.log('Review them (git diff), then:')
  for (const command of next) console.log(`  ${command}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(`npm run release: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
