// What main.ts loads for a command line besides the parser (LineParts), here loaded statically:
// the tests that call parseCommandLine in process pass what main.ts would for the same line.
import { partsNeeded, type LineParts } from '../../src/cli/parse/args.js'
import { appConfigOf } from '../../src/settings/app-config.js'
import { readAppFile } from '../../src/settings/app-file.js'
import { verifyPatterns } from '../../src/settings/verify-patterns.js'

/** The parts `argv` needs, as main.ts passes them: each only for a line that needs it. */
export function linePartsOf(argv: readonly string[]): LineParts {
  const needed = partsNeeded(argv)
  return {
    ...(needed.app === undefined ? {} : { appConfigOf }),
    ...(needed.app === 'file' ? { readAppFile } : {}),
    ...(needed.patterns ? { verifyPatterns } : {})
  }
}
