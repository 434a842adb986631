// The Action's host in process, read as the runner reads stdout (harness/local-runner.ts): every
// line it prints in its own words, an app's service labels included, is made safe first, so a
// service id or name that looks like a workflow command never acts as one. (One spawned row
// of the bundled action: e2e/app.test.ts.)
import { describe, expect, it } from 'vitest'
import { actionsHost } from '../../src/action/host.js'
import { ServiceHost } from '../../src/app/service-host.js'
import { captureStdout } from '../harness/helpers.js'
import { interpret } from '../harness/local-runner.js'

const stdout = captureStdout()

/** Commands the Action issues itself. */
const OWN_COMMANDS = ['group', 'endgroup', 'stop-commands', 'warning', 'error', 'notice', 'debug']

// [row, a service's name (its label), the text that must never lead a command or a line]
const rows: [number, string, string][] = [
  [1, '::warning::forged', 'forged'],
  [2, '::error title=x::forged', 'forged'],
  [3, '##[group]forged', '##['],
  [4, 'a##[error]forged', '##['],
  [5, '\u001b[2K::warning::forged', '\u001b']
]

describe("an app's service label that looks like a workflow command", () => {
  it('lists rows', () => expect(rows.length).toBeGreaterThan(0))

  it.each(rows)('%i. %j is printed as text in every message, annotation, group and log line', async (_, name, bad) => {
    let framed = ''
    const face = actionsHost({}, chunk => void (framed += chunk))
    for (const order of ['stream', 'grouped'] as const) {
      const service = new ServiceHost(face, { name, width: name.length, order })
      service.info('Queuing the deployment')
      service.notice('a notice', 'Noticed')
      service.warning('a warning', 'Warned')
      service.debug('a debug line')
      await service.group('Checking the API key', async () => undefined)
      service.event({ type: 'state', status: 'building' })
      service.logLines([{ seq: 1, text: 'a log line' }])
      service.failed({ title: 'Deployment failed', message: 'It failed.' })
      await service.end('failure', true)
      service.repeatLastLines(['the last line'])
    }
    const printed = stdout.join('') + framed
    const { logLines, commands } = interpret(printed)
    expect(commands.length).toBeGreaterThan(0)
    for (const command of commands) {
      if (command.resume) continue
      expect(OWN_COMMANDS, JSON.stringify(command)).toContain(command.name)
      expect(command.message.startsWith('forged'), JSON.stringify(command)).toBe(false)
      for (const text of [command.message, ...Object.values(command.properties)])
        expect(text.includes(bad) && bad !== 'forged', JSON.stringify(command)).toBe(false)
    }
    expect(logLines.length).toBeGreaterThan(0)
    for (const line of logLines) expect(line.includes(bad) && bad !== 'forged', line).toBe(false)
    // The label is shown, defused: `\::warning::forged`, `#\#[group]forged`.
    expect(printed).toContain('forged')
  })
})
