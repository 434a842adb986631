// The benchmark's baseline: a plain fixed-interval poller, the way the best-known deploy
// actions follow a deployment. It reads the same INPUT_* variables as the action, queues the
// deployment, then every 2 seconds reads the deployment list and the new log lines (all
// pages, until caught up) and prints them, until a final state. No stream, no adaptivity.
// Plain Node, no dependencies; run by scripts/bench.ts through the local runner.
const input = name => process.env[`INPUT_${name.toUpperCase()}`] ?? ''
const base = input('base-url')
const headers = { authorization: `Bearer ${input('api-key')}`, 'content-type': 'application/json' }
const service = input('service-id')
const INTERVAL_MS = Number(process.env.BASELINE_INTERVAL_MS ?? 2000)
const FINAL =
  /^(live|success|succeeded|deployed|active|ready|running|failed|failure|error|build_failed|deploy_failed|canceled|cancelled)$/i

async function call(method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`)
  return response.json()
}

/** Prints the new log lines, all pages, until caught up. */
async function drain() {
  for (;;) {
    const records = await call('GET', `/api/deployments/${queued.deploymentId}/logs?after=${after}`)
    if (records.length === 0) return
    let text = ''
    for (const record of records) {
      text += `${record.line ?? record.message ?? record.text ?? ''}\n`
      after = record.seq ?? record.sequence ?? record.id
    }
    process.stdout.write(text)
  }
}

const queued = await call('POST', `/api/services/${service}/deploy`, input('ref') ? { ref: input('ref') } : {})
let after = 0
for (;;) {
  await new Promise(resolve => setTimeout(resolve, INTERVAL_MS))
  await drain()
  const page = await call('GET', `/api/services/${service}/deployments`)
  const record = page.deployments.find(d => (d.id ?? d.deploymentId) === queued.deploymentId)
  const status = record?.status ?? record?.state ?? ''
  if (FINAL.test(status)) {
    // Lines written between the last log read and the final state.
    await drain()
    console.log(`deployment ${queued.deploymentId}: ${status}`)
    process.exitCode = /^(live|success|succeeded|deployed|active|ready|running)$/i.test(status) ? 0 : 1
    break
  }
}
