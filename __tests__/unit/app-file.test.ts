// The app file (issue 31): every refusal names the file and the line and says what is expected,
// before any request; a good file gives the services in order with their settings. The JSON
// Schema shipped for editors accepts the examples and knows exactly the parser's keys.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import type { DeployConfig } from '../../src/core/config.js'
import { AppFileError, UsageError } from '../../src/core/errors.js'
import { appConfigOf } from '../../src/settings/app-config.js'
import {
  MAX_ALIAS_COUNT,
  MAX_APP_FILE_BYTES,
  parseAppFile,
  readAppFile,
  SERVICE_KEYS,
  SERVICE_NAME,
  TOP_KEYS,
  type AppFile,
  type AppFileService
} from '../../src/settings/app-file.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FILE = 'deploy/app.yml'
/** A value no error may show. */
const SECRET = 'sekret-value-4f9a'

/** A file from its lines, so that each case's line numbers can be read off. */
const lines = (...text: string[]): string => `${text.join('\n')}\n`

/** The error parseAppFile throws for `text`. */
function refusal(text: string): AppFileError {
  try {
    parseAppFile(text, FILE)
  } catch (error) {
    if (error instanceof AppFileError) return error
    throw error
  }
  throw new Error('the file was accepted')
}

const THREE = [
  'services:',
  '  migrate:',
  '    id: svc-migrate',
  '  web:',
  '    id: svc-web',
  '  worker:',
  '    id: svc-worker'
]

describe('parseAppFile refuses, naming the file and the line', () => {
  // [row, what, text, line, words the message holds]
  const CASES: [number, string, string, number, string][] = [
    [1, 'a YAML syntax error', lines('services:', '  web:', '    id: svc-web', '   needs: [x'), 4, 'is not valid YAML'],
    [
      2,
      'a service twice',
      lines('services:', '  web:', '    id: a', '  web:', '    id: b'),
      4,
      'service `web` is given twice (lines 2 and 4): expected each service once'
    ],
    [
      3,
      'a key twice in a service',
      lines('services:', '  web:', '    id: a', '    ref: main', '    ref: next'),
      5,
      '`ref` in service `web` is given twice (lines 4 and 5): expected each key once'
    ],
    [
      4,
      'a top-level key twice',
      lines(...THREE, 'rollback: true', 'rollback: false'),
      9,
      '`rollback` at the top of the file is given twice (lines 8 and 9)'
    ],
    [
      5,
      'a variable twice in env',
      lines(...THREE, '    env:', `      A: ${SECRET}`, `      A: ${SECRET}`),
      10,
      'A in `env` of service `worker` is given twice (lines 9 and 10): expected each variable once'
    ],
    [6, 'a tab as indentation', lines('services:', '\tweb:', '    id: a'), 2, 'a tab indents a line'],
    [7, 'two documents', lines('services:', '  web: {id: a}', '---', 'services: {}'), 3, 'more than one document'],
    [8, 'an empty file', '', 1, 'is empty: expected a mapping with `services:`'],
    [9, 'only comments', lines('# nothing yet'), 1, 'is empty'],
    [10, 'a list at the top', lines('- web', '- worker'), 1, 'holds a list: expected a mapping with `services:`'],
    [11, 'text at the top', lines('svc-web'), 1, 'holds text: expected a mapping'],
    [12, 'no services', lines('ref: main', 'timeout: 10m'), 1, 'has no `services`: expected `services:`'],
    [13, 'an empty services', lines('ref: main', 'services:'), 2, '`services` is empty: expected at least one service'],
    [14, 'services as {}', lines('services: {}'), 1, '`services` is empty'],
    [15, 'services as a list', lines('services:', '  - id: svc-web'), 2, '`services` holds a list: expected a mapping'],
    [
      16,
      'an unknown top-level key, with the nearest',
      lines(...THREE, 'fail_fast: true'),
      8,
      'unknown key `fail_fast` at the top of the file (did you mean `fail-fast`?): expected one of services, ref, timeout, fail-fast, max-parallel, rollback'
    ],
    [
      17,
      'a misspelt services',
      lines('servics:', '  web: {id: a}'),
      1,
      'unknown key `servics` at the top of the file (did you mean `services`?)'
    ],
    [
      18,
      "a service's key at the top",
      lines(...THREE, 'health-check-url: /healthz'),
      8,
      '(`health-check-url` is a key of a service, under services:)'
    ],
    [
      19,
      'an unknown key of a service, with the nearest',
      lines('services:', '  web:', '    id: svc-web', '    heath-check-url: /healthz'),
      4,
      'unknown key `heath-check-url` in service `web` (did you mean `health-check-url`?): expected one of id, needs, ref, env, env-file, health-check-url, health-check-expect, timeout'
    ],
    [
      20,
      'a top-level key in a service',
      lines('services:', '  web:', '    id: svc-web', '    max-parallel: 2'),
      4,
      '(`max-parallel` is a key at the top of the file)'
    ],
    [
      21,
      'an unknown key far from any',
      lines('services:', '  web:', '    id: svc-web', '    colour: blue'),
      4,
      'unknown key `colour` in service `web`: expected one of'
    ],
    [
      22,
      'a missing id',
      lines(...THREE.slice(0, 5), '  worker:', '    needs: [migrate]'),
      6,
      'service `worker` has no `id`: expected `id:`'
    ],
    [23, 'a service with no settings', lines('services:', '  web:'), 2, 'service `web` has no `id`'],
    [24, 'an empty id', lines('services:', '  web:', '    id: ""'), 3, 'service `web` has no `id`'],
    [
      25,
      'a service as text',
      lines('services:', '  web: svc-web'),
      2,
      'service `web` holds text: expected a mapping such as `id: svc-web`'
    ],
    [
      26,
      'an id that is no path segment',
      lines('services:', '  web:', '    id: svc/web'),
      3,
      '`id` of service `web` must be a service id as shown in the dashboard'
    ],
    [
      27,
      'an id as a list',
      lines('services:', '  web:', '    id: [a, b]'),
      3,
      '`id` of service `web` must be text, not a list'
    ],
    [
      28,
      'the same id twice',
      lines('services:', '  web:', '    id: svc-web', '  www:', '    id: svc-web'),
      4,
      'service `www` has id `svc-web`, as service `web` (line 2) has: expected each service once'
    ],
    [
      29,
      'needs naming no service',
      lines(...THREE, '    needs: [migrat]'),
      8,
      '`needs` names `migrat`, which is not a service of this file (services: migrate, web, worker); did you mean `migrate`?'
    ],
    [
      30,
      'needs naming no service, one name alone',
      lines(...THREE, '    needs: queue'),
      8,
      '`needs` names `queue`, which is not a service of this file (services: migrate, web, worker)'
    ],
    [
      31,
      'needs naming the service itself',
      lines(...THREE, '    needs:', '      - migrate', '      - worker'),
      10,
      '`needs` of service `worker` names the service itself'
    ],
    [
      32,
      'needs as a mapping',
      lines(...THREE, '    needs: {migrate: true}'),
      8,
      '`needs` of service `worker` holds a mapping: expected a list of names'
    ],
    [
      33,
      'a name in needs as a list',
      lines(...THREE, '    needs: [[migrate]]'),
      8,
      'each name in `needs` of service `worker` must be text, not a list'
    ],
    [
      34,
      'a cycle of two',
      lines('services:', '  migrate:', '    id: a', '    needs: [web]', '  web:', '    id: b', '    needs: [migrate]'),
      7,
      '`needs` make a cycle, migrate -> web -> migrate, so none of these services could ever start'
    ],
    [
      35,
      'a cycle of three after a service outside it',
      lines(
        'services:',
        '  migrate:',
        '    id: m',
        '  a:',
        '    id: a',
        '    needs: [migrate, b]',
        '  b:',
        '    id: b',
        '    needs: c',
        '  c:',
        '    id: c',
        '    needs: [a]'
      ),
      12,
      'a -> b -> c -> a'
    ],
    [
      36,
      'a service name with a space',
      lines('services:', '  my web:', '    id: svc-web'),
      2,
      'service name `my web` is not a simple label: expected letters, digits and - _ .'
    ],
    [
      37,
      'a service name over 40 characters',
      lines('services:', `  ${'w'.repeat(41)}:`, '    id: svc-web'),
      2,
      'is not a simple label'
    ],
    [
      38,
      'a service name starting with a dash',
      lines('services:', '  -web:', '    id: svc-web'),
      2,
      'service name `-web` is not a simple label'
    ],
    [
      39,
      'a mapping as a service name',
      lines('services:', '  ? {a: 1}', '  : {id: svc-web}'),
      2,
      'a service name must be a plain name'
    ],
    [
      40,
      'max-parallel 0',
      lines(...THREE, 'max-parallel: 0'),
      8,
      '`max-parallel` must be a positive whole number (the most services deployed at once), got "0"'
    ],
    [41, 'max-parallel 1.5', lines(...THREE, 'max-parallel: 1.5'), 8, '`max-parallel` must be a positive whole number'],
    [42, 'max-parallel as words', lines(...THREE, 'max-parallel: two'), 8, 'got "two"'],
    [
      43,
      'fail-fast not a boolean',
      lines(...THREE, 'fail-fast: yes'),
      8,
      '`fail-fast` must be true or false, got "yes"'
    ],
    [44, 'rollback not a boolean', lines(...THREE, 'rollback: 1'), 8, '`rollback` must be true or false, got "1"'],
    [
      45,
      'a top-level timeout that is no duration',
      lines(...THREE, 'timeout: 5 minutes'),
      8,
      '`timeout` must be a positive duration such as 90s, 20m, 1h30m or plain seconds (600), got "5 minutes"'
    ],
    [
      46,
      "a service's timeout over the longest",
      lines(...THREE, '    timeout: 200h'),
      8,
      '`timeout` of service `worker` is 200h 00m, longer than the 120h 00m'
    ],
    [
      47,
      'a ref on two lines',
      lines(...THREE, '    ref: "main\\nnext"'),
      8,
      '`ref` of service `worker` must be a branch, tag or commit SHA on one line'
    ],
    [
      48,
      'a top-level ref as a mapping',
      lines(...THREE, 'ref:', '  branch: main'),
      9,
      '`ref` must be text, not a mapping'
    ],
    [
      49,
      'a health-check-url that is no URL',
      lines(...THREE, '    health-check-url: www.example.com'),
      8,
      '`health-check-url` of service `worker` is not a valid URL'
    ],
    [
      50,
      'a health-check-url of //',
      lines(...THREE, '    health-check-url: //example.com/x'),
      8,
      'must be an absolute http(s) URL or a path such as /health, not "//..."'
    ],
    [
      51,
      'a health-check-expect on two lines',
      lines(...THREE, '    health-check-expect: "a\\nb"'),
      8,
      '`health-check-expect` of service `worker` must be text on one line'
    ],
    [
      52,
      'an env-file on two lines',
      lines(...THREE, '    env-file: "a\\nb.env"'),
      8,
      '`env-file` of service `worker` must be a path on one line'
    ],
    [
      53,
      'env as a list',
      lines(...THREE, '    env:', '      - A=1'),
      9,
      '`env` of service `worker` holds a list: expected a mapping of KEY: value, or dotenv lines in a block (env: |)'
    ],
    [
      54,
      'an env name that is no variable name',
      lines(...THREE, '    env:', '      A: x', '      2FA: x'),
      10,
      'a variable name in `env` of service `worker` is not valid: expected letters, digits and _'
    ],
    [
      55,
      'an env value as a mapping',
      lines(...THREE, '    env:', '      A:', '        b: c'),
      10,
      'A in `env` of service `worker` must be text, not a mapping'
    ],
    [
      56,
      'a dotenv line without =, on its line in the file',
      lines(...THREE, '    env: |', '      A=1', `      ${SECRET}`),
      10,
      '`env` of service `worker`: expected KEY=VALUE; expected dotenv lines such as KEY=value'
    ],
    [
      57,
      'a dotenv error in a quoted text: the line of the text',
      lines(...THREE, '    env: "A=1\\n2B=x"'),
      8,
      '`env` of service `worker`: the variable name starts with a digit; expected letters, digits and _'
    ],
    [
      58,
      'a dotenv quote never closed',
      lines(...THREE, '    env: |', `      A="${SECRET}`, '      B=2'),
      9,
      'the value opened with " is never closed'
    ],
    [
      59,
      'a dotenv key twice',
      lines(...THREE, '    env: |', `      A=${SECRET}`, '      B=2', `      A=${SECRET}x`),
      11,
      'A is set more than once in `env` of service `worker` (lines 9, 11): expected each variable once'
    ],
    [
      60,
      'a YAML escape error inside a value',
      lines(...THREE, '    env:', `      A: "${SECRET}\\q"`),
      9,
      'a double-quoted text holds an unknown escape'
    ],
    [
      61,
      'an alias with no anchor',
      lines(...THREE, '    needs: *base'),
      8,
      'uses an alias (*name) whose anchor (&name) is not set before it'
    ],
    [
      62,
      'an alias bomb',
      lines(
        'a: &a [x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
        ...THREE
      ),
      2,
      `uses aliases (*name) that expand too far, as an alias bomb does: expected at most ${MAX_ALIAS_COUNT} expansions`
    ],
    [
      63,
      'an unclosed [, reported by the parser as bad indentation of the next line',
      lines('services:', '  migrate: { id: svc-migrate }', '  web:', '    needs: [migrate', '    id: svc-web'),
      5,
      'is not valid YAML: unclosed `[` opened on line 4: expected a `]` to close it'
    ],
    [
      64,
      'an unclosed [ at the end of the file',
      lines(...THREE, '    needs: [migrate'),
      9,
      'is not valid YAML: unclosed `[` opened on line 8: expected a `]` to close it'
    ],
    [
      65,
      'an unclosed {',
      lines('services:', '  migrate: { id: svc-migrate', '  web:', '    id: svc-web'),
      3,
      'is not valid YAML: unclosed `{` opened on line 2: expected a `}` to close it'
    ],
    [
      66,
      'an unclosed [ inside a { closed by a }: the [ is the one left open',
      lines('services:', '  web: { id: svc-web, needs: [a, b }'),
      2,
      'is not valid YAML: unclosed `[` opened on line 2: expected a `]` to close it'
    ],
    [
      67,
      'bad indentation before an unclosed [ is the indentation',
      lines('services:', '  web:', '    id: svc-web', '   needs: [x'),
      4,
      'is not valid YAML: the indentation is off'
    ],
    [
      68,
      'needs naming a service by its id: the name it meant',
      lines(...THREE, '    needs: [svc-migrate]'),
      8,
      '`needs` names `svc-migrate`, which is not a service of this file (services: migrate, web, worker); did you mean `migrate` (id svc-migrate)?'
    ]
  ]

  it.each(CASES)('%i. %s', (_, _what, text, line, words) => {
    const error = refusal(text)
    expect(error.message).toContain(words)
    expect(error.message.startsWith(`${FILE} line ${line}: `), error.message).toBe(true)
    expect(error.line).toBe(line)
    expect(error.file).toBe(FILE)
    expect(error).toBeInstanceOf(UsageError)
    expect(error.message).not.toContain(SECRET)
  })
})

describe('parseAppFile reads a good file', () => {
  it("the issue's example: the services in the file's order, each as written", () => {
    const file = parseAppFile(
      lines(
        'services:',
        '  migrate:              # a name of your choosing',
        '    id: svc-migrate',
        '  web:',
        '    id: svc-web',
        '    needs: [migrate]    # starts only after migrate went live',
        '    health-check-url: https://www.example.com/healthz',
        '    env-file: deploy/web.env',
        '  worker:',
        '    id: svc-worker',
        '    needs: [migrate]'
      ),
      FILE
    )
    expect(file).toEqual<AppFile>({
      path: FILE,
      services: [
        { name: 'migrate', id: 'svc-migrate', needs: [], variables: [], line: 2 },
        {
          name: 'web',
          id: 'svc-web',
          needs: ['migrate'],
          variables: [],
          envFile: 'deploy/web.env',
          envFileLine: 8,
          healthCheckUrl: 'https://www.example.com/healthz',
          line: 4
        },
        { name: 'worker', id: 'svc-worker', needs: ['migrate'], variables: [], line: 9 }
      ],
      defaults: {}
    })
  })

  it('every key: the defaults, and per service its ref, env, health check and timeout', () => {
    const file = parseAppFile(
      lines(
        'ref: main',
        'timeout: 600',
        'fail-fast: false',
        'max-parallel: 2',
        'rollback: TRUE',
        'services:',
        '  api.v2:',
        '    id: svc-api',
        '    ref: 1.10',
        '    timeout: 1h30m',
        '    health-check-url: /healthz',
        '    health-check-expect: " ok "',
        '    env:',
        '      PORT: 08',
        '      EMPTY:',
        '      NOTHING: ~',
        "      QUOTED: 'null'",
        '  jobs_1:',
        '    id: svc-jobs',
        '    needs: api.v2',
        '    env: |',
        '      # a comment',
        '      A=1',
        '      B="two words"'
      ),
      FILE
    )
    expect(file.defaults).toEqual({ ref: 'main', timeoutMs: 600_000, failFast: false, maxParallel: 2, rollback: true })
    expect(file.services).toEqual<AppFileService[]>([
      {
        name: 'api.v2',
        id: 'svc-api',
        needs: [],
        // Text as written: YAML 1.1 would have made these 1.1 and 8.
        ref: '1.10',
        timeoutMs: 5_400_000,
        healthCheckUrl: '/healthz',
        healthCheckExpect: 'ok',
        variables: [
          { key: 'PORT', value: '08' },
          { key: 'EMPTY', value: '' },
          { key: 'NOTHING', value: '' },
          { key: 'QUOTED', value: 'null' }
        ],
        line: 7
      },
      {
        name: 'jobs_1',
        id: 'svc-jobs',
        needs: ['api.v2'],
        variables: [
          { key: 'A', value: '1' },
          { key: 'B', value: 'two words' }
        ],
        line: 18
      }
    ])
  })

  it('empty values count as not given; a name twice in needs counts once', () => {
    const file = parseAppFile(
      lines(
        'ref:',
        'timeout: ~',
        'services:',
        '  a:',
        '    id: a',
        '  b:',
        '    id: b',
        '    needs: [a, a]',
        '    ref: null'
      ),
      FILE
    )
    expect(file.defaults).toEqual({})
    expect(file.services[1]).toEqual({ name: 'b', id: 'b', needs: ['a'], variables: [], line: 6 })
  })

  it('a quoted empty ref (ref: \'\' or "") means: send no ref; ref:, ref: ~ and ref: null are not given', () => {
    const file = parseAppFile(
      lines(
        "ref: ''",
        'services:',
        '  web:',
        '    id: svc-web',
        '    ref:',
        '  single:',
        '    id: svc-single',
        "    ref: ''",
        '  double:',
        '    id: svc-double',
        '    ref: ""',
        '  blank:',
        '    id: svc-blank',
        "    ref: '  '",
        '  tilde:',
        '    id: svc-tilde',
        '    ref: ~',
        '  anchored:',
        '    id: svc-anchored',
        "    ref: &none ''",
        '  aliased:',
        '    id: svc-aliased',
        '    ref: *none',
        '  given:',
        '    id: svc-given',
        "    ref: 'v1.2'"
      ),
      FILE
    )
    expect(file.defaults).toEqual({ ref: null })
    expect(file.services.map(service => [service.name, 'ref' in service ? service.ref : 'not given'])).toEqual([
      ['web', 'not given'],
      ['single', null],
      ['double', null],
      ['blank', null],
      ['tilde', 'not given'],
      ['anchored', null],
      ['aliased', null],
      ['given', 'v1.2']
    ])
  })

  it('a few aliases are fine: shared variables', () => {
    const file = parseAppFile(
      lines(
        'services:',
        '  web:',
        '    id: svc-web',
        '    env: &shared',
        '      REGION: eu',
        '  worker:',
        '    id: svc-worker',
        '    env: *shared'
      ),
      FILE
    )
    expect(file.services.map(service => service.variables)).toEqual([
      [{ key: 'REGION', value: 'eu' }],
      [{ key: 'REGION', value: 'eu' }]
    ])
  })

  it('needs that fan out and join are no cycle', () => {
    const file = parseAppFile(
      lines(
        'services:',
        '  d: {id: d, needs: [b, c]}',
        '  b: {id: b, needs: [a]}',
        '  c: {id: c, needs: [a]}',
        '  a: {id: a}'
      ),
      FILE
    )
    expect(file.services.map(service => [service.name, service.needs])).toEqual([
      ['d', ['b', 'c']],
      ['b', ['a']],
      ['c', ['a']],
      ['a', []]
    ])
  })

  it('a chain of 300 services is no cycle; closed at its end, the whole cycle is named, at the need that closes it', () => {
    const chain = Array.from({ length: 300 }, (_, i) => `  s${i}: {id: s${i}${i > 0 ? `, needs: s${i - 1}` : ''}}`)
    expect(parseAppFile(lines('services:', ...chain), FILE).services).toHaveLength(300)
    const error = refusal(lines('services:', ...chain.slice(1), '  s0: {id: s0, needs: s299}'))
    const names = Array.from({ length: 300 }, (_, i) => `s${i}`)
    // From the first service of the file, s1, down its needs until s2 needs s1 again, on line 3.
    expect(error.message).toContain(`${['s1', 's0', ...names.slice(2).reverse(), 's1'].join(' -> ')}, so`)
    expect(error.line).toBe(3)
  })
})

describe("appConfigOf: each service's ref, the first given of its own, the file's and the step's", () => {
  const step = {
    serviceId: '',
    ref: 'main',
    timeoutMs: 60_000,
    variables: [],
    rollback: false
  } as unknown as DeployConfig
  const refs = (text: string): [string, string | undefined][] => {
    const app = appConfigOf({
      step,
      serviceIds: [],
      file: parseAppFile(text, FILE),
      logOrder: 'stream',
      readEnvFile: () => []
    })
    return (app?.services ?? []).map(service => [service.name, service.config.ref])
  }
  const services = ['services:', '  git:', '    id: svc-git', '  image:', '    id: svc-image']

  it("1. ref: '' on a service sends it no ref; the others take the step's", () => {
    expect(refs(lines(...services, "    ref: ''"))).toEqual([
      ['git', 'main'],
      ['image', undefined]
    ])
  })

  it("2. ref: (null) and ref: ~ on a service are not given: the step's ref", () => {
    expect(refs(lines(...services, '    ref:'))).toEqual([
      ['git', 'main'],
      ['image', 'main']
    ])
    expect(refs(lines(...services, '    ref: ~'))).toEqual([
      ['git', 'main'],
      ['image', 'main']
    ])
  })

  it("3. ref: '' at the top sends no ref to every service without its own; a service's own wins", () => {
    expect(refs(lines("ref: ''", ...services.slice(0, 3), "    ref: 'v2'", ...services.slice(3)))).toEqual([
      ['git', 'v2'],
      ['image', undefined]
    ])
  })

  it("4. a service's ref: '' wins over the file's ref", () => {
    expect(refs(lines('ref: v1', ...services, '    ref: ""'))).toEqual([
      ['git', 'v1'],
      ['image', undefined]
    ])
  })
})

describe("the YAML parser's debug variables", () => {
  it.each(['LOG_TOKENS', 'LOG_STREAM'])(
    '%s=1 in the environment prints nothing of the file (its values before any mask), and stays set',
    name => {
      const before = process.env[name]
      process.env[name] = '1'
      const spies = [
        vi.spyOn(console, 'log').mockImplementation(() => undefined),
        vi.spyOn(console, 'dir').mockImplementation(() => undefined),
        vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
      ]
      let file: AppFile
      let printed: unknown[][]
      try {
        file = parseAppFile(lines('services:', '  web:', '    id: svc-web', '    env:', `      TOKEN: ${SECRET}`), FILE)
        // A file with an unclosed bracket is read a second time, for the bracket: quietly too.
        const broken = lines('services:', '  web:', '    id: svc-web', `    env: [${SECRET}`, '    ref: main')
        expect(refusal(broken).message).toContain('unclosed `[` opened on line 4')
      } finally {
        // Read before restoring: restoring a spy forgets its calls.
        printed = spies.flatMap(spy => spy.mock.calls)
        for (const spy of spies) spy.mockRestore()
        const left = process.env[name]
        if (before === undefined) delete process.env[name]
        else process.env[name] = before
        expect(left, `${name} is put back`).toBe('1')
      }
      expect(file.services[0]?.variables).toEqual([{ key: 'TOKEN', value: SECRET }])
      expect(printed, 'printed while parsing').toEqual([])
    }
  )
})

describe('parseAppFile takes time linear in the file', () => {
  it('needs of 100,000 names are read in linear time: bounded by the CPU time used, not the wall clock', () => {
    const names = Array.from({ length: 100_000 }, (_, i) => `n${i}`)
    const text = lines('services:', '  web:', '    id: svc-web', `    needs: [${names.join(', ')}]`)
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_APP_FILE_BYTES)
    const before = process.cpuUsage()
    const error = refusal(text)
    const used = process.cpuUsage(before)
    const cpuMs = (used.user + used.system) / 1000
    expect(error.message).toContain('`needs` names `n0`, which is not a service of this file')
    expect(error.line).toBe(4)
    // Measured: under 1 s of CPU with a set; with a search of the list for each name, 32 s.
    expect(cpuMs, `CPU time ${Math.round(cpuMs)} ms`).toBeLessThan(10_000)
  })
})

describe('readAppFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-file-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, text: string | Buffer): string => {
    const file = path.join(dir, name)
    writeFileSync(file, text)
    return file
  }

  it('reads and checks the file, and keeps the path as given', () => {
    const file = write('app.yml', lines(...THREE))
    expect(readAppFile(file, '--app-file')).toMatchObject({
      path: file,
      services: [{ name: 'migrate' }, { name: 'web' }, { name: 'worker' }]
    })
  })

  it('follows a symlink, as env-file does', () => {
    const target = write('target.yml', lines(...THREE))
    symlinkSync(target, path.join(dir, 'link.yml'))
    expect(readAppFile(path.join(dir, 'link.yml'), '--app-file').services).toHaveLength(3)
  })

  it.each([
    [1, 'a missing file', () => path.join(dir, 'missing.yml'), 'names no readable file: ', 'missing.yml (ENOENT)'],
    [
      2,
      'a directory',
      () => (mkdirSync(path.join(dir, 'folder')), path.join(dir, 'folder')),
      'must name a regular file',
      'folder is not one'
    ],
    [
      3,
      'a file over 1 MiB',
      () => write('big.yml', `# ${'x'.repeat(MAX_APP_FILE_BYTES)}\n`),
      `over the limit of 1 MiB (${MAX_APP_FILE_BYTES} bytes)`,
      'expected an app file in YAML'
    ],
    [
      4,
      'a binary file',
      () => write('nul.yml', Buffer.from('services:\0\n')),
      'contains a NUL byte (at byte 9)',
      'expected a text file in YAML'
    ]
  ])('%i. refuses %s, naming the setting that names it', (_, _what, make, words, more) => {
    const file = make()
    let error: unknown
    try {
      readAppFile(file, '--app-file')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AppFileError)
    const message = (error as AppFileError).message
    expect(message.startsWith('--app-file ')).toBe(true)
    expect(message).toContain(words)
    expect(message).toContain(more)
    expect((error as AppFileError).line).toBeUndefined()
  })
})

describe('schema/app-file.schema.json', () => {
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'schema', 'app-file.schema.json'), 'utf8')) as {
    $id: string
    properties: Record<string, unknown> & { services: { propertyNames: { pattern: string } } }
    definitions: { service: { properties: Record<string, unknown> }; name: { pattern: string } }
  }
  const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema)
  const EXAMPLES = ['examples/app/app.yml', 'examples/gitlab/app.yml']
  const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] }

  it("knows exactly the parser's keys, at the top and in a service", () => {
    expect(Object.keys(schema.properties)).toEqual([...TOP_KEYS])
    expect(Object.keys(schema.definitions.service.properties)).toEqual([...SERVICE_KEYS])
  })

  it("takes a service's name as the parser does, in services and in needs", () => {
    expect(schema.properties.services.propertyNames.pattern).toBe(SERVICE_NAME.source)
    expect(schema.definitions.name.pattern).toBe(SERVICE_NAME.source)
  })

  it.each(EXAMPLES)('%s: valid for the schema (as an editor reads it) and for the parser', file => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true)
    expect(parseAppFile(text, file).services.length).toBeGreaterThan(0)
  })

  it.each(EXAMPLES)('%s: names the schema by its $id on a yaml-language-server line', file => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    expect(text).toContain(`# yaml-language-server: $schema=${schema.$id}\n`)
  })

  it('takes a ref as the parser does: text, a number as written, a quoted empty one (send none), or none', () => {
    for (const ref of ["''", '""', '', '~', 'v1.2', '1.10']) {
      const text = lines("ref: ''", ...THREE, `    ref: ${ref}`)
      expect(validate(parse(text)), `ref: ${ref} ${JSON.stringify(validate.errors)}`).toBe(true)
    }
    expect(validate(parse(lines(...THREE, '    ref: [main]')))).toBe(false)
  })

  it('refuses what the parser refuses: an unknown key, a missing id, a bad name, max-parallel 0', () => {
    for (const text of [
      lines(...THREE, 'fail_fast: true'),
      lines(...THREE, '    colour: blue'),
      lines(...THREE.slice(0, 5), '  worker:', '    needs: [migrate]'),
      lines('services:', '  my web:', '    id: svc-web'),
      lines(...THREE, 'max-parallel: 0'),
      lines(...THREE, 'timeout: 5 minutes'),
      lines('services: {}')
    ]) {
      expect(validate(parse(text)), text).toBe(false)
    }
  })

  it('ships in the npm package', () => {
    expect(PACKAGE.files).toContain('schema/app-file.schema.json')
  })
})

describe('the verification window in an app file: its keys at the top and per service', () => {
  const step = {
    serviceId: '',
    ref: 'main',
    timeoutMs: 60_000,
    variables: [],
    rollback: false,
    wait: true
  } as unknown as DeployConfig
  const windows = (text: string, over: Partial<DeployConfig> = {}) => {
    const app = appConfigOf({
      step: { ...step, ...over },
      serviceIds: [],
      file: parseAppFile(text, FILE),
      logOrder: 'stream',
      readEnvFile: () => []
    })
    return Object.fromEntries((app?.services ?? []).map(service => [service.name, service.config.verify]))
  }
  const services = ['services:', '  web:', '    id: svc-web', '  worker:', '    id: svc-worker']

  it('1. the top level gives every service its window; a service’s own keys win, verify-for: 0 turns it off', () => {
    const text = lines(
      'verify-for: 5m',
      "fail-on-log: '^ERROR '",
      ...services,
      '    verify-for: 90',
      '    verify-interval: 30s',
      '    ignore-log: [retrying, "timeout after \\\\d+ms"]',
      '  cron:',
      '    id: svc-cron',
      '    verify-for: 0'
    )
    expect(windows(text)).toEqual({
      web: { forMs: 300_000, intervalMs: 15_000, failOnLog: ['^ERROR '], ignoreLog: [] },
      worker: {
        forMs: 90_000,
        intervalMs: 30_000,
        failOnLog: ['^ERROR '],
        ignoreLog: ['retrying', 'timeout after \\d+ms']
      },
      cron: undefined
    })
  })

  it('2. without keys of its own, a service takes the run’s window (the flags, the inputs)', () => {
    const verify = { forMs: 60_000, intervalMs: 15_000, failOnLog: ['x'], ignoreLog: [] }
    expect(windows(lines(...services), { verify })).toEqual({ web: verify, worker: verify })
  })

  it.each([
    [
      1,
      lines(...services, '    verify-for: soon'),
      6,
      '`verify-for` of service `worker` must be plain seconds (300) or a duration'
    ],
    [2, lines('fail-on-log: ["(unclosed"]', ...services), 1, '`fail-on-log` holds the pattern "(unclosed"'],
    [
      3,
      lines(...services, '    ignore-log: {a: 1}'),
      6,
      'each pattern of `ignore-log` of service `worker` must be text'
    ],
    [4, lines('verify-for: -1m', ...services), 1, '`verify-for` must not be negative']
  ])('%i. a bad value is refused at its line', (_row, text, line, words) => {
    const error = refusal(text)
    expect(error.line).toBe(line)
    expect(error.message).toContain(words)
  })

  it('3. a service’s window that does not add up is refused naming the service, at the line of the key named', () => {
    const text = lines('verify-for: 1m', ...services, '    verify-interval: 2m')
    expect(() => windows(text)).toThrow(AppFileError)
    expect(() => windows(text)).toThrow(
      `${FILE} line 7: \`verify-interval\` of service \`worker\` is 2m 00s, longer than service \`worker\`'s \`verify-for\` from the top of the file (1m 00s)`
    )
    expect(() => windows(lines(...services, '    verify-for: 0', '    fail-on-log: x'))).toThrow(
      `${FILE} line 7: \`fail-on-log\` of service \`worker\` needs \`verify-for\` of service \`worker\``
    )
  })

  it('3b. an inherited value is named where it comes from, at its line, with the service it applies to', () => {
    const top = lines('verify-interval: 8s', 'services:', '  web:', '    id: svc-web', '    verify-for: 5s')
    expect(() => windows(top)).toThrow(
      `${FILE} line 1: service \`web\`'s \`verify-interval\` from the top of the file is 8s, longer than \`verify-for\` of service \`web\` (5s)`
    )
    const verify = { forMs: 60_000, intervalMs: 8_000, failOnLog: [], ignoreLog: [] }
    expect(() => windows(lines('services:', '  web:', '    id: svc-web', '    verify-for: 5s'), { verify })).toThrow(
      `${FILE} line 2: service \`web\`'s \`verify-interval\` from the run's settings is 8s, longer than`
    )
  })

  it('4. a window setting at the top with no window anywhere is refused at its line; with one somewhere, it applies there', () => {
    const idle = lines('rollback: true', 'fail-on-log: x', 'verify-interval: 10s', ...services)
    expect(() => windows(idle)).toThrow(
      `${FILE} line 2: \`fail-on-log\` needs \`verify-for\` (at the top of the file, on a service, or the run's): it is a setting of the verification window after going live, which no service has`
    )
    const one = lines('fail-on-log: x', ...services, '    verify-for: 1m')
    expect(windows(one)).toEqual({
      web: undefined,
      worker: { forMs: 60_000, intervalMs: 15_000, failOnLog: ['x'], ignoreLog: [] }
    })
    const verify = { forMs: 60_000, intervalMs: 15_000, failOnLog: [], ignoreLog: [] }
    expect(windows(lines('fail-on-log: x', ...services), { verify })).toEqual({
      web: { ...verify, failOnLog: ['x'] },
      worker: { ...verify, failOnLog: ['x'] }
    })
  })

  it('5. a window and not waiting: the refusal names the flag and the input', () => {
    expect(() => windows(lines(...services, '    verify-for: 1m'), { wait: false })).toThrow(
      '`verify-for` of service `worker` cannot be used with --no-wait (`wait: false`)'
    )
  })
})
