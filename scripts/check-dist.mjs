// Fails when dist/ is not what the sources build: users run dist/index.js, so it must be
// rebuilt and committed with every source change.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const out = mkdtempSync(path.join(tmpdir(), 'check-dist-'))
try {
  execFileSync(
    'npx',
    ['ncc', 'build', 'src/index.ts', '-o', out, '--license', 'licenses.txt', '--target', 'es2022', '--quiet'],
    {
      stdio: ['ignore', 'ignore', 'inherit']
    }
  )
  const built = readdirSync(out).sort()
  let committed = []
  try {
    committed = readdirSync('dist').sort()
  } catch {
    // no dist/ at all: reported below
  }
  const problems = []
  for (const name of new Set([...built, ...committed])) {
    if (!built.includes(name)) problems.push(`dist/${name} is not produced by the build any more`)
    else if (!committed.includes(name)) problems.push(`dist/${name} is missing`)
    else if (!readFileSync(path.join(out, name)).equals(readFileSync(path.join('dist', name))))
      problems.push(`dist/${name} differs from the build`)
  }
  if (problems.length > 0) {
    console.error(
      `dist/ is stale:\n  ${problems.join('\n  ')}\nRun \`npm run build\` and commit dist/ together with the source change.`
    )
    process.exitCode = 1
  } else {
    console.log('dist/ matches the sources.')
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
