import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/** The packages vitest loads itself rather than natively (see `server.deps.inline` below). */
const INLINED = ['@actions/core', '@actions/github']

export default defineConfig({
  plugins: [
    {
      // Their files name source maps that the packages do not ship: read without that line, so
      // that vite does not warn once per file of every run.
      name: 'inlined-without-source-maps',
      enforce: 'pre',
      load(id) {
        const file = id.split('?')[0] ?? id
        if (!INLINED.some(name => file.includes(`/node_modules/${name}/`))) return null
        return readFileSync(file, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '')
      }
    }
  ],
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end tests mostly wait on the processes they spawn (a sandbox, the bundled action or
    // CLI), so four files at once keep two cores busy; in-process tests are done in seconds.
    maxWorkers: 4,
    // A worker runs file after file instead of a new process per file: starting one and loading
    // the libraries again cost about a CPU-second per file, a third of the suite. Each file still
    // gets fresh sources and clean globals (the setup file).
    isolate: false,
    setupFiles: ['__tests__/harness/fresh-modules.ts'],
    // Loaded through vitest, not natively, so that vi.resetModules() gives each run of the Action
    // in process (harness/action-in-process.ts) its own, as a new process would: @actions/core
    // keeps the job summary's buffer and file, @actions/github the API's address read at import.
    server: { deps: { inline: INLINED } },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary']
    }
  }
})
