import { parseDocument, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml'

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
  const env = process.env
  const saved = PARSER_LOGS.map(name => [name, env[name]] as const)
  for (const name of PARSER_LOGS) delete env[name]
  try {
    return parseDocument(text, options)
  } finally {
    for (const [name, value] of saved) if (value !== undefined) env[name] = value
  }
}
