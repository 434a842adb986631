// `npm run sandbox` as a person runs it: it stops on SIGTERM and SIGINT (its port closed,
// exit 0), also when the signal goes to npm, and refuses an unknown option by name (exit 2).
// What it makes of each option is read in process (parseCliOptions).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { delimiter } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseCliOptions } from '../../sandbox/cli-options.js'
import { KEYS } from '../harness/sandbox.js'

const ROOT = new URL('../..', import.meta.url).pathname
const BIN = new URL('../../node_modules/.bin', import.meta.url).pathname
// As npm runs scripts: node_modules/.bin first, so that tsx runs on the project's Node.
const env = { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}` }

const started: ChildProcessWithoutNullStreams[] = []
afterEach(() => {
  // Each child leads its own process group: whatever a failed test left running goes with it.
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

function run(
  command: string,
  args: string[]
): { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<number | null> } {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true })
  started.push(child)
  let text = ''
  const onOutput = (chunk: Buffer): void => {
    text += chunk.toString()
    for (const waiter of printed.splice(0)) waiter()
  }
  child.stdout.on('data', onOutput)
  child.stderr.on('data', onOutput)
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  return { child, output: () => text, exited }
}

/** Called on each chunk a child prints (then dropped): what waits for output. */
const printed: (() => void)[] = []

/**
 * The URL the sandbox printed, once it serves: waits for the line, however long tsx takes to
 * start it on a loaded machine (the test's timeout bounds the wait), and fails at once, with
 * what it printed, if it exits first.
 */
async function urlOf(sandbox: { output: () => string; exited: Promise<number | null> }): Promise<string> {
  const ready = new Promise<void>(resolve => {
    const check = (): void => {
      if (sandbox.output().includes('Requests:')) resolve()
      else printed.push(check)
    }
    check()
  })
  const exited = sandbox.exited.then(code =>
    Promise.reject(new Error(`the sandbox exited (${code}) before it served:\n${sandbox.output()}`))
  )
  // An exit after it served is for the test to check.
  exited.catch(() => undefined)
  await Promise.race([ready, exited])
  return /^SANDBOX_URL=(\S+)$/m.exec(sandbox.output())?.[1] ?? ''
}

/** Whether the sandbox answers at `url`: false once nothing listens there (connection refused). */
async function serves(url: string): Promise<boolean> {
  try {
    await (await fetch(`${url}/api/auth/me`)).arrayBuffer()
    return true
  } catch {
    return false
  }
}

/**
 * Opens a log stream of a deployment that never ends, sends `signal`, and checks the sandbox
 * exits 0 and stops serving: an open stream must not keep the server up.
 */
async function expectStopsOn(
  sandbox: ReturnType<typeof run>,
  url: string,
  signal: 'SIGTERM' | 'SIGINT'
): Promise<void> {
  expect(await serves(url)).toBe(true)
  const auth = { authorization: `Bearer ${KEYS.account}` }
  const deploy = await fetch(`${url}/api/services/svc-web/deploy`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: '{"ref":"hang"}'
  })
  const { deploymentId } = (await deploy.json()) as { deploymentId: string }
  const stream = await fetch(`${url}/api/deployments/${deploymentId}/logs/stream`, { headers: auth })
  expect(stream.status).toBe(200)
  sandbox.child.kill(signal)
  expect(await sandbox.exited).toBe(0)
  expect(await serves(url)).toBe(false)
}

describe('npm run sandbox', () => {
  describe('with --allow-origin and --rate-limit, until SIGTERM', () => {
    // One launch for three rows that leave each other alone: each asks with its own key (the
    // rate limit counts per key), and the stop comes last.
    let sandbox: ReturnType<typeof run>
    let url = ''
    beforeAll(async () => {
      sandbox = run(`${BIN}/tsx`, [
        'sandbox/cli.ts',
        '--port',
        '0',
        '--speed',
        '1',
        '--allow-origin',
        'http://localhost:5173',
        '--allow-origin',
        'https://tools.example',
        '--rate-limit',
        '1/min,burst=2',
        '--rate-limit-headers',
        'x-ratelimit'
      ])
      // Its own to stop: not ended after each row, as the others are.
      started.splice(started.indexOf(sandbox.child), 1)
      url = await urlOf(sandbox)
    })
    afterAll(() => {
      try {
        if (sandbox?.child.pid) process.kill(-sandbox.child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    })

    it('admits each --allow-origin, and says so at start', async () => {
      expect(sandbox.output()).toContain(
        "Browsers: only pages of the sandbox's own origin, and http://localhost:5173, https://tools.example may call"
      )
      const me = (origin: string) =>
        fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${KEYS.readOnly}`, origin } })
      expect((await me('https://tools.example')).status).toBe(200)
      expect((await me('https://other.example')).status).toBe(403)
    })

    it('limits each key with --rate-limit, in the headers --rate-limit-headers names, and says so at start', async () => {
      expect(sandbox.output()).toContain(
        'Rate limit: 1 requests per minute per key, bursts of 2 (429 with Retry-After past it); every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset'
      )
      const auth = { authorization: `Bearer ${KEYS.service}` }
      const answers: string[] = []
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${url}/api/auth/me`, { headers: auth })
        answers.push(`${response.status} ${response.headers.get('x-ratelimit-remaining')}`)
      }
      expect(answers).toEqual(['200 1', '200 0', '429 0'])
    })

    it('stops on SIGTERM: closes the server, with a stream open, and exits 0', async () => {
      // The MCP endpoint is printed next to the REST URL.
      expect(sandbox.output()).toContain(`\nMCP_URL=${url}/mcp\n`)
      // The banner says what each ref's application does once live, to try a verification window.
      expect(sandbox.output()).toMatch(
        /\n {19}ref verify-panic: answers 500 from 20s after live, writes "panic: runtime error: [^"]*" to the runtime log 20s after live\n/
      )
      expect(sandbox.output()).toContain('\n                   ref verify-crashed: turns crashed 20s after live\n')
      await expectStopsOn(sandbox, url, 'SIGTERM')
    })
  })

  it('stops on SIGINT: closes the server, with a stream open, and exits 0', async () => {
    const sandbox = run(`${BIN}/tsx`, ['sandbox/cli.ts', '--port', '0', '--speed', '1'])
    await expectStopsOn(sandbox, await urlOf(sandbox), 'SIGINT')
  })

  it('stops when npm, which started it, is sent SIGTERM', async () => {
    const npm = run('npm', ['run', '--silent', 'sandbox', '--', '--port', '0'])
    const url = await urlOf(npm)
    expect(await serves(url)).toBe(true)
    // Only npm: not its shell, tsx or the sandbox itself.
    npm.child.kill('SIGTERM')
    await npm.exited
    // It notices on its own clock (twice a second), and closes: waited for, as long as that takes.
    await vi.waitFor(
      async () => {
        if (await serves(url)) throw new Error('the sandbox still serves after npm was killed')
      },
      { timeout: 50_000, interval: 100 }
    )
  })

  it('refuses an unknown option by name, listing the valid ones, and exits 2', async () => {
    const sandbox = run(`${BIN}/tsx`, ['sandbox/cli.ts', '--prot', '4010'])
    expect(await sandbox.exited).toBe(2)
    expect(sandbox.output()).toContain(
      'unknown option --prot; valid options: --port, --host, --seed, --speed, --data, --rate-limit, --rate-limit-headers, --allow-origin, --mcp-stdio, --help'
    )
    expect(sandbox.output()).not.toContain('SANDBOX_URL')
  })
})

describe('the command line of npm run sandbox, read in process', () => {
  it.for([
    [['--prot', '4010'], 'unknown option --prot; valid options: --port, --host,'],
    [
      ['--allow-origin', 'localhost:5173'],
      '--allow-origin must be an origin such as http://localhost:5173, got "localhost:5173"'
    ],
    [
      ['--rate-limit', 'lots'],
      'invalid rate limit "lots": expected requests per minute or second, like 600/min, 10/s or 600/min,burst=100'
    ],
    [['--rate-limit-headers', 'draft'], 'invalid rate limit headers "draft": expected one of ietf, x-ratelimit, none']
  ] as const)('refuses %j, naming what it cannot read', ([args, message]) => {
    expect(() => parseCliOptions([...args])).toThrow(message)
  })

  it('reads each --allow-origin and the rate limit with its headers', () => {
    expect(
      parseCliOptions([
        '--allow-origin',
        'http://localhost:5173',
        '--allow-origin',
        'https://tools.example/',
        '--rate-limit',
        '1/min,burst=2',
        '--rate-limit-headers',
        'x-ratelimit'
      ])
    ).toMatchObject({
      allowOrigins: ['http://localhost:5173', 'https://tools.example'],
      rateLimit: { perMinute: 1, burst: 2 },
      rateLimitHeaders: 'x-ratelimit'
    })
    expect(parseCliOptions(['--help'])).toBe('help')
  })
})

describe('sandbox/bin/mcp-stdio.mjs', () => {
  it('on a Node older than 24, says it needs Node 24 and how to launch it, with no stack trace', async () => {
    // The project's Node, told it is Node 20 before the entry runs: what a launcher's own Node 20 does.
    const olderNode =
      'data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"20.19.0"}})'
    const launched = run(process.execPath, ['--import', olderNode, 'sandbox/bin/mcp-stdio.mjs'])
    expect(await launched.exited).toBe(1)
    expect(launched.output()).toBe(
      `The sandbox needs Node 24 or newer (node:sqlite); found v20.19.0. Launch it with the project's Node 24: ${BIN}/node ${ROOT}sandbox/bin/mcp-stdio.mjs\n`
    )
  })
})
