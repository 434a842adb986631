import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { MAX_ENV_FILE_BYTES } from './dotenv.js'
import type { Refuse } from './settings.js'

// Reading an env file, written once for both faces: a regular file (checked on the file
// opened, so it cannot be swapped between the check and the read), at most MAX_ENV_FILE_BYTES,
// text without NUL bytes. Which files may be named is each face's rule.

const LIMIT = `the limit of 1 MiB (${MAX_ENV_FILE_BYTES} bytes): expected a dotenv file of variables`

/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
export function readEnvFileText(name: string, file: string, refuse: Refuse): string {
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
    if (stat.size > MAX_ENV_FILE_BYTES) throw refuse(name, `is ${stat.size} bytes, over ${LIMIT}`)
    // At most one byte past the limit, so a file that grows meanwhile is caught too.
    const buffer = Buffer.alloc(MAX_ENV_FILE_BYTES + 1)
    let length = 0
    for (let read = -1; read !== 0 && length < buffer.length; length += read) {
      read = readSync(fd, buffer, length, buffer.length - length, null)
    }
    if (length > MAX_ENV_FILE_BYTES) throw refuse(name, `is over ${LIMIT}`)
    const bytes = buffer.subarray(0, length)
    const nul = bytes.indexOf(0)
    if (nul >= 0)
      throw refuse(
        name,
        `contains a NUL byte (at byte ${nul}): expected a text file in dotenv syntax, not a binary file`
      )
    return bytes.toString('utf8')
  } finally {
    closeSync(fd)
  }
}
