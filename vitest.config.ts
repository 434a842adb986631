import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end tests mostly wait on the processes they spawn (a sandbox, the bundled action or
    // CLI), so four files at once keep two cores busy; in-process tests are done in seconds.
    maxWorkers: 4,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary']
    }
  }
})
