// A README and an action.yml that `npm run docs` finds stale: the action gained an input its
// inputs table does not list. Shared by the in-process test of the docs command
// (unit/docs-command.test.ts) and the one that runs it as a command (e2e/docs-check.test.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The repository's README, as the stale copy starts. */
export const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const ACTION_YAML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8')

/** The input the stale action.yml adds, as the generated table row shows it. */
export const NEW_INPUT_ROW = '| `brand-new-input` | no |  | Added without running docs. |'

/** Writes the README and the action.yml with one input more into `dir`; their paths. */
export function writeStaleDocs(dir: string): { readme: string; actionYml: string } {
  const readme = path.join(dir, 'README.md')
  const actionYml = path.join(dir, 'action.yml')
  writeFileSync(readme, README)
  writeFileSync(
    actionYml,
    ACTION_YAML.replace(
      '  logs:\n',
      '  brand-new-input:\n    description: Added without running docs.\n    required: false\n  logs:\n'
    )
  )
  return { readme, actionYml }
}
