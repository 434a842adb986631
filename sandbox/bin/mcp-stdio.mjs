#!/usr/bin/env node
// The sandbox as an MCP server on stdin/stdout, with no npm in between: launchers that
// re-parse `--` (npm run ... -- --mcp-stdio) would hand --mcp-stdio to npm instead. Runs from
// any directory; the options are the sandbox's own (--seed, --speed, --data, --rate-limit),
// the key comes from HOSTING_API_KEY. Needs Node 24 (node:sqlite): node_modules/.bin/node.
import { fileURLToPath } from 'node:url'

// Checked before anything is loaded: an older Node would die on node:sqlite with a stack trace.
const major = Number(process.versions.node.split('.')[0])
if (major >= 24) {
  const { register } = await import('tsx/esm/api')
  register()
  process.argv.splice(2, 0, '--mcp-stdio')
  await import('../cli.ts')
} else {
  const node = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url))
  process.stderr.write(
    `The sandbox needs Node 24 or newer (node:sqlite); found v${process.versions.node}. ` +
      `Launch it with the project's Node 24: ${node} ${fileURLToPath(import.meta.url)}\n`
  )
  process.exitCode = 1
}
