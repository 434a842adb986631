// `npm run sandbox [-- --port 4010 --host 127.0.0.1 --seed file.json --speed 1 --data DIR]`
// Starts the sandbox of the hosting API, prints its URL, the demo keys, services and
// endpoints, and logs one line per request until stopped with Ctrl-C. With --data, the
// state (created services, variables, deployments, logs) is kept in DIR across restarts.
import { parseArgs } from 'node:util'
import { ENDPOINTS, startSandbox } from './server.js'

const usage = 'usage: npm run sandbox -- [--port N] [--host ADDRESS] [--seed FILE.json] [--speed FACTOR] [--data DIR]'

function parse(): { port: number; host: string; seed?: string; speed: number; dataDir?: string } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      speed: { type: 'string', default: '1' },
      data: { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    }
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  const port = Number(values.port)
  const speed = Number(values.speed)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer from 0 to 65535, got "${values.port}"`)
  if (!(speed > 0)) throw new Error(`--speed must be a number above 0, got "${values.speed}"`)
  if (values.data === '') throw new Error('--data needs a directory')
  return { port, host: values.host, seed: values.seed, speed, dataDir: values.data }
}

try {
  const options = parse()
  const sandbox = await startSandbox(options)
  console.log(`SANDBOX_URL=${sandbox.url}`)
  console.log('\nDemo keys (fake; they only work against this sandbox):')
  for (const key of sandbox.seed.keys) {
    const scope =
      key.kind === 'service' ? `service ${key.serviceId}` : key.kind === 'project' ? `project ${key.projectId}${key.environments ? ` (${key.environments.join(', ')})` : ''}` : 'account'
    const grants = Object.entries(key.permissions).map(([category, level]) => `${category}:${level}`)
    const notes = [key.readOnly ? 'read-only' : '', key.revoked ? 'revoked' : '', ...grants].filter(Boolean).join(' ')
    console.log(`  ${key.token.padEnd(38)} ${scope.padEnd(30)} ${notes}`)
  }
  console.log('\nServices:')
  for (const service of sandbox.store.services()) {
    const refs = Object.entries(service.refScripts).map(([ref, script]) => `ref ${ref} -> ${script}`)
    const kind = service.sourceType === 'database' ? `database ${service.engine}` : service.schedule ? `cron (${service.schedule})` : service.sourceType
    console.log(`  ${service.id.padEnd(16)} ${kind.padEnd(24)} script ${service.script}${refs.length ? `; ${refs.join('; ')}` : ''}`)
  }
  console.log('\nEndpoints:')
  for (const endpoint of ENDPOINTS) console.log(`  ${endpoint}`)
  console.log(`\nState: ${sandbox.dataFile ? `kept in ${sandbox.dataFile}` : 'in memory (--data DIR keeps it across restarts)'}`)
  console.log('\nRequests:')
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  console.error(usage)
  process.exitCode = 2
}
