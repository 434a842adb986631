// npm test: the tests, and beside them the checks (format, lint, types, knip, dist/) one after
// another at the lowest CPU priority. The tests keep the CPU they need (their runs poll servers
// and processes: slowed down, they poll more and cost more), and the checks take what the tests
// leave while they wait. Each check's output is printed whole when it ends; the tests print as
// they go. Every step runs to its end, and the command fails when any step failed, naming it.
// Arguments are passed to vitest (`npm test -- __tests__/unit`).
import { fork, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The checks, in the order they used to run before the tests. */
const CHECKS = ['format:check', 'lint', 'typecheck', 'knip', 'check-dist']
/** The argument that makes this script the checks' lane (a process of its own, at low priority). */
const CHECKS_LANE = '--checks-lane'

/**
 * npm, as the command it runs from: its own script, run by this Node (npm sets npm_execpath for
 * `npm test`), so that no shell or `npm.cmd` is needed on any platform; `npm` from PATH else.
 */
const NPM = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
/** vitest's command line, run by this Node (the project's, under npm). */
const VITEST = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')

/** Runs a command to its end: its exit code, and its output when `capture`. */
function run(command, args, capture) {
  return new Promise(resolve => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const output = []
    child.stdout?.on('data', chunk => output.push(chunk))
    child.stderr?.on('data', chunk => output.push(chunk))
    child.on('error', error => resolve({ code: 1, output: `${error.message}\n` }))
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString('utf8') })
    )
  })
}

const seconds = start => `${((performance.now() - start) / 1000).toFixed(1)} s`

/** The checks, one at a time: a check's output is printed when it ends. */
async function checks() {
  const results = []
  for (const name of CHECKS) {
    const start = performance.now()
    const { code, output } = await run(NPM[0], [...NPM.slice(1), 'run', '--silent', name], true)
    const took = seconds(start)
    process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${took}\n`)
    if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
    results.push({ name: `npm run ${name}`, code, took })
  }
  return results
}

/** The checks' lane: this script again, at the lowest priority, which every check inherits. */
function checksLane() {
  return new Promise(resolve => {
    let results
    const lane = fork(fileURLToPath(import.meta.url), [CHECKS_LANE], { stdio: 'inherit' })
    lane.on('message', message => (results = message))
    // The lane could not start, or ended without its results: the checks failed, saying so.
    const failed = why => [{ name: `the checks (${why})`, code: 1, took: '-' }]
    lane.on('error', error => resolve(failed(error.message)))
    lane.on('exit', code => resolve(results ?? failed(`the lane ended with exit ${code} and no results`)))
  })
}

async function tests() {
  const start = performance.now()
  const { code } = await run(process.execPath, [VITEST, 'run', ...process.argv.slice(2)], false)
  return [{ name: 'vitest run', code, took: seconds(start) }]
}

if (process.argv[2] === CHECKS_LANE) {
  try {
    setPriority(19)
  } catch {
    // Where priorities cannot be set, the checks run as they are.
  }
  process.send(await checks())
  process.disconnect()
} else {
  const results = (await Promise.all([checksLane(), tests()])).flat()
  process.stdout.write('\n── npm test\n')
  for (const { name, code, took } of results)
    process.stdout.write(`  ${code === 0 ? 'passed' : 'FAILED'}  ${name} (${took})\n`)
  const failed = results.filter(result => result.code !== 0)
  if (failed.length > 0) {
    process.stderr.write(`npm test failed: ${failed.map(result => result.name).join(', ')}\n`)
    process.exitCode = 1
  }
}
