// `npx tsx scripts/release-notes.ts --tag vX.Y.Z`, run by the release workflow in the
// repository root: fails unless the tag is vX.Y.Z and package.json's version is X.Y.Z, then
// prints CHANGELOG.md's section for X.Y.Z, which becomes the GitHub release's notes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { changelogSection, parseVersion } from './changelog.js'

const USAGE = 'usage: npx tsx scripts/release-notes.ts --tag vX.Y.Z'

/** The notes for a release tag, after checking it against package.json's version. */
export function releaseNotes({
  tag,
  packageVersion,
  changelog
}: {
  tag: string
  packageVersion: string
  changelog: string
}): string {
  const version = tag.startsWith('v') ? tag.slice(1) : ''
  if (!parseVersion(version)) throw new Error(`the tag '${tag}' is not a release tag: expected vX.Y.Z, e.g. v1.2.3`)
  if (packageVersion !== version) {
    throw new Error(
      `the tag ${tag} does not match package.json's version ${packageVersion}: expected the tag v${packageVersion} on this commit, or a commit prepared with \`npm run release -- ${version}\``
    )
  }
  return changelogSection(changelog, version)
}

function main(argv: string[]): void {
  let tag: string | undefined
  try {
    tag = parseArgs({ args: argv, strict: true, options: { tag: { type: 'string' } } }).values.tag
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
  if (!tag) throw new Error(`--tag is required\n${USAGE}`)
  const root = process.cwd()
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }
  console.log(
    releaseNotes({
      tag,
      packageVersion: pkg.version ?? '',
      changelog: readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8')
    })
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(`release-notes: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
