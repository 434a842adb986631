#!/usr/bin/env node
// hosting-deploy: the command line. Older Node cannot load the engine (undici 8 needs Node 22.19).
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { EXIT_USAGE } from '../result/exit-codes.js'
import { textAnswer } from './text-answer.js'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 19)) {
  // For every command, --help and --version too. Nothing above this check needs more than plain
  // JavaScript (text-answer.ts holds the version as text and loads the help only when asked).
  process.stderr.write(`hosting-deploy needs Node 22.19 or newer; found v${process.versions.node}. ${newerNode()}\n`)
  // 2, the usage code (exit-codes.ts): nothing was sent.
  process.exitCode = EXIT_USAGE
} else {
  const interrupted = new AbortController()
  // The first signal stops the run (the deployment goes on at the service); a second one kills.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupted.abort(signal))
  // A reader that goes away (`| head`, EPIPE) must not crash the run: the rest of its output is dropped.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
  const argv = process.argv.slice(2)
  // The version and the help are answered before the parser, the hosts and the engine load.
  void textAnswer(argv).then(async answer => {
    if (answer !== undefined) {
      process[answer.stream].write(`${answer.text}\n`)
      process.exitCode = answer.exitCode
      return
    }
    const { main } = await import('./main.js')
    process.exitCode = await main(argv, process.env, {
      stdout: process.stdout,
      stderr: process.stderr,
      interrupted: interrupted.signal
    })
  })
}

/**
 * Where a newer Node is. From a checkout after `npm ci`, the project's own Node 24 (the `node`
 * dev dependency, beside dist/ in node_modules/.bin): the way to run with it, the arguments
 * left out (one may be a secret). Elsewhere: upgrade, or the single executable.
 */
function newerNode(): string {
  try {
    const entry = realpathSync(process.argv[1] ?? '')
    const node = path.resolve(path.dirname(entry), '..', '..', 'node_modules', '.bin', 'node')
    if (existsSync(node)) {
      const shown = (file: string): string => {
        const relative = path.relative(process.cwd(), file)
        return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
      }
      return `This checkout has the project's Node 24 (npm ci installs it): run ${shown(node)} ${shown(entry)} <command> [flags], or npm run cli -- <command> [flags] in the checkout.`
    }
  } catch {
    // No entry file to resolve: the general advice.
  }
  return 'Upgrade Node, or use the single executable, which needs no Node (docs/cli.md, "Without Node").'
}
