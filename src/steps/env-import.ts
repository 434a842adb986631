import type { Log } from '../core/host.js'
import type { EnvImportResponse, EnvVar } from '../core/api-types.js'
import type { HostingClient } from '../api/hosting-api.js'
import { messageExcerpt } from '../text/remote-text.js'
import type { DeployConfig } from '../core/config.js'
import type { Run } from './run.js'
import { phrase } from '../core/vocabulary.js'

export interface ImportResult {
  imported: number
  skipped: { key: string; reason: string }[]
}

/** Split only very large sets, so a normal import is one request. */
export const MAX_VARS_PER_REQUEST = 500
export const MAX_BYTES_PER_REQUEST = 512 * 1024

/** POST /api/services/{id}/env/import with every variable; values are never printed. */
export async function importVariables(
  client: HostingClient,
  serviceId: string,
  variables: EnvVar[],
  log: Log
): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, skipped: [] }
  for (const batch of batches(variables)) {
    const response: EnvImportResponse = await client.importEnv(serviceId, batch)
    const imported = response.imported as unknown
    result.imported +=
      typeof imported === 'number' && Number.isSafeInteger(imported) && imported >= 0
        ? Math.min(imported, batch.length)
        : 0
    const sent = new Set(batch.map(variable => variable.key))
    const skipped: unknown[] = Array.isArray(response.skipped) ? response.skipped.slice(0, batch.length) : []
    for (const skip of skipped as { key?: unknown; reason?: unknown }[]) {
      const reason = messageExcerpt(String(skip?.reason ?? 'no reason given'), 200)
      // Only a key this request sent is reported (and goes to the env-skipped output).
      if (typeof skip?.key !== 'string' || !sent.has(skip.key)) {
        log.warning(
          `The service reported skipping a variable ${phrase('self')} did not send (${messageExcerpt(String(skip?.key ?? '?'), 60)}): ${reason}`,
          'Variable skipped'
        )
        continue
      }
      result.skipped.push({ key: skip.key, reason })
      log.warning(`Variable ${skip.key} was not imported: ${reason}`, 'Variable skipped')
    }
  }
  log.info(
    `Imported ${result.imported} of ${variables.length} variable(s)` +
      (result.skipped.length > 0
        ? `; skipped ${result.skipped.length}: ${result.skipped.map(s => s.key).join(', ')}`
        : '') +
      '. They apply from this deployment on.'
  )
  return result
}

/** Only if variables were given: imported before the deploy, so they apply to it. */
export async function importTheVariables(
  run: Run<{ imported?: ImportResult }>,
  inputs: Pick<DeployConfig, 'serviceId' | 'variables'>
): Promise<void> {
  const { variables } = inputs
  if (variables.length === 0) return
  run.found.imported = await run.phase(
    'Importing variables',
    () => importVariables(run.client, inputs.serviceId, variables, run.host),
    `Importing ${variables.length} variable(s)`
  )
}

function batches(variables: EnvVar[]): EnvVar[][] {
  const out: EnvVar[][] = []
  let current: EnvVar[] = []
  let bytes = 0
  for (const variable of variables) {
    const size = Buffer.byteLength(variable.key) + Buffer.byteLength(variable.value) + 32
    if (current.length > 0 && (current.length >= MAX_VARS_PER_REQUEST || bytes + size > MAX_BYTES_PER_REQUEST)) {
      out.push(current)
      current = []
      bytes = 0
    }
    current.push(variable)
    bytes += size
  }
  if (current.length > 0) out.push(current)
  return out
}
