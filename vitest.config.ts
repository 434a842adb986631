import { defineConfig } from 'vitest/config'

export default defineConfig({
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
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary']
    }
  }
})
