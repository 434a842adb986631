// `npm run demo -- --app` as a person runs it: the seeded app deployed in one step by the built
// command line at ref main (all three live), then at ref crash with --rollback (the worker
// crashes, the services that went live return to their previous refs), and the exit code.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runScript } from '../harness/helpers.js'

/** The results table's row of a service: name, result, deployment, ref (and what follows). */
const row = (name: string, result: string, ref: string, rest = ''): RegExp =>
  new RegExp(`^${name} +${result} +dep_[0-9a-z]+ +${ref} +\\S+ +.*${rest}$`)

describe('npm run demo -- --app', () => {
  it(
    'deploys the app at main, then at crash with rollback: the worker fails, the others return to main, exit code 1',
    { timeout: 120_000 },
    async () => {
      const run = await runScript('demo.ts', ['--app'], 110_000)
      const { printed } = run
      expect(run.code, printed).toBe(1)
      const lines = stripVTControlCharacters(run.stdout).split('\n')
      const first = lines.indexOf('$ hosting-deploy deploy --app-file app.yml --ref main')
      const second = lines.indexOf('$ hosting-deploy deploy --app-file app.yml --ref crash --rollback')
      expect(first, printed).toBeGreaterThan(-1)
      expect(second, printed).toBeGreaterThan(first)
      const main = lines.slice(first, second)
      const crash = lines.slice(second)

      // At main: one key check, the order of needs, every service live, exit 0.
      expect(main).toContain('Deploying 3 services: migrate, web (after migrate), worker (after migrate)')
      for (const name of ['migrate', 'web', 'worker'])
        expect(
          main.some(line => row(name, 'success', 'main', ' -').test(line)),
          `${name} at main\n${printed}`
        ).toBe(true)
      expect(main).toContain('hosting-deploy exited with code 0.')

      // At crash: the worker crashes and is rolled back by its own deploy; migrate and web went
      // live, and return to the refs that were live before this run.
      expect(crash.some(line => /^worker: +\[\d+m?s\] deployment dep_[0-9a-z]+: crashed$/.test(line))).toBe(true)
      expect(crash.some(line => /^worker: +✖ Deployment crashed: Deployment dep_[0-9a-z]+ failed/.test(line))).toBe(
        true
      )
      expect(crash).toContain(
        'Rolling back the app: returning migrate, web to the refs that were live before this run.'
      )
      expect(
        crash.some(line => row('worker', 'failure', 'crash', 'dep_[0-9a-z]+ at main \\(success\\)').test(line)),
        printed
      ).toBe(true)
      for (const name of ['migrate', 'web'])
        expect(
          crash.some(line => row(name, 'success', 'crash', 'dep_[0-9a-z]+ at main \\(success\\)').test(line)),
          `${name} at crash\n${printed}`
        ).toBe(true)
      // Its last lines again at the end, where the advice sends the reader.
      expect(crash).toContain('worker  | Error: QUEUE_URL is not set')
      // The closing block's error and advice go to stderr.
      expect(run.stderr).toMatch(/^Next +Read worker's last lines above, fix the cause/m)
      expect(crash).toContain('hosting-deploy exited with code 1.')
      // What the sandbox holds live at the end: every service back at main.
      const live = crash.slice(crash.indexOf('Live in the sandbox now:') + 1).filter(line => line.startsWith('  svc-'))
      expect(
        live.map(line => line.trim().split(/\s+/).slice(0, 2).join(' ')),
        printed
      ).toEqual(['svc-migrate main', 'svc-web main', 'svc-worker main'])
      // The key stays out of what the demo prints.
      expect(printed).not.toMatch(/sbx_[A-Za-z0-9_]+/)
    }
  )
})
