// `npm run demo -- --fail` as a person runs it: the bundled action's job log shown as the job
// page renders it (commands parsed by local-runner.ts), and a non-zero exit.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runScript } from '../harness/helpers.js'

describe('npm run demo -- --fail', () => {
  it(
    'shows groups, the log and the error as the job log does, no raw workflow command, and exits with code 1',
    { timeout: 60_000 },
    async () => {
      const run = await runScript('demo.ts', ['--fail'], 50_000)
      const { printed } = run
      expect(run.code, printed).toBe(1)
      // A pipe is not a terminal: the deployment's colours (the seed's red "Build failed") stay out.
      expect(run.stdout).not.toContain('\x1b[')
      const lines = stripVTControlCharacters(run.stdout).split('\n')
      const id = /^ {2}deployment-id = (dep_[0-9a-z]+)$/m.exec(run.stdout)?.[1]
      expect(id, printed).toMatch(/^dep_[0-9a-z]+$/)

      // Each group a heading, its lines indented; the deployment's log inside its own group.
      expect(lines.filter(line => line.startsWith('▼ '))).toEqual([
        '▼ Checking the API key',
        '▼ Importing 2 variable(s)',
        '▼ Queuing the deployment',
        `▼ Deployment ${id}`
      ])
      const log = lines.slice(lines.indexOf(`▼ Deployment ${id}`) + 1)
      const group = log.slice(
        0,
        log.findIndex(line => !line.startsWith('  '))
      )
      expect(group).toEqual(
        expect.arrayContaining([
          '  ==> Cloning web at broken',
          '  ==> Build failed: the build command exited with status 2'
        ])
      )
      expect(group.at(-1)).toMatch(new RegExp(`^ {2}\\[\\d+s\\] deployment ${id}: build_failed$`))
      // The error annotation right after the group, its %0A escapes turned back into lines.
      const error = log[group.length] ?? ''
      expect(error).toMatch(new RegExp(`^✖ Error: Deployment ${id} failed with status "build_failed" after \\d+s\\.$`))
      expect(log[group.length + 1]).toBe('Last log lines:')
      // Commands are acted on, never shown: no ::group::, ::stop-commands::, ::add-mask:: or token line.
      expect(lines.filter(line => /^\s*::/.test(line) || line.includes('%0A'))).toEqual([])

      expect(lines).toContain('  result = failure')
      expect(lines.at(-2)).toBe('The action exited with code 1.')
    }
  )
})
