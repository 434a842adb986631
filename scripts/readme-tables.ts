// `npm run docs`: writes the README's inputs and outputs tables from action.yml, between
// the marker comments <!-- inputs:start --> ... <!-- inputs:end --> (and outputs:...).
// `npm run docs -- --check` changes nothing and exits non-zero when the README is stale;
// __tests__/unit/readme.test.ts runs the same check in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { parseOptions } from './cli-options.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface ActionMetadata {
  inputs?: Record<string, { description?: string; required?: boolean; default?: unknown }>
  outputs?: Record<string, { description?: string }>
}

export type TableName = 'inputs' | 'outputs'

/** The Markdown tables for action.yml's inputs and outputs. */
export function renderTables(actionYaml: string): Record<TableName, string> {
  const action = parse(actionYaml) as ActionMetadata
  const inputs = Object.entries(action.inputs ?? {}).map(([name, input]) => {
    const fallback = input.default === undefined ? '' : code(String(input.default))
    return `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`
  })
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`
  )
  return {
    inputs: ['| input | required | default | meaning |', '|---|---|---|---|', ...inputs].join('\n'),
    outputs: ['| output | meaning |', '|---|---|', ...outputs].join('\n')
  }
}

/** The README with every marked table replaced by the one rendered from action.yml. */
export function updateReadme(readme: string, actionYaml: string): string {
  const tables = renderTables(actionYaml)
  let updated = readme
  for (const name of Object.keys(tables) as TableName[]) {
    const start = `<!-- ${name}:start -->`
    const end = `<!-- ${name}:end -->`
    const from = updated.indexOf(start)
    const to = updated.indexOf(end)
    if (from === -1 || to === -1 || to < from) {
      throw new Error(`README.md has no ${start} ... ${end} markers around its ${name} table`)
    }
    updated = `${updated.slice(0, from + start.length)}\n${tables[name]}\n${updated.slice(to)}`
  }
  return updated
}

/** Names of the tables whose text differs between two versions of the README. */
export function staleTables(readme: string, actionYaml: string): TableName[] {
  const updated = updateReadme(readme, actionYaml)
  const section = (text: string, name: TableName): string =>
    text.slice(text.indexOf(`<!-- ${name}:start -->`), text.indexOf(`<!-- ${name}:end -->`))
  return (['inputs', 'outputs'] as const).filter(name => section(readme, name) !== section(updated, name))
}

/** A default as inline code; `''` for an empty one. */
function code(text: string): string {
  if (text === '') return "`''`"
  return `\`${text.replace(/\|/g, '\\|')}\``
}

/** A description on one table line: whitespace collapsed, pipes escaped. */
function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
}

function main(argv: string[]): void {
  const options = parseOptions(
    'npm run docs',
    {
      check: { type: 'boolean', help: 'change nothing; exit non-zero when the tables are stale' },
      readme: { type: 'string', help: 'the README to update (default: README.md)' },
      action: { type: 'string', help: 'the action metadata to read (default: action.yml)' }
    },
    argv
  )
  const check = options.check === true
  const readmePath = options.readme ? path.resolve(options.readme) : path.join(ROOT, 'README.md')
  const actionPath = options.action ? path.resolve(options.action) : path.join(ROOT, 'action.yml')
  const readme = readFileSync(readmePath, 'utf8')
  const actionYaml = readFileSync(actionPath, 'utf8')
  if (check) {
    const stale = staleTables(readme, actionYaml)
    if (stale.length > 0) {
      console.error(
        `${path.basename(readmePath)} is stale: its ${stale.join(' and ')} table${stale.length > 1 ? 's differ' : ' differs'} from ${path.basename(actionPath)}. Run \`npm run docs\` and commit the README with action.yml.`
      )
      process.exitCode = 1
      return
    }
    console.log(`${path.basename(readmePath)}: the inputs and outputs tables match ${path.basename(actionPath)}.`)
    return
  }
  const updated = updateReadme(readme, actionYaml)
  if (updated === readme) {
    console.log(`${path.basename(readmePath)} is up to date.`)
    return
  }
  writeFileSync(readmePath, updated)
  console.log(`${path.basename(readmePath)}: tables regenerated from ${path.basename(actionPath)}.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
