// What the bundled command line loads for each kind of line: `--version` its entry alone, a
// one-service deploy neither the app file's YAML parser, nor the app's modules, nor the RE2
// engine; one with patterns the RE2 engine alone; an app deploy all of them. Which chunk of
// dist/cli/ holds what is read here, in process; one spawned run per row records the files Node
// loads (a load hook preloaded with --import). Also: ncc's licenses.txt still credits every
// package the command line bundles, whichever chunk it landed in.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import { runCli } from '../harness/cli-runner.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = path.join(ROOT, 'dist', 'cli')

/** The parts only some lines need, each by something only its code holds (ncc does not minify). */
const PARTS = {
  'the YAML parser': 'tag:yaml.org,2002:',
  "the app file's reader": 'function readAppFile(',
  "the app's config": 'function appConfigOf(',
  "the app's deploy": 'function deployApp(',
  'the RE2 engine': 'class RE2JS '
} as const
type Part = keyof typeof PARTS
const ALL = Object.keys(PARTS) as Part[]

/** Each part's chunk file, found by its marker in exactly one chunk. */
function partChunks(): Record<Part, string> {
  const chunks = readdirSync(DIST).filter(name => /^\d+\.index\.js$/.test(name))
  expect(chunks.length).toBeGreaterThan(0)
  const texts = new Map(chunks.map(name => [name, readFileSync(path.join(DIST, name), 'utf8')]))
  const entry = readFileSync(path.join(DIST, 'index.js'), 'utf8')
  const found = {} as Record<Part, string>
  for (const [part, marker] of Object.entries(PARTS) as [Part, string][]) {
    expect(entry, `${part} is in the entry, loaded for every line`).not.toContain(marker)
    const holding = chunks.filter(name => texts.get(name)?.includes(marker))
    expect(holding, `${part}: the chunks that hold ${marker}`).toHaveLength(1)
    found[part] = holding[0] ?? ''
  }
  return found
}

/** A hosting API that refuses every key: a deploy ends at its first request. */
let server: Server
let baseUrl = ''
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' })
    response.end('{"error":{"code":"unauthorized","message":"The API key is not valid."}}')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise(resolve => server.close(resolve))
})

const APP_FILE = 'services:\n  web: { id: svc-web }\n  worker: { id: svc-worker, needs: web }\n'

describe('the chunks each line loads', () => {
  const ONE = ['deploy', '--service-id', 'svc-web', '--ref', 'main']
  const rows: [number, string, Part[] | 'nothing', string[]][] = [
    [1, '--version', 'nothing', ['--version']],
    [2, 'a one-service deploy', [], ONE],
    [
      3,
      'a one-service deploy with patterns',
      ['the RE2 engine'],
      [...ONE, '--verify-for', '1m', '--fail-on-log', 'FATAL']
    ],
    [4, 'an app deploy', ALL, ['deploy', '--app-file', 'app.yml', '--ref', 'main']]
  ]
  test.each(rows)('%i. %s loads %j of the parts', async (_row, _name, expected, args) => {
    const chunks = partChunks()
    const run = await runCli(args.includes('deploy') ? [...args, '--base-url', baseUrl] : args, {
      env: { HOSTING_API_KEY: 'sbx_refused_key_0123456789' },
      files: { 'app.yml': APP_FILE },
      recordLoads: true
    })
    const loaded = (run.loaded ?? []).filter(url => url.startsWith('file:')).map(url => fileURLToPath(url))
    const ours = loaded.filter(file => path.dirname(file) === DIST).map(file => path.basename(file))
    // The probe saw the entry: the list is real.
    expect(ours[0], run.printed).toBe('index.js')
    if (expected === 'nothing') {
      expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
      expect(ours).toEqual(['index.js'])
      return
    }
    // Both deploys reached the API and were refused: they ran, not just parsed.
    expect(run.stderr).toContain('Checking the API key failed')
    expect(ALL.filter(part => ours.includes(chunks[part]))).toEqual(expected)
  })
})

/** The packages the command line's sources import (static or dynamic), from src/cli/index.ts on. */
function bundledPackages(): string[] {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [path.join(ROOT, 'src', 'cli', 'index.ts')]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const specifiers = [
      ...text.matchAll(/^(?:import|export)(?!\s+type\s)[^'"]*?\sfrom\s+'([^']+)'/gm),
      ...text.matchAll(/^import\s+'([^']+)'/gm),
      ...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g)
    ].map(match => match[1] ?? '')
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')))
      else if (!specifier.startsWith('node:')) {
        const [scope = '', name = ''] = specifier.split('/')
        packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope)
      }
    }
  }
  return [...packages].sort()
}

it('dist/cli/licenses.txt credits every package the command line bundles, whichever chunk ncc put it in', () => {
  const packages = bundledPackages()
  // The walk is real: the packages the command line is known to use are found.
  expect(packages).toEqual(expect.arrayContaining(['ci-info', 'undici', 'yaml']))
  // ncc writes each package as its name, its licence's id on the next line, then the licence.
  const lines = readFileSync(path.join(DIST, 'licenses.txt'), 'utf8').split('\n')
  const credited = lines.filter(
    (line, index) => /^[@a-z0-9][\w@./-]*$/.test(line) && /^[A-Z][\w.+-]*$/.test(lines[index + 1] ?? '')
  )
  expect(packages.filter(name => !credited.includes(name))).toEqual([])
})
