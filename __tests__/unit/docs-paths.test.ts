// Every repository path the docs name exists: a file or folder in a code span (`src/...`,
// `scripts/...`, `__tests__/...`), a relative link, and every dev dependency they name. A file
// that moves or goes takes its mentions with it, or this test names them.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const markdownUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.md'))
    .map(file => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort()

/** The docs: the top-level Markdown files, docs/ and the examples' READMEs. */
const DOCS = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...markdownUnder('docs'), ...markdownUnder('examples')]
/** Where repository paths start; build/, node_modules/ and .tmp/ are made on a machine, not committed. */
const TOP_FOLDERS = ['src', 'scripts', 'sandbox', '__tests__', 'docs', 'examples', '.github', 'dist']
const withoutCodeBlocks = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, '')

/** The repository paths in `markdown`'s code spans, e.g. `src/cli/parse/flags.ts` or `docs/`. */
function namedPaths(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/`([^`\s]+)`/g)]
    .map(match => match[1] ?? '')
    .filter(text => TOP_FOLDERS.some(folder => text.startsWith(`${folder}/`)))
    .map(text => text.replace(/[.,:;]$/, ''))
}

/** The relative targets of `markdown`'s links, without their #fragment. */
function linkTargets(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(match => (match[1] ?? '').split('#')[0] ?? '')
    .filter(target => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
}

/** The packages the docs call a dev dependency: "the `node` dev dependency", "`x` (a dev dependency". */
function namedDevDependencies(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`,? \(?(?:a |the )?dev dependency/g)].map(match => match[1] ?? '')
}

describe('the docs name what the repository has', () => {
  it.each([
    [1, 'runs `run()` from `src/main.ts` and `src/action/main.ts`.', ['src/main.ts', 'src/action/main.ts']],
    [2, '`scripts/`, `docs/cli.md`, not `npm test` or `build/hosting-deploy`', ['scripts/', 'docs/cli.md']],
    [3, '```sh\nnode `src/in-a-block.ts`\n```\nthen `__tests__/harness/node22.ts`.', ['__tests__/harness/node22.ts']]
  ])('%i. finds the paths of %j', (_, markdown, paths) => {
    expect(namedPaths(markdown)).toEqual(paths)
  })

  it.each(DOCS)('%s: every repository path in a code span exists', doc => {
    const missing = namedPaths(read(doc)).filter(named => !existsSync(path.join(ROOT, named)))
    expect(missing, `${doc} names paths that are not in the repository`).toEqual([])
  })

  it.each(DOCS)('%s: every relative link lands on a file or folder', doc => {
    const missing = linkTargets(read(doc)).filter(target => !existsSync(path.join(ROOT, path.dirname(doc), target)))
    expect(missing, `${doc} links to paths that are not in the repository`).toEqual([])
  })

  it('the docs name paths at all, so the checks above check something', () => {
    expect(DOCS.length).toBeGreaterThanOrEqual(8)
    expect(namedPaths(read('CONTRIBUTING.md')).length).toBeGreaterThan(20)
    expect(DOCS.flatMap(doc => linkTargets(read(doc))).length).toBeGreaterThan(20)
  })

  it('every dev dependency the docs name is one of package.json', () => {
    const { devDependencies } = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }
    const named = DOCS.flatMap(doc => namedDevDependencies(read(doc)).map(name => ({ doc, name })))
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter(({ name }) => !(name in devDependencies))).toEqual([])
    expect(namedDevDependencies('runs on Node 22 (the `node22` dev dependency)')).toEqual(['node22'])
  })
})
