// `npm run build:binary [-- --node PATH] [--out FILE]`: builds hosting-deploy as one executable
// for the machine it runs on (Linux, macOS, Windows), at build/hosting-deploy (.exe on Windows),
// for images without Node: Node's single executable application (SEA) made from the pinned
// Node 24. esbuild bundles src/cli/index.ts into one CommonJS file (a SEA runs CommonJS, and
// `import()` does not work with its code cache); `node --experimental-sea-config` turns it into
// a blob, with the code cache on, the experimental warning off and NODE_OPTIONS ignored (an
// image's NODE_OPTIONS is meant for its own Node); postject injects the blob into a copy of
// that Node, stripped of its symbols on Linux, signed again ad hoc on macOS.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import postject from 'postject'
import { parseOptions } from './cli-options.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The fuse Node looks for to know a blob was injected (its docs give this string). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'
/** The pinned line, whose SEA configuration knows `execArgvExtension`. */
const MIN_NODE_MAJOR = 24

/** The executable's file name on a platform. */
function binaryName(platform: NodeJS.Platform): string {
  return platform === 'win32' ? 'hosting-deploy.exe' : 'hosting-deploy'
}

/** The SEA configuration `node --experimental-sea-config` reads. */
function seaConfig(main: string, output: string): Record<string, unknown> {
  return {
    main,
    output,
    disableExperimentalSEAWarning: true,
    useCodeCache: true,
    useSnapshot: false,
    // NODE_OPTIONS is ignored: `--require=/x.js` or `--max-old-space-size` set for the image's
    // own Node must not stop or change the binary.
    execArgvExtension: 'none'
  }
}

/** The pinned Node 24 (the `node` dev dependency), not whichever Node runs this script. */
function pinnedNode(platform: NodeJS.Platform): string {
  const fromPackage = path.join(ROOT, 'node_modules', 'node', 'bin', platform === 'win32' ? 'node.exe' : 'node')
  return existsSync(fromPackage) ? fromPackage : process.execPath
}

interface BinaryBuild {
  file: string
  bytes: number
  /** The Node version inside it. */
  nodeVersion: string
  ms: number
}

/** Builds the executable for this machine; `work` holds the bundle, the config and the blob. */
async function buildBinary({
  node = pinnedNode(process.platform),
  out = path.join(ROOT, 'build', binaryName(process.platform)),
  platform = process.platform
}: { node?: string; out?: string; platform?: NodeJS.Platform } = {}): Promise<BinaryBuild> {
  const started = performance.now()
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
  const major = Number(/^v(\d+)\./.exec(nodeVersion)?.[1])
  if (!(major >= MIN_NODE_MAJOR))
    throw new Error(`${node} is Node ${nodeVersion}: the binary is made from Node ${MIN_NODE_MAJOR} or newer`)

  const work = path.join(path.dirname(out), 'sea')
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const bundle = path.join(work, 'hosting-deploy.cjs')
  const blob = path.join(work, 'hosting-deploy.blob')
  const config = path.join(work, 'sea-config.json')

  const bundled = await build({
    entryPoints: [path.join(ROOT, 'src', 'cli', 'index.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${MIN_NODE_MAJOR}`,
    minify: true,
    legalComments: 'eof',
    logLevel: 'silent'
  })
  // A CommonJS bundle has no import.meta: esbuild warns and leaves it empty, which would break at run time.
  const problems = [...bundled.errors, ...bundled.warnings].map(message => message.text)
  if (problems.length > 0) throw new Error(`esbuild: ${problems.join('\n')}`)

  writeFileSync(config, `${JSON.stringify(seaConfig(bundle, blob), null, 2)}\n`)
  execFileSync(node, ['--experimental-sea-config', config], { cwd: work, stdio: ['ignore', 'pipe', 'inherit'] })

  rmSync(out, { force: true })
  copyFileSync(node, out)
  chmodSync(out, 0o755)
  if (platform === 'linux') optional('strip', [out])
  if (platform === 'darwin') execFileSync('codesign', ['--remove-signature', out])
  await withoutNoteWarnings(() =>
    postject.inject(out, 'NODE_SEA_BLOB', readFileSync(blob), {
      sentinelFuse: SEA_FUSE,
      ...(platform === 'darwin' ? { machoSegmentName: 'NODE_SEA' } : {})
    })
  )
  if (platform === 'darwin') execFileSync('codesign', ['--sign', '-', out])
  return { file: out, bytes: statSync(out).size, nodeVersion, ms: Math.round(performance.now() - started) }
}

/**
 * What postject's ELF writer (LIEF) says about every Linux Node it injects into: it rebuilds the
 * note segment, whose sections have no name in the string table it writes, and warns once per
 * note (`.note`, `.note.100`). Harmless: the notes are kept, and the executable runs (the
 * release checks `--version` on each platform; `__tests__/e2e/cli-binary.test.ts` deploys with it).
 */
const NOTE_WARNING = /^warning: Can't find string offset for section name '\.note(\.\d+)?'$/

/** Runs `inject` with those warnings left out; any other warning is printed as it comes. */
async function withoutNoteWarnings<T>(inject: () => Promise<T>): Promise<T> {
  // postject's module binds console.warn when inject() loads it, so replacing it here is enough.
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (!(args.length === 1 && NOTE_WARNING.test(String(args[0])))) warn(...args)
  }
  try {
    return await inject()
  } finally {
    console.warn = warn
  }
}

/** Runs a tool that only makes the result smaller: a machine without it still builds. */
function optional(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.error && (result.error as NodeJS.ErrnoException).code !== 'ENOENT') throw result.error
  if (result.status !== null && result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

async function main(): Promise<void> {
  const values = parseOptions('npm run build:binary', {
    node: { type: 'string', help: 'the Node 24 or newer to build from (default: the node dev dependency)' },
    out: { type: 'string', help: `the executable to write (default: build/${binaryName(process.platform)})` }
  })
  const built = await buildBinary({
    ...(values.node === undefined ? {} : { node: path.resolve(values.node) }),
    ...(values.out === undefined ? {} : { out: path.resolve(values.out) })
  })
  const mb = (built.bytes / 1e6).toFixed(1)
  console.log(
    `Built ${path.relative(process.cwd(), built.file)} (${mb} MB, Node ${built.nodeVersion}) in ${(built.ms / 1000).toFixed(1)}s.`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`npm run build:binary: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
}
