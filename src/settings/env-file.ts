import { MAX_ENV_FILE_BYTES } from './dotenv.js'
import type { Refuse } from './settings.js'
import { readTextFile, type Expected } from './text-file.js'

// Reading an env file, written once for both faces: a regular file of at most
// MAX_ENV_FILE_BYTES, text without NUL bytes (text-file.ts). Which files may be named is each
// face's rule.

const ENV_FILE: Expected = {
  maxBytes: MAX_ENV_FILE_BYTES,
  file: 'a dotenv file of variables',
  syntax: 'dotenv syntax'
}

/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
export function readEnvFileText(name: string, file: string, refuse: Refuse): string {
  return readTextFile(name, file, ENV_FILE, refuse)
}
