// Checks of the values the spec names but does not define: crontab expressions (PATCH
// schedule), custom hostnames (POST domains) and RFC 3339 times (GET logs).

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']

/** The five crontab(5) fields: range, and the names each accepts (month 1 = JAN, weekday 0 and 7 = SUN). */
const CRON_FIELDS = [
  { name: 'minute', min: 0, max: 59, names: [] as string[], base: 0 },
  { name: 'hour', min: 0, max: 23, names: [], base: 0 },
  { name: 'day of month', min: 1, max: 31, names: [], base: 0 },
  { name: 'month', min: 1, max: 12, names: MONTHS, base: 1 },
  { name: 'day of week', min: 0, max: 7, names: DAYS, base: 0 }
]

/**
 * Why a crontab expression is invalid, or undefined when it is valid: five fields separated
 * by blanks, each a comma list of `*`, `N`, `N-M`, optionally stepped (`*\/S`, `N-M/S`), with
 * month and weekday names (`JAN`, `mon-fri`). Macros such as `@daily` are not five fields.
 */
export function cronError(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5 || fields[0] === '')
    return `a crontab expression has 5 fields (minute hour day-of-month month day-of-week), got ${fields[0] === '' ? 0 : fields.length}`
  for (const [index, text] of fields.entries()) {
    const field = CRON_FIELDS[index]
    if (!field) continue
    const value = (token: string): number | undefined => {
      if (/^\d+$/.test(token)) return Number(token)
      const named = field.names.indexOf(token.toUpperCase())
      return named >= 0 ? named + field.base : undefined
    }
    for (const item of text.split(',')) {
      const match = /^(\*|[0-9A-Za-z]+(?:-[0-9A-Za-z]+)?)(?:\/(\d+))?$/.exec(item)
      if (!match) return `${field.name}: "${item}" is not *, N, N-M or a step of them`
      const [, range = '', step] = match
      let [low, high] = [field.min, field.max]
      if (range !== '*') {
        const [from = '', to] = range.split('-')
        const a = value(from)
        const b = to === undefined ? a : value(to)
        if (a === undefined || b === undefined)
          return `${field.name}: "${item}" is not a number${field.names.length ? ' or a name' : ''}`
        if (a < field.min || b > field.max || a > field.max || b < field.min)
          return `${field.name}: "${item}" is outside ${field.min}-${field.max}`
        if (a > b) return `${field.name}: the range "${range}" runs backwards`
        if (step !== undefined && to === undefined) return `${field.name}: a step needs * or a range, as in "*/${step}"`
        ;[low, high] = [a, b]
      }
      if (step !== undefined && (Number(step) < 1 || Number(step) > high - low + 1))
        return `${field.name}: the step ${step} is outside 1-${high - low + 1}`
    }
  }
  return undefined
}

/** Why a custom hostname is invalid (RFC 1123 labels, at least two of them), or undefined. */
export function hostnameError(hostname: string): string | undefined {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname
  if (name.length === 0 || name.length > 253) return 'hostname must be 1 to 253 characters'
  const labels = name.split('.')
  if (labels.length < 2) return 'hostname needs a domain, as in app.example.com'
  for (const label of labels) {
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label))
      return `hostname label "${label}" must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen`
  }
  if (/^\d+$/.test(labels.at(-1) ?? '')) return 'hostname must be a name, not an IP address'
  return undefined
}

/** Epoch milliseconds of an RFC 3339 timestamp, or undefined when it is not one. */
export function rfc3339(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(text))
    return undefined
  const ms = Date.parse(text.replace(' ', 'T'))
  return Number.isNaN(ms) ? undefined : ms
}
