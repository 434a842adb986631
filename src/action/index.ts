// Older Node cannot even load the bundle (undici needs Node 24), so the version is checked before main.js is imported.
const major = Number(process.versions.node.split('.')[0])
if (major >= 24) {
  // Eager: ncc keeps main.js in dist/index.js instead of a chunk file of its own.
  void import(/* webpackMode: "eager" */ './main.js').then(({ run }) => run())
} else {
  const message = `hosting-deploy-action needs Node 24 or newer (runs.using: node24); found v${process.versions.node}`
  // The annotation for the runner, the plain line for a person running dist/index.js by hand.
  process.stdout.write(`::error::${message}\n`)
  process.stderr.write(`${message}\n`)
  process.exitCode = 1
}
