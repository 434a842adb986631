import {
  Parser,
  parseDocument,
  type CST,
  type Document,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions
} from 'yaml'

// The yaml package's parser prints every token it reads to stdout when LOG_TOKENS is set in the
// environment, and its composer every node when LOG_STREAM is (a debugging aid of its own, with
// no option to turn it off). An app file's tokens hold its variables' values, printed before any
// mask could hide them, so the file is parsed with both unset. Parsing is synchronous: nothing
// else runs while they are unset, and they are put back as they were.

/** The variables the parser obeys. */
const PARSER_LOGS = ['LOG_TOKENS', 'LOG_STREAM'] as const

/** parseDocument, with the parser's own debug output off whatever the environment says. */
export function parseYamlDocument(
  text: string,
  options: ParseOptions & DocumentOptions & SchemaOptions
): Document.Parsed {
  return withoutParserLogs(() => parseDocument(text, options))
}

/**
 * The offset and bracket of the flow collection (`[` or `{`) opened last and never closed by its
 * own bracket, read from the parser's syntax tree; undefined when every one is closed. An
 * unclosed bracket is reported by the parser as bad indentation of the line after it.
 */
export function unclosedBracket(text: string): { bracket: '[' | '{'; offset: number } | undefined {
  let found: { bracket: '[' | '{'; offset: number } | undefined
  const visit = (token: CST.Token | undefined): void => {
    if (token === undefined) return
    if (token.type === 'flow-collection') {
      const bracket = token.start.source === '[' ? '[' : '{'
      const closer = bracket === '[' ? 'flow-seq-end' : 'flow-map-end'
      if (!token.end.some(end => end.type === closer)) found = { bracket, offset: token.start.offset }
    }
    if (token.type === 'document') visit(token.value)
    if ('items' in token) {
      for (const item of token.items) {
        visit(item.key ?? undefined)
        visit(item.value)
      }
    }
  }
  withoutParserLogs(() => {
    for (const token of new Parser().parse(text)) visit(token)
  })
  return found
}

/** Runs `parse` with the variables the parser obeys unset, then puts them back. */
function withoutParserLogs<T>(parse: () => T): T {
  const env = process.env
  const saved = PARSER_LOGS.map(name => [name, env[name]] as const)
  for (const name of PARSER_LOGS) delete env[name]
  try {
    return parse()
  } finally {
    for (const [name, value] of saved) if (value !== undefined) env[name] = value
  }
}
