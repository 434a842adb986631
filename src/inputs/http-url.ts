import { InputError } from '../errors.js'

/** An absolute http(s) URL, or an InputError that names the input and the expected form. */
export function parseHttpUrl(input: string, raw: string, example: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(input, `is not a valid URL: expected an absolute http(s) URL such as ${example}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(
      input,
      `must use http or https, not "${url.protocol.slice(0, 20)}": expected a URL such as ${example}`
    )
  }
  return url
}
