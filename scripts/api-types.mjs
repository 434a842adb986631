// The declarations of the Node API (src/node/index.ts) for dist/api/types/: tsc's, of the
// files the API's types reach and no others (the engine's own modules stay out), each at its
// path under src/. `node scripts/api-types.mjs` writes them (npm run build does);
// scripts/check-dist.mjs imports apiTypes() to hold the committed ones to the sources.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const API_TYPES_DIR = 'dist/api/types'
/** The entry's declarations, as package.json's exports name them. */
const ENTRY = 'node/index.d.ts'

/** Every declaration file the entry reaches, by its path under src/ (`node/index.d.ts`), with its text. */
export function apiTypes() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: diagnostic => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      }
    }
  )
  if (!config) throw new Error('tsconfig.json cannot be read')
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    incremental: false,
    rootDir: path.join(ROOT, 'src'),
    outDir: path.join(ROOT, '.tmp', 'api-types')
  }
  // With the ambient declarations of the parts of undici the engine loads.
  const roots = [path.join(ROOT, 'src', 'node', 'index.ts'), path.join(ROOT, 'src', 'api', 'undici-parts.d.ts')]
  const program = ts.createProgram(roots, options)
  const emitted = new Map()
  const result = program.emit(undefined, (file, text) => {
    emitted.set(path.relative(options.outDir, file).split(path.sep).join('/'), text)
  })
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics]
  if (problems.length > 0)
    throw new Error(
      ts.formatDiagnostics(problems, { ...ts.sys, getCanonicalFileName: name => name, getNewLine: () => '\n' })
    )
  const reached = new Map()
  const visit = file => {
    if (reached.has(file)) return
    const text = emitted.get(file)
    if (text === undefined) throw new Error(`${ENTRY} reaches ${file}, which tsc did not emit`)
    reached.set(file, text)
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g))
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1].replace(/\.js$/, '.d.ts'))))
  }
  visit(ENTRY)
  return new Map([...reached].sort(([a], [b]) => a.localeCompare(b)))
}

/** Writes the declarations into `dir` (dist/api/types by default), replacing what was there. */
export function writeApiTypes(dir = path.join(ROOT, API_TYPES_DIR)) {
  rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of apiTypes()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeApiTypes()
