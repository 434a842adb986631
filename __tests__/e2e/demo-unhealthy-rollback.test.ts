// `npm run demo -- --unhealthy` and `npm run demo -- --rollback` as a person runs them: the
// health check's tries and the redeploy of the last good ref, and a non-zero exit.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runScript } from '../harness/helpers.js'

async function demo(flag: string): Promise<{ code: number; lines: string[]; printed: string }> {
  // A safety net only: a demo takes about 15 s, and two suites at once stretched one past 50 s.
  const run = await runScript('demo.ts', [flag], 150_000)
  return { code: run.code, lines: stripVTControlCharacters(run.stdout).split('\n'), printed: run.printed }
}

// Each demo starts a sandbox of its own on a free port and mostly waits on it: the two run at once.
describe('npm run demo: --unhealthy and --rollback show the health check and the rollback, and exit with code 1', () => {
  it.concurrent(
    '--unhealthy: live, but the application answers 500: result unhealthy',
    { timeout: 180_000 },
    async () => {
      const { code, lines, printed } = await demo('--unhealthy')
      expect(code, printed).toBe(1)
      expect(lines).toContain('▼ Checking health')
      expect(
        lines.some(line => /^ {2}Try 1: HTTP 500 after/.test(line)),
        printed
      ).toBe(true)
      expect(lines).toContain('  result = unhealthy')
      expect(lines).toContain('  health = unhealthy')
      expect(lines).toContain('  status = live')
    }
  )

  it.concurrent(
    '--rollback: the build fails, the last good ref goes live again, the step still fails',
    { timeout: 180_000 },
    async () => {
      const { code, lines, printed } = await demo('--rollback')
      expect(code, printed).toBe(1)
      expect(lines).toContain('▼ Rolling back')
      expect(lines).toContain('  rollback-ref = main~1')
      expect(lines).toContain('  result = failure')
      expect(
        lines.some(line => /Rolled back: deployment dep_\w+ of main~1 is live now\./.test(line)),
        printed
      ).toBe(true)
    }
  )
})
