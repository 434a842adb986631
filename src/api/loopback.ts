import { isIP } from 'node:net'

/** localhost, 127.0.0.0/8 and ::1: an address whose traffic never leaves the runner. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true
  return isIP(host) === 4 && host.startsWith('127.')
}
