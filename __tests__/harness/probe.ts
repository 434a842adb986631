import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// One probe for every spawned process the tests and the benchmark measure: preloaded with
// --import, it writes on the process's exit one last stderr line with its peak RSS, the CPU time
// it used and how long it ran by its own clock (none of which a loaded machine's slow start or
// reaping stretches). A second one records which files the process loaded.

const PROBE_LINE = /\n?PEAK_RSS_KB=(\d+) CPU_MS=(\d+) OWN_MS=(\d+)\n$/

export interface Probed {
  peakRssKb: number
  cpuMs: number
  ownMs: number
}

const PROBE_FILE = 'rss-probe.mjs'

/** Writes the probe into `dir`; returns the Node arguments that preload it. */
export function probeArgs(dir: string): string[] {
  const probe = path.join(dir, PROBE_FILE)
  writeFileSync(
    probe,
    "process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write(`\\nPEAK_RSS_KB=${u.maxRSS} CPU_MS=${Math.round((u.userCPUTime + u.systemCPUTime) / 1000)} OWN_MS=${Math.round(process.uptime() * 1000)}\\n`) })\n"
  )
  return ['--import', pathToFileURL(probe).href]
}

/** Removes the probe probeArgs wrote into `dir` (before the caller reads what the run left there). */
export function removeProbe(dir: string): void {
  rmSync(path.join(dir, PROBE_FILE), { force: true })
}

/** The probe's figures, and stderr without its line. */
export function readProbe(stderr: string): { probed: Probed | undefined; stderr: string } {
  const found = PROBE_LINE.exec(stderr)
  if (!found) return { probed: undefined, stderr }
  return {
    probed: { peakRssKb: Number(found[1]), cpuMs: Number(found[2]), ownMs: Number(found[3]) },
    stderr: stderr.slice(0, found.index)
  }
}

const LOADS_PROBE_FILE = 'loads-probe.mjs'
const LOADS_FILE = 'loaded-files.json'

/**
 * Writes into `dir` a probe that records every file the process loads as a module (each URL a
 * load hook of node:module's registerHooks sees, dynamic imports included) and writes the list
 * into `dir` as it exits; returns the Node arguments that preload it.
 */
export function loadsProbeArgs(dir: string): string[] {
  const probe = path.join(dir, LOADS_PROBE_FILE)
  writeFileSync(
    probe,
    [
      "import { registerHooks } from 'node:module'",
      "import { writeFileSync } from 'node:fs'",
      'const loaded = []',
      'registerHooks({ load: (url, context, next) => { loaded.push(url); return next(url, context) } })',
      `process.on('exit', () => writeFileSync(${JSON.stringify(path.join(dir, LOADS_FILE))}, JSON.stringify(loaded)))`,
      ''
    ].join('\n')
  )
  return ['--import', pathToFileURL(probe).href]
}

/** The URLs the probe of loadsProbeArgs recorded (undefined when the process wrote none); removes its files. */
export function readLoads(dir: string): string[] | undefined {
  const file = path.join(dir, LOADS_FILE)
  let loaded: string[] | undefined
  try {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as string[]
  } catch {
    loaded = undefined
  }
  rmSync(file, { force: true })
  rmSync(path.join(dir, LOADS_PROBE_FILE), { force: true })
  return loaded
}
