import type { DeployResponse } from '../core/api-types.js'
import type { DeployConfig } from '../core/config.js'
import { messageExcerpt } from '../text/remote-text.js'
import { queueUnlessBusy } from './busy.js'
import type { Run } from './run.js'

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
