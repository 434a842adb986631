#!/usr/bin/env node
// hosting-deploy: the command line. Older Node cannot load the engine (undici needs Node 24).
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  process.stderr.write(`hosting-deploy needs Node 24 or newer; found v${process.versions.node}\n`)
  process.exitCode = 1
} else {
  const interrupted = new AbortController()
  // The first signal stops the run (the deployment goes on at the service); a second one kills.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupted.abort(signal))
  // A reader that goes away (`| head`, EPIPE) must not crash the run: the rest of its output is dropped.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
  void import('./main.js').then(async ({ main }) => {
    process.exitCode = await main(process.argv.slice(2), process.env, {
      stdout: process.stdout,
      stderr: process.stderr,
      interrupted: interrupted.signal
    })
  })
}
