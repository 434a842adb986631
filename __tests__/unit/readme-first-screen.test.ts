// The README's first screen, which is also the npm package's page: the Action's step, the command
// line's npx form and the local demo within its first 40 lines, every form true to what it runs;
// the steps under "How it works"; every link to a section of the README or docs/cli.md lands on
// a heading.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const README = read('README.md')
const CLI_DOC = read('docs/cli.md')
const PACKAGE = JSON.parse(read('package.json')) as { name: string; version: string; scripts: Record<string, string> }
const action = parse(read('action.yml')) as { inputs: Record<string, { required?: boolean }> }

const FIRST_SCREEN = README.split('\n').slice(0, 40).join('\n')
const blocks = (markdown: string, lang: string): string[] =>
  [...markdown.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(match => match[1] ?? '')

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
const anchorsOf = (markdown: string): string[] =>
  [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map(match => anchor(match[1] ?? ''))

describe("the README's first screen", () => {
  it("shows the Action's step, with known inputs and every required one", () => {
    const [step] = blocks(FIRST_SCREEN, 'yaml').map(text => parse(text) as { uses: string; with: object }[])
    expect(step?.[0]?.uses).toBe(`octo-org/${PACKAGE.name}@v1`)
    const given = Object.keys(step?.[0]?.with ?? {})
    expect(given.filter(input => !(input in action.inputs))).toEqual([])
    const required = Object.entries(action.inputs).filter(([, input]) => input.required)
    expect(required.map(([input]) => input).filter(input => !given.includes(input))).toEqual([])
  })

  it("shows the command line's npx form of docs/cli.md, at package.json's version", () => {
    const [npx] = blocks(FIRST_SCREEN, 'sh').map(text => text.trim())
    expect(npx).toMatch(
      new RegExp(
        `^npx --yes --package ${PACKAGE.name}@${PACKAGE.version.replace(/\./g, '\\.')} -- hosting-deploy deploy `
      )
    )
    expect(blocks(CLI_DOC, 'sh').map(text => text.trim())).toContain(npx)
  })

  it('says how to try it locally, with scripts that exist', () => {
    expect(FIRST_SCREEN).toContain('Try it locally, against a sandbox of the hosting API: `npm ci && npm run demo`.')
    expect(PACKAGE.scripts.demo).toBeDefined()
  })

  it('links the command line and the executable without Node', () => {
    expect(FIRST_SCREEN).toContain('](docs/cli.md)')
    expect(FIRST_SCREEN).toContain('](docs/cli.md#without-node-a-single-executable)')
  })
})

describe('the rest of the README', () => {
  it('lists what the action does, in eight steps, under "How it works"', () => {
    const at = README.indexOf('\n## How it works\n')
    expect(at).toBeGreaterThan(-1)
    const section = README.slice(at + 1, README.indexOf('\n## ', at + 1))
    expect([...section.matchAll(/^(\d+)\. /gm)].map(match => Number(match[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('has a table of contents naming every section, in order', () => {
    const contents = README.slice(
      README.indexOf('\n## Contents\n'),
      README.indexOf('\n## ', README.indexOf('\n## Contents\n') + 1)
    )
    const listed = [...contents.matchAll(/^- \[[^\]]+\]\(#([^)]+)\)$/gm)].map(match => match[1])
    const sections = [...README.replace(/```[\s\S]*?```/g, '').matchAll(/^## (.+)$/gm)]
      .map(match => anchor(match[1] ?? ''))
      .filter(name => name !== 'contents')
    expect(listed).toEqual(sections)
  })

  it('links only to sections that exist, in the README and in docs/cli.md', () => {
    const broken = [
      ...[...README.matchAll(/\]\(#([^)]+)\)/g)].filter(match => !anchorsOf(README).includes(match[1] ?? '')),
      ...[...README.matchAll(/\]\(docs\/cli\.md#([^)]+)\)/g)].filter(
        match => !anchorsOf(CLI_DOC).includes(match[1] ?? '')
      )
    ].map(match => match[0])
    expect(broken).toEqual([])
  })
})
