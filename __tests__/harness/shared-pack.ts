// One `npm pack` of this repository per tree, shared by every test file that installs or reads
// the tarball (the CLI's and the Node API's packages, the GitLab pipelines' registry): a pack
// costs about two CPU-seconds, and the suite's files run in up to four worker processes at once.
//
// The tarball is kept in `.tmp/pack/KEY/`, KEY the digest of what npm packs (packKey): a changed
// tree packs again, an unchanged one reuses the last run's. The first process to need it takes a
// lock file (created whole by a hard link, which fails if the lock exists) and packs; the others
// poll for the result every POLL_MS. The result appears at once, by the rename of a finished
// folder, so a reader never sees half of it. The lock only saves CPU: a lock whose process died
// (or older than any pack may take) is broken, and if two processes ever pack at once, the second
// finds the first's folder in place and uses it.
import { createHash, randomUUID } from 'node:crypto'
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { filesUnder } from '../../scripts/dist-digest.mjs'
import { PACK_TIMEOUT_MS, packCli, ROOT, type PackedCli } from './cli-package.js'

/** How often a process waiting for another's pack looks again. */
const POLL_MS = 100
/** A lock older than this is from a run that died: the holder's npm would have been killed by now. */
export const LOCK_STALE_MS = PACK_TIMEOUT_MS + 30_000
/** The longest sharedPack waits: out one stale lock (or one holder's pack), then a pack of its own. */
const WAIT_TIMEOUT_MS = LOCK_STALE_MS + PACK_TIMEOUT_MS
/** For a hook that calls sharedPack: its wait and a little more (a safety net, not a measure). */
export const SHARED_PACK_TIMEOUT_MS = WAIT_TIMEOUT_MS + 30_000
/** Another tree's tarball is removed once it has not been packed for this long. */
const KEEP_OTHER_TREES_MS = 60 * 60_000

/** What the result folder records beside the tarball: npm's answer to `npm pack --json`. */
const RECORD = 'packed.json'

/**
 * The paths (relative, with /) of the files whose names, modes or contents make the tarball:
 * package.json, every entry of its `files`, its `main` and `bin`, and the README and LICENSE
 * npm adds whatever `files` says. A file listed here that npm leaves out only packs once more.
 */
export function packedInputs(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    files?: string[]
    main?: string
    bin?: string | Record<string, string>
  }
  const always = readdirSync(root).filter(name => /^(readme|license|licence)(\..*)?$/i.test(name))
  const bins = typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {})
  const entries = [...(manifest.files ?? []), ...always, ...(manifest.main ? [manifest.main] : []), ...bins]
  // dist-digest's walk, which leaves out the recorded build digest: check-dist may write it again
  // while the suite runs, and it follows from the rest.
  const files = entries
    .map(entry => path.posix.normalize(entry).replace(/\/$/, ''))
    .filter(entry => existsSync(path.join(root, entry)))
    .flatMap(entry => filesUnder(root, entry))
  return ['package.json', ...new Set(files)].sort()
}

/** The digest of the tree as npm packs it: each input's path, whether it is executable, and its contents. */
export function packKey(root: string = ROOT): string {
  const hash = createHash('sha256')
  for (const file of packedInputs(root)) {
    const executable = (statSync(path.join(root, file)).mode & 0o111) !== 0
    hash.update(`${file}\0${executable ? 'x' : '-'}\0`).update(readFileSync(path.join(root, file)))
  }
  return hash.digest('hex')
}

export interface SharedPackOptions {
  /** The repository to pack (this one). */
  root?: string
  /** Where the tarballs and the lock are kept (`.tmp/pack` of the repository). */
  cache?: string
  /** Packs the repository into a folder (npm pack). */
  pack?: (destination: string) => PackedCli | Promise<PackedCli>
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** Whether the process with this pid is running. */
  isAlive?: (pid: number) => boolean
}

/**
 * The tarball `npm pack` makes of the tree as it is, packed by the first process to ask and
 * shared by the others. It is read, never changed: a test that would change it copies it first.
 */
export async function sharedPack(options: SharedPackOptions = {}): Promise<PackedCli> {
  const root = options.root ?? ROOT
  const cache = options.cache ?? path.join(root, '.tmp', 'pack')
  const { pack = packCli, sleep = delay, now = Date.now, isAlive = processIsAlive } = options
  mkdirSync(cache, { recursive: true })
  const key = packKey(root)
  const result = path.join(cache, key)
  const lock = path.join(cache, `${key}.lock`)
  const deadline = now() + WAIT_TIMEOUT_MS
  for (;;) {
    const ready = readResult(result)
    if (ready) return ready
    const token = takeLock(lock, now())
    if (token) {
      try {
        return readResult(result) ?? (await packInto(cache, key, pack))
      } finally {
        if (lockHolder(lock)?.token === token) rmSync(lock, { force: true })
      }
    }
    const holder = lockHolder(lock)
    if (holder && (!isAlive(holder.pid) || now() - holder.since > LOCK_STALE_MS)) {
      rmSync(lock, { force: true })
      continue
    }
    if (now() > deadline) {
      throw new Error(
        `waited ${WAIT_TIMEOUT_MS / 1000} s for ${lock} (process ${holder?.pid ?? 'unknown'} packing ${root}): expected its tarball in ${result}; delete the lock if no test run is packing`
      )
    }
    await sleep(POLL_MS)
  }
}

/** Packs into a folder of its own, then renames the finished folder to `cache/key`. */
async function packInto(cache: string, key: string, pack: NonNullable<SharedPackOptions['pack']>): Promise<PackedCli> {
  const staging = mkdtempSync(path.join(cache, `${key}.staging-${process.pid}-`))
  try {
    const packed = await pack(staging)
    const record = { filename: path.relative(staging, packed.tarball), files: packed.files }
    writeFileSync(path.join(staging, RECORD), JSON.stringify(record))
    try {
      renameSync(staging, path.join(cache, key))
    } catch (error) {
      // Another process packed the same tree at the same time (its lock was thought stale): use its folder.
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
    removeOthers(cache, key)
    const published = readResult(path.join(cache, key))
    if (!published) throw new Error(`${path.join(cache, key)} holds no ${RECORD} after the pack`)
    return published
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

function readResult(folder: string): PackedCli | undefined {
  let record: { filename: string; files: PackedCli['files'] }
  try {
    record = JSON.parse(readFileSync(path.join(folder, RECORD), 'utf8')) as typeof record
  } catch {
    return undefined
  }
  const tarball = path.join(folder, record.filename)
  return existsSync(tarball) ? { tarball, files: record.files } : undefined
}

/**
 * Creates `lock` holding this process's pid, a token of its own and the time, whole or not at
 * all; the token, or undefined when another holds the lock.
 */
function takeLock(lock: string, time: number): string | undefined {
  const token = randomUUID()
  const written = `${lock}.${token}`
  writeFileSync(written, `${process.pid} ${token} ${time}\n`)
  try {
    linkSync(written, lock)
    return token
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined
    throw error
  } finally {
    rmSync(written, { force: true })
  }
}

function lockHolder(lock: string): { pid: number; token: string; since: number } | undefined {
  try {
    const [pid, token, since] = readFileSync(lock, 'utf8').trim().split(' ')
    return { pid: Number(pid), token: token ?? '', since: Number(since) || statSync(lock).mtimeMs }
  } catch {
    return undefined
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes other trees' tarballs not packed for an hour, and what dead processes left half packed. */
function removeOthers(cache: string, key: string): void {
  for (const name of readdirSync(cache)) {
    const full = path.join(cache, name)
    const staging = /^[0-9a-f]{64}\.staging-(\d+)-/.exec(name)
    const old = /^[0-9a-f]{64}$/.test(name) && name !== key && Date.now() - statSync(full).mtimeMs > KEEP_OTHER_TREES_MS
    if (old || (staging && !processIsAlive(Number(staging[1])))) rmSync(full, { recursive: true, force: true })
  }
}
