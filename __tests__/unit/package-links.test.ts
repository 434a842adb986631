// The npm package's Markdown links only to what the package holds. A relative link to a file
// that `files` leaves out (CONTRIBUTING.md, examples/) is dead in node_modules and on the
// registry's page, so such a link points at the repository instead. (What `npm pack` writes
// is e2e/cli-package.test.ts's; this reads package.json, as npm does.)
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** npm packs these whatever `files` says. */
const ALWAYS_PACKED = ['package.json', 'README.md', 'LICENSE']

/** Whether npm packs the repository file `file` (a path from the root, with /). */
function isPacked(file: string): boolean {
  return (
    ALWAYS_PACKED.includes(file) ||
    packageJson.files.some(entry => (entry.endsWith('/') ? file.startsWith(entry) : file === entry))
  )
}

/** The relative targets of `markdown`'s links (inline and reference), outside code blocks. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g), ...prose.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)]
    .map(match => match[1] ?? '')
    .filter(target => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
}

const PACKED_MARKDOWN = [...new Set(['README.md', ...packageJson.files.filter(file => file.endsWith('.md'))])]

describe('the packed Markdown links inside the package', () => {
  it('finds the links at all: the packed docs, README and docs/cli.md among them, link to each other', () => {
    expect(PACKED_MARKDOWN).toEqual(expect.arrayContaining(['README.md', 'docs/cli.md', 'docs/app.md']))
    const links = PACKED_MARKDOWN.flatMap(file => relativeLinks(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(links.length).toBeGreaterThan(20)
    expect(
      relativeLinks('see [app](app.md#keys), [x](https://example.com), [y](#top) and\n[ref]: ../CHANGELOG.md')
    ).toEqual(['app.md#keys', '../CHANGELOG.md'])
  })

  it.each(PACKED_MARKDOWN)('%s: every relative link lands on a file the package holds', file => {
    const links = relativeLinks(readFileSync(path.join(ROOT, file), 'utf8'))
    const dead = links.filter(link => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link.split('#')[0] ?? ''))
      return target.startsWith('../') || !isPacked(target) || !existsSync(path.join(ROOT, target))
    })
    expect(dead, `${file} links to what the package does not hold`).toEqual([])
  })

  it('an app file error points at docs/app.md: the package holds it', () => {
    expect(isPacked('docs/app.md')).toBe(true)
  })
})
