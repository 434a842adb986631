import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import { NoLogRecords, runtimeRecords } from '../api/runtime-records.js'
import { isTimeUp } from '../core/deadline.js'
import { describeError } from '../text/error-text.js'
import { lineForAnnotation } from '../text/remote-text.js'
import { redactCutSecrets } from '../text/secrets.js'

// The service's own last log lines (GET /api/services/{id}/logs?limit=50), for the summary when
// the deployment failed, was cancelled or is unhealthy: what the application said, next to the
// build log. Remote text: every line made safe and redacted here.

export const RUNTIME_LOG_LINES = 50

/** The lines, oldest first, or why there are none. */
export type RuntimeLog = { lines: string[] } | { missing: string }

export async function readRuntimeLog(
  client: HostingClient,
  serviceId: string,
  canReadLogs: boolean | undefined
): Promise<RuntimeLog> {
  if (canReadLogs === false) return { missing: 'the API key lacks logs: read.' }
  if (canReadLogs === undefined) return { missing: 'the API key was not checked.' }
  let answer: unknown
  try {
    answer = await client.serviceLogs(serviceId, RUNTIME_LOG_LINES, AbortSignal.timeout(OPTIONAL_READ_MS))
  } catch (error) {
    if (isTimeUp(error))
      return { missing: `the service did not answer within ${OPTIONAL_READ_MS / 1000} s (it may be rate limiting).` }
    return {
      missing: `they could not be read: ${describeError('Reading the runtime log', error)}`
    }
  }
  try {
    return { lines: runtimeLines(answer) }
  } catch (error) {
    if (error instanceof NoLogRecords) return { missing: `${error.message}.` }
    throw error
  }
}

/** The records' text, oldest first (api/runtime-records.ts), the last RUNTIME_LOG_LINES made safe. */
export function runtimeLines(answer: unknown): string[] {
  const last = runtimeRecords(answer).slice(-RUNTIME_LOG_LINES)
  // A secret cut across two lines (an application wrapping at N columns) is redacted in both.
  redactCutSecrets(last)
  return last.map(entry => lineForAnnotation(entry.text, 1000))
}
