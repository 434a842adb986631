// Log patterns that compile but look like mistakes, apart from patterns.ts so that saying so
// does not load the RE2 engine.

/** A pattern as a message shows it: quoted and escaped (JSON), at most 80 characters. */
export function shownPattern(pattern: string): string {
  return JSON.stringify(pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern)
}

/**
 * What in a pattern looks like a mistake that still compiles, each said as a warning at the
 * start of the run (the pattern is taken as written): quotes kept around it, or a leading `- `
 * (a YAML list item written inside a multi-line input). `name` is the setting, as the face says it.
 */
export function doubtfulPatterns(name: string, patterns: readonly string[]): string[] {
  return patterns.flatMap(pattern => {
    const shown = shownPattern(pattern)
    if (/^- /.test(pattern))
      return [
        `${name} holds ${shown}, which starts with "- " as a YAML list item does: the dash is part of the pattern, so it matches only lines holding "- ". In a multi-line input, write one pattern per line without "- ".`
      ]
    if (pattern.length >= 2 && /^(["'])[^]*\1$/.test(pattern))
      return [
        `${name} holds ${shown}, in quotes: the quotes are part of the pattern, so it matches only lines holding them. Write the pattern without them, unless the lines hold them.`
      ]
    return []
  })
}
