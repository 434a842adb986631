// Functions short enough to read at once: none in src/ over 60 lines, none in sandbox/ over 80
// (a route table is a list of named handlers), counted from the
// first line of the function to its last, nested functions included (TypeScript's own parser).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../..', import.meta.url).pathname

/** `file:line name (N lines)` for every function of `folder` (under the repository) longer than `max` lines. */
export function functionsOver(folder: string, max: number): string[] {
  const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter(file => /\.(ts|mts|mjs|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map(file => join(ROOT, folder, file))
  const long: string[] = []
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const line = (position: number) => source.getLineAndCharacterOfPosition(position).line
        const lines = line(node.getEnd()) - line(node.getStart(source)) + 1
        if (lines > max)
          long.push(`${relative(ROOT, file)}:${line(node.getStart(source)) + 1} ${nameOf(node)} (${lines} lines)`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return long
}

/** The function's name, or the name it is assigned to, or what it is an argument of. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText()
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`
  return '(anonymous)'
}

describe('function length', () => {
  it('no function in src/ is over 60 lines', () => {
    expect(functionsOver('src', 60)).toEqual([])
  })

  it('no function in sandbox/ is over 80 lines', () => {
    expect(functionsOver('sandbox', 80)).toEqual([])
  })

  it('finds a long function, nested or not, and names it', () => {
    // Counted on this very file: the check itself is over 10 lines.
    expect(functionsOver('__tests__/unit', 10).join('\n')).toMatch(
      /function-length\.test\.ts:\d+ functionsOver \(\d+ lines\)/
    )
  })
})
