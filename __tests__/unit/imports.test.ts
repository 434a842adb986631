// No import cycle anywhere in the code (type-only imports count too): each concern's folder
// depends on others one way (in the sandbox, shared records live in model.ts, so store,
// runner and persistence stay layered). A test rather than a lint rule: the lint plugins that
// check cycles need a native resolver this project's registry does not carry for every platform.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const FOLDERS = ['src', 'sandbox', 'scripts', '__tests__/harness']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(ts|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : []
  )
}

/** Each file's relative imports, as repository-relative source paths. */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>()
  for (const file of FOLDERS.flatMap(folder => sources(join(ROOT, folder)))) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(/^(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map(m =>
      relative(ROOT, resolve(dirname(file), (m[1] ?? '').replace(/\.js$/, '.ts')))
    )
    edges.set(relative(ROOT, file), targets)
  }
  return edges
}

/** The first import cycle found, as the files around it, or undefined. */
function cycle(edges: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node]
    state.set(node, 'open')
    path.push(node)
    for (const next of edges.get(node) ?? []) {
      const found = visit(next)
      if (found) return found
    }
    path.pop()
    state.set(node, 'done')
    return undefined
  }
  for (const node of edges.keys()) {
    const found = visit(node)
    if (found) return found
  }
  return undefined
}

describe('the module graph', () => {
  it('has no import cycle in src, the sandbox, the scripts or the test harness', () => {
    const edges = graph()
    // The graph is real: known edges are in it.
    expect(edges.get('sandbox/store.ts')).toContain('sandbox/model.ts')
    expect(edges.get('src/action/main.ts')).toContain('src/engine/failure.ts')
    expect(cycle(edges)?.join(' -> ')).toBeUndefined()
  })

  it('has layers in src: no folder imports a folder that imports it back', () => {
    const folders = new Map<string, string[]>()
    for (const [file, targets] of graph()) {
      if (!file.startsWith('src/')) continue
      const from = dirname(file)
      const to = targets.map(dirname).filter(folder => folder !== from && folder.startsWith('src/'))
      folders.set(from, [...new Set([...(folders.get(from) ?? []), ...to])])
    }
    // The graph is real: the story imports the steps, the steps the contracts.
    expect(folders.get('src/engine')).toContain('src/steps')
    expect(folders.get('src/steps')).toContain('src/core')
    expect(cycle(folders)?.join(' -> ')).toBeUndefined()
  })

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']]
    ])
    expect(cycle(edges)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts'])
  })
})
