// Fails when dist/ is not what the sources build: users run dist/index.js (the Action) and
// dist/cli/index.js (the command line), so both are rebuilt and committed with every source change.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Each bundle: its entry and where it is committed. */
const BUNDLES = [
  { entry: 'src/action/index.ts', dir: 'dist' },
  { entry: 'src/cli/index.ts', dir: 'dist/cli' }
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

const problems = []
for (const { entry, dir } of BUNDLES) {
  const out = mkdtempSync(path.join(tmpdir(), 'check-dist-'))
  try {
    execFileSync(
      'npx',
      ['ncc', 'build', entry, '-o', out, '--license', 'licenses.txt', '--target', 'es2022', '--quiet'],
      { stdio: ['ignore', 'ignore', 'inherit'] }
    )
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
}
if (problems.length > 0) {
  console.error(
    `dist/ is stale:\n  ${problems.join('\n  ')}\nRun \`npm run build\` and commit dist/ together with the source change.`
  )
  process.exitCode = 1
} else {
  console.log('dist/ matches the sources.')
}
