// Secrets belong to a run (src/text/secrets.ts): each withRunSecrets has a registry of its own,
// kept through its awaits and dropped when it resolves, so that concurrent or later runs never
// redact with another's secrets, and a long-lived process does not gather them.
import { describe, expect, it } from 'vitest'
import { redact, registerSecret, secretsHeld, withRunSecrets } from '../../src/text/secrets.js'

describe('secrets belong to a run', () => {
  it("keeps two concurrent runs' secrets apart, each through its awaits", async () => {
    let release: () => void = () => undefined
    const both = new Promise<void>(resolve => (release = resolve))
    const run = (secret: string, other: string): Promise<string[]> =>
      withRunSecrets(async () => {
        registerSecret(secret)
        await both
        // After the other run registered its own secret.
        await new Promise(resolve => setImmediate(resolve))
        return [redact(`mine ${secret}`), redact(`theirs ${other}`)]
      })
    const first = run('first-run-secret', 'second-run-secret')
    const second = run('second-run-secret', 'first-run-secret')
    release()
    expect(await Promise.all([first, second])).toEqual([
      ['mine ***', 'theirs second-run-secret'],
      ['mine ***', 'theirs first-run-secret']
    ])
  })

  it('drops a run’s secrets when it resolves: the registry does not grow from run to run', async () => {
    const before = secretsHeld()
    let during = 0
    for (let run = 0; run < 100; run++)
      await withRunSecrets(async () => {
        registerSecret(`run-${run}-secret-value`)
        during = Math.max(during, secretsHeld())
      })
    expect(during).toBeGreaterThan(before)
    expect(secretsHeld()).toBe(before)
    expect(redact('run-7-secret-value')).toBe('run-7-secret-value')
  })
})
