#!/usr/bin/env node
// The sandbox as an MCP server on stdin/stdout, with no npm in between: launchers that
// re-parse `--` (npm run ... -- --mcp-stdio) would hand --mcp-stdio to npm instead. Runs from
// any directory; the options are the sandbox's own (--seed, --speed, --data, --rate-limit),
// the key comes from HOSTING_API_KEY. Needs Node 24 (node:sqlite): node_modules/.bin/node.
import { register } from 'tsx/esm/api'

register()
process.argv.splice(2, 0, '--mcp-stdio')
await import('../cli.ts')
