// The hostile matrices of the Action, each a table of rows and the check of one row, shared by
// the in-process tests that run every row (__tests__/integration/hostile/) and the end-to-end
// test that runs one row of each through the bundled action (e2e/hostile.test.ts): the
// security contract holds for files (the workspace and RUNNER_TEMP), remote text (never a
// workflow command nor summary markup), outputs (exact) and secrets (never shown, whatever
// the disguise).
import MarkdownIt from 'markdown-it'
import { expect, type TestContext } from 'vitest'
import { fileCommandEntries, type RunOptions, type RunResult } from './local-runner.js'
import {
  asUrlPassword,
  ATTACK_API_KEY,
  ATTACK_GITHUB_TOKEN,
  type attackerSuite,
  hiddenForms,
  json,
  polledLog,
  serviceKeyIdentity,
  type Attacker,
  type HappyPath,
  type Handler,
  type Route
} from './attacker.js'
import { errors, expectNoSecrets } from './helpers.js'

/** The servers and the runs of a suite: the bundled action's, or the Action's in process. */
type Suite = Pick<ReturnType<typeof attackerSuite>, 'serve' | 'run'>

/** A table of rows, named by their first field, and the check of one row. */
export interface Matrix<Row extends readonly [string, ...unknown[]]> {
  rows: Row[]
  check: (suite: Suite, row: Row, context: TestContext) => Promise<void>
}

export const API_KEY = ATTACK_API_KEY
export const GITHUB_TOKEN = ATTACK_GITHUB_TOKEN
const HEX32 = /^[0-9a-f]{32}$/
/** Generous: every bounded run must end well before the safety net. */
const BOUND_MS = 20_000
export const MiB = 1024 * 1024
/** Commands the action itself issues; anything else in a run came from remote text. */
const OWN_COMMANDS = ['add-mask', 'group', 'endgroup', 'stop-commands', 'warning', 'error', 'notice', 'debug']

export function expectBounded(result: RunResult, boundMs = BOUND_MS): void {
  expect(result.signal, 'killed by the safety net').toBeNull()
  expect(result.durationMs).toBeLessThan(boundMs)
}

/** Annotations the action writes, whose escaped text may quote remote text once sanitised. */
const QUOTING_COMMANDS = new Set(['warning', 'error', 'notice', 'debug', 'group'])

/**
 * Every command is one the action issues itself. Remote text may appear only as the escaped,
 * sanitised text of an annotation (never a command's name, a mask, a pause token or an
 * output), and there it never carries a line break or a defused command of its own.
 */
export function expectOnlyOwnCommands(result: RunResult, markers: string[] = ['PWNED', 'EVILTOKEN']): void {
  for (const command of result.commands) {
    if (command.resume) expect(command.name, 'a pause ended by a token the action did not choose').toMatch(HEX32)
    else expect(OWN_COMMANDS, `a command the action does not issue: ${JSON.stringify(command)}`).toContain(command.name)
    if (command.name === 'stop-commands')
      expect(command.message, 'a stop-commands token the action did not choose').toMatch(HEX32)
    const carriesMarker = markers.some(marker => JSON.stringify(command).includes(marker))
    if (!carriesMarker) continue
    expect(QUOTING_COMMANDS.has(command.name), `remote text inside a ${command.name} command`).toBe(true)
    for (const line of [command.message, ...Object.values(command.properties)]
      .join('\n')
      .split('\n')
      .filter(l => markers.some(m => l.includes(m)))) {
      expect(line, 'quoted remote text that the runner would read as a command on its own line').not.toMatch(
        /^[\s\u0085\u00a0\u2028\u2029]*::|##\[/
      )
      expect(line, 'quoted remote text with a line break or an invisible character').not.toMatch(
        /[\r\u2028\u2029\u0085\u200b\ufeff]/
      )
    }
  }
}

/** Request targets are the API's own: no `..`, no `.` segment, one segment per id. */
function expectWellFormedPaths(server: Attacker): void {
  for (const request of server.requests) {
    const target = request.url.split('?')[0] ?? ''
    expect(target).not.toContain('..')
    const known = [
      /^\/api\/auth\/me$/,
      /^\/api\/services\/svc-web\/(env\/import|deploy|deployments)$/,
      /^\/api\/deployments\/(?!\.{1,2}\/)[^/]+\/logs(\/stream)?$/
    ]
    expect(
      known.some(pattern => pattern.test(target)),
      `unexpected request target ${target.slice(0, 80)}`
    ).toBe(true)
  }
}

const COMMIT_LINK = 'https://github.com/octo-org/octo-app/commit/'

/** The summary renders (CommonMark, HTML on) with only the action's heading and links, and no image. */
function expectSafeSummary(summary: string, allowedHrefs: string[] = [COMMIT_LINK]): void {
  const md = new MarkdownIt({ html: true })
  const tokens = md.parse(summary, {})
  const all = tokens.flatMap(token => [token, ...(token.children ?? [])])
  const headings = all.filter(token => token.type === 'heading_open')
  expect(headings.length, 'a heading from remote text').toBeLessThanOrEqual(1)
  for (const heading of headings) expect(heading.map?.[0], 'a markdown heading other than the first line').toBe(0)
  for (const link of all.filter(token => token.type === 'link_open')) {
    const href = String(link.attrGet('href') ?? '')
    expect(
      allowedHrefs.some(allowed => href.startsWith(allowed)),
      `a link to ${href}`
    ).toBe(true)
  }
  expect(
    all.filter(token => token.type === 'image'),
    'an image from remote text'
  ).toEqual([])
  const html = md.render(summary)
  expect(html).not.toMatch(/<img/i)
  expect((html.match(/<h[1-6][\s>]/gi) ?? []).length, 'a heading from remote text').toBeLessThanOrEqual(1)
  const anchors = html.match(/<a\s[^>]*>/gi) ?? []
  for (const anchor of anchors) {
    const href = (/href="([^"]*)"/i.exec(anchor)?.[1] ?? '').replace(/&amp;/g, '&')
    expect(
      allowedHrefs.some(allowed => href.startsWith(allowed)),
      `a link to ${href}`
    ).toBe(true)
  }
}

/** How many times each output was written to GITHUB_OUTPUT. */
function outputWrites(raw: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const [name] of fileCommandEntries(raw)) counts.set(name, (counts.get(name) ?? 0) + 1)
  return counts
}

export function importedVars(server: Attacker): { key: string; value: string }[] {
  const body = server.requests.find(request => request.path.endsWith('/env/import'))?.body ?? '{}'
  return (JSON.parse(body) as { vars?: { key: string; value: string }[] }).vars ?? []
}

/** A row that is a check of its own: its name, and what it runs and asserts. */
export type OwnCheck = readonly [string, (suite: Suite, context: TestContext) => Promise<void>]

/** A matrix whose rows are checks of their own. */
function ownChecks(rows: OwnCheck[]): Matrix<OwnCheck> {
  return { rows, check: (suite, [, check], context) => check(suite, context) }
}

/** Section 1: env-file stays inside GITHUB_WORKSPACE and RUNNER_TEMP. */
export const ENV_FILE: Matrix<OwnCheck> = ownChecks([
  ...(
    [
      [
        'a workspace symlink to /proc/self/environ',
        { workspaceLinks: { 'vars.env': '/proc/self/environ' } },
        'vars.env'
      ],
      [
        'a workspace symlink to a file outside both',
        { workspaceLinks: { 'hostname.env': '/etc/hostname' } },
        'hostname.env'
      ],
      ['../../../etc/hostname', {}, '../../../etc/hostname'],
      ['an absolute path outside both', {}, '/etc/hostname']
    ] satisfies [string, Partial<RunOptions>, string][]
  ).map(([label, extra, file]): OwnCheck => [
    `refuses ${label} before any request`,
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(server, { 'env-file': file }, extra)
      expect(result.exitCode).toBe(1)
      expect(server.requests).toEqual([])
      const found = errors(result)
      expect(found).toHaveLength(1)
      expect(found[0]).toContain('env-file')
      expect(found[0]).toContain('GITHUB_WORKSPACE')
      expect(found[0]).toContain('RUNNER_TEMP')
      expectOnlyOwnCommands(result)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ]),
  [
    'accepts a file in RUNNER_TEMP',
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(
        server,
        { 'env-file': '../vars.env' },
        { runnerTempFiles: { 'vars.env': 'FROM_TEMP=temp-value-1234\n' } }
      )
      expect(result.exitCode, result.stdout).toBe(0)
      expect(importedVars(server)).toEqual([{ key: 'FROM_TEMP', value: 'temp-value-1234' }])
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN, 'temp-value-1234'])
    }
  ],
  [
    'refuses a file over 1 MiB',
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(
        server,
        { 'env-file': 'big.env' },
        { workspaceFiles: { 'big.env': `BIG=${'v'.repeat(MiB)}\n` } }
      )
      expect(result.exitCode).toBe(1)
      expect(server.requests).toEqual([])
      expect(errors(result)).toHaveLength(1)
      expect(errors(result)[0]).toContain('env-file')
      expect(errors(result)[0]).toContain('1 MiB')
      expectBounded(result)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ],
  [
    'refuses a file with a NUL byte',
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(
        server,
        { 'env-file': 'nul.env' },
        { workspaceFiles: { 'nul.env': 'A=one\u0000two\nB=three-3\n' } }
      )
      expect(result.exitCode).toBe(1)
      expect(server.requests).toEqual([])
      expect(errors(result)).toHaveLength(1)
      expect(errors(result)[0]).toContain('env-file')
      expect(errors(result)[0]).toContain('NUL')
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN, 'three-3'])
    }
  ],
  [
    'reads lone-CR line endings as line endings',
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(server, { 'env-file': 'cr.env' }, { workspaceFiles: { 'cr.env': 'A=1\rB=2' } })
      expect(result.exitCode, result.stdout).toBe(0)
      expect(importedVars(server)).toEqual([
        { key: 'A', value: '1' },
        { key: 'B', value: '2' }
      ])
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ]
])

/** Section 2: remote strings never become workflow commands. */
const RESUME_LINES = ['::EVILTOKEN::', '::error title=PWNED::x', '::set-output name=status::PWNED']
// [label, text, marker that must show as plain text]
const payloads: [string, string, string][] = [
  ['LF ::error', '\n::error title=PWNED::x', 'PWNED'],
  ['CR ::add-mask', '\r::add-mask::PWNED', 'PWNED'],
  ['##[stop-commands]', '##[stop-commands]EVILTOKEN', 'EVILTOKEN'],
  ['U+2028 ::warning', '\u2028::warning::PWNED', 'PWNED'],
  ['U+0085 ::error', '\u0085::error::PWNED', 'PWNED'],
  ['#U+200B#[error]', '#\u200b#[error]PWNED', 'PWNED'],
  // Text printed line by line: .NET whitespace at the start of a line is trimmed, so these act.
  ['LF U+2028 ::warning', '\n\u2028::warning::PWNED', 'PWNED'],
  ['CRLF U+0085 ::error', '\r\n\u0085::error::PWNED', 'PWNED']
]
/** The deployment list's answer: dep_1 of main in `status`. */
const listed = (res: Parameters<Handler>[1], status: string): void =>
  json(res, 200, {
    deployments: [{ id: 'dep_1', status, ref: 'main', createdAt: new Date().toISOString() }],
    nextCursor: 0
  })
const firstThenLive =
  (first: string): Handler =>
  (_req, res, { count }) =>
    listed(res, count === 1 ? first : 'live')
const sse =
  (events: string[]): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    for (const event of events) res.write(event)
    res.end('event: end\ndata: {}\n\n')
  }
const logEvents = (lines: string[]): string[] =>
  lines.map((line, i) => `event: log\nid: ${i + 1}\ndata: ${JSON.stringify({ seq: i + 1, line })}\n\n`)
// Each run carries one payload in every field of a group at once (one action run per group
// and payload, not per field): each field's copy has its own marker, the payload's marker
// followed by the field's tag, so a field that dropped its text or let it act fails by name.
interface Field {
  name: string
  tag: string
}
interface Group {
  name: string
  fields: Field[]
  /** The routes that carry the payload; `text(tag)` is the payload marked for one field. */
  routes: (text: (tag: string) => string, lines: string[]) => Partial<Record<Route, Handler>>
  stream: boolean
  inputs: Record<string, string>
  /** The field whose payload is a line of the polled log, if any. */
  polledTag?: string
}
const groups: Group[] = [
  {
    name: 'an account key, a refused deploy',
    fields: [
      { name: 'key name (account key)', tag: 'nm' },
      { name: 'skipped reason', tag: 'sk' },
      { name: 'error body, 403 JSON', tag: 'fb' }
    ],
    routes: text => ({
      whoami: (_req, res) => json(res, 200, { name: `Mallory${text('nm')}` }),
      importEnv: (_req, res) =>
        json(res, 200, { imported: 0, skipped: [{ key: 'A', reason: `blocked${text('sk')}` }] }),
      deploy: (_req, res) => json(res, 403, { error: `denied${text('fb')}` })
    }),
    stream: false,
    inputs: { env: 'A=value-one' }
  },
  {
    name: 'the polled log',
    fields: [
      { name: 'deployment status', tag: 'st' },
      { name: 'polled log line', tag: 'pl' }
    ],
    // The run ends at the state it refuses: that state is sent once the log was polled (building
    // before), whatever the pace of the run's waits, so that both fields are on the page by then.
    routes: (text, lines) => {
      const log = polledLog(lines)
      let polled = false
      let refused = false
      return {
        logs: (req, res, context) => {
          polled = true
          return log(req, res, context)
        },
        list: (_req, res) => {
          if (!polled) return listed(res, 'building')
          listed(res, refused ? 'live' : `building${text('st')}`)
          refused = true
        }
      }
    },
    stream: false,
    inputs: {},
    polledTag: 'pl'
  },
  {
    name: 'a service key, the live log stream',
    fields: [
      { name: 'keyScope.kind', tag: 'kd' },
      { name: 'keyScope.serviceName', tag: 'sn' },
      { name: 'SSE status event', tag: 'ss' },
      { name: 'SSE log line', tag: 'sl' }
    ],
    routes: (text, lines) => ({
      whoami: (_req, res) =>
        json(res, 200, serviceKeyIdentity({}, { kind: `service${text('kd')}`, serviceName: `web${text('sn')}` })),
      stream: sse([
        `event: status\ndata: ${JSON.stringify({ status: `building${text('ss')}` })}\n\n`,
        ...logEvents([`line${text('sl')}`, ...lines])
      ]),
      list: firstThenLive('building')
    }),
    stream: true,
    inputs: {}
  },
  {
    name: 'the deploy answer',
    fields: [{ name: 'deploy response ref', tag: 'rf' }],
    routes: text => ({ deploy: (_req, res) => json(res, 202, { deploymentId: 'dep_1', ref: `main${text('rf')}` }) }),
    stream: false,
    inputs: {}
  },
  {
    name: 'a proxy error page',
    fields: [{ name: 'error body, 502 HTML', tag: 'hb' }],
    routes: text => ({
      whoami: (_req, res) => {
        res.writeHead(502, { 'content-type': 'text/html' })
        res.end(`<html><body><h1>502 Bad Gateway</h1><p>upstream${text('hb')}</p></body></html>`)
      }
    }),
    stream: false,
    inputs: {}
  }
]

/** A row: the group and payload, the group, the payload's text and the marker it must show as text. */
type RemoteStringRow = readonly [string, Group, string, string]

export const REMOTE_STRINGS: Matrix<RemoteStringRow> & { groups: Group[]; payloads: [string, string, string][] } = {
  groups,
  payloads,
  rows: groups.flatMap(group =>
    payloads.map(([label, text, marker]): RemoteStringRow => [`${group.name}: ${label}`, group, text, marker])
  ),
  check: async ({ serve, run }, [, group, text, marker], context) => {
    const marked = (tag: string): string => text.replaceAll(marker, `${marker}${tag}`)
    // The stop-commands rows: later log lines try to end each field's pause and act.
    const tail =
      marker === 'EVILTOKEN'
        ? [...group.fields.map(field => `::${marker}${field.tag}::`), ...RESUME_LINES.slice(1)]
        : ['==> build ok']
    const lines = group.polledTag === undefined ? tail : [`line${marked(group.polledTag)}`, ...tail]
    const server = await serve(context, group.routes(marked, lines), { lines, stream: group.stream })
    const result = await run(server, group.inputs)
    expectBounded(result)
    expectOnlyOwnCommands(result)
    expect(result.outputs.status ?? '').not.toContain('PWNED')
    // Shown as text, not dropped: each field's own marker.
    const shown = [...result.logLines, result.summary].join('\n')
    for (const field of group.fields) expect(shown, `${field.name}: shown as text`).toContain(`${marker}${field.tag}`)
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN, 'value-one'])
  }
}
/** Deployment ids a server may send that the action refuses: [label, id]. */
const INVALID_IDS: [string, string][] = [
  ['../x', '../x'],
  ['a line break', 'dep\n1'],
  ['.', '.'],
  ['300 characters', `dep_${'a'.repeat(296)}`],
  ['a/b', 'a/b'],
  ['%2F', '%2F']
]

/** Section 3: outputs are exact. */
export const OUTPUTS_EXACT: Matrix<OwnCheck> = ownChecks([
  [
    'are never redacted, and each is written once',
    async ({ serve, run }, context) => {
      const server = await serve(context, {}, { deploymentId: 'dep_main_live', ref: 'main', status: 'live' })
      const result = await run(server, { env: 'A=value-one\nB=value-two' })
      expect(result.exitCode, result.stdout).toBe(0)
      expect(result.outputs.status).toBe('live')
      expect(result.outputs.ref).toBe('main')
      expect(result.outputs['deployment-id']).toBe('dep_main_live')
      expect(result.outputs.result).toBe('success')
      // Every output is written, each exactly once.
      const writes = Object.fromEntries(outputWrites(result.rawOutputs))
      expect(Object.keys(writes).sort()).toEqual(
        [
          'deployment-id',
          'env-imported',
          'env-skipped',
          'failure-kind',
          'github-deployment-id',
          'ref',
          'result',
          'status',
          'url',
          'health',
          'rollback-deployment-id',
          'rollback-ref',
          'verify',
          'results'
        ].sort()
      )
      expect(Object.values(writes).every(times => times === 1)).toBe(true)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN, 'value-one', 'value-two'])
    }
  ],

  [
    "one holding a variable's value is kept as the service sent it, never redacted",
    async ({ serve, run }, context) => {
      const server = await serve(context, {}, { deploymentId: 'dep_main_live', ref: 'main', status: 'live' })
      // mask-env all: every value is masked, yet each output is written exactly.
      const result = await run(server, { env: 'STATE_WORD=live\nBRANCH=main\nID_PART=dep_', 'mask-env': 'all' })
      expect(result.exitCode, result.stdout).toBe(0)
      expect(result.outputs.status).toBe('live')
      expect(result.outputs.ref).toBe('main')
      expect(result.outputs['deployment-id']).toBe('dep_main_live')
      expect(result.outputs.result).toBe('success')
      expect(result.rawOutputs).not.toContain('***')
      expect(result.stdout).not.toContain('written empty')
    }
  ],

  [
    'one holding the API key, percent-encoded, is written empty, with a warning, never redacted',
    async ({ serve, run }, context) => {
      const encoded = `refs/${API_KEY.replace(/_/g, '%5F')}`
      const server = await serve(context, {}, { deploymentId: 'dep_main_live', ref: encoded, status: 'live' })
      const result = await run(server)
      expect(result.outputs.ref ?? '').toBe('')
      expect(result.rawOutputs).not.toContain(encoded)
      expect(result.rawOutputs).not.toContain('***')
    }
  ],
  ...INVALID_IDS.map(([label, id]): OwnCheck => [
    `refuses a deployment id from the server: ${label}`,
    async ({ serve, run }, context) => {
      const server = await serve(context, {}, { deploymentId: id })
      const result = await run(server)
      expect(result.exitCode).toBe(1)
      expect(errors(result).join('\n')).toMatch(/deployment id/i)
      expectWellFormedPaths(server)
      expectOnlyOwnCommands(result)
      expectBounded(result)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ])
])

/** Section 4: the job summary renders no remote markup. */
const markup: [string, string][] = [
  [
    'heading, link and image',
    '\n\n# Deployment verified\n\n[click](https://evil.example)![x](https://evil.example/t.png)'
  ],
  ['</table>', '</table>'],
  ['closing the cell and the table', '</code></td></tr></table>\n\n# H']
]
const fields: [string, (text: string) => Partial<Record<Route, Handler>>, Record<string, string>][] = [
  ['ref', text => ({ deploy: (_req, res) => json(res, 202, { deploymentId: 'dep_1', ref: `main${text}` }) }), {}],
  [
    'status (the last one seen before the timeout)',
    text => ({
      list: (_req, res) =>
        json(res, 200, {
          deployments: [{ id: 'dep_1', status: `building${text}`, ref: 'main', createdAt: new Date().toISOString() }],
          nextCursor: 0
        })
    }),
    { timeout: '3s' }
  ],
  [
    'deployment id',
    text => ({
      deploy: (_req, res) => json(res, 202, { deploymentId: `dep_1${text}`, ref: 'main' }),
      list: (_req, res) =>
        json(res, 200, {
          deployments: [{ id: `dep_1${text}`, status: 'live', ref: 'main', createdAt: new Date().toISOString() }],
          nextCursor: 0
        })
    }),
    {}
  ],
  [
    'skip reason',
    text => ({
      importEnv: (_req, res) => json(res, 200, { imported: 0, skipped: [{ key: 'A', reason: `blocked${text}` }] })
    }),
    { env: 'A=value-one' }
  ],
  ['error text (403 JSON)', text => ({ deploy: (_req, res) => json(res, 403, { error: `denied${text}` }) }), {}],
  [
    'error text (400 HTML)',
    text => ({
      whoami: (_req, res) => {
        res.writeHead(400, { 'content-type': 'text/html' })
        res.end(`<html><body>bad${text}</body></html>`)
      }
    }),
    {}
  ]
]
const markupRows = fields.flatMap(([field, routes, inputs]) =>
  markup.map(([label, text]) => [`${field}: ${label}`, routes, inputs, text] as const)
)

/** A row: the field and the markup, the field's routes carrying a text, the inputs, the markup. */
type MarkupRow = readonly [string, (text: string) => Partial<Record<Route, Handler>>, Record<string, string>, string]

export const SUMMARY_MARKUP: Matrix<OwnCheck> = ownChecks([
  ...markupRows.map(([name, routes, inputs, text]: MarkupRow): OwnCheck => [
    name,
    async ({ serve, run }, context) => {
      const server = await serve(context, routes(text))
      const result = await run(server, inputs)
      expectBounded(result)
      expect(result.summary).not.toBe('')
      expectSafeSummary(result.summary)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN, 'value-one'])
    }
  ]),
  [
    'keeps the summary under 64 KiB and well-formed with a 2 MB ref',
    async ({ serve, run }, context) => {
      const server = await serve(context, {
        deploy: (_req, res) => json(res, 202, { deploymentId: 'dep_1', ref: `main-${'r'.repeat(2 * MiB)}` })
      })
      const result = await run(server)
      expectBounded(result)
      expect(Buffer.byteLength(result.summary)).toBeLessThanOrEqual(65_536)
      expectSafeSummary(result.summary)
      expect((result.summary.match(/<table/g) ?? []).length).toBe((result.summary.match(/<\/table>/g) ?? []).length)
      // The action's own heading survives; a 2 MB ref is refused (not one line of at most 1000
      // characters), so no part of it reaches the summary (the cut marker: unit/summary.test.ts).
      expect(result.summary).toMatch(/Deployment/)
      expect(result.exitCode).toBe(1)
      expect(errors(result).join('\n')).toMatch(/ref that is not one line/)
      expect(result.summary).not.toMatch(/r{1001}/)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ]
])

/** Section 5, the rows a run in process can hold (the memory and CPU bounds need a process: e2e/hostile.test.ts). */
export const BOUNDED: Matrix<OwnCheck> = ownChecks([
  [
    'fails within the bound on a 600 KB error page of `<`',
    async ({ serve, run }, context) => {
      const page = '<'.repeat(600 * 1024)
      const server = await serve(context, {
        whoami: (_req, res) => {
          res.writeHead(503, { 'content-type': 'text/html', 'content-length': page.length })
          res.end(page)
        }
      })
      const result = await run(server, { timeout: '5s' })
      expectBounded(result)
      expect(result.exitCode).toBe(1)
      expect(errors(result)).toHaveLength(1)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ],
  [
    'times out with a bounded number of requests when nextCursor never ends',
    async ({ serve, run }, context) => {
      const CAP = 200_000
      const server = await serve(context, {
        list: (_req, res, { count }) =>
          json(res, 200, {
            deployments: [
              { id: `dep_other_${count}`, status: 'live', ref: 'main', createdAt: new Date().toISOString() }
            ],
            nextCursor: count >= CAP ? 0 : count
          })
      })
      const result = await run(server, { timeout: '5s' })
      expectBounded(result)
      expect(result.outputs.result).toBe('timed-out')
      expect(server.requests.length).toBeLessThan(400)
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ],

  [
    'refuses a timeout of 600h before any request, never times out at once',
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(server, { timeout: '600h' })
      expectBounded(result)
      expect(result.outputs.result).not.toBe('timed-out')
      expect(result.exitCode).toBe(1)
      expect(server.requests).toEqual([])
      expect(errors(result)).toEqual([expect.stringMatching(/Input 'timeout' .*expected at most 120h/)])
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ],
  ...['..', '.', 'a/b', 'a%2Fb'].map((id): OwnCheck => [
    `refuses service-id ${JSON.stringify(id)} before any request`,
    async ({ serve, run }, context) => {
      const server = await serve(context)
      const result = await run(server, { 'service-id': id })
      expectBounded(result)
      expect(result.exitCode).toBe(1)
      expect(server.requests).toEqual([])
      expect(errors(result)).toHaveLength(1)
      expect(errors(result)[0]).toContain('service-id')
      expectNoSecrets(result, [API_KEY, GITHUB_TOKEN])
    }
  ])
])

/** Section 7: a secret in a disguise no mask matches never shows: the log, the summary, an error, a redirect, a status event. */
/** A variable's value with characters a URL's password encodes (= and ;) and some it keeps (+ and &). */
const VALUE = 'Sup3r+Pass&word=1;x-Secret'
const disguised = [...hiddenForms(API_KEY), asUrlPassword(VALUE)]
const echo = `echo ${disguised.join(' ')}`
const cut = 11
const disguiseRows: [string, Partial<Record<Route, Handler>>, Partial<HappyPath>, RegExp][] = [
  [
    "the log (a key cut across two lines too), a status event's data, the summary's log tail",
    {
      stream: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        for (const disguise of disguised)
          res.write(`event: status\ndata: ${JSON.stringify({ status: `building ${disguise}` })}\n\n`)
        const lines = [echo, ...disguised, `export KEY=${API_KEY.slice(0, cut)}`, `${API_KEY.slice(cut)} # wrapped`]
        lines.forEach((line, i) =>
          res.write(`event: log\nid: ${i + 1}\ndata: ${JSON.stringify({ seq: i + 1, line })}\n\n`)
        )
        res.end('event: end\ndata: {}\n\n')
      }
    },
    { stream: true, status: 'build_failed' },
    /export KEY=\*\*\*\n\*\*\* # wrapped/
  ],
  [
    'an error body',
    { deploy: (_req, res) => json(res, 403, { error: `denied: ${echo}` }) },
    {},
    /denied: echo \*\*\* \*\*\* \*\*\* \*\*\* \*\*\* https:\/\/db:\*\*\*@h\.example\//
  ],
  [
    "a redirect's Location path",
    {
      whoami: (_req, res) => {
        res.writeHead(307, { location: `/moved/${hiddenForms(API_KEY)[2]}/${hiddenForms(API_KEY)[1]}?t=1` })
        res.end()
      }
    },
    {},
    /redirect \(HTTP 307\) to http:\/\/127\.0\.0\.1:\d+\/moved\/\*\*\*\/\*\*\*,/
  ]
]

export const DISGUISES: Matrix<(typeof disguiseRows)[number]> = {
  rows: disguiseRows,
  check: async ({ serve, run }, [, routes, happy, shows], context) => {
    const server = await serve(context, routes, happy)
    const result = await run(server, { env: `DB_PASSWORD=${VALUE}` })
    expectBounded(result)
    expect(result.exitCode).toBe(1)
    // The masks the action registers are how the runner learns the secrets: the rest is checked.
    const printed = result.stdout
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n')
    const everything = [printed, result.stderr, result.summary].join('\n')
    expect(everything).toMatch(shows)
    // The summary, which no runner masks, shows the redacted text too.
    expect(result.summary).toContain('***')
    for (const disguise of disguised)
      expect(everything.toLowerCase(), `${disguise} shows`).not.toContain(disguise.toLowerCase())
    expect(everything).not.toContain(API_KEY.slice(0, cut))
    expectNoSecrets(result, [API_KEY, GITHUB_TOKEN, VALUE])
  }
}

/** The row of `matrix` named `name`: the one an end-to-end test runs through the bundle. */
export function rowNamed<Row extends readonly [string, ...unknown[]]>(matrix: Matrix<Row>, name: string): Row {
  const row = matrix.rows.find(([rowName]) => rowName === name)
  if (!row) throw new Error(`no row named ${JSON.stringify(name)}`)
  return row
}
