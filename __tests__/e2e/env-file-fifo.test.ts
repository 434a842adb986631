// --dotenv-file given a FIFO: refused at once, in a child process with a time limit, since a
// blocking open would hang the test runner for good (the other --dotenv-file rules:
// unit/cli/args.test.ts).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const VARIABLES_MODULE = path.join(ROOT, 'src/cli/parse/variables.ts')

const dir = mkdtempSync(path.join(tmpdir(), 'env-file-fifo-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('--dotenv-file', () => {
  it('refuses a FIFO at once instead of waiting for a writer', () => {
    const fifo = path.join(dir, 'fifo.env')
    execFileSync('mkfifo', [fifo])
    // In a child process with a time limit: a blocking open would hang this test runner for good.
    const script = `import { readEnvFile } from ${JSON.stringify(VARIABLES_MODULE)}
        try { readEnvFile(${JSON.stringify(fifo)}) } catch (error) { process.stdout.write(error.message) }`
    const message = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20_000
    })
    expect(message).toBe(`--dotenv-file must name a regular file; ${fifo} is not one`)
  })
})
