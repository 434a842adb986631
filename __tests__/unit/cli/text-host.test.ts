// The text output on each CI: its group markers, annotations, masking and failure commands,
// log lines no CI acts on, debug lines only when asked, and the result block at the end.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CiName } from '../../../src/cli/ci/ci.js'
import { LOG_LINE_PREFIX } from '../../../src/cli/ci/ci-commands.js'
import { TextHost, type TextHostOptions } from '../../../src/cli/hosts/text-host.js'
import { redact } from '../../../src/text/secrets.js'
import { interpret } from '../../harness/local-runner.js'
import { CIS, capture, ciActions, deployResult, fakeClock, FullStream } from './fixtures.js'

const START = 1_700_000_000_000

beforeAll(() => {
  // registerSecret still tells the GitHub runner through stdout.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterAll(() => vi.restoreAllMocks())

function textHost(ci: CiName, options: Partial<TextHostOptions> = {}) {
  const out = capture()
  const time = fakeClock(START)
  let tokens = 0
  const host = new TextHost({
    ci,
    out: out.write,
    colour: false,
    debug: false,
    clock: time.clock,
    token: () => `token${++tokens}`,
    ...options
  })
  return { host, out, time }
}

const PLAIN_CIS = ['bitbucket', 'circleci', 'jenkins', 'none'] as const

describe('groups', () => {
  // [row, ci, output of one group holding one line, 5 s long]
  const rows: [number, CiName, string][] = [
    [1, 'github', '::group::Checking the API key\ninside\n::endgroup::\n'],
    [2, 'azure', '##[group]Checking the API key\ninside\n##[endgroup]\n'],
    [
      3,
      'gitlab',
      '\x1b[0Ksection_start:1700000000:checking_the_api_key_1[collapsed=true]\r\x1b[0KChecking the API key\ninside\n' +
        '\x1b[0Ksection_end:1700000005:checking_the_api_key_1\r\x1b[0K\n'
    ],
    ...PLAIN_CIS.map((ci, i): [number, CiName, string] => [4 + i, ci, '==> Checking the API key\ninside\n']),
    [
      8,
      'teamcity',
      "##teamcity[blockOpened name='Checking the API key']\ninside\n##teamcity[blockClosed name='Checking the API key']\n"
    ]
  ]

  it.each(rows)('%i. on %s a phase is one group with the CI own markers', async (_row, ci, expected) => {
    const { host, out, time } = textHost(ci)
    const value = await host.group('Checking the API key', async () => {
      host.info('inside')
      time.advance(5000)
      return 42
    })
    expect(value).toBe(42)
    expect(out.text()).toBe(expected)
  })

  it('names each GitLab section with a safe slug, unique in the run', async () => {
    const { host, out } = textHost('gitlab')
    for (const title of ['Deploy', 'Deploy', 'Ünïcode ##vso[x] → 1', '…']) await host.group(title, async () => {})
    const names = [...out.text().matchAll(/section_start:\d+:([^[\r]+)\[/g)].map(match => match[1])
    expect(names).toEqual(['deploy_1', 'deploy_2', 'n_code_vso_x_1_3', 'phase_4'])
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]+$/)
    expect(ciActions('gitlab', out.text())).toHaveLength(8)
  })

  it('closes the group when its phase throws, and prints a group inside another as a heading', async () => {
    const { host, out } = textHost('github')
    await expect(
      host.group('Outer', async () => {
        await host.group('Inner', async () => host.info('deep'))
        throw new Error('boom')
      })
    ).rejects.toThrow('boom')
    expect(out.text()).toBe('::group::Outer\n==> Inner\ndeep\n::endgroup::\n')
  })
})

describe('annotations, debug lines and masking', () => {
  // [row, ci, warning with a title, notice with a title]
  const rows: [number, CiName, string, string][] = [
    [
      1,
      'github',
      '::warning title=Variable skipped::Variable X was not imported: too long\n',
      '::notice title=Deployment superseded::Superseded by dep_2\n'
    ],
    [
      2,
      'azure',
      '##vso[task.logissue type=warning]Variable skipped: Variable X was not imported: too long\n',
      'notice: Deployment superseded: Superseded by dep_2\n'
    ],
    ...(['gitlab', ...PLAIN_CIS] as const).map((ci, i): [number, CiName, string, string] => [
      3 + i,
      ci,
      'warning: Variable skipped: Variable X was not imported: too long\n',
      'notice: Deployment superseded: Superseded by dep_2\n'
    ])
  ]

  it.each(rows)('%i. on %s warnings and notices are the CI own annotations', (_row, ci, warning, notice) => {
    const { host, out } = textHost(ci)
    host.warning('Variable X was not imported: too long', 'Variable skipped')
    expect(out.text()).toBe(warning)
    out.chunks.length = 0
    host.notice('Superseded by dep_2', 'Deployment superseded')
    expect(out.text()).toBe(notice)
  })

  // [row, ci, a service's warning with a title, and without one]
  const services: [number, CiName, string, string][] = [
    [
      1,
      'github',
      '::warning title=web%3A Service URL unknown::The domains did not answer.\n',
      '::warning title=web::The domains did not answer.\n'
    ],
    [
      2,
      'azure',
      '##vso[task.logissue type=warning]web: Service URL unknown: The domains did not answer.\n',
      '##vso[task.logissue type=warning]web: The domains did not answer.\n'
    ],
    [
      3,
      'gitlab',
      'warning: web: Service URL unknown: The domains did not answer.\n',
      'warning: web: The domains did not answer.\n'
    ]
  ]

  it.each(services)(
    "%i. on %s a warning about an app's service names it once, with its title",
    (_row, ci, titled, plain) => {
      const { host, out } = textHost(ci)
      host.warning('The domains did not answer.', 'Service URL unknown', 'web')
      expect(out.text()).toBe(titled)
      out.chunks.length = 0
      host.warning('The domains did not answer.', undefined, 'web')
      expect(out.text()).toBe(plain)
    }
  )

  it('escapes an annotation as each CI reads it back', () => {
    const github = textHost('github')
    github.host.warning('100% done\nnext', 'a:b,c')
    expect(github.out.text()).toBe('::warning title=a%3Ab%2Cc::100%25 done%0Anext\n')
    expect(interpret(github.out.text()).commands).toEqual([
      { name: 'warning', properties: { title: 'a:b,c' }, message: '100% done\nnext' }
    ])
    const azure = textHost('azure')
    azure.host.warning('100% done\nnext', 'a:b,c')
    expect(azure.out.text()).toBe('##vso[task.logissue type=warning]a:b,c: 100%AZP25 done%0Anext\n')
    const plain = textHost('none')
    plain.host.warning('100% done\nnext')
    expect(plain.out.text()).toBe('warning: 100% done\n  next\n')
  })

  it('prints debug lines only when asked', () => {
    const quiet = textHost('azure')
    quiet.host.debug('details')
    expect(quiet.out.text()).toBe('')
    const azure = textHost('azure', { debug: true })
    azure.host.debug('details ##vso[task.x]y')
    expect(azure.out.text()).toBe('##[debug]details #\\#vso[task.x]y\n')
    const github = textHost('github', { debug: true })
    github.host.debug('::error::details')
    expect(github.out.text()).toBe('debug: \\::error::details\n')
  })

  // [row, ci, commands for 'p%ss\nline-two']
  const masks: [number, CiName, string][] = [
    [1, 'github', '::add-mask::p%25ss%0Aline-two\n::add-mask::p%25ss\n::add-mask::line-two\n'],
    [
      2,
      'azure',
      '##vso[task.setsecret]p%AZP25ss%0Aline-two\n##vso[task.setsecret]p%ss%0Aline-two\n' +
        '##vso[task.setsecret]p%AZP25ss\n##vso[task.setsecret]p%ss\n##vso[task.setsecret]line-two\n'
    ],
    ...(['gitlab', ...PLAIN_CIS] as const).map((ci, i): [number, CiName, string] => [3 + i, ci, ''])
  ]

  it.each(masks)('%i. on %s a secret is masked, line by line, once, where the CI can', (_row, ci, expected) => {
    const { host, out } = textHost(ci)
    host.mask('p%ss\nline-two')
    host.mask('p%ss\nline-two')
    expect(out.text()).toBe(expected)
    expect(redact('p%ss and line-two')).toBe('*** and ***')
  })

  it('masks no value shorter than four characters (it would blank the log)', () => {
    const { host, out } = textHost('github')
    host.mask('abc')
    expect(out.text()).toBe('')
    expect(redact('abc')).toBe('abc')
  })
})

describe('log lines', () => {
  // [row, remote line, printed without colour, printed with colour]
  const hostile: [number, string, string, string][] = [
    [
      1,
      '##vso[task.setvariable variable=X]1',
      '#\\#vso[task.setvariable variable=X]1',
      '#\\#vso[task.setvariable variable=X]1'
    ],
    [2, '##[error]x', '#\\#[error]x', '#\\#[error]x'],
    [3, 'section_start:1:x\r\x1b[0K', 'section_start\\:1:x ', 'section_start\\:1:x '],
    [4, '::add-mask::x', '\\::add-mask::x', '\\::add-mask::x'],
    [5, 'name\x1b]0;title\x07', 'name', 'name'],
    [6, '\x1b[2J', '', ''],
    [7, '\x1b[32mok\x1b[0m', 'ok', '\x1b[32mok\x1b[0m'],
    [
      8,
      '##\x1b[0mvso[task.complete result=Failed;]',
      '#\\#vso[task.complete result=Failed;]',
      '#\\#vso[task.complete result=Failed;]'
    ]
  ]
  const rows = CIS.flatMap((ci, c) =>
    hostile.map(([row, text, plain, coloured]): [string, CiName, string, string, string] => [
      `${c + 1}.${row}`,
      ci,
      text,
      plain,
      coloured
    ])
  )

  it.each(rows)(
    '%s. on %s the remote line %j is printed as %j (%j in colour) and never acts',
    (_row, ci, text, plain, coloured) => {
      for (const [colour, safe] of [
        [false, plain],
        [true, coloured]
      ] as const) {
        const { host, out } = textHost(ci, { colour })
        host.logLines([{ seq: 1, text }])
        expect(out.text()).toBe(
          ci === 'github' ? `::stop-commands::token1\n  | ${safe}\n::token1::\n` : `  | ${safe}\n`
        )
        expect(ciActions(ci, out.text())).toEqual(
          ci === 'github' ? ['github stop-commands: token1', 'github token1: '] : []
        )
      }
    }
  )

  it.each(CIS.map((ci, i) => [i + 1, ci] as const))(
    '%i. on %s a remote line never passes for one of the command line own lines',
    async (_row, ci) => {
      const { host, out } = textHost(ci)
      const forged = ['==> Deployment dep_1', 'Result      success', 'warning: forged', 'error: forged', 'Next  x']
      await host.group('Following the deployment', async () => {
        host.info('Queued deployment dep_1')
        host.warning('A variable was skipped.\nSecond line.', 'Skipped')
        await host.group('Log of dep_1', () =>
          Promise.resolve(host.logLines(forged.map((text, seq) => ({ seq, text }))))
        )
      })
      const error = { title: 'Deployment failed', message: 'It failed.\nTwice.', next: 'Fix it.' }
      await host.finish(deployResult({ result: 'failure', error }))
      const lines = out.text().split('\n')
      const remote = lines.filter(line => forged.some(text => line.endsWith(text)))
      expect(remote).toHaveLength(forged.length)
      for (const line of remote) expect(line.startsWith(LOG_LINE_PREFIX), line).toBe(true)
      const own = lines.filter(line => !remote.includes(line))
      expect(own.length).toBeGreaterThan(8)
      for (const line of own) expect(line.startsWith(LOG_LINE_PREFIX), line).toBe(false)
    }
  )

  it('prints a batch in the order given, each line once, in one write', () => {
    const { host, out } = textHost('none')
    host.logLines([
      { seq: 3, text: 'three' },
      { seq: 4, text: 'four' }
    ])
    host.logLines([])
    expect(out.chunks).toEqual(['  | three\n  | four\n'])
  })

  it('waits for a full stream to drain before the engine reads more', async () => {
    const stream = new FullStream()
    const { host } = textHost('none', { out: stream })
    let drained = false
    const waiting = host.drained().then(() => (drained = true))
    await new Promise(resolve => setImmediate(resolve))
    expect(drained).toBe(false)
    stream.drain()
    await waiting
    expect(drained).toBe(true)
    await expect(host.drained()).resolves.toBeUndefined()
  })
})

describe('every host call with hostile text', () => {
  const HOSTILE =
    '::error::x ##vso[task.setvariable variable=X]1 ##[error]y section_end:1:z\r\x1b[0K\x1b[2J\x1b]0;t\x07'

  async function run(ci: CiName, text: string): Promise<string> {
    const { host, out, time } = textHost(ci, { debug: true, colour: true })
    await host.group(text, async () => {
      host.info(text)
      host.debug(text)
      host.warning(text, text)
      host.notice(text, text)
      host.event({ type: 'state', status: text })
      time.advance(30_000)
      host.logLines([{ seq: 1, text }])
    })
    const error = { title: text, message: text, next: text }
    await host.finish(
      deployResult({
        result: 'failure',
        status: text,
        deploymentId: text,
        ref: text,
        url: text,
        error,
        skipped: [{ key: text, reason: 'reserved' }]
      })
    )
    return out.text()
  }

  it.each(CIS.map((ci, i) => [i + 1, ci] as const))(
    '%i. on %s it yields exactly the commands benign text yields',
    async (_row, ci) => {
      const names = (output: string): string[] => ciActions(ci, output).map(action => action.split(':')[0] ?? '')
      const output = await run(ci, HOSTILE)
      expect(names(output)).toEqual(names(await run(ci, 'benign')))
      expect(output).not.toContain('\x1b]')
    }
  )
})

describe('the end', () => {
  it('prints the result block', async () => {
    const { host, out } = textHost('none')
    await host.finish(
      deployResult({
        skipped: [
          { key: 'A', reason: 'reserved' },
          { key: 'B', reason: 'reserved' }
        ],
        rollbackDeploymentId: 'dep_99',
        rollbackRef: 'abc123',
        health: 'skipped'
      })
    )
    expect(out.text()).toBe(
      [
        '',
        'Result      success',
        'Status      live',
        'Deployment  dep_123',
        'Ref         main',
        'URL         https://app.example.com',
        'Health      skipped',
        'Variables   2 imported, 2 skipped: A, B',
        'Rollback    dep_99 at abc123',
        'Duration    2m 30s',
        ''
      ].join('\n')
    )
  })

  it('says a rollback once: its row holds the note, which names the redeploy, and the error the failure alone', async () => {
    const { host, out } = textHost('none')
    const note = 'Rolled back: deployment dep_99 of main~1 is live now.'
    await host.finish(
      deployResult({
        result: 'failure',
        status: 'build_failed',
        health: 'skipped',
        url: undefined,
        rollbackDeploymentId: 'dep_99',
        rollbackRef: 'main~1',
        rollbackNote: note,
        error: {
          title: 'Deployment build_failed',
          message: `Deployment dep_123 failed with status "build_failed" after 2s. ${note}`,
          next: 'Fix the cause.'
        },
        failureKind: 'deployment'
      })
    )
    const text = out.text()
    expect(text.split('dep_99')).toHaveLength(2)
    expect(text).toContain(`Rollback    ${note}\n`)
    expect(text).toContain(
      'Error       Deployment build_failed: Deployment dep_123 failed with status "build_failed" after 2s.\n'
    )
  })

  it('says a deployment that was not found is not found, with no health of a run that never ran', async () => {
    const { host, out } = textHost('none')
    await host.finish(
      deployResult({
        result: undefined,
        status: undefined,
        ref: undefined,
        url: undefined,
        deploymentId: 'dep_typo',
        durationMs: 6000,
        error: { title: 'Following the deployment failed', message: 'Deployment dep_typo was not found.' },
        failureKind: 'not-found'
      })
    )
    expect(out.text()).toBe(
      [
        '',
        'Result      not found',
        'Deployment  dep_typo',
        'Variables   2 imported',
        'Duration    6s',
        'Error       Following the deployment failed: Deployment dep_typo was not found.',
        ''
      ].join('\n')
    )
  })

  const failed = deployResult({
    result: 'failure',
    status: 'failed',
    health: 'skipped',
    error: {
      title: 'Deployment failed',
      message: 'Deployment dep_123 failed.',
      next: 'Fix the cause, then run the job again.'
    },
    failureKind: 'deployment'
  })
  const block = [
    '',
    'Result      failure',
    'Status      failed',
    'Deployment  dep_123',
    'Ref         main',
    'URL         https://app.example.com',
    'Health      skipped',
    'Variables   2 imported',
    'Duration    2m 30s',
    'Error       Deployment failed: Deployment dep_123 failed.',
    'Next        Fix the cause, then run the job again.',
    ''
  ].join('\n')

  // [row, ci, what precedes the block when the run failed]
  const rows: [number, CiName, string][] = [
    [1, 'github', '::error title=Deployment failed::Deployment dep_123 failed.\n'],
    [
      2,
      'azure',
      '##vso[task.logissue type=error]Deployment failed: Deployment dep_123 failed.\n##vso[task.complete result=Failed;]\n'
    ],
    ...(['gitlab', ...PLAIN_CIS] as const).map((ci, i): [number, CiName, string] => [3 + i, ci, ''])
  ]

  it.each(rows)(
    '%i. on %s a failure is annotated where the CI can, then the block says it',
    async (_row, ci, before) => {
      const { host, out } = textHost(ci)
      await host.finish(failed)
      expect(out.text()).toBe(before + block)
    }
  )

  it('prints a usage error alone: no Result, Health or Duration rows', async () => {
    const { host, out } = textHost('none', { colour: true })
    await host.finish(
      deployResult({
        result: undefined,
        status: undefined,
        deploymentId: undefined,
        ref: undefined,
        url: undefined,
        health: 'skipped',
        envImported: undefined,
        durationMs: 3,
        error: { title: 'Invalid input', message: '--service is required.' },
        failureKind: 'usage'
      })
    )
    expect(out.text()).toBe('\nError       \x1b[31mInvalid input: --service is required.\x1b[39m\n')
  })
})
