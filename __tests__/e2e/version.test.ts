// The bundle users run (dist/index.js) carries package.json's version, in its first debug line,
// and nothing else from package.json.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACTION_ENTRY, runAction } from '../harness/local-runner.js'

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
  description: string
}

describe('version', () => {
  it('is the first debug line of the bundled action, even when the inputs are wrong', async () => {
    const run = await runAction({ inputs: {}, killAfterMs: 30_000 })
    expect(run.exitCode).toBe(1)
    expect(run.commands[0]).toMatchObject({
      name: 'debug',
      message: `Running hosting-deploy-action/${packageJson.version}`
    })
    expect(run.commands.filter(c => c.message.includes('hosting-deploy-action/'))).toHaveLength(1)
  })

  it('takes only the version from package.json into the bundle', () => {
    const bundle = readFileSync(ACTION_ENTRY, 'utf8')
    expect(bundle).toContain(JSON.stringify(packageJson.version))
    expect(bundle).not.toContain(packageJson.description)
    expect(bundle).not.toContain('"devDependencies"')
  })
})
