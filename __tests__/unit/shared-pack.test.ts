// The suite packs the npm package once per tree (harness/shared-pack.ts): the tarball is keyed by
// everything npm packs, so a changed tree packs again and an unchanged one never does; one
// process packs while the others wait for its result; a lock left by a run that died does not
// hold up the next one. npm is replaced by a pack that writes a tarball-named file, and the
// waits by a sleep that moves an injected clock.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PackedCli } from '../harness/cli-package.js'
import { LOCK_STALE_MS, packedInputs, packKey, sharedPack, type SharedPackOptions } from '../harness/shared-pack.js'

const MANIFEST = {
  name: 'pkg',
  version: '1.0.0',
  files: ['dist/cli/', 'docs/cli.md', 'docs/missing.md'],
  bin: { tool: 'dist/cli/index.js' }
}
const TREE: Record<string, string> = {
  'package.json': JSON.stringify(MANIFEST),
  'README.md': '# pkg\n',
  LICENSE: 'MIT\n',
  'dist/cli/index.js': '#!/usr/bin/env node\n',
  'dist/cli/chunk.js': 'chunk\n',
  'docs/cli.md': 'cli\n',
  'docs/other.md': 'not packed\n',
  'src/index.ts': 'not packed\n',
  'dist/index.js': 'the Action: not packed\n'
}

let root = ''
let cache = ''
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shared-pack-'))
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  cache = path.join(root, '.tmp', 'pack')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A pack in place of npm's: counts its calls and writes a tarball of its own name. */
function fakePack(): { pack: (destination: string) => PackedCli; calls: () => number } {
  let calls = 0
  return {
    pack: destination => {
      calls++
      const tarball = path.join(destination, `pkg-1.0.0-${calls}.tgz`)
      writeFileSync(tarball, `tarball ${calls}`)
      return { tarball, files: [{ path: 'package.json', mode: 0o644 }] }
    },
    calls: () => calls
  }
}

/**
 * A clock that only the sleeps move, and the sleeps asked for. Each sleep moves it by what was
 * asked, or by `step` (a machine so loaded that a poll takes that long).
 */
function fakeTime(
  onSleep: (slept: number) => void = () => {},
  step?: number
): Required<Pick<SharedPackOptions, 'sleep' | 'now'>> & { slept: number[] } {
  let clock = Date.now()
  const slept: number[] = []
  return {
    slept,
    now: () => clock,
    sleep: async ms => {
      slept.push(ms)
      clock += step ?? ms
      onSleep(slept.length)
      // A turn of the event loop, no time: a wait that never ends still lets the test's timeout fire.
      await new Promise(setImmediate)
    }
  }
}

const write = (file: string, text: string) => writeFileSync(path.join(root, file), text)

describe('the key of the shared tarball', () => {
  it('covers package.json, what `files` lists (that exists), the bin, README and LICENSE: nothing else', () => {
    expect(packedInputs(root)).toEqual([
      'LICENSE',
      'README.md',
      'dist/cli/chunk.js',
      'dist/cli/index.js',
      'docs/cli.md',
      'package.json'
    ])
  })

  it.each([
    ['package.json', JSON.stringify({ ...MANIFEST, version: '1.0.1' })],
    ['README.md', '# pkg, changed\n'],
    ['LICENSE', 'ISC\n'],
    ['dist/cli/chunk.js', 'chunk, rebuilt\n'],
    ['docs/cli.md', 'cli, regenerated\n']
  ])('changes when %s changes', (file, text) => {
    const before = packKey(root)
    write(file, text)
    expect(packKey(root)).not.toBe(before)
  })

  it('changes when a file is added under a folder `files` lists, and when the bin loses its executable bit', () => {
    chmodSync(path.join(root, 'dist/cli/index.js'), 0o755)
    const executable = packKey(root)
    chmodSync(path.join(root, 'dist/cli/index.js'), 0o644)
    expect(packKey(root)).not.toBe(executable)
    const before = packKey(root)
    write('dist/cli/new-chunk.js', 'new\n')
    expect(packKey(root)).not.toBe(before)
  })

  it('stays the same when only what npm leaves out changes', () => {
    const before = packKey(root)
    write('src/index.ts', 'changed\n')
    write('docs/other.md', 'changed\n')
    write('dist/index.js', 'changed\n')
    expect(packKey(root)).toBe(before)
  })
})

describe('one pack per tree, shared', () => {
  it('packs once for a tree, and again once the tree changed', async () => {
    const { pack, calls } = fakePack()
    const first = await sharedPack({ root, cache, pack })
    expect(await sharedPack({ root, cache, pack })).toEqual(first)
    expect(calls()).toBe(1)
    expect(first.tarball.startsWith(path.join(cache, packKey(root)) + path.sep)).toBe(true)

    write('dist/cli/chunk.js', 'chunk, rebuilt\n')
    const second = await sharedPack({ root, cache, pack })
    expect(calls()).toBe(2)
    expect(second.tarball).not.toBe(first.tarball)
    expect(second.tarball.startsWith(path.join(cache, packKey(root)) + path.sep)).toBe(true)
  })

  it('callers that ask at once get the one pack: the others wait for its result, polling', async () => {
    let finish: () => void = () => {}
    const packed = new Promise<void>(resolve => (finish = resolve))
    const { pack, calls } = fakePack()
    const slowPack = async (destination: string) => {
      await packed
      return pack(destination)
    }
    const time = fakeTime(count => count === 3 && finish())
    const asks = [1, 2, 3].map(() => sharedPack({ root, cache, pack: slowPack, ...time }))
    const results = await Promise.all(asks)
    expect(calls()).toBe(1)
    expect(new Set(results.map(result => result.tarball)).size).toBe(1)
    expect(time.slept.length).toBeGreaterThanOrEqual(3)
    expect(new Set(time.slept)).toEqual(new Set([100]))
    // The lock and the folder it packed in are gone; the result stays.
    expect(readdirSync(cache)).toEqual([packKey(root)])
  })

  /** Writes the lock of the tree as a holder with `pid` taken at `since` would. */
  const lockAs = (pid: number, since: number): string => {
    const lock = path.join(cache, `${packKey(root)}.lock`)
    mkdirSync(cache, { recursive: true })
    writeFileSync(lock, `${pid} its-token ${since}\n`)
    return lock
  }

  it('a lock left by a process that died is broken, and the tree packed', async () => {
    const { pack, calls } = fakePack()
    const time = fakeTime()
    lockAs(999_999, time.now())
    await sharedPack({ root, cache, pack, ...time, isAlive: pid => pid !== 999_999 })
    expect(calls()).toBe(1)
    expect(time.slept).toEqual([])
  })

  it('a lock older than any pack takes is broken, though its pid runs (another process has it now)', async () => {
    const { pack, calls } = fakePack()
    const time = fakeTime()
    lockAs(process.pid, time.now() - LOCK_STALE_MS - 1)
    await sharedPack({ root, cache, pack, ...time })
    expect(calls()).toBe(1)
    expect(time.slept).toEqual([])
  })

  it('a live holder is waited for, not broken, until its lock is older than any pack takes', async () => {
    const { pack, calls } = fakePack()
    const time = fakeTime(undefined, 10_000)
    const start = time.now()
    lockAs(process.pid, start)
    await sharedPack({ root, cache, pack, ...time })
    expect(calls()).toBe(1)
    expect(new Set(time.slept)).toEqual(new Set([100]))
    expect(time.now() - start).toBeGreaterThan(LOCK_STALE_MS)
    expect(time.now() - start).toBeLessThanOrEqual(LOCK_STALE_MS + 10_000)
  })

  it('a wait that never ends fails, naming the lock, its process and the folder expected', async () => {
    const { pack, calls } = fakePack()
    // Live holders one after another, each lock fresh when it is read.
    const time = fakeTime(() => lockAs(4242, time.now()), 10_000)
    const lock = lockAs(4242, time.now())
    const wait = sharedPack({ root, cache, pack, ...time, isAlive: () => true })
    await expect(wait).rejects.toThrow(
      `for ${lock} (process 4242 packing ${root}): expected its tarball in ${path.join(cache, packKey(root))}; delete the lock if no test run is packing`
    )
    expect(calls()).toBe(0)
  })
})
