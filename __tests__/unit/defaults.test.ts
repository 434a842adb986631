// Each setting's default and the hint of its form are written once (src/settings/defaults.ts):
// action.yml's `default:` values, the Action's inputs left empty, the CLI's flags left out, its
// help and both faces' refusals all agree with it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import { parseCommandLine } from '../../src/cli/parse/args.js'
import { COMMANDS } from '../../src/cli/parse/flags.js'
import type { DeployConfig } from '../../src/core/config.js'
import {
  DEFAULT_HEALTH_CHECK_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULTS,
  DURATION_EXAMPLES,
  TIMEOUT_HINT
} from '../../src/settings/defaults.js'
import { captureStdout } from '../harness/helpers.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string; description: string }>
}
const KEY = 'sk_test_defaults_0123456789'
const HEALTH = 'https://app.example.com/health'

/** The Action's inputs as the runner sets them: the required ones, and `given`; the rest empty. */
function actionConfig(given: Record<string, string> = {}): DeployConfig {
  const inputs: Record<string, string> = {
    'api-key': KEY,
    'base-url': 'https://api.example.com',
    'service-id': 'svc-web',
    ...given
  }
  for (const name of Object.keys(action.inputs)) process.env[`INPUT_${name.toUpperCase()}`] = inputs[name] ?? ''
  return getInputs()
}

/** The CLI's deploy with only the required flags, and `argv`. */
function cliConfig(argv: string[] = []): DeployConfig {
  const parsed = parseCommandLine(['deploy', '--service-id', 'svc-web', ...argv], {
    HOSTING_API_KEY: KEY,
    HOSTING_BASE_URL: 'https://api.example.com'
  })
  if (parsed.command !== 'deploy') throw new Error(`parsed as ${parsed.command}`)
  return parsed
}

/** The settings that have a default. */
function defaulted(config: DeployConfig): Record<string, unknown> {
  const { wait, logs, rollback, timeoutMs, ifBusy, superseded, healthCheck } = config
  return { wait, logs, rollback, timeoutMs, ifBusy, superseded, healthCheckTimeoutMs: healthCheck?.timeoutMs }
}

/** The message of what `fn` throws. */
function refusal(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error('accepted')
}

captureStdout()
afterEach(() => {
  for (const name of Object.keys(action.inputs)) delete process.env[`INPUT_${name.toUpperCase()}`]
})

describe("settings' defaults", () => {
  it.each(Object.entries(DEFAULTS))("action.yml's default for %s is the table's, %s", (name, value) => {
    expect(action.inputs[name]?.default).toBe(String(value))
  })

  it('an Action input left empty and a CLI flag left out take the same default, the one in the table', () => {
    const byAction = defaulted(actionConfig({ 'health-check-url': HEALTH }))
    const byCli = defaulted(cliConfig(['--health-check-url', HEALTH]))
    expect(byAction).toEqual(byCli)
    expect(byCli).toEqual({
      wait: DEFAULTS.wait,
      logs: DEFAULTS.logs,
      rollback: DEFAULTS.rollback,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      ifBusy: DEFAULTS['if-busy'],
      superseded: DEFAULTS.superseded,
      healthCheckTimeoutMs: DEFAULT_HEALTH_CHECK_TIMEOUT_MS
    })
  })

  it("a duration's hint is the same on both faces, in action.yml and in --help", () => {
    expect(refusal(() => actionConfig({ timeout: '10 minutes' }))).toContain(TIMEOUT_HINT)
    expect(refusal(() => cliConfig(['--timeout', '10 minutes']))).toContain(TIMEOUT_HINT)
    const help = COMMANDS.deploy.flags.find(flag => flag.name === 'timeout')?.help ?? ''
    for (const example of DURATION_EXAMPLES) {
      expect(action.inputs.timeout?.description).toContain(`\`${example}\``)
      expect(help).toContain(example)
    }
    expect(help).toContain(`(default ${DEFAULTS.timeout})`)
  })
})
