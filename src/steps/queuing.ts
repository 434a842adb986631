import type { DeployResponse } from '../core/api-types.js'
import type { DeployConfig } from '../core/config.js'
import { UsageError } from '../core/errors.js'
import { setting } from '../core/vocabulary.js'
import { messageExcerpt } from '../text/remote-text.js'
import { containsCredential } from '../text/secrets.js'
import { queueUnlessBusy } from './busy.js'
import { PhaseFailed, type Run } from './run.js'

// The queuing phase: the face's hooks around it (the Action records its GitHub deployment
// first), the deploy itself (if-busy in busy.ts), and the deploymentId output once known.

export async function queueTheDeployment(
  run: Run<{ queued?: DeployResponse }>,
  inputs: Pick<DeployConfig, 'serviceId' | 'ref' | 'ifBusy'>,
  url: string | undefined
): Promise<DeployResponse> {
  const { host, client, deadline } = run
  const { serviceId, ref, ifBusy } = inputs
  const queued = await run.phase('Queuing the deployment', async () => {
    await host.hooks?.beforeQueue(url)
    const queued = await queueUnlessBusy({ client, serviceId, ref, deadline, ifBusy, log: host })
    host.info(
      `Queued deployment ${queued.deploymentId} of ${serviceId}${queued.ref ? ` at ${messageExcerpt(queued.ref, 100)}` : ''}`
    )
    return queued
  })
  run.found.queued = queued
  host.event({ type: 'output', name: 'deploymentId', value: queued.deploymentId })
  await host.hooks?.afterQueue({ deploymentId: queued.deploymentId, ref: queued.ref })
  return queued
}

/**
 * Before anything changes: a ref holding the API key would be stored at the service. (A
 * variable's value may well be a ref, BRANCH=main say: only the key is refused.)
 */
export function refuseSecretRef(inputs: Pick<DeployConfig, 'ref'>): void {
  if (inputs.ref === undefined || !containsCredential(inputs.ref)) return
  const error = new UsageError(
    setting('ref'),
    'holds the API key: nothing was sent, so the service does not store it',
    `check ${setting('ref')}: it names a branch, a tag or a commit.`
  )
  throw new PhaseFailed('Checking the ref', error)
}
