import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

/** The modules that talk HTTP: the API client (with the key), the health check (without it), and their connections. */
const HTTP_MODULES = ['src/api/http.ts', 'src/health/health-check.ts', 'src/api/dispatcher.ts']
/** The faces: the GitHub Action and the CLI. Everything else under src/ is the host-neutral engine. */
const FACES = ['src/action/**', 'src/cli/**']
const UNDICI = {
  name: 'undici',
  message:
    'Only src/api/http.ts (the API, with the key) and src/health/health-check.ts (the health check, without it) talk HTTP, through the connections of src/api/dispatcher.ts.'
}
/** undici's own files (src/api/dispatcher.ts loads the parts the clients use): the same boundary as its index. */
const UNDICI_PARTS = { group: ['undici/*'], message: UNDICI.message }
/** undici's index loads all of undici: about half of the command line's time to its first request. */
const UNDICI_INDEX =
  "Only types from undici's index: take its values from src/api/dispatcher.ts, which loads only the parts used."
const SANDBOX = { group: ['**/sandbox/**'], message: 'The action never imports the sandbox.' }
const ACTIONS = {
  group: ['@actions/*'],
  message: 'The engine is host-neutral: @actions/* belongs to the GitHub face (src/action/).'
}

const GET_INPUT = {
  selector: "CallExpression[callee.object.name='core'][callee.property.name=/^get(Boolean|Multiline)?Input$/]",
  message: 'Inputs are read once, in src/action/inputs.ts.'
}
const PROCESS_EXIT = {
  selector: "MemberExpression[object.name='process'][property.name='exit']",
  message: 'Never process.exit: set process.exitCode (the step result) and return.'
}
const ACTION_PRINTS = {
  selector:
    "CallExpression[callee.object.name='core'][callee.property.name=/^(debug|info|notice|warning|error|group|startGroup|endGroup|setFailed)$/]",
  message:
    'The Action prints through actionLog (src/action/log/action-log.ts), which makes every line safe first (ids, app files and the service may hold commands).'
}
const ENGINE_PROCESS = {
  selector:
    "MemberExpression[object.name='process'][property.name=/^(env|stdout|stderr|stdin|exit|exitCode|argv|once|on)$/]",
  message:
    'The engine reaches its surroundings only through its host: process belongs to the faces (src/action/, src/cli/).'
}

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'coverage/**', 'node_modules/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: globals.node
    },
    rules: {
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: ['src/**/*.ts'],
    ignores: [...HTTP_MODULES, ...FACES],
    rules: { 'no-restricted-imports': ['error', { paths: [UNDICI], patterns: [UNDICI_PARTS, SANDBOX, ACTIONS] }] }
  },
  {
    files: HTTP_MODULES,
    rules: { 'no-restricted-imports': ['error', { patterns: [SANDBOX, ACTIONS] }] }
  },
  {
    // Their values come through src/api/dispatcher.ts, which loads only the parts of undici they use.
    files: ['src/api/http.ts', 'src/health/health-check.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'undici', allowTypeImports: true, message: UNDICI_INDEX }], patterns: [UNDICI_PARTS] }
      ]
    }
  },
  {
    files: FACES,
    rules: { 'no-restricted-imports': ['error', { paths: [UNDICI], patterns: [UNDICI_PARTS, SANDBOX] }] }
  },
  {
    // The engine reaches its surroundings only through its host (src/core/host.ts).
    files: ['src/**/*.ts'],
    ignores: FACES,
    rules: { 'no-restricted-syntax': ['error', GET_INPUT, ENGINE_PROCESS] }
  },
  {
    // The YAML parser obeys two variables of the environment (LOG_TOKENS, LOG_STREAM) that print
    // what it parses: this one module unsets them around parsing.
    files: ['src/settings/yaml-parse.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        GET_INPUT,
        { ...ENGINE_PROCESS, selector: ENGINE_PROCESS.selector.replace('env|', '') }
      ]
    }
  },
  {
    files: FACES,
    ignores: ['src/action/inputs.ts'],
    rules: { 'no-restricted-syntax': ['error', GET_INPUT, PROCESS_EXIT] }
  },
  {
    files: ['src/action/**'],
    ignores: ['src/action/inputs.ts', 'src/action/log/action-log.ts'],
    rules: { 'no-restricted-syntax': ['error', GET_INPUT, PROCESS_EXIT, ACTION_PRINTS] }
  },
  {
    files: ['src/action/inputs.ts'],
    rules: { 'no-restricted-syntax': ['error', PROCESS_EXIT, ACTION_PRINTS] }
  }
)
