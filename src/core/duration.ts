// Durations as users write them in the `timeout` input: 90s, 20m, 1h30m, or plain seconds.

const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000 } as const

/**
 * The longest `timeout`: 5 days, the most a job may run on a self-hosted runner. It also keeps
 * the step's timer far below what Node's timers hold (about 24.8 days).
 */
export const MAX_TIMEOUT_MS = 120 * UNIT_MS.h

/** Milliseconds for `text`, or undefined when it is not a positive duration. */
export function parseDuration(text: string): number | undefined {
  const value = text.trim().toLowerCase()
  if (value.length > 40) return undefined
  if (/^\d+$/.test(value)) {
    const ms = Number(value) * 1000
    return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined
  }
  const match = /^(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?$/.exec(value)
  if (!match || value === '') return undefined
  const [, h = '0', m = '0', s = '0'] = match
  const ms = Number(h) * UNIT_MS.h + Number(m) * UNIT_MS.m + Number(s) * UNIT_MS.s
  return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined
}

/** A short human form: 850ms, 42s, 3m 07s, 1h 02m. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))}ms`
  const total = Math.round(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`
  return `${s}s`
}
