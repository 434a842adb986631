// main() names the line's files from the working directory its caller gives (`cwd` of its io),
// not the process's: --app-file, an app's env-file, --dotenv-file and --outputs-file. What the
// in-process runner (harness/cli-in-process.ts) relies on to run command lines side by side.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli/main.js'
import { withRunSecrets } from '../../../src/text/secrets.js'
import { json, startAttacker, type Attacker } from '../../harness/attacker.js'

const dirs: string[] = []
const servers: Attacker[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  await Promise.all(servers.splice(0).map(server => server.close()))
})

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-cwd-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}

/** `hosting-deploy ARGS` with `cwd` as its working directory; the process's is another folder. */
async function runIn(cwd: string, args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = ''
  const sink = (keep: boolean): Writable =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        if (keep) stdout += chunk.toString()
        done()
      }
    })
  expect(process.cwd()).not.toBe(cwd)
  const code = await withRunSecrets(() =>
    main(
      args,
      { HOSTING_API_KEY: 'sbx_working_directory_key_Zt5' },
      {
        stdout: sink(true),
        stderr: sink(false),
        interrupted: new AbortController().signal,
        cwd
      }
    )
  )
  return { code, stdout }
}

/** A hosting API that refuses the key: the run ends at its key check, with exit 3. */
async function refusingServer(): Promise<Attacker> {
  const server = await startAttacker({ whoami: (_req, res) => json(res, 401, { error: 'invalid API key' }) })
  servers.push(server)
  return server
}

describe("the command line's files are named from the working directory its caller gives", () => {
  it('--app-file and its env-file, --dotenv-file: read there; --outputs-file: written there', async () => {
    const server = await refusingServer()
    const dir = folder({
      'app.yml': ['services:', '  web:', '    id: svc-web', '    env-file: web.env', ''].join('\n'),
      'web.env': 'GREETING=hello\n',
      'step.env': 'COLOUR=blue\n'
    })
    const run = await runIn(dir, [
      'deploy',
      '--base-url',
      server.url,
      '--app-file',
      'app.yml',
      '--dotenv-file',
      'step.env',
      '--outputs-file',
      'outputs.env',
      '--output',
      'json'
    ])
    // Refused at the key check, past the command line: every file it names was read.
    expect(run.code, run.stdout).toBe(3)
    expect(readFileSync(path.join(dir, 'outputs.env'), 'utf8')).toMatch(/^HOSTING_FAILURE_KIND=auth$/m)
  })
})
