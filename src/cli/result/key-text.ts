import type { KeyInfo } from '../../core/result.js'
import { lineForCi } from '../../text/ci-text.js'
import type { Style } from '../ci/colour.js'

// whoami's answer in text: who the key is, what it is bound to, each permission category with
// its level, and what that means for a deploy. Every value from the service passes ci-text.ts.

/** The categories a deploy uses, shown even when the key lacks them. */
const DEPLOY_CATEGORIES = ['deployments', 'variables', 'logs', 'domains'] as const

/** The rows of whoami's answer, each `[label, value]`. */
export function keyRows(key: KeyInfo, style: Style): [string, string][] {
  const owner = [key.name, key.email && `<${key.email}>`].filter(Boolean).join(' ')
  const service = key.serviceId && `${key.serviceName ? `${key.serviceName} ` : ''}(${key.serviceId})`
  const yes = (can: boolean | undefined, what: string, otherwise: string): string =>
    can === undefined
      ? `${style.bold('unknown')} for an account key (a read-only one cannot)`
      : can
        ? `${style.green('yes')}: ${what}`
        : `${style.red('no')}: ${otherwise}`
  const rows: [string, string | undefined][] = [
    ['Key', `${key.kind} key`],
    ['Owner', owner || undefined],
    ['Service', service || undefined],
    ['Project', key.projectId],
    ['Environment', environments(key.environments)],
    ['Permissions', permissions(key)],
    ['Deploy', yes(key.can.deploy, 'it can queue deployments', 'it cannot deploy (needs deployments: write)')],
    [
      'Variables',
      yes(
        key.can.importVariables,
        '--env and --dotenv-file can set variables',
        '--env and --dotenv-file are refused (needs variables: write)'
      )
    ],
    [
      'Logs',
      yes(
        key.can.readLogs,
        "the deployment's log is shown",
        'the deployment is followed without its log (needs logs: read)'
      )
    ],
    [
      'Domains',
      yes(
        key.can.readDomains,
        "HOSTING_URL can be found from the service's verified domains",
        'HOSTING_URL comes from --environment-url only (needs domains: read)'
      )
    ]
  ]
  return rows.flatMap(([label, value]) => (value === undefined ? [] : [[label, lineForCi(value)] as [string, string]]))
}

/** A project key's environment limit, when it has one. */
function environments(limit: KeyInfo['environments']): string | undefined {
  if (limit === undefined) return undefined
  if (limit === 'unreadable')
    return 'limited to some environments (the service does not name them in a form this tool reads)'
  return limit.length === 0 ? 'none (limited to no environment)' : `only ${limit.join(', ')}`
}

/** Every category with its level: the deploy's four first (`none` when not granted), then the others. */
function permissions(key: KeyInfo): string {
  if (key.permissions === undefined)
    return 'every category the owner may use (an account key; a read-only one only reads)'
  const granted = key.permissions
  const others = Object.keys(granted).filter(category => !(DEPLOY_CATEGORIES as readonly string[]).includes(category))
  return [...DEPLOY_CATEGORIES, ...others.sort()]
    .map(category => `${category}: ${granted[category] ?? 'none'}`)
    .join(', ')
}
