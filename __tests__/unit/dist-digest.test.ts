// The digest that lets `npm run check-dist` pass a tree without building it again must change
// with every input of the build and with dist/ itself, and only the recorded digest may be left
// out of it (scripts/dist-digest.mjs).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkPlan, DIGEST_FILE, distDigest, recordedDigest } from '../../scripts/dist-digest.mjs'

const FILES: Record<string, string> = {
  'src/core/version.ts': 'export const VERSION = "1"\n',
  'dist/index.js': 'console.log(1)\n',
  'dist/cli/index.js': 'console.log(2)\n',
  'package.json': '{"name":"x"}\n',
  'package-lock.json': '{}\n',
  'tsconfig.json': '{}\n',
  'scripts/check-dist.mjs': '// check\n',
  'scripts/dist-digest.mjs': '// digest\n',
  'scripts/api-types.mjs': '// types\n'
}

let root = ''
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dist-digest-'))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the digest of what the build reads and writes', () => {
  it('is the same for the same tree, wherever it is', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'dist-digest-'))
    try {
      cpSync(root, other, { recursive: true })
      expect(distDigest(other)).toBe(distDigest(root))
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })

  it.for([...Object.keys(FILES), 'src/new-module.ts', 'dist/cli/22.index.js'])(
    'changes when %s changes or appears',
    file => {
      const before = distDigest(root)
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), `${FILES[file] ?? ''}// edited\n`)
      expect(distDigest(root)).not.toBe(before)
    }
  )

  it('changes when a file is renamed with the same content', () => {
    const before = distDigest(root)
    rmSync(path.join(root, 'dist/cli/index.js'))
    writeFileSync(path.join(root, 'dist/cli/main.js'), FILES['dist/cli/index.js']!)
    expect(distDigest(root)).not.toBe(before)
  })

  it('leaves out only the recorded digest, which is read back as written', () => {
    const before = distDigest(root)
    expect(recordedDigest(root)).toBe('')
    writeFileSync(path.join(root, DIGEST_FILE), `${before}\n`)
    expect(distDigest(root)).toBe(before)
    expect(recordedDigest(root)).toBe(before)
  })

  it('is not fooled by files outside the build: a test or a doc changes nothing', () => {
    const before = distDigest(root)
    mkdirSync(path.join(root, '__tests__'), { recursive: true })
    writeFileSync(path.join(root, '__tests__/a.test.ts'), 'x\n')
    writeFileSync(path.join(root, 'README.md'), 'x\n')
    expect(distDigest(root)).toBe(before)
  })
})

describe('what a check does with a tree', () => {
  const digest = 'a'.repeat(64)
  it.for([
    ['the recorded digest: passes without building', [], digest, digest, 'pass'],
    ['another digest: builds and compares', [], digest, 'b'.repeat(64), 'build'],
    ['no digest recorded: builds and compares', [], '', digest, 'build'],
    ['--rebuild, though the digest is the recorded one', ['--rebuild'], digest, digest, 'build'],
    ['--record, after a build', ['--record'], '', digest, 'record']
  ] as const)('%s', ([, flags, recorded, current, plan]) => {
    expect(checkPlan([...flags], recorded, current)).toBe(plan)
  })
})
