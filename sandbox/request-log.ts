// What the request log keeps of a request's credentials and headers: enough for a test to
// prove which key went in the Authorization header, never the key itself.
import { createHash } from 'node:crypto'

/** How the request authenticated; the credentials are kept only as a fingerprint. */
export interface RecordedAuth {
  /** The scheme as sent (`Bearer`, `bearer`, `Basic`, `Token`, `Digest`); absent when the value starts with no such word. */
  scheme?: string
  /** fingerprint() of what follows the scheme and one space, or of the whole value when there is no scheme. */
  keyFingerprint: string
  /** Whether that is one run of non-blank characters, as a bearer token is. */
  singleToken: boolean
}

/** Headers that carry credentials: never kept in the request log. */
const UNRECORDED_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie'])

/** Only these words are kept as a scheme: any other first word could be a bare token. */
const SCHEMES = /^(bearer|basic|token|digest)$/i

/** The first 16 hex digits of the SHA-256 of a token: equal tokens, equal fingerprints. */
export function fingerprint(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 16)
}

/** The Authorization header as the log keeps it: scheme and fingerprint, undefined without the header. */
export function recordedAuth(header: string | undefined): RecordedAuth | undefined {
  if (header === undefined) return undefined
  const space = header.indexOf(' ')
  const first = space < 0 ? header : header.slice(0, space)
  if (!SCHEMES.test(first)) return { keyFingerprint: fingerprint(header), singleToken: false }
  const credentials = space < 0 ? '' : header.slice(space + 1)
  return { scheme: first, keyFingerprint: fingerprint(credentials), singleToken: /^\S+$/.test(credentials) }
}

/** The headers worth keeping, lower-cased, without the credentials. */
export function recordedHeaders(headers: Headers): Record<string, string> {
  const kept: [string, string][] = []
  for (const [name, value] of headers.entries())
    if (!UNRECORDED_HEADERS.has(name.toLowerCase())) kept.push([name.toLowerCase(), value])
  return Object.fromEntries(kept)
}
