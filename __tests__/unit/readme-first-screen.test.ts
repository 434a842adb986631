// The README's first screen, which is also the npm package's page: the Action's step, the command
// line's npx form and the local demo within its first 40 lines, every form true to what it runs;
// the whole README a few screens long (depth lives in docs/); the steps under "How it works"; the
// Node API's quick start true to the API; every link to a section of the README or of a doc lands
// on a heading.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import ts from 'typescript'
import { parse } from 'yaml'
import * as nodeApi from '../../src/node/index.js'
import { deploySettings } from '../../src/node/options.js'
import { resultJson } from '../../src/result/result-json.js'
import { deployResult } from './cli/fixtures.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')
const README = read('README.md')
const CLI_DOC = read('docs/cli.md')
const PACKAGE = JSON.parse(read('package.json')) as { name: string; version: string; scripts: Record<string, string> }
const action = parse(read('action.yml')) as { inputs: Record<string, { required?: boolean }> }

const FIRST_SCREEN = README.split('\n').slice(0, 40).join('\n')
/** The most lines the README may have: a front door, its depth in docs/. */
const MAX_README_LINES = 450
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
  it(`fits on a few screens: ${MAX_README_LINES} lines at most`, () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_README_LINES)
  })

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

  it('links only to sections that exist, in the README and in the docs', () => {
    const toDocs = [...README.matchAll(/\]\((docs\/[\w-]+\.md)#([^)]+)\)/g)]
    expect(toDocs.map(match => match[1])).toEqual(expect.arrayContaining(['docs/cli.md', 'docs/workflows.md']))
    const broken = [
      ...[...README.matchAll(/\]\(#([^)]+)\)/g)].filter(match => !anchorsOf(README).includes(match[1] ?? '')),
      ...toDocs.filter(match => !anchorsOf(read(match[1] ?? '')).includes(match[2] ?? ''))
    ].map(match => match[0])
    expect(broken).toEqual([])
  })
})

describe("the README's quick start of the Node API", () => {
  const [code = ''] = blocks(README, 'ts')
  const source = ts.createSourceFile('quick-start.ts', code, ts.ScriptTarget.Latest, true)
  const nodes: ts.Node[] = []
  const walk = (node: ts.Node): void => {
    nodes.push(node)
    node.forEachChild(walk)
  }
  walk(source)

  it("imports from package.json's name only what the API exports", () => {
    const imports = nodes.filter(ts.isImportDeclaration)
    expect(imports.map(node => (node.moduleSpecifier as ts.StringLiteral).text)).toEqual([PACKAGE.name])
    const named = imports.flatMap(node => {
      const bindings = node.importClause?.namedBindings
      return bindings && ts.isNamedImports(bindings) ? bindings.elements.map(element => element.name.text) : []
    })
    expect(named).toContain('deploy')
    expect(named.filter(name => !(name in nodeApi))).toEqual([])
  })

  it('calls deploy() with options its checks accept, the key from HOSTING_API_KEY', () => {
    const [call] = nodes.filter(
      (node): node is ts.CallExpression =>
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'deploy'
    )
    const [argument] = call?.arguments ?? []
    expect(argument && ts.isObjectLiteralExpression(argument)).toBe(true)
    const options: Record<string, string> = {}
    for (const property of (argument as ts.ObjectLiteralExpression).properties) {
      if (ts.isShorthandPropertyAssignment(property)) {
        // A variable the snippet declares: the key, read from the environment.
        const declared = nodes.find(
          (node): node is ts.VariableDeclaration =>
            ts.isVariableDeclaration(node) && node.name.getText() === property.name.text
        )
        expect(declared?.initializer?.getText(), property.name.text).toContain('process.env.HOSTING_API_KEY')
        options[property.name.text] = 'sbx_docs_key_01'
      } else if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)) {
        options[property.name.getText()] = property.initializer.text
      } else {
        throw new Error(`an option the test cannot read: ${property.getText()}`)
      }
    }
    expect(Object.keys(options)).toEqual(['baseUrl', 'apiKey', 'serviceId'])
    expect(() => deploySettings(options)).not.toThrow()
  })

  it('reads the result by fields it has: those of the JSON result, and the exit code', () => {
    const printed = resultJson(deployResult({ error: { title: 'Deployment failed', message: 'build_failed' } }))
    const of = (object: string): string[] =>
      nodes
        .filter(ts.isPropertyAccessExpression)
        .filter(node => node.expression.getText() === object)
        .map(node => node.name.text)
    expect(of('result')).toEqual(expect.arrayContaining(['exitCode', 'error']))
    expect(of('result').filter(name => name !== 'exitCode' && !(name in printed))).toEqual([])
    expect(of('result.error').length).toBeGreaterThan(0)
    expect(of('result.error').filter(name => !(name in (printed.error ?? {})))).toEqual([])
  })
})
