#!/usr/bin/env node
// hosting-deploy: the command line. Older Node cannot load the engine (undici 8 needs Node 22.19).
import { textAnswer } from './text-answer.js'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 19)) {
  // For every command, --help and --version too. Nothing above this check needs more than plain
  // JavaScript (text-answer.ts holds the version as text and loads the help only when asked).
  process.stderr.write(
    `hosting-deploy needs Node 22.19 or newer; found v${process.versions.node}. Upgrade Node, or use the single executable, which needs no Node: https://github.com/octo-org/hosting-deploy-action/releases (docs/cli.md, "Without Node")\n`
  )
  // 2, the usage code of exit-codes.ts: nothing was sent. Not imported: this file must load on any Node.
  process.exitCode = 2
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
