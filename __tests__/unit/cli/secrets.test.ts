// A secret the engine masks never appears in anything the command line prints, in any mode on
// any CI, wherever it arrives: a log line (even split by colour codes), a message, a title,
// the status, the result. The CI's own masking command is the only line that carries it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutputMode } from '../../../src/cli/parse/flags.js'
import { createHost } from '../../../src/cli/hosts/create-host.js'
import { CIS, capture, deployResult, fakeClock } from './fixtures.js'

const SECRET = 'sk_live_0123456789abcdef'
const MASK_COMMANDS = /^(::add-mask::|##vso\[task\.setsecret\])/

beforeAll(() => {
  // registerSecret still tells the GitHub runner through stdout.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterAll(() => vi.restoreAllMocks())

const rows = (['text', 'json', 'ndjson'] as const).flatMap((mode, m) =>
  CIS.map((ci, c): [string, OutputMode, (typeof CIS)[number]] => [`${m + 1}.${c + 1}`, mode, ci])
)

describe('a masked secret', () => {
  it.each(rows)('%s. never appears in %s output on %s', async (_row, mode, ci) => {
    const stdout = capture()
    const stderr = capture()
    const time = fakeClock()
    const host = createHost({
      mode,
      ci,
      stdout: stdout.write,
      stderr: stderr.write,
      isTTY: { stdout: true, stderr: true },
      debug: true,
      ...time.clock
    })
    host.mask(SECRET)
    const coloured = `${SECRET.slice(0, 8)}\x1b[1m${SECRET.slice(8)}`
    await host.group(`Deploying ${SECRET}`, async () => {
      host.event({ type: 'phase', name: `phase ${SECRET}` })
      host.logLines([
        { seq: 1, text: `token=${SECRET}` },
        { seq: 2, text: `\x1b[32mcoloured ${coloured}\x1b[0m` },
        { seq: 3, text: `url https://user:${encodeURIComponent(SECRET)}@host` }
      ])
      host.info(`info ${SECRET}`)
      host.debug(`debug ${SECRET}`)
      host.warning(`warning ${SECRET}`, `title ${SECRET}`)
      host.notice(`notice ${SECRET}`, `title ${SECRET}`)
      host.event({ type: 'state', status: `state ${SECRET}` })
      time.advance(30_000)
    })
    await host.finish(
      deployResult({
        result: 'failure',
        status: SECRET,
        ref: SECRET,
        url: `https://${SECRET}.example.com`,
        skipped: [{ key: SECRET, reason: 'reserved' }],
        error: { title: SECRET, message: `failed: ${SECRET}`, next: SECRET }
      })
    )
    const lines = `${stdout.text()}${stderr.text()}`.split('\n')
    const masking = lines.filter(line => MASK_COMMANDS.test(line))
    expect(masking).toHaveLength(ci === 'github' || ci === 'azure' ? 1 : 0)
    const printed = lines.filter(line => !MASK_COMMANDS.test(line)).join('\n')
    expect(printed).toContain('***')
    // Neither whole nor its tail (the head split off by colour codes).
    expect(printed).not.toContain(SECRET.slice(8))
  })
})
