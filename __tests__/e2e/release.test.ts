// The release process: the changelog functions, `npm run release` (in-process and as a
// command, on temporary git repositories), the release notes script, the release workflow's
// shape and its publish steps run against a local bare remote with a stand-in for `gh`,
// and the files a release ships with (LICENSE, SECURITY.md, Dependabot, the README's Versions).
import { execFile, execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { changelogSection, compareVersions, parseVersion, releaseChangelog } from '../../scripts/changelog.js'
import { releaseNotes } from '../../scripts/release-notes.js'
import { majorPins, movePins, pinningFiles, prepareRelease, type ReleaseSteps } from '../../scripts/release.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const CHANGELOG = read('CHANGELOG.md')
const PACKAGE = read('package.json')
const LOCK = read('package-lock.json')
const README = read('README.md')
const DATE = '2026-11-23'

/** package.json or package-lock.json with another version, written as npm writes them. */
function setVersion(text: string, version: string): string {
  const value = JSON.parse(text) as { version: string; packages?: Record<string, { version?: string }> }
  value.version = version
  const rootPackage = value.packages?.['']
  if (rootPackage) rootPackage.version = version
  return `${JSON.stringify(value, null, 2)}\n`
}
// The release tests start from version 1.1.0, the fixture changelog's latest, so they do not
// depend on this repository's version or on what its changelog holds at the moment.
const FIXTURE_PACKAGE = setVersion(PACKAGE, '1.1.0')
const FIXTURE_LOCK = setVersion(LOCK, '1.1.0')

const tmp = mkdtempSync(path.join(tmpdir(), 'release-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
let dirs = 0
const newDir = (name: string): string => {
  const dir = path.join(tmp, `${++dirs}-${name}`)
  mkdirSync(dir)
  return dir
}

// Git without the user's configuration (signing, hooks, default branch) or a caller's GIT_DIR, with an identity.
const GIT_ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release-test@example.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release-test@example.invalid'
}
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim()

/** A git repository holding this repository's package.json and lock file at 1.1.0 and the fixture changelog, committed. */
function releaseRepo(name: string, files: Record<string, string> = {}): string {
  const dir = newDir(name)
  const contents = {
    'package.json': FIXTURE_PACKAGE,
    'package-lock.json': FIXTURE_LOCK,
    'CHANGELOG.md': FIXTURE,
    ...files
  }
  for (const [file, text] of Object.entries(contents)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'start')
  return dir
}

const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    ['package.json', 'package-lock.json', 'CHANGELOG.md'].map(file => [
      file,
      readFileSync(path.join(dir, file), 'utf8')
    ])
  )

/** Stand-ins for the dist check and the build that record their calls. */
function fakeSteps(stale?: string): ReleaseSteps & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    staleDist: root => {
      calls.push('staleDist')
      expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version).toBe('1.1.0')
      return stale
    },
    build: root => {
      // The bundle takes the version from package.json, so it must be written before the build.
      calls.push(`build ${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version}`)
    }
  }
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

async function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = GIT_ENV): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { cwd, env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

// The scripts run in a temporary directory, where `--import tsx` alone would not resolve.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const script = (name: string, args: string[], cwd: string): Promise<Run> =>
  run(process.execPath, ['--import', TSX, path.join(ROOT, 'scripts', name), ...args], cwd)

const FIXTURE = `# Changelog

Intro.

## [Unreleased]

### Added

- Something new.

### Fixed

- Something broken.

## [1.1.0] - 2026-01-02

### Added

- Older.

## [1.0.0] - 2026-01-01

- First.

[Unreleased]: https://github.com/o/r/compare/v1.1.0...HEAD
[1.1.0]: https://github.com/o/r/compare/v1.0.0...v1.1.0
[1.0.0]: https://github.com/o/r/releases/tag/v1.0.0
`

describe('versions', () => {
  it('are X.Y.Z only, compared numerically', () => {
    expect(parseVersion('1.10.0')).toEqual([1, 10, 0])
    for (const bad of ['v1.2.3', '1.2', '01.2.3', '1.2.3-rc.1', '1.2.3 ', ''])
      expect(parseVersion(bad), bad).toBeUndefined()
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0)
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0)
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0)
  })
})

describe('CHANGELOG.md', () => {
  it("this repository's is in the form the scripts read, and lists the hardening under Security", () => {
    expect(CHANGELOG).toMatch(/^## \[Unreleased\]$/m)
    const releases = [...CHANGELOG.matchAll(/^## \[([^\]]+)\]/gm)]
      .map(match => match[1] ?? '')
      .filter(name => name !== 'Unreleased')
    for (const version of releases) {
      expect(parseVersion(version), version).toBeDefined()
      expect(CHANGELOG, version).toMatch(
        new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm')
      )
      expect(() => changelogSection(CHANGELOG, version), version).not.toThrow()
    }
    expect(CHANGELOG).toMatch(
      /### Security\n\n- Hardening against a hostile API server and hostile files \(threat model in the README\):/
    )
  })

  it('releases: the Unreleased entries move under the version, the rest and the links stay right', () => {
    const released = releaseChangelog(FIXTURE, '1.2.0', DATE)
    expect(released).toContain(
      '## [Unreleased]\n\n## [1.2.0] - 2026-11-23\n\n### Added\n\n- Something new.\n\n### Fixed\n\n- Something broken.\n\n## [1.1.0] - 2026-01-02\n'
    )
    expect(released).toContain(
      '[Unreleased]: https://github.com/o/r/compare/v1.2.0...HEAD\n[1.2.0]: https://github.com/o/r/compare/v1.1.0...v1.2.0\n[1.1.0]:'
    )
    expect(released.endsWith('[1.0.0]: https://github.com/o/r/releases/tag/v1.0.0\n')).toBe(true)
    expect(changelogSection(released, '1.2.0')).toBe(
      '### Added\n\n- Something new.\n\n### Fixed\n\n- Something broken.'
    )
    expect(changelogSection(released, '1.0.0')).toBe('- First.')
    expect(() => releaseChangelog(released, '1.3.0', DATE)).toThrow(
      "Unreleased section lists no changes: add this release's changes under it"
    )
  })

  it('refuses what cannot be released, naming what is expected', () => {
    expect(() => releaseChangelog(FIXTURE, '1.1.0', DATE)).toThrow('CHANGELOG.md already has a section for 1.1.0')
    expect(() => releaseChangelog(FIXTURE.replace('## [Unreleased]', '## Next'), '1.2.0', DATE)).toThrow(
      "CHANGELOG.md has no '## [Unreleased]' section"
    )
    expect(() => releaseChangelog(FIXTURE.replace(/- Something (new|broken)\.\n/g, ''), '1.2.0', DATE)).toThrow(
      'Unreleased section lists no changes'
    )
    expect(() => releaseChangelog(FIXTURE, '1.2.0', '23.11.2026')).toThrow(
      "'23.11.2026' is not a date: expected YYYY-MM-DD"
    )
    expect(() => changelogSection(FIXTURE, '9.9.9')).toThrow(
      "CHANGELOG.md has no section for 9.9.9: expected a heading '## [9.9.9] - YYYY-MM-DD'"
    )
    expect(() => changelogSection(FIXTURE.replace('- First.', ''), '1.0.0')).toThrow(
      "section for 1.0.0 lists no changes: expected lines starting with '- '"
    )
  })

  it("this repository's first release has notes with its features and the security line", () => {
    // The oldest release's section, or, before the first release, what releasing Unreleased gives.
    const first = [...CHANGELOG.matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)].map(match => match[1] ?? '').at(-1)
    const notes = first
      ? changelogSection(CHANGELOG, first)
      : changelogSection(releaseChangelog(CHANGELOG, '1.0.0', DATE), '1.0.0')
    expect(notes).toMatch(/^### Added\n\n- Deploys a service/)
    expect(notes).toContain('GitHub Deployments')
    expect(notes).toContain('### Security\n\n- Hardening against a hostile API server')
  })
})

describe('npm run release (in-process)', () => {
  it('sets the version in package.json and the lock file, releases the changelog, then builds', () => {
    // npm's formatting survives the rewrite, so a release changes only the version lines.
    expect(setVersion(PACKAGE, (JSON.parse(PACKAGE) as { version: string }).version)).toBe(PACKAGE)
    expect(setVersion(LOCK, (JSON.parse(LOCK) as { version: string }).version)).toBe(LOCK)

    const dir = releaseRepo('ok')
    const steps = fakeSteps()
    const { previous, next } = prepareRelease({ root: dir, version: '1.2.0', date: DATE, steps })
    expect(previous).toBe('1.1.0')
    expect(steps.calls).toEqual(['staleDist', 'build 1.2.0'])

    const after = snapshot(dir)
    expect(after['package.json']).toBe(FIXTURE_PACKAGE.replace('"version": "1.1.0"', '"version": "1.2.0"'))
    const lockBefore = FIXTURE_LOCK.split('\n')
    const changed = (after['package-lock.json'] ?? '')
      .split('\n')
      .flatMap((line, i) => (line === lockBefore[i] ? [] : [`${i + 1}: ${line}`]))
    expect(changed).toEqual(['3:   "version": "1.2.0",', '9:       "version": "1.2.0",'])
    expect(after['CHANGELOG.md']).toBe(releaseChangelog(FIXTURE, '1.2.0', DATE))
    expect(next).toEqual([
      "git add -A && git commit -m 'Release 1.2.0'",
      'git tag v1.2.0',
      'git push origin HEAD v1.2.0   # the release workflow tests it, publishes it and moves v1'
    ])
  })

  it('refuses a bad or non-increasing version, a dirty tree and a stale dist/, and changes nothing', () => {
    const dir = releaseRepo('refusals')
    const before = snapshot(dir)
    const attempt = (version: string, steps = fakeSteps()): { error: string; calls: string[] } => {
      try {
        prepareRelease({ root: dir, version, date: DATE, steps })
      } catch (error) {
        return { error: (error as Error).message, calls: steps.calls }
      }
      throw new Error(`released ${version}`)
    }
    expect(attempt('1.0')).toEqual({
      error: "'1.0' is not a release version: expected X.Y.Z, e.g. 1.2.3 (no leading v, no pre-release)",
      calls: []
    })
    expect(attempt('v1.0.0').error).toContain("'v1.0.0' is not a release version")
    expect(attempt('1.1.0').error).toBe("1.1.0 is not above package.json's version 1.1.0: expected a higher X.Y.Z")
    expect(attempt('1.0.9').error).toBe("1.0.9 is not above package.json's version 1.1.0: expected a higher X.Y.Z")

    const stale = attempt('1.2.0', fakeSteps('dist/index.js differs from the build'))
    expect(stale.error).toBe(
      'dist/ is not what the sources build: run `npm run build`, commit dist/, then release\ndist/index.js differs from the build'
    )
    expect(stale.calls).toEqual(['staleDist'])

    writeFileSync(path.join(dir, 'notes.txt'), 'left over')
    const dirty = attempt('1.2.0')
    expect(dirty.error).toBe(
      'the git tree is not clean: commit or stash these first, so the release commit holds only the release\n?? notes.txt'
    )
    expect(dirty.calls).toEqual([])
    rmSync(path.join(dir, 'notes.txt'))
    writeFileSync(path.join(dir, 'package-lock.json'), `${FIXTURE_LOCK}\n`)
    expect(attempt('1.2.0').error).toContain('\n M package-lock.json')
    writeFileSync(path.join(dir, 'package-lock.json'), FIXTURE_LOCK)

    expect(snapshot(dir)).toEqual(before)
  })

  it('refuses a changelog without Unreleased entries and a directory that is not a git work tree', () => {
    const empty = releaseRepo('no-entries', { 'CHANGELOG.md': '# Changelog\n\n## [Unreleased]\n\n### Added\n' })
    expect(() => prepareRelease({ root: empty, version: '1.2.0', date: DATE, steps: fakeSteps() })).toThrow(
      'Unreleased section lists no changes'
    )

    const plain = newDir('not-git')
    writeFileSync(path.join(plain, 'package.json'), FIXTURE_PACKAGE)
    writeFileSync(path.join(plain, 'CHANGELOG.md'), FIXTURE)
    expect(() => prepareRelease({ root: plain, version: '1.2.0', date: DATE, steps: fakeSteps() })).toThrow(
      `cannot read the git status of ${plain}: expected a git work tree`
    )
  })

  it('names the way back when the build fails after the files were written', () => {
    const dir = releaseRepo('build-fails')
    const steps: ReleaseSteps = {
      staleDist: () => undefined,
      build: () => {
        throw new Error('ncc: cannot find src/action/index.ts')
      }
    }
    expect(() => prepareRelease({ root: dir, version: '1.2.0', date: DATE, steps })).toThrow(
      'the build failed after package.json, CHANGELOG.md and the pinned versions were changed; `git checkout -- .` undoes them\nncc: cannot find src/action/index.ts'
    )
  })
})

describe('npm run release moves the pinned versions', () => {
  const NAME = (JSON.parse(PACKAGE) as { name: string }).name
  /** Every `NAME@` and a version (not the placeholder X.Y.Z) not preceded by `owner/` (the Action's uses:), found without the code under test. */
  const pinsOf = (text: string): string[] => [
    ...[...text.matchAll(new RegExp(`(^|[^\\w./-])(${NAME}@\\d[^\\s'"\`)\\]]+)`, 'g'))].map(match => match[2] ?? ''),
    // The executables' download URLs, as `NAME@VERSION` too.
    ...[...text.matchAll(new RegExp(`/${NAME}/releases/download/v([^/\\s]+)/`, 'g'))].map(
      match => `${NAME}@${match[1]}`
    ),
    // The GitLab component at a release's tag, as `NAME tag TAG`: its address (`include:
    // component:`) and its file's raw URL (`include: remote:`); then its `version` input's default.
    ...[...text.matchAll(new RegExp(`/${NAME}/deploy@([^\\s'"\`)\\]]+)`, 'g'))].map(match => `${NAME} tag ${match[1]}`),
    ...[
      ...text.matchAll(
        new RegExp(`raw\\.githubusercontent\\.com/[\\w.-]+/${NAME}/(v?\\d+\\.\\d+\\.\\d+[^/\\s]*)/`, 'g')
      )
    ].map(match => `${NAME} tag ${match[1]}`),
    ...[componentVersion(text)].flatMap(found => (found ? [`${NAME}@${found.version}`] : []))
  ]
  /** Whether a pin is of `version`: the package at it, or the component at the tag its release pushes, vX.Y.Z. */
  const pinnedAt = (pin: string, version: string): boolean =>
    pin.endsWith(`${NAME}@${version}`) || pin.endsWith(`${NAME} tag v${version}`)
  /** The `version` input's default in a component's `spec:` header, and its line (0-based). */
  const componentVersion = (text: string): { version: string; line: number } | undefined => {
    const match = /^spec:\n {2}inputs:\n(?: {4,}.*\n)*? {4}version:\n(?: {6,}.*\n)*? {6}default: (\S+)$/m.exec(text)
    if (!match) return undefined
    return { version: match[1] ?? '', line: text.slice(0, match.index + match[0].length).split('\n').length - 1 }
  }
  const allPins = (root: string): string[] =>
    pinningFiles(root).flatMap(file =>
      pinsOf(readFileSync(path.join(root, file), 'utf8')).map(pin => `${file}: ${pin}`)
    )

  it.each([
    [1, `npx --yes --package ${NAME}@0.1.0 -- hosting-deploy`, `npx --yes --package ${NAME}@1.2.0 -- hosting-deploy`],
    [2, `DEPLOY_CLI: ${NAME}@0.1.0\n  X: '${NAME}@1.0.0-rc.1'.`, `DEPLOY_CLI: ${NAME}@1.2.0\n  X: '${NAME}@1.2.0'.`],
    [
      3,
      `uses: octo-org/${NAME}@v1.0.0 and octo-org/${NAME}@1.0.0`,
      `uses: octo-org/${NAME}@v1.0.0 and octo-org/${NAME}@1.0.0`
    ],
    [4, `my-${NAME}@0.1.0, ${NAME}@X.Y.Z, ${NAME}@latest`, `my-${NAME}@0.1.0, ${NAME}@X.Y.Z, ${NAME}@latest`],
    [
      5,
      `https://github.com/octo-org/${NAME}/releases/download/v0.1.0/SHA256SUMS`,
      `https://github.com/octo-org/${NAME}/releases/download/v1.2.0/SHA256SUMS`
    ],
    [
      6,
      `- component: $CI_SERVER_FQDN/g/${NAME}/deploy@v0.1.0\n- component: x/g/${NAME}/deploy@~latest\n- component: y/g/${NAME}/deploy@0.1.0`,
      `- component: $CI_SERVER_FQDN/g/${NAME}/deploy@v1.2.0\n- component: x/g/${NAME}/deploy@~latest\n- component: y/g/${NAME}/deploy@v1.2.0`
    ],
    [
      7,
      `- remote: https://raw.githubusercontent.com/octo-org/${NAME}/v0.1.0/templates/deploy.yml\n$schema: https://raw.githubusercontent.com/octo-org/${NAME}/v1/schema/app-file.schema.json`,
      `- remote: https://raw.githubusercontent.com/octo-org/${NAME}/v1.2.0/templates/deploy.yml\n$schema: https://raw.githubusercontent.com/octo-org/${NAME}/v1/schema/app-file.schema.json`
    ],
    [
      8,
      'spec:\n  inputs:\n    stage:\n      default: 0.1.0\n    version:\n      type: string\n      default: 0.1.0\n---\nj:\n  version:\n      default: 0.1.0\n',
      'spec:\n  inputs:\n    stage:\n      default: 0.1.0\n    version:\n      type: string\n      default: 1.2.0\n---\nj:\n  version:\n      default: 0.1.0\n'
    ]
  ])('%i. %j becomes %j', (_, text, expected) => {
    expect(movePins(text, NAME, '1.2.0')).toBe(expected)
  })

  // The Action's major tag moves with the release: what the release workflow will move.
  it.each([
    [1, '1.2.0', `- uses: octo-org/${NAME}@v1\n`, `- uses: octo-org/${NAME}@v1\n`],
    [2, '2.0.0', `uses: octo-org/${NAME}@v1 # and \`@v1\``, `uses: octo-org/${NAME}@v2 # and \`@v1\``],
    [3, '0.2.0', `\`uses: octo-org/${NAME}@v1\` gets fixes`, `\`uses: octo-org/${NAME}@v0\` gets fixes`],
    [
      4,
      '2.0.0',
      `octo-org/${NAME}@v1.2.3 octo-org/${NAME}@v1x my-${NAME}@v1`,
      `octo-org/${NAME}@v1.2.3 octo-org/${NAME}@v1x my-${NAME}@v1`
    ],
    [
      5,
      '10.0.0',
      `uses: octo-org/${NAME}@<full 40-character commit SHA> # v1.2.3`,
      `uses: octo-org/${NAME}@<full 40-character commit SHA> # v1.2.3`
    ]
  ])('%i. releasing %s: %j becomes %j', (_, version, text, expected) => {
    expect(movePins(text, NAME, version)).toBe(expected)
  })

  it("this repository pins the package at package.json's version, in the README, docs/, examples/ and templates/", () => {
    const pins = allPins(ROOT)
    // The README, docs/cli.md (twice) and the five examples at least.
    expect(pins.length).toBeGreaterThanOrEqual(8)
    // The GitLab component: the version of the CLI it runs, and its own addresses in its header.
    expect(pins.filter(pin => pin.startsWith('templates/deploy.yml: '))).toHaveLength(3)
    const version = (JSON.parse(PACKAGE) as { version: string }).version
    expect(pins.filter(pin => !pinnedAt(pin, version))).toEqual([])
  })

  /** Every `owner/NAME@vN` of the pinning files, found without the code under test, as `file: vN`. */
  const allMajors = (root: string): string[] =>
    pinningFiles(root).flatMap(file =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(new RegExp(`[\\w-]+/${NAME}@(v\\d+)\\b(?!\\.)`, 'g'))
      ].map(match => `${file}: ${match[1]}`)
    )

  it("this repository names the Action by one major tag, the README's first step and the example workflows included", () => {
    const majors = allMajors(ROOT)
    expect(majors.some(pin => pin.startsWith('README.md: '))).toBe(true)
    expect(majors.some(pin => pin.startsWith('.github/workflows/'))).toBe(true)
    expect(new Set(majors.map(pin => pin.split(': ')[1])).size).toBe(1)
    expect(majorPins(README, NAME)).toEqual([majors[0]?.split(': ')[1]])
  })

  it.each([
    ['1.2.0', 'v1'],
    ['2.0.0', 'v2'],
    ['1.1.1', 'v1']
  ])('a release of %s leaves every uses: of the Action at %s, the tag the release workflow moves', (version, major) => {
    const originals = Object.fromEntries(pinningFiles(ROOT).map(file => [file, read(file)]))
    const dir = releaseRepo(`majors-${version}`, originals)
    const { formerMajors } = prepareRelease({ root: dir, version, date: DATE, steps: fakeSteps() })
    const after = allMajors(dir)
    expect(after.length).toBe(allMajors(ROOT).length)
    expect(after.filter(pin => !pin.endsWith(`: ${major}`))).toEqual([])
    const before = [...new Set(allMajors(ROOT).map(pin => pin.split(': ')[1]))]
    expect(formerMajors).toEqual(before.filter(pin => pin !== major))
  })

  it('leaves no stale pin in a copy of the repository, and changes nothing else in those files', () => {
    const originals = Object.fromEntries(pinningFiles(ROOT).map(file => [file, read(file)]))
    const dir = releaseRepo('pins', originals)
    const { pinned } = prepareRelease({ root: dir, version: '1.2.0', date: DATE, steps: fakeSteps() })

    const after = allPins(dir)
    expect(after.length).toBe(allPins(ROOT).length)
    expect(after.filter(pin => !pinnedAt(pin, '1.2.0'))).toEqual([])
    const moves = (file: string): boolean =>
      pinsOf(originals[file] ?? '').length > 0 || majorPins(originals[file] ?? '', NAME).some(pin => pin !== 'v1')
    expect(pinned).toEqual(Object.keys(originals).filter(moves))
    for (const [file, original] of Object.entries(originals)) {
      const lines = original.split('\n')
      const changed = readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (line === lines[i] ? [] : [{ line, was: lines[i] ?? '', at: i }]))
      const versionLine = componentVersion(original)?.line
      for (const { was, at } of changed)
        expect(pinsOf(was).length > 0 || at === versionLine, `${file}: ${was}`).toBe(true)
      // The Action's `uses: octo-org/NAME@v1` stays; the component's addresses move.
      expect(
        changed.every(
          ({ line }) =>
            !line.includes('octo-org/') ||
            line.includes(`octo-org/${NAME}@v1`) ||
            line.includes(`/${NAME}/deploy@v1.2.0`) ||
            line.includes(`octo-org/${NAME}/v1.2.0/templates/`)
        )
      ).toBe(true)
    }
  })
})

describe('npm run release (the command)', () => {
  it('parses its arguments strictly, with the usage on every mistake', async () => {
    const dir = releaseRepo('cli-args')
    const before = snapshot(dir)
    const usage = 'usage: npm run release -- X.Y.Z [--date YYYY-MM-DD]'
    const cases: [string[], string][] = [
      [[], 'npm run release: expected exactly one version, got none'],
      [['1.0.0', '2.0.0'], "npm run release: expected exactly one version, got '1.0.0' '2.0.0'"],
      [['--force', '1.0.0'], "Unknown option '--force'"],
      [['1.0.0', '--date'], "Option '--date <value>' argument missing"]
    ]
    for (const [args, message] of cases) {
      const result = await script('release.ts', args, dir)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr).toContain(message)
      expect(result.stderr).toContain(usage)
    }
    const badDate = await script('release.ts', ['1.2.0', '--date', 'tomorrow'], dir)
    expect([badDate.code, badDate.stderr.trim()]).toEqual([
      1,
      "npm run release: 'tomorrow' is not a date: expected YYYY-MM-DD"
    ])
    expect(snapshot(dir)).toEqual(before)
  })

  it('refuses a dirty tree before it builds anything', async () => {
    const dir = releaseRepo('cli-dirty')
    writeFileSync(path.join(dir, 'CHANGELOG.md'), `${FIXTURE}\n- an edit not committed\n`)
    const before = snapshot(dir)
    const result = await script('release.ts', ['1.2.0', '--date', DATE], dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('npm run release: the git tree is not clean')
    expect(result.stderr).toContain(' M CHANGELOG.md')
    expect(snapshot(dir)).toEqual(before)
  })
})

describe('release notes (the workflow runs scripts/release-notes.ts)', () => {
  const released = releaseChangelog(FIXTURE, '1.2.0', DATE)

  it('are the changelog section of the tag, whose version must be package.json', () => {
    expect(releaseNotes({ tag: 'v1.2.0', packageVersion: '1.2.0', changelog: released })).toBe(
      changelogSection(released, '1.2.0')
    )
    expect(() => releaseNotes({ tag: 'v1.2.1', packageVersion: '1.2.0', changelog: released })).toThrow(
      "the tag v1.2.1 does not match package.json's version 1.2.0: expected the tag v1.2.0 on this commit, or a commit prepared with `npm run release -- 1.2.1`"
    )
    for (const tag of ['1.2.0', 'v1.2', 'v1.2.0-rc.1', 'release-1.2.0']) {
      expect(() => releaseNotes({ tag, packageVersion: '1.2.0', changelog: released }), tag).toThrow(
        `the tag '${tag}' is not a release tag: expected vX.Y.Z`
      )
    }
    expect(() => releaseNotes({ tag: 'v1.2.0', packageVersion: '1.2.0', changelog: FIXTURE })).toThrow(
      'CHANGELOG.md has no section for 1.2.0'
    )
  })

  it('print the notes, or fail with the reason, as a command in the repository root', async () => {
    const dir = newDir('notes')
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '1.2.0' }))
    writeFileSync(path.join(dir, 'CHANGELOG.md'), released)
    const ok = await script('release-notes.ts', ['--tag', 'v1.2.0'], dir)
    expect([ok.code, ok.stdout]).toEqual([0, `${changelogSection(released, '1.2.0')}\n`])

    const wrong = await script('release-notes.ts', ['--tag', 'v1.1.0'], dir)
    expect([wrong.code, wrong.stdout]).toEqual([1, ''])
    expect(wrong.stderr).toContain("release-notes: the tag v1.1.0 does not match package.json's version 1.2.0")
    for (const args of [[], ['--tag', 'v1.2.0', 'extra'], ['--tga', 'v1.2.0']]) {
      const result = await script('release-notes.ts', args, dir)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr).toContain('usage: npx tsx scripts/release-notes.ts --tag vX.Y.Z')
    }
  })
})

interface WorkflowStep {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface WorkflowJob {
  needs?: string | string[]
  environment?: string
  permissions?: Record<string, string>
  outputs?: Record<string, string>
  steps: WorkflowStep[]
}
const workflow = parse(read('.github/workflows/release-action.yml')) as {
  on: { push: { tags: string[] } }
  permissions: Record<string, string>
  jobs: { check: WorkflowJob; publish: WorkflowJob }
}
const { check, publish } = workflow.jobs

describe('the release workflow', () => {
  it('runs on a pushed vX.Y.Z tag and checks the commit before anything is published', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } })
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(check.permissions).toBeUndefined()
    expect(check.steps.map(step => step.uses?.replace(/@[0-9a-f]{40}$/, '@<sha>')).filter(Boolean)).toEqual([
      'actions/checkout@<sha>',
      'actions/setup-node@<sha>',
      'actions/upload-artifact@<sha>'
    ])
    // Dependencies' install scripts and the tests run here: no token left in .git/config. Every
    // branch is fetched, to find the tagged commit on main.
    expect(check.steps[0]?.with).toEqual({ 'persist-credentials': false, 'fetch-depth': 0 })
    const runs = check.steps.map(step => step.run?.trim() ?? '')
    const at = (pattern: RegExp): number => runs.findIndex(text => pattern.test(text))
    // Before anything of the tagged commit runs.
    expect(at(/--is-ancestor "\$commit" refs\/remotes\/origin\/main/)).toBeGreaterThan(-1)
    expect(at(/^npm ci$/)).toBeGreaterThan(at(/--is-ancestor/))
    expect(at(/npx tsx scripts\/release-notes\.ts --tag "\$GITHUB_REF_NAME"/)).toBeGreaterThan(at(/^npm ci$/))
    expect(at(/^npm run check-dist -- --rebuild$/)).toBeGreaterThan(at(/release-notes/))
    expect(at(/^npm test$/)).toBeGreaterThan(at(/^npm run check-dist -- --rebuild$/))
    // The package npm gets is the one packed after the tests passed.
    expect(at(/^npm pack /m)).toBeGreaterThan(at(/^npm test$/))
    expect(check.outputs).toEqual({ notes: '${{ steps.notes.outputs.notes }}' })
    expect(check.steps.find(step => step.run?.includes('release-notes'))?.id).toBe('notes')
  })

  it('publishes from a job that alone may write and runs no npm code', () => {
    expect(publish.needs).toEqual(['check', 'binaries'])
    expect(publish.permissions).toEqual({ contents: 'write' })
    expect(publish.steps[0]).toEqual({
      uses: expect.stringMatching(/^actions\/checkout@[0-9a-f]{40}$/),
      with: { 'fetch-depth': 0 }
    })
    expect(publish.steps.filter(step => /\b(npm|npx|node)\b/.test(step.run ?? ''))).toEqual([])
    expect(publish.steps.some(step => step.env?.NOTES === '${{ needs.check.outputs.notes }}')).toBe(true)
  })

  it('publishes only in the environment a maintainer protects, which the checks and builds do not wait for', () => {
    expect(Object.entries(workflow.jobs).map(([name, job]) => [name, job.environment])).toEqual([
      ['check', undefined],
      ['binaries', undefined],
      ['publish', 'release'],
      ['publish-npm', 'release']
    ])
  })

  describe('its publish steps, run against a local remote with a stand-in for gh', () => {
    const dir = newDir('publish')
    const remote = path.join(dir, 'origin.git')
    const work = path.join(dir, 'work')
    const bin = path.join(dir, 'bin')
    const ghLog = path.join(dir, 'gh.log')
    const notesFile = path.join(dir, 'notes-given-to-gh.md')
    const commits: Record<string, string> = {}
    const ASSETS = [
      'hosting-deploy-darwin-arm64',
      'hosting-deploy-linux-arm64',
      'hosting-deploy-linux-x64',
      'hosting-deploy-win-x64.exe'
    ]
    /** The files given to gh, in the shell's order: the executables, then SHA256SUMS. */
    const uploaded = [...ASSETS, 'SHA256SUMS'].map(asset => path.join(dir, 'assets', asset)).join(' ')

    beforeAll(() => {
      git(dir, 'init', '-q', '--bare', remote)
      git(dir, 'clone', '-q', remote, work)
      for (const [name, tag] of [
        ['A', 'v1.0.0'],
        ['B', 'v1.1.0'],
        ['C', 'v1.2.0']
      ] as const) {
        writeFileSync(path.join(work, 'file.txt'), name)
        git(work, 'add', '-A')
        git(work, 'commit', '-q', '-m', name)
        commits[name] = git(work, 'rev-parse', 'HEAD')
        // v1.2.0 is annotated: its object is not the commit.
        git(work, 'tag', ...(tag === 'v1.2.0' ? ['-a', '-m', tag] : []), tag)
      }
      git(work, 'push', '-q', 'origin', 'HEAD:main', '--tags')
      mkdirSync(bin)
      // What download-artifact leaves: one executable per platform.
      mkdirSync(path.join(dir, 'assets'))
      for (const asset of ASSETS) writeFileSync(path.join(dir, 'assets', asset), `binary of ${asset}\n`)
      // `gh release view` finds a release only when GH_RELEASE_EXISTS is set; every call is
      // logged, and `release create` keeps a copy of its --notes-file (the 8th argument).
      writeFileSync(
        path.join(bin, 'gh'),
        `#!/bin/sh\necho "$*" >> "${ghLog}"\nif [ "$1 $2" = "release view" ]; then [ -n "$GH_RELEASE_EXISTS" ]; exit; fi\nif [ "$1 $2" = "release create" ]; then cp "$8" "${notesFile}"; fi\n`
      )
      chmodSync(path.join(bin, 'gh'), 0o755)
    })

    /** Runs the publish job's run steps in order as the runner does (bash -e, pipefail). */
    async function publishSteps(
      tag: string,
      sha: string,
      { v1 = 'A', env: extra = {} }: { v1?: string; env?: Record<string, string> } = {}
    ): Promise<Run & { remoteV1: string }> {
      rmSync(ghLog, { force: true })
      rmSync(notesFile, { force: true })
      git(work, 'tag', '-f', 'v1', commits[v1] ?? '')
      git(work, 'push', '-q', '-f', 'origin', 'refs/tags/v1')
      let out: Run = { code: 0, stdout: '', stderr: '' }
      for (const step of publish.steps.filter(s => s.run)) {
        const file = path.join(dir, 'step.sh')
        writeFileSync(file, step.run ?? '')
        const env = {
          ...GIT_ENV,
          PATH: `${bin}:${process.env.PATH}`,
          GITHUB_REF_NAME: tag,
          GITHUB_SHA: sha,
          RUNNER_TEMP: dir,
          GH_TOKEN: 'not-a-token',
          NOTES: '### Added\n\n- Notes.',
          ...extra
        }
        const result = await run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', file], work, env)
        out = { code: result.code, stdout: out.stdout + result.stdout, stderr: out.stderr + result.stderr }
        if (result.code !== 0) break
      }
      // Not peeled: v1 must name the commit itself, not a tag object.
      return { ...out, remoteV1: git(dir, '--git-dir', remote, 'rev-parse', 'refs/tags/v1') }
    }
    const ghCalls = (): string[] => {
      try {
        return readFileSync(ghLog, 'utf8').trim().split('\n')
      } catch {
        return []
      }
    }

    it('create the release with the notes and move v1 to the newest release, an annotated tag peeled to its commit', async () => {
      const result = await publishSteps('v1.2.0', commits.C ?? '')
      expect(result.code, result.stderr).toBe(0)
      expect(ghCalls()).toEqual([
        'release view v1.2.0',
        `release create v1.2.0 --verify-tag --title v1.2.0 --notes-file ${dir}/notes.md ${uploaded}`
      ])
      expect(readFileSync(notesFile, 'utf8')).toBe('### Added\n\n- Notes.\n')
      // SHA256SUMS lists every executable, and a download checks against it.
      const sums = readFileSync(path.join(dir, 'assets', 'SHA256SUMS'), 'utf8')
      expect(
        sums
          .trim()
          .split('\n')
          .map(line => line.split(/\s+\*?/)[1])
      ).toEqual(ASSETS)
      expect(
        execFileSync('sha256sum', ['--check', 'SHA256SUMS'], { cwd: path.join(dir, 'assets'), encoding: 'utf8' })
      ).toBe(ASSETS.map(asset => `${asset}: OK\n`).join(''))
      expect(result.remoteV1).toBe(commits.C)
      expect(result.stdout).toContain(`v1 now points at v1.2.0 (${commits.C}).`)

      const tagObject = git(work, 'rev-parse', 'v1.2.0')
      expect(tagObject).not.toBe(commits.C)
      const byTagObject = await publishSteps('v1.2.0', tagObject)
      expect(byTagObject.code, byTagObject.stderr).toBe(0)
      expect(byTagObject.remoteV1).toBe(commits.C)
    })

    it('on a re-run, leave the existing release alone and still move v1', async () => {
      const result = await publishSteps('v1.2.0', commits.C ?? '', { env: { GH_RELEASE_EXISTS: '1' } })
      expect(result.code, result.stderr).toBe(0)
      expect(ghCalls()).toEqual(['release view v1.2.0', `release upload v1.2.0 --clobber ${uploaded}`])
      expect(result.stdout).toContain(
        'The release v1.2.0 exists already (a re-run): its notes are left as they are, its files replaced.'
      )
      expect(result.remoteV1).toBe(commits.C)
    })

    it('leave v1 on the newest release when an older one is published late', async () => {
      const result = await publishSteps('v1.1.0', commits.B ?? '', { v1: 'C' })
      expect(result.code, result.stderr).toBe(0)
      expect(ghCalls()).toEqual([
        'release view v1.1.0',
        `release create v1.1.0 --verify-tag --title v1.1.0 --notes-file ${dir}/notes.md ${uploaded}`
      ])
      expect(result.stdout).toContain('::notice::v1 stays where it is: v1.2.0 is newer than v1.1.0.')
      expect(result.remoteV1).toBe(commits.C)
    })

    it('stop before publishing when the tagged commit is not on main', async () => {
      // A commit on another branch, tagged and pushed as anyone allowed to push tags could.
      git(work, 'checkout', '-q', '-b', 'elsewhere', commits.C ?? '')
      writeFileSync(path.join(work, 'file.txt'), 'elsewhere')
      git(work, 'commit', '-q', '-am', 'elsewhere')
      const elsewhere = git(work, 'rev-parse', 'HEAD')
      git(work, 'tag', 'v1.3.0')
      git(work, 'push', '-q', 'origin', 'elsewhere', 'v1.3.0')
      git(work, 'checkout', '-q', commits.C ?? '')
      try {
        const result = await publishSteps('v1.3.0', elsewhere)
        expect(result.code).toBe(1)
        expect(result.stdout).toContain(`::error::v1.3.0 (${elsewhere}) is not a commit of main`)
        expect(ghCalls()).toEqual([])
        expect(result.remoteV1).toBe(commits.A)
      } finally {
        git(work, 'push', '-q', '--delete', 'origin', 'elsewhere', 'v1.3.0')
        git(work, 'tag', '-d', 'v1.3.0')
      }
    })

    it('stop before publishing when the tag moved after the checks', async () => {
      const result = await publishSteps('v1.2.0', commits.B ?? '')
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(`::error::v1.2.0 moved to ${commits.C} after this run checked ${commits.B}`)
      expect(ghCalls()).toEqual([])
      expect(result.remoteV1).toBe(commits.A)
    })
  })
})

describe('what a release ships with', () => {
  it('an MIT LICENSE, named in package.json', () => {
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /)
    expect(JSON.parse(PACKAGE)).toMatchObject({ license: 'MIT' })
  })

  it("a security policy: private reporting on GitHub, the README's threat model as the scope, supported versions", () => {
    const security = read('SECURITY.md')
    expect(security).toContain('**Security** tab and choose **Report a vulnerability**')
    expect(security).toContain('(README.md#threat-model)')
    // The link's target: the README's own section.
    expect(read('README.md')).toMatch(/^## Threat model$/m)
    expect(security).toMatch(/^## Supported versions$/m)
    expect(security).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/)
  })

  it('Dependabot for npm and the actions, weekly, minor and patch updates grouped', () => {
    const config = parse(read('.github/dependabot.yml')) as {
      version: number
      updates: {
        'package-ecosystem': string
        directory: string
        schedule: { interval: string }
        groups: Record<string, { 'update-types': string[] }>
      }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates.map(update => update['package-ecosystem'])).toEqual(['npm', 'github-actions'])
    for (const update of config.updates) {
      expect(update).toMatchObject({ directory: '/', schedule: { interval: 'weekly' } })
      expect(Object.values(update.groups).map(group => group['update-types'])).toEqual([['minor', 'patch']])
    }
  })

  it("a Versions section in the README, right before the inputs, linking to Dependabot's configuration in valid YAML", () => {
    const at = README.indexOf('\n## Versions\n')
    expect(at).toBeGreaterThan(-1)
    const section = README.slice(at, README.indexOf('\n## ', at + 1))
    expect(README.slice(at + section.length).startsWith('\n## Inputs\n')).toBe(true)
    expect(section).toContain('@v1')
    expect(section).toMatch(/full 40-character commit SHA/)
    expect(section).toContain('`github-actions`')
    // The configuration itself is in docs/workflows.md, the section the README links to.
    const anchor = 'keeping-the-action-current-dependabot'
    expect(section).toContain(`](docs/workflows.md#${anchor})`)
    const doc = read('docs/workflows.md')
    const from = doc.indexOf('\n## Keeping the action current: Dependabot\n')
    expect(from).toBeGreaterThan(-1)
    const end = doc.indexOf('\n## ', from + 1)
    const dependabot = doc.slice(from, end === -1 ? undefined : end)
    expect(dependabot).toContain('`github-actions`')
    const blocks = [...dependabot.matchAll(/```yaml\n([\s\S]*?)```/g)].map(match => match[1] ?? '')
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks)
      expect(parse(block)).toMatchObject({ version: 2, updates: [{ 'package-ecosystem': 'github-actions' }] })
  })
})
