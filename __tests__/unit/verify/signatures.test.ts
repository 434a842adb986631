// The built-in crash signatures: each one catches real crash lines (its own example and more
// of the same runtime), and none catches an ordinary line of a healthy application.
import { describe, expect, it } from 'vitest'
import { compileLogPatterns } from '../../../src/verify/patterns.js'
import { CRASH_SIGNATURES } from '../../../src/verify/signatures.js'

const builtIn = compileLogPatterns({ failOnLog: [], ignoreLog: [] })

/** Real crash lines, each with the signature that must catch it. */
const CRASHES: [string, string][] = [
  [
    'Node heap out of memory',
    'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory'
  ],
  [
    'Node unhandled rejection',
    '(node:42) UnhandledPromiseRejectionWarning: Error: connect ECONNREFUSED 127.0.0.1:6379'
  ],
  ['Node unhandled rejection', 'Unhandled promise rejection: Error: getaddrinfo ENOTFOUND db'],
  ['Node uncaught exception', 'uncaughtException: Error: listen EADDRINUSE: address already in use :::3000'],
  ['Node uncaught exception', '    at triggerUncaughtException (node:internal/process/execution:305:15)'],
  ['Python traceback', 'Traceback (most recent call last):'],
  ['gunicorn worker failed to boot', "gunicorn.errors.HaltServer: <HaltServer 'Worker failed to boot.' 3>"],
  ['Go panic', 'panic: assignment to entry in nil map'],
  ['Go panic', '  panic: runtime error: index out of range [3] with length 3'],
  ['Go fatal error', 'fatal error: all goroutines are asleep - deadlock!'],
  ['Java exception in thread', 'Exception in thread "http-nio-8080-exec-1" java.lang.NullPointerException'],
  ['Java out of memory', 'Caused by: java.lang.OutOfMemoryError: GC overhead limit exceeded'],
  [
    'Ruby uncaught error',
    "/usr/local/bundle/gems/pg-1.5.4/lib/pg/connection.rb:696:in `async_connect_or_reset': connection refused (PG::ConnectionBad)"
  ],
  ['Ruby uncaught error', "config.ru:3:in `block in <main>': uninitialized constant App (NameError)"],
  [
    'Rust panic',
    "thread 'tokio-runtime-worker' panicked at 'called `Option::unwrap()` on a `None` value', src/db.rs:40:18"
  ],
  ['.NET unhandled exception', 'Unhandled exception. System.Net.Sockets.SocketException (111): Connection refused'],
  [
    'PHP fatal error',
    'PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)'
  ],
  ['segmentation fault', '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a1b2c]'],
  ['segmentation fault', 'bash: line 1:    12 Segmentation fault      ./server'],
  ['OOM killer', 'Memory cgroup out of memory: Killed process 4242 (python3) total-vm:2097152kB'],
  ['OOM killer', 'Last State: Terminated, Reason: OOMKilled, Exit Code: 137'],
  ['OOM killer', 'kernel: oom-kill:constraint=CONSTRAINT_MEMCG,task=node,pid=42'],
  ['process exited with an error', '==> Application exited with code 137'],
  ['process exited with an error', 'Process exited with status 255'],
  ['process exited with an error', 'npm ERR! command failed: exited with code 1']
]

/** Ordinary lines: none marks a crash. */
const ORDINARY = [
  '0 errors',
  'panic_mode=false',
  'error_rate=0.00',
  'retrying after error (1/3)',
  'Process exited with status 0',
  '==> Application exited with code 0',
  'child exited with code 256 (not a status)',
  'worker exited with code 1000',
  'GET /health 200 in 3ms',
  'Listening on port 10000',
  'Uncaught exceptions: 0',
  'uncaught_exceptions_total 0',
  'Unhandled exceptions so far: none',
  'handled promise rejection in retry loop',
  'INFO  no panic: all checks passed',
  'dont_panic: true',
  'fatal_errors=0',
  'Traceback disabled in production',
  'OutOfMemoryErrors: 0',
  'oomkiller_score_adj=-1000',
  'segmentation_faults_total 0',
  'Exception in threading module ignored',
  'PHP Warning:  Undefined variable $x in /var/www/index.php on line 3',
  'booting worker with pid: 7',
  'Worker booted in 1.2s',
  'thread pool panicked_at_count=0',
  'deploy finished: exited with code 0 after 12s',
  'user.rb:12: warning: method redefined; discarding old name',
  'Compiled successfully in 1342ms'
]

describe('the built-in crash signatures', () => {
  it('are at least 15, each named once', () => {
    expect(CRASH_SIGNATURES.length).toBeGreaterThanOrEqual(15)
    expect(new Set(CRASH_SIGNATURES.map(signature => signature.name)).size).toBe(CRASH_SIGNATURES.length)
  })

  it.each(CRASH_SIGNATURES.map((signature, index) => [index + 1, signature.name, signature.example]))(
    '%i. %s catches its own example line',
    (_row, name, example) => {
      expect(builtIn.match(example)).toEqual({ by: name, builtIn: true })
    }
  )

  it.each(CRASHES.map(([name, line], index) => [index + 1, name, line]))('crash %i (%s): %s', (_row, name, line) => {
    expect(builtIn.match(line)?.by).toBe(name)
  })

  it.each(ORDINARY.map((line, index) => [index + 1, line]))('ordinary line %i never matches: %s', (_row, line) => {
    expect(builtIn.match(line)).toBeUndefined()
  })

  it('every exit code from 1 to 255 is a crash, 0 and 256 are not', () => {
    for (let code = 1; code <= 255; code++) {
      expect(builtIn.match(`Application exited with code ${code}`)?.by).toBe('process exited with an error')
      expect(builtIn.match(`process exited with status ${code}`)?.by).toBe('process exited with an error')
    }
    expect(builtIn.match('exited with code 0')).toBeUndefined()
    expect(builtIn.match('exited with code 256')).toBeUndefined()
  })
})
