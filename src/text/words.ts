// Small word helpers for the tool's own sentences (not for remote text: remote-text.ts).

/** "1 health check", "3,412 runtime lines". */
export function counted(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`
}

/** The text with its first letter upper case: a clause made the start of a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A sentence without its final period, to join into another. */
export function withoutPeriod(text: string): string {
  return text.replace(/\.+$/, '')
}
