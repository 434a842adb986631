// Node 22, the command line's oldest supported line, for running the packed CLI on it: the
// npm package `node` at the version pinned by __tests__/fixtures/node22's lock file, installed
// there on first use (the project's own Node, 24, is the dev dependency `node`).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const FOLDER = fileURLToPath(new URL('../fixtures/node22/', import.meta.url))
const BINARY = `${FOLDER}node_modules/node/bin/node`

/** The path of the Node 22 binary, installed from the lock file when it is not there yet. */
export function node22(): string {
  if (!existsSync(BINARY)) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: FOLDER, stdio: 'inherit' })
  }
  return BINARY
}
