// Writes src/core/api.generated.ts from openapi.yaml (`npm run gen:types`); with --check, only
// fails when the file is stale. The contract tests run the same check.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { parseOptions } from './cli-options.js'

export const SPEC_URL = new URL('../openapi.yaml', import.meta.url)
export const GENERATED_PATH = fileURLToPath(new URL('../src/core/api.generated.ts', import.meta.url))

const HEADER = `// Generated from openapi.yaml by \`npm run gen:types\` (openapi-typescript): do not edit.
// src/core/api-types.ts names the shapes the action uses.
`

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(SPEC_URL, { alphabetize: false, exportType: false })
  return `${HEADER}${astToString(ast)}`
}

/** Whether src/core/api.generated.ts is what openapi.yaml generates. */
export async function generatedTypesAreFresh(): Promise<boolean> {
  let current = ''
  try {
    current = readFileSync(GENERATED_PATH, 'utf8')
  } catch {
    // missing: stale
  }
  return current === (await generateTypes())
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { check } = parseOptions('npm run gen:types', {
    check: { type: 'boolean', help: 'change nothing; exit non-zero when src/core/api.generated.ts is stale' }
  })
  if (check) {
    if (!(await generatedTypesAreFresh())) {
      console.error('src/core/api.generated.ts is stale: run `npm run gen:types` and commit it with openapi.yaml.')
      process.exitCode = 1
    } else {
      console.log('src/core/api.generated.ts matches openapi.yaml.')
    }
  } else {
    writeFileSync(GENERATED_PATH, await generateTypes())
    console.log(`wrote ${GENERATED_PATH}`)
  }
}
