import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// One probe for every spawned process the tests and the benchmark measure: preloaded with
// --import, it writes on the process's exit one last stderr line with its peak RSS, the CPU time
// it used and how long it ran by its own clock (none of which a loaded machine's slow start or
// reaping stretches).

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
