// Test files share their workers (vitest.config.ts: isolate: false), which saves starting a
// process and loading the libraries for each file. Each file still starts as in a process of its
// own: the sources are evaluated afresh for it, so that no module state of src/ or sandbox/ (the
// secrets registry above all) passes from one file to the next, and what a file left changed
// (fake timers, spies, stubs, the environment, the working directory, the exit code) is put back
// after it.
import { afterAll, vi } from 'vitest'

vi.resetModules()

const env = { ...process.env }
const cwd = process.cwd()

afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name]
  Object.assign(process.env, env)
  process.chdir(cwd)
  process.exitCode = undefined
})
