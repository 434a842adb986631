import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import type { Refuse } from './settings.js'

// Reading a file a setting names (an env file, the app file), written once for both faces: a
// regular file (checked on the file opened, so it cannot be swapped between the check and the
// read), at most `maxBytes`, text without NUL bytes. Symlinks are followed: which files may be
// named is each face's rule.

/** What the refusals say is expected: `file` after "expected", `syntax` after "a text file in". */
export interface Expected {
  maxBytes: number
  file: string
  syntax: string
}

/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
export function readTextFile(name: string, file: string, expected: Expected, refuse: Refuse): string {
  const limit = `the limit of ${expected.maxBytes / 1024 / 1024} MiB (${expected.maxBytes} bytes): expected ${expected.file}`
  let fd: number
  try {
    // Non-blocking, so that a FIFO is opened and refused rather than waited on.
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw refuse(name, `names no readable file: ${file}${code ? ` (${code})` : ''}`)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw refuse(name, `must name a regular file; ${file} is not one`)
    if (stat.size > expected.maxBytes) throw refuse(name, `is ${stat.size} bytes, over ${limit}`)
    // At most one byte past the limit, so a file that grows meanwhile is caught too.
    const buffer = Buffer.alloc(expected.maxBytes + 1)
    let length = 0
    for (let read = -1; read !== 0 && length < buffer.length; length += read) {
      read = readSync(fd, buffer, length, buffer.length - length, null)
    }
    if (length > expected.maxBytes) throw refuse(name, `is over ${limit}`)
    const bytes = buffer.subarray(0, length)
    const nul = bytes.indexOf(0)
    if (nul >= 0)
      throw refuse(
        name,
        `contains a NUL byte (at byte ${nul}): expected a text file in ${expected.syntax}, not a binary file`
      )
    return bytes.toString('utf8')
  } finally {
    closeSync(fd)
  }
}
