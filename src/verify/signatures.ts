// The built-in crash signatures of the verification window: runtime log lines that say the
// application crashed, whatever else the workflow's author asks for. Each is RE2 syntax (matched
// in linear time, src/verify/patterns.ts) and carries a real line it is tested with
// (__tests__/unit/verify/signatures.test.ts, with a corpus of ordinary lines none may match).
// docs/verify.md lists them from this table.

/**
 * A longer line is matched on its first 16 KiB. Here rather than in patterns.ts, which loads the
 * RE2 engine: the runtime log's reader cuts lines to it whether or not a window compiles patterns.
 */
export const MATCH_CHARS = 16 * 1024

export interface CrashSignature {
  /** A short name, shown with a match: `go panic`. */
  name: string
  /** RE2 syntax, unanchored unless it says `^`. */
  pattern: string
  /** A real line of such a crash. */
  example: string
}

export const CRASH_SIGNATURES: readonly CrashSignature[] = [
  {
    name: 'Node heap out of memory',
    pattern: 'JavaScript heap out of memory',
    example: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'
  },
  {
    name: 'Node unhandled rejection',
    pattern: 'UnhandledPromiseRejection|\\bUnhandled promise rejection\\b',
    example:
      '[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "connect ECONNREFUSED 10.0.0.7:5432".] {'
  },
  {
    name: 'Node uncaught exception',
    pattern: '(?i)\\buncaught ?exception\\b|triggerUncaughtException',
    example: "Uncaught exception: TypeError: Cannot read properties of undefined (reading 'id')"
  },
  {
    name: 'Python traceback',
    pattern: 'Traceback \\(most recent call last\\)',
    example: 'Traceback (most recent call last):'
  },
  {
    name: 'gunicorn worker failed to boot',
    pattern: 'Worker failed to boot',
    example: '[2026-11-27 10:04:12 +0000] [7] [ERROR] Reason: Worker failed to boot.'
  },
  {
    name: 'Go panic',
    pattern: '^\\s*panic: ',
    example: 'panic: runtime error: invalid memory address or nil pointer dereference'
  },
  {
    name: 'Go fatal error',
    pattern: '^\\s*fatal error: ',
    example: 'fatal error: concurrent map writes'
  },
  {
    name: 'Java exception in thread',
    pattern: 'Exception in thread "',
    example: 'Exception in thread "main" java.lang.IllegalStateException: Failed to load ApplicationContext'
  },
  {
    name: 'Java out of memory',
    pattern: '\\bOutOfMemoryError\\b',
    example: 'java.lang.OutOfMemoryError: Java heap space'
  },
  {
    name: 'Ruby uncaught error',
    pattern: "\\.r[bu]:\\d+:in [`'].*\\((?:[A-Z]\\w*::)*[A-Z]\\w*\\)\\s*$",
    example: "/app/app/models/user.rb:12:in `name': undefined method `upcase' for nil:NilClass (NoMethodError)"
  },
  {
    name: 'Rust panic',
    pattern: "thread '[^']*' panicked at",
    example: "thread 'main' panicked at src/main.rs:14:5:"
  },
  {
    name: '.NET unhandled exception',
    pattern: '^\\s*Unhandled exception\\. ',
    example: 'Unhandled exception. System.InvalidOperationException: Unable to resolve service for type IUserStore.'
  },
  {
    name: 'PHP fatal error',
    pattern: 'PHP Fatal error: ',
    example: 'PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in /var/www/html/index.php:3'
  },
  {
    name: 'segmentation fault',
    pattern: '(?i)\\bsegmentation (?:fault|violation)\\b',
    example: 'Segmentation fault (core dumped)'
  },
  {
    name: 'OOM killer',
    pattern: '(?i)out of memory: kill(?:ed)? process|\\boom[- ]?kill(?:ed|er)?\\b|\\bOOMKilled\\b',
    example: 'Out of memory: Killed process 42 (node) total-vm:1853340kB, anon-rss:523412kB, file-rss:0kB'
  },
  {
    name: 'process exited with an error',
    pattern: '(?i)\\bexited with (?:exit )?(?:code|status) (?:[1-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-5])\\b',
    example: '==> Application exited with code 1'
  }
]
