// A runtime log line's shape: the line with what changes from one occurrence to the next masked,
// so that the same error seen before the deploy and after it is recognised as the same. In order:
// quoted strings, timestamps, UUIDs, hex ids, then numbers; runs of spaces become one. docs/verify.md
// states the rule from this file.

/** The longest part of a line a shape is made of: a longer line's tail does not tell errors apart. */
export const SHAPE_CHARS = 500

/** Each mask, in the order applied, with what it stands for. */
export const SHAPE_MASKS: readonly { mask: string; what: string; pattern: RegExp }[] = [
  {
    mask: '"…"',
    what: 'a quoted string ("...", \'...\' or `...`, on one line, up to 200 characters)',
    pattern: /"[^"\n]{0,200}"|'[^'\n]{0,200}'|`[^`\n]{0,200}`/g
  },
  {
    mask: '<time>',
    what: 'a date or time (2026-11-27, 10:04:12.345, 2026-11-27T10:04:12Z, with its zone)',
    pattern:
      /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\b\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g
  },
  {
    mask: '<uuid>',
    what: 'a UUID',
    pattern: /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g
  },
  {
    mask: '<hex>',
    what: 'a hex id: 0x and hex digits, or 8 or more hex digits holding a digit and a letter',
    pattern: /\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-fA-F]*\d)(?=[0-9a-fA-F]*[a-fA-F])[0-9a-fA-F]{8,}\b/g
  },
  { mask: '<n>', what: 'a number (digits, with a decimal part)', pattern: /\d+(?:\.\d+)?/g }
]

/** The line's shape: its first SHAPE_CHARS characters with every SHAPE_MASKS mask applied. */
export function lineShape(line: string): string {
  let shape = line.slice(0, SHAPE_CHARS)
  for (const { mask, pattern } of SHAPE_MASKS) shape = shape.replace(pattern, mask)
  return shape.replace(/\s+/g, ' ').trim()
}
