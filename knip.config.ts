import type { KnipConfig } from 'knip'

// knip's plugins find the rest: the package.json scripts, the workflows' scripts, the Vitest
// tests and the ESLint and Vitest configs. Exports that only tests import count as used.
const config: KnipConfig = {
  // The Action, the command line and the Node API; action.yml, package.json "bin" and "exports" name their bundles.
  entry: ['src/action/index.ts', 'src/cli/index.ts', 'src/node/index.ts'],
  // The bundles (tests run dist/index.js) are build output, not source. A build script's
  // declarations (scripts/*.d.mts) are read by TypeScript for the .mjs beside them, which is what
  // the imports name.
  ignore: ['dist/**', 'scripts/*.d.mts'],
  // A test makes a FIFO with mkfifo, a system tool; another runs hosting-deploy, this package's
  // own bin, installed from its packed tarball; the release test checks SHA256SUMS with sha256sum.
  ignoreBinaries: ['mkfifo', 'hosting-deploy', 'sha256sum'],
  // Run as programs from node_modules, never imported (attw by e2e/node-api.test.ts, on the tarball).
  ignoreDependencies: ['@github/local-action', 'gitlab-ci-local', '@arethetypeswrong/cli']
}

export default config
