// CHANGELOG.md (Keep a Changelog form) and release versions: what `npm run release` and the
// release workflow share, as pure functions on strings so the tests need no files.

/** A release version: X.Y.Z, no leading v, no pre-release (the major tag moves with each). */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** `## [1.2.3] - 2026-11-23` or `## [Unreleased]`; the name in group 1. */
const SECTION = /^## \[([^\]]+)\]/
/** A link reference definition, `[1.2.3]: https://...`, which follows the last section. */
const LINK = /^\[[^\]]+\]:\s/

export function parseVersion(text: string): [number, number, number] | undefined {
  const match = SEMVER.exec(text)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

/** Negative when a < b, 0 when equal, positive when a > b; both must be X.Y.Z. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)]
  if (!x || !y) throw new Error(`cannot compare '${a}' with '${b}': expected two X.Y.Z versions`)
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
}

interface Section {
  /** Index of the heading line. */
  heading: number
  /** Index of the first line after the body: the next section, the links, or the end. */
  end: number
}

function findSection(lines: string[], name: string): Section | undefined {
  const heading = lines.findIndex(line => SECTION.exec(line)?.[1]?.toLowerCase() === name.toLowerCase())
  if (heading === -1) return undefined
  let end = heading + 1
  while (end < lines.length && !/^## /.test(lines[end] ?? '') && !LINK.test(lines[end] ?? '')) end++
  return { heading, end }
}

function hasEntries(body: string[]): boolean {
  return body.some(line => /^\s*[-*] \S/.test(line))
}

/** The body of `## [version]` without its heading, trimmed: the release's notes. */
export function changelogSection(changelog: string, version: string): string {
  const lines = changelog.split('\n')
  const section = findSection(lines, version)
  if (!section)
    throw new Error(
      `CHANGELOG.md has no section for ${version}: expected a heading '## [${version}] - YYYY-MM-DD' (npm run release -- ${version} writes it)`
    )
  const body = lines.slice(section.heading + 1, section.end)
  if (!hasEntries(body))
    throw new Error(
      `CHANGELOG.md's section for ${version} lists no changes: expected lines starting with '- ' under it`
    )
  return body.join('\n').trim()
}

/** The changelog with the Unreleased entries moved under `## [version] - date`, Unreleased left empty. */
export function releaseChangelog(changelog: string, version: string, date: string): string {
  if (!parseVersion(version)) throw new Error(`'${version}' is not a release version: expected X.Y.Z, e.g. 1.2.3`)
  if (!DATE.test(date)) throw new Error(`'${date}' is not a date: expected YYYY-MM-DD`)
  const lines = changelog.split('\n')
  if (findSection(lines, version))
    throw new Error(`CHANGELOG.md already has a section for ${version}: expected a version that was not released yet`)
  const unreleased = findSection(lines, 'Unreleased')
  if (!unreleased)
    throw new Error(
      "CHANGELOG.md has no '## [Unreleased]' section: expected one above the releases, with this release's changes"
    )
  const body = lines.slice(unreleased.heading + 1, unreleased.end)
  if (!hasEntries(body))
    throw new Error(
      "CHANGELOG.md's Unreleased section lists no changes: add this release's changes under it (lines starting with '- ') first"
    )
  const entries = body.join('\n').trim()
  const rest = lines.slice(unreleased.end)
  const released = [
    ...lines.slice(0, unreleased.heading + 1),
    '',
    `## [${version}] - ${date}`,
    '',
    entries,
    '',
    ...rest
  ]
  return updateLinks(released, version).join('\n').replace(/\n*$/, '\n')
}

/** Keeps comparison links right when the changelog has them: `[Unreleased]: .../compare/vA...HEAD`. */
function updateLinks(lines: string[], version: string): string[] {
  const at = lines.findIndex(line => /^\[unreleased\]:\s/i.test(line))
  const match = at === -1 ? undefined : /^\[unreleased\]:\s*(\S+\/compare\/)(\S+)\.\.\.HEAD\s*$/i.exec(lines[at] ?? '')
  if (!match) return lines
  const [, base, previous] = match
  return [
    ...lines.slice(0, at),
    `[Unreleased]: ${base}v${version}...HEAD`,
    `[${version}]: ${base}${previous}...v${version}`,
    ...lines.slice(at + 1)
  ]
}
