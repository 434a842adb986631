import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.tmp/**'] },
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
    ignores: ['src/api/http.ts', 'src/health/health-check.ts', 'src/api/dispatcher.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'undici',
              message:
                'Only src/api/http.ts (the API, with the key) and src/health/health-check.ts (the health check, without it) talk HTTP, through the connections of src/api/dispatcher.ts.'
            }
          ],
          patterns: [{ group: ['**/sandbox/**'], message: 'The action never imports the sandbox.' }]
        }
      ]
    }
  },
  {
    // The three that may use undici may not import the sandbox either.
    files: ['src/api/http.ts', 'src/health/health-check.ts', 'src/api/dispatcher.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/sandbox/**'], message: 'The action never imports the sandbox.' }] }
      ]
    }
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/inputs/inputs.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='core'][callee.property.name=/^get(Boolean|Multiline)?Input$/]",
          message: 'Inputs are read once, in src/inputs/inputs.ts.'
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='exit']",
          message: 'Never process.exit: set the step result with core.setFailed.'
        }
      ]
    }
  }
)
