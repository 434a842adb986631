import { realpathSync } from 'node:fs'
import path from 'node:path'

// Which files a setting may name, once every symlink is followed: inside given folders only,
// so that a file of the repository (an app file, a symlink) cannot point a run at another
// project's secrets or /proc/self/environ. Each face says which folders.

/** Whether `file` (a real path) lies inside `root` (resolved through its own symlinks). */
export function isInside(file: string, root: string): boolean {
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch {
    return false
  }
  const relative = path.relative(realRoot, file)
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
}

/** What following `file`'s symlinks found: its real path inside a root, outside them all, or no file. */
export type Confined =
  | { inside: true; real: string }
  | { inside: false; real: string }
  | { inside: false; real: undefined; code: string | undefined }

/** `file` (an absolute path) with every symlink followed, and whether it lies inside one of `roots`. */
export function confine(file: string, roots: readonly string[]): Confined {
  let real: string
  try {
    real = realpathSync(file)
  } catch (error) {
    return { inside: false, real: undefined, code: (error as NodeJS.ErrnoException).code }
  }
  return { inside: roots.some(root => isInside(real, root)), real }
}
