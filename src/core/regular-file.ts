import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync, writeSync, type Stats } from 'node:fs'
import { UserFacingError } from './errors.js'

// Writing a file a later step reads (the outputs, the summary), for both faces: opened without
// waiting and without following a link, so a FIFO or a device in its place can never hold the
// run and a link cannot have another file replaced, and written only when the
// file opened (not the path checked before) is a regular one, created as one when missing.

/** A path that names something other than a regular file: nothing was written to it. */
export class NotRegularFile extends UserFacingError {
  override name = 'NotRegularFile'
}

/** `replace`: the file's text becomes `text`; `append-lines`: added, on a line of its own. */
export type WriteMode = 'replace' | 'append-lines'

const NONBLOCK = constants.O_NONBLOCK ?? 0
/** A link at the path is refused, not followed: a link committed in place of the outputs file would have another file replaced. */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0

/** Writes `text` to `file`, created when missing; throws NotRegularFile, or the system's error (a missing folder, say). */
export function writeRegularFile(file: string, text: string, mode: WriteMode): void {
  const create = constants.O_CREAT | (mode === 'replace' ? 0 : constants.O_APPEND)
  // Read too, when allowed, to see whether the file's last line is finished.
  const fd = mode === 'replace' ? openRegular(file, create | constants.O_WRONLY) : openReadable(file, create)
  try {
    let prefix = ''
    if (mode === 'replace') ftruncateSync(fd, 0)
    else if (endsUnfinished(fd)) prefix = '\n'
    const bytes = Buffer.from(`${prefix}${text}`)
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written)
  } finally {
    closeSync(fd)
  }
}

/** Throws NotRegularFile when `file` is there but is not a regular file, the system's error when it cannot be opened. */
export function checkRegularFile(file: string): void {
  closeSync(openRegular(file, constants.O_WRONLY | constants.O_APPEND))
}

function openReadable(file: string, flags: number): number {
  try {
    return openRegular(file, flags | constants.O_RDWR)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES') throw error
    return openRegular(file, flags | constants.O_WRONLY)
  }
}

/** Opens without waiting: a FIFO nobody reads is ENXIO at once, not a hang. */
function openRegular(file: string, flags: number): number {
  let fd: number
  try {
    fd = openSync(file, flags | NONBLOCK | NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENXIO') throw notRegular(file, 'a FIFO or socket nobody reads')
    if (code === 'ELOOP') throw notRegular(file, 'a symbolic link')
    if (code === 'EISDIR') throw notRegular(file, 'a directory')
    throw error
  }
  const stat = fstatSync(fd)
  if (!stat.isFile()) {
    closeSync(fd)
    throw notRegular(file, kindOf(stat))
  }
  return fd
}

function endsUnfinished(fd: number): boolean {
  const size = fstatSync(fd).size
  if (size === 0) return false
  const last = Buffer.alloc(1)
  try {
    readSync(fd, last, 0, 1, size - 1)
  } catch {
    // Opened write-only: the file's end is not known, and is taken as a finished line.
    return false
  }
  return last[0] !== 0x0a
}

function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO'
  if (stat.isDirectory()) return 'a directory'
  if (stat.isSocket()) return 'a socket'
  return 'a device'
}

function notRegular(file: string, kind: string): NotRegularFile {
  return new NotRegularFile(
    `${file} is ${kind}, not a regular file: nothing was written to it.`,
    'name a regular file (or a path where one can be created).'
  )
}
