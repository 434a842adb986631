// The sandbox's modules import one another without a cycle (type-only imports count too):
// shared records live in model.ts, so store, runner and persistence stay layered.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../sandbox/', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )
}

/** Each sandbox file's relative imports, as sandbox-relative .ts paths. */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>()
  for (const file of sources(ROOT)) {
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

describe('sandbox modules', () => {
  it('import one another without a cycle', () => {
    const edges = graph()
    expect(edges.get('store.ts')).toContain('model.ts')
    expect(cycle(edges)?.join(' -> ')).toBeUndefined()
  })
})
