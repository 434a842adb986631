// The files a later step reads (the outputs, the summary) are written only when they are regular
// files, and opening one never waits: a FIFO nobody reads, a directory or a device in their place
// is refused at once, and nothing is written to it.
import { execFileSync } from 'node:child_process'
import {
  closeSync,
  constants,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkRegularFile, NotRegularFile, writeRegularFile } from '../../src/core/regular-file.js'

const dir = mkdtempSync(path.join(tmpdir(), 'regular-file-'))
const open: number[] = []
afterEach(() => {
  for (const fd of open.splice(0)) closeSync(fd)
})

function fifo(name: string): string {
  const file = path.join(dir, name)
  execFileSync('mkfifo', [file])
  return file
}

/** A FIFO with a reader that never reads: a write would fill its pipe, then wait. */
function fifoWithReader(name: string): { file: string; reader: number } {
  const file = fifo(name)
  const reader = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  open.push(reader)
  return { file, reader }
}

const WRITES: [string, (file: string) => void][] = [
  ['replaced', file => writeRegularFile(file, 'A=1\n', 'replace')],
  ['appended', file => writeRegularFile(file, 'A=1\n', 'append-lines')],
  ['checked', file => checkRegularFile(file)]
]

describe('a path that is not a regular file is refused at once, nothing written', () => {
  it.each(WRITES)('%s: a FIFO nobody reads', (what, write) => {
    const file = fifo(`nobody-${what}`)
    expect(() => write(file)).toThrow(NotRegularFile)
    // Opened for reading too, a FIFO opens at once, and is seen for what it is.
    expect(() => write(file)).toThrow(new RegExp(`^${file} is a FIFO( or socket nobody reads)?, not a regular file`))
  })

  it.each(WRITES)('%s: a FIFO that a reader holds open', (what, write) => {
    const { file, reader } = fifoWithReader(`reader-${what}`)
    expect(() => write(file)).toThrow(`${file} is a FIFO, not a regular file: nothing was written to it.`)
    expect(readSync(reader, Buffer.alloc(16))).toBe(0)
  })

  it.each(WRITES)('%s: a directory', (what, write) => {
    const folder = path.join(dir, `folder-${what}`)
    mkdirSync(folder)
    expect(() => write(folder)).toThrow(`${folder} is a directory, not a regular file`)
  })

  it.each(WRITES)('%s: a device', (_what, write) => {
    expect(() => write('/dev/null')).toThrow('/dev/null is a device, not a regular file')
  })

  it.each(WRITES)('%s: a symbolic link to another file, which is left as it was', (what, write) => {
    const target = path.join(dir, `target-${what}`)
    writeFileSync(target, 'root:x:0:0\n')
    const link = path.join(dir, `link-${what}`)
    symlinkSync(target, link)
    expect(() => write(link)).toThrow(`${link} is a symbolic link, not a regular file`)
    expect(readFileSync(target, 'utf8')).toBe('root:x:0:0\n')
  })
})

describe('a regular file is written as asked', () => {
  it('replaced: created when missing, its old text gone', () => {
    const file = path.join(dir, 'replaced.env')
    writeRegularFile(file, 'A=1\nB=2\n', 'replace')
    writeRegularFile(file, 'C=3\n', 'replace')
    expect(readFileSync(file, 'utf8')).toBe('C=3\n')
  })

  it('appended: created when missing, on a line of its own after an unfinished last line', () => {
    const file = path.join(dir, 'appended.env')
    writeRegularFile(file, 'A=1\n', 'append-lines')
    writeFileSync(file, 'A=1\nB=unfinished')
    writeRegularFile(file, 'C=3\n', 'append-lines')
    expect(readFileSync(file, 'utf8')).toBe('A=1\nB=unfinished\nC=3\n')
  })

  it('checked: a regular file passes and is not changed; a missing one is the system error, not created', () => {
    const file = path.join(dir, 'checked.env')
    writeFileSync(file, 'A=1')
    checkRegularFile(file)
    expect(readFileSync(file, 'utf8')).toBe('A=1')
    expect(() => checkRegularFile(path.join(dir, 'missing'))).toThrow(/ENOENT/)
  })
})
