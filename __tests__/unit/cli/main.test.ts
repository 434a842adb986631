// The command line's face in process, for lines that end before any request: what it prints
// where, and its exit code. (The bundle's own start, dist/cli/index.js, is e2e/cli-*.test.ts's.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli/main.js'
import { topLevelHelp } from '../../../src/cli/parse/help.js'
import { VERSION } from '../../../src/core/version.js'

const ENV = { HOSTING_API_KEY: 'sk_test_cli_main_0123456789', HOSTING_BASE_URL: 'https://api.example.com' }

const dir = mkdtempSync(path.join(tmpdir(), 'cli-main-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** main() with captured streams. */
async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const sink = (): { stream: Writable; text: () => string } => {
    const chunks: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString())
        done()
      }
    })
    return { stream, text: () => chunks.join('') }
  }
  const out = sink()
  const err = sink()
  const code = await main(argv, ENV, {
    stdout: out.stream,
    stderr: err.stream,
    interrupted: new AbortController().signal
  })
  return { code, stdout: out.text(), stderr: err.text() }
}

describe('lines answered with text alone', () => {
  it('no command: the help on stderr, and exit 2 (the usage code): a script that forgot the command fails', async () => {
    expect(await run([])).toEqual({ code: 2, stdout: '', stderr: `${topLevelHelp()}\n` })
  })

  it('-v and --version print the version; -h and --help the help on stdout, exit 0', async () => {
    for (const flag of ['-v', '--version'])
      expect(await run([flag])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' })
    for (const flag of ['-h', '--help']) {
      expect(await run([flag])).toEqual({ code: 0, stdout: `${topLevelHelp()}\n`, stderr: '' })
    }
  })
})

describe('an app file that cannot be deployed is the app file’s fault, not the command line’s', () => {
  const appFile = path.join(dir, 'app.yml')
  writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', '    neds: [migrate]', ''].join('\n'))

  it('text: titled "Invalid app file", pointing at docs/app.md, exit 2', async () => {
    const { code, stdout, stderr } = await run(['deploy', '--app-file', appFile])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    const lines = stderr.split('\n').filter(Boolean)
    expect(lines[0]).toMatch(
      new RegExp(
        `^Error +Invalid app file: ${appFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} line 4: unknown key \`neds\``
      )
    )
    expect(lines.at(-1)).toMatch(/^Next +see docs\/app\.md for the app file's keys and their forms\.$/)
  })

  it('JSON: the same title and advice', async () => {
    const { code, stdout } = await run(['deploy', '--app-file', appFile, '--output', 'json'])
    expect(code).toBe(2)
    const json = JSON.parse(stdout) as { failureKind: string; error: { title: string; next: string } }
    expect(json.failureKind).toBe('usage')
    expect(json.error).toMatchObject({
      title: 'Invalid app file',
      next: "see docs/app.md for the app file's keys and their forms."
    })
  })

  it('a bad flag beside a good app file is still the command line’s', async () => {
    const good = path.join(dir, 'good.yml')
    writeFileSync(good, 'services:\n  web: { id: svc-web }\n')
    const { stderr } = await run(['deploy', '--app-file', good, '--timeout', 'forever'])
    expect(stderr).toMatch(/^Error +Invalid command line: --timeout/m)
  })
})
