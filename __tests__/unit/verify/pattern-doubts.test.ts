// Log patterns that compile but look like mistakes: taken as written, and said once at the start
// of the run, before the key check, naming the setting (an app: the key and its services).
import { describe, expect, it } from 'vitest'
import type { AppConfig, DeployConfig, VerifyConfig } from '../../../src/core/config.js'
import { CLI_WORDS, spell } from '../../../src/core/vocabulary.js'
import { warnDoubtfulAppPatterns, warnDoubtfulPatterns } from '../../../src/steps/log-patterns.js'
import type { Run } from '../../../src/steps/run.js'
import { doubtfulPatterns } from '../../../src/verify/pattern-doubts.js'
import { recordingHost } from '../../harness/recording-host.js'

const window = (over: Partial<VerifyConfig>): VerifyConfig => ({
  forMs: 60_000,
  intervalMs: 15_000,
  failOnLog: [],
  ignoreLog: [],
  ...over
})

describe('doubtful patterns', () => {
  it.each([
    [1, '- ERROR', 'holds "- ERROR", which starts with "- " as a YAML list item does'],
    [2, '"FATAL"', 'holds "\\"FATAL\\"", in quotes: the quotes are part of the pattern'],
    [3, "'FATAL'", `holds "'FATAL'", in quotes`],
    [4, '"\u001b[31m::error::x"', 'holds "\\"\\u001b[31m::error::x\\"", in quotes']
  ])('%i. %j is said, the pattern shown escaped', (_row, pattern, words) => {
    const doubts = doubtfulPatterns('fail-on-log', [pattern])
    expect(doubts).toHaveLength(1)
    expect(doubts[0]).toContain(`fail-on-log ${words}`)
    expect(doubts[0]).not.toMatch(/[\x00-\x1f]/)
  })

  it.each([
    [1, 'ERROR'],
    [2, '-ERROR'],
    [3, '^- '],
    [4, '"'],
    [5, 'say "hi"'],
    [6, '(?i)panic']
  ])('%i. %j is not doubted', (_row, pattern) => {
    expect(doubtfulPatterns('fail-on-log', [pattern])).toEqual([])
  })

  it('a run says each once, titled, spelled as the face names the setting', () => {
    const host = recordingHost({}, CLI_WORDS)
    const run = { host, checkedKey: undefined } as unknown as Run<object>
    const config: Pick<DeployConfig, 'verify'> = {
      verify: window({ failOnLog: ['- ERROR', 'ok'], ignoreLog: ['"x"'] })
    }
    warnDoubtfulPatterns(run, config)
    expect(host.said.map(said => [said.title, said.message.split(' holds ')[0]])).toEqual([
      ['Log pattern taken literally', '--fail-on-log'],
      ['Log pattern taken literally', '--ignore-log']
    ])
  })

  it('a service of an app says nothing: the app said it, once for the services that take the pattern', () => {
    const host = recordingHost()
    warnDoubtfulPatterns({ host, checkedKey: { kind: 'project' } } as unknown as Run<object>, {
      verify: window({ failOnLog: ['- ERROR'] })
    })
    expect(host.said).toEqual([])
    const service = (name: string, verify: VerifyConfig | undefined) => ({
      name,
      needs: [],
      config: { verify } as DeployConfig
    })
    const app = {
      services: [
        service('web', window({ failOnLog: ['- ERROR'] })),
        service('worker', window({ failOnLog: ['- ERROR'], ignoreLog: ["'x'"] })),
        service('cron', undefined)
      ]
    } as unknown as AppConfig
    warnDoubtfulAppPatterns(app, host)
    expect(host.said.map(said => spell(said.message, CLI_WORDS).split(' holds ')[0])).toEqual([
      '`fail-on-log` of services `web`, `worker`',
      '`ignore-log` of service `worker`'
    ])
  })
})
