import path from 'node:path'
import { confine } from './confined-path.js'
import { MAX_ENV_FILE_BYTES } from './dotenv.js'
import type { Refuse } from './settings.js'
import { readTextFile, type Expected } from './text-file.js'

// Reading an env file, written once for both faces: a regular file of at most
// MAX_ENV_FILE_BYTES, text without NUL bytes (text-file.ts). Which files may be named is each
// face's rule for its own setting; an app file's `env-file` is confined alike on the command
// line and in the Node API (the Action confines it to the workspace, as its inputs).

const ENV_FILE: Expected = {
  maxBytes: MAX_ENV_FILE_BYTES,
  file: 'a dotenv file of variables',
  syntax: 'dotenv syntax'
}

/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
export function readEnvFileText(name: string, file: string, refuse: Refuse): string {
  return readTextFile(name, file, ENV_FILE, refuse)
}

/**
 * The text of an app file's `env-file` for one service: `given` from the working directory `cwd`,
 * as the app file writes it, and with every symlink followed inside the working directory or the
 * app file's folder tree. An app file comes with the repository: its `../other/.env` or
 * `/home/me/.env` must not upload another project's variables. `where` names it for the
 * refusals ("app.yml line 9: `env-file` of service `web`").
 */
export function readAppEnvFileText(
  given: string,
  where: string,
  appFile: string,
  refuse: Refuse,
  cwd = process.cwd()
): string {
  const file = path.resolve(cwd, given)
  const workingDirectory = path.resolve(cwd)
  const appFolder = path.dirname(path.resolve(cwd, appFile))
  const roots = [workingDirectory, appFolder]
  const found = confine(file, roots)
  if (found.real === undefined)
    throw refuse(where, `names no readable file: ${file}${found.code ? ` (${found.code})` : ''}`)
  if (!found.inside) {
    // The app file's folder is named only when it is not inside the working directory already.
    const fromWorkingDirectory = path.relative(workingDirectory, appFolder)
    const appFolderToo =
      fromWorkingDirectory.startsWith('..') || path.isAbsolute(fromWorkingDirectory)
        ? ` or the app file's folder (${appFolder})`
        : ''
    throw refuse(
      where,
      `must name a file inside the working directory (${workingDirectory})${appFolderToo}, after following symlinks; ${file} resolves to ${found.real}`
    )
  }
  return readEnvFileText(where, found.real, refuse)
}
