import type { Host } from './host.js'

// The engine names a setting by its key and a face-specific phrase by its name; each face
// spells them its own way (the Action: the input `timeout`, the step, the job summary; the
// command line: `--timeout`, `HOSTING_API_KEY`, the terminal). The marks are control
// characters, which no remote text keeps (text/remote-text.ts), so a service cannot forge one.

/** A setting the engine's text may name. */
export type SettingKey =
  | 'apiKey'
  | 'baseUrl'
  | 'serviceId'
  | 'timeout'
  | 'environmentUrl'
  | 'healthCheckUrl'
  | 'healthCheckExpect'
  | 'settings'
  | 'urlOutput'
  | 'ref'
  | 'verifyFor'
  | 'failOnLog'
  | 'ignoreLog'

/** A setting the engine's text may name with its value. */
export type ChoiceKey = 'ifBusy' | 'superseded' | 'wait'

/** A phrase only some faces can say as is. */
export type PhraseKey =
  /** The run itself as the subject of a sentence: "this step". */
  | 'self'
  /** The program: "the action". */
  | 'tool'
  /** Where the deployment's log lines are, seen from the error: "below". */
  | 'logPlace'
  /** The deployment's last log lines and where they are, seen from the error: "the log lines below". */
  | 'logLines'
  /** What to do once the cause is fixed: "push again". */
  | 'pushAgain'
  /** Running the same thing once more: "run the job again". */
  | 'runAgain'
  /** Where the application's runtime log is: "in the summary". */
  | 'runtimeLogPlace'
  /** How to run fewer jobs at once, with its leading space: " (the matrix's max-parallel)". */
  | 'fewerAtOnce'
  /** The run stopped by a signal, as the subject and verb of a sentence: "The job was cancelled". */
  | 'interrupted'
  /** Its title: "Job cancelled". */
  | 'interruptedTitle'
  /** The title of a failure that is the user's settings' fault: "Invalid input". */
  | 'invalidSettings'

export interface Vocabulary {
  settings: Record<SettingKey, string>
  /** A setting with its value: `superseded: pass` (Action), `--superseded pass` (CLI). */
  choice(key: ChoiceKey, value: string): string
  phrases: Record<PhraseKey, string>
  /** How to go on following a deployment the run left running, a sentence's start: "Follow it with ...". */
  follow(deploymentId: string, serviceId: string): string
}

/** A setting named in the engine's text, spelled by the face. */
export function setting(key: SettingKey): string {
  return `\x01${key}\x02`
}

/** A setting with its value, spelled by the face. */
export function choice(key: ChoiceKey, value: string): string {
  return `\x01${key}=${value}\x02`
}

/** A phrase spelled by the face. */
export function phrase(key: PhraseKey): string {
  return `\x01@${key}\x02`
}

/**
 * How to go on following a deployment the run leaves running, spelled by the face (the CLI's
 * watch command). Both ids are checked ones (text/identifiers.ts): neither holds a space or a mark.
 */
export function followAdvice(deploymentId: string, serviceId: string): string {
  return `\x01@follow=${deploymentId} ${serviceId}\x02`
}

const MARK = /\x01(@?)([A-Za-z]+)(?:=([^\x01\x02]+))?\x02/g

/** The text with every setting and phrase spelled in `words`. */
export function spell(text: string, words: Vocabulary): string {
  if (!text.includes('\x01')) return text
  return text.replace(MARK, (_mark, at: string, key: string, value: string | undefined) => {
    if (at !== '' && value !== undefined) {
      const [deploymentId = '', serviceId = ''] = value.split(' ')
      return words.follow(deploymentId, serviceId)
    }
    if (at !== '') return words.phrases[key as PhraseKey]
    if (value !== undefined) return words.choice(key as ChoiceKey, value)
    return words.settings[key as SettingKey]
  })
}

/** The host, with every message and group title spelled in `words`. */
export function spellingHost(host: Host, words: Vocabulary): Host {
  return {
    debug: message => host.debug(spell(message, words)),
    info: message => host.info(spell(message, words)),
    notice: (message, title, service) => host.notice(spell(message, words), title, service),
    warning: (message, title, service) => host.warning(spell(message, words), title, service),
    group: (title, fn) => host.group(spell(title, words), fn),
    logLines: lines => host.logLines(lines),
    drained: () => host.drained(),
    event: event => host.event(event),
    ...(host.hooks ? { hooks: host.hooks } : {})
  }
}

/** The GitHub Action's words: its inputs, the api-key secret, the step, the job summary. */
export const ACTION_WORDS: Vocabulary = {
  settings: {
    apiKey: 'the api-key secret',
    baseUrl: 'base-url',
    serviceId: 'service-id',
    timeout: 'the timeout input',
    environmentUrl: 'environment-url',
    healthCheckUrl: 'health-check-url',
    healthCheckExpect: 'health-check-expect',
    settings: 'the inputs',
    urlOutput: 'url output',
    ref: 'ref',
    verifyFor: 'verify-for',
    failOnLog: 'fail-on-log',
    ignoreLog: 'ignore-log'
  },
  choice: (key, value) => `${ACTION_INPUTS[key]}: ${value}`,
  phrases: {
    self: 'this step',
    tool: 'the action',
    logPlace: 'below',
    logLines: 'the log lines below',
    pushAgain: 'push again',
    runAgain: 'run the job again',
    runtimeLogPlace: 'in the summary',
    fewerAtOnce: " (the matrix's max-parallel)",
    interrupted: 'The job was cancelled',
    interruptedTitle: 'Job cancelled',
    invalidSettings: 'Invalid input'
  },
  // The Action has no command to follow a deployment with: its place is the dashboard.
  follow: deploymentId => `Check deployment ${deploymentId} in the dashboard`
}

const ACTION_INPUTS: Record<ChoiceKey, string> = { ifBusy: 'if-busy', superseded: 'superseded', wait: 'wait' }

/** The command line's words: its flags and variables, the run, the terminal above. */
export const CLI_WORDS: Vocabulary = {
  settings: {
    apiKey: 'HOSTING_API_KEY',
    baseUrl: '--base-url',
    serviceId: '--service-id',
    timeout: '--timeout',
    environmentUrl: '--environment-url',
    healthCheckUrl: '--health-check-url',
    healthCheckExpect: '--health-check-expect',
    settings: 'the flags',
    urlOutput: 'HOSTING_URL',
    ref: '--ref',
    verifyFor: '--verify-for',
    failOnLog: '--fail-on-log',
    ignoreLog: '--ignore-log'
  },
  // --no-wait is the only way to say wait: false; wait is the default.
  choice: (key, value) =>
    key === 'wait' ? (value === 'false' ? '--no-wait' : 'waiting') : `${CLI_FLAGS[key]} ${value}`,
  phrases: {
    self: 'hosting-deploy',
    tool: 'hosting-deploy',
    logPlace: 'above',
    logLines: 'the log lines above',
    pushAgain: 'run it again',
    runAgain: 'run it again',
    runtimeLogPlace: 'in the dashboard',
    fewerAtOnce: '',
    interrupted: 'hosting-deploy was interrupted',
    interruptedTitle: 'Interrupted',
    invalidSettings: 'Invalid command line'
  },
  follow: (deploymentId, serviceId) =>
    `Follow it with hosting-deploy watch ${deploymentId}${serviceId === '' ? '' : ` --service-id ${serviceId}`}`
}

const CLI_FLAGS: Record<Exclude<ChoiceKey, 'wait'>, string> = { ifBusy: '--if-busy', superseded: '--superseded' }
