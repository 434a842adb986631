// An app of Git services and an image service, in process against the sandbox, through the Node
// API and the command line's entry (main): a service the API refuses at queuing (an image
// service given a ref: HTTP 400 "ref applies to Git services only") fails the app, whose result
// is `failure` though nothing of that service was queued, and its entry carries the API's reason
// in every face's JSON and in HOSTING_RESULTS; the text names the failure once. And an app file
// whose image service says `ref: ''` sends it no ref while the Git service takes the run's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { main } from '../../../src/cli/main.js'
import { deploy } from '../../../src/node/index.js'
import type { ServiceEntry } from '../../../src/node/index.js'
import { ACCOUNT_KEY, deployRequests, stepSeed } from '../steps/step-world.js'

/** The API's message when an image service is given a ref (sandbox/routes, the deploy endpoint). */
const REFUSED = 'ref applies to Git services only'
const IMAGE = 'svc-image'

let sandbox: Sandbox
let dir: string
beforeAll(async () => {
  const seed = stepSeed({ 'gi-api': {}, 'gi-cli': {}, 'gi-file': {} })
  expect(seed.services.find(service => service.id === IMAGE)?.sourceType).toBe('image')
  sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 10 })
  dir = mkdtempSync(path.join(tmpdir(), 'git-and-image-'))
})
afterAll(async () => {
  await sandbox?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The command line in process: its exit code, and what it wrote to stdout and stderr. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const sink = () => {
    const chunks: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString())
        done()
      }
    })
    return { stream, text: () => chunks.join('') }
  }
  const out = sink()
  const err = sink()
  const code = await main(
    ['deploy', '--base-url', sandbox.url, ...args],
    { HOSTING_API_KEY: ACCOUNT_KEY },
    { stdout: out.stream, stderr: err.stream, interrupted: new AbortController().signal }
  )
  return { code, stdout: out.text(), stderr: err.text() }
}

/** The refused image service's entry, as every face writes it. */
const refusedEntry = {
  name: IMAGE,
  serviceId: IMAGE,
  deploymentId: null,
  result: null,
  failureKind: 'deployment',
  reason: `Queuing the deployment failed: HTTP 400 '${REFUSED}'.`
}

describe('an app whose image service is refused at queuing (a ref given to it)', () => {
  it('Node API: the app fails (result failure, exit code 1), the refused entry carries the reason, the live one none', async () => {
    const result = await deploy({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: ['gi-api', IMAGE],
      ref: 'main'
    })
    expect(deployRequests(sandbox, IMAGE).map(r => [r.status, (r.body as { ref?: string }).ref])).toEqual([
      [400, 'main']
    ])
    expect(result).toMatchObject({ result: 'failure', failureKind: 'deployment', exitCode: 1 })
    const [live, refused] = result.services as ServiceEntry[]
    expect(live).toMatchObject({ name: 'gi-api', result: 'success', reason: null })
    expect(refused).toMatchObject(refusedEntry)
    expect(result.error).toMatchObject({
      title: `${IMAGE}: Queuing the deployment failed`,
      message: `${IMAGE}: Queuing the deployment failed: HTTP 400 "${REFUSED}".`
    })
  })

  it('command line: --output json and HOSTING_RESULTS carry the reason; the text says the failure once', async () => {
    const args = ['--service-id', 'gi-cli', '--service-id', IMAGE, '--ref', 'main']
    const json = await cli([...args, '--output', 'json'])
    expect(json.code, json.stderr).toBe(1)
    const parsed = JSON.parse(json.stdout) as { result: string; services: ServiceEntry[] }
    expect(parsed.result).toBe('failure')
    expect(parsed.services[1]).toMatchObject(refusedEntry)

    const outputsFile = path.join(dir, 'outputs.env')
    const text = await cli([...args, '--outputs-file', outputsFile])
    expect(text.code, text.stderr).toBe(1)
    expect(text.stdout).toMatch(/^Result {6}failure$/m)
    const errorLines = text.stderr.split('\n').filter(line => line.startsWith('Error'))
    expect(errorLines).toEqual([`Error       ${IMAGE}: Queuing the deployment failed: HTTP 400 "${REFUSED}".`])
    const written = Object.fromEntries(
      readFileSync(outputsFile, 'utf8')
        .split('\n')
        .filter(line => line.includes('='))
        .map(line => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    )
    expect(written.HOSTING_RESULT).toBe('failure')
    expect((JSON.parse(written.HOSTING_RESULTS ?? '[]') as ServiceEntry[])[1]).toMatchObject(refusedEntry)
  })
})

describe("an app file mixing a Git service and an image service, the image's ref: ''", () => {
  it("deploys both: the Git service at the run's ref, the image service with no ref at all", async () => {
    const file = path.join(dir, 'app.yml')
    writeFileSync(
      file,
      ['services:', '  web:', '    id: gi-file', '  worker:', `    id: ${IMAGE}`, "    ref: ''"].join('\n')
    )
    const before = deployRequests(sandbox, IMAGE).length
    const result = await deploy({ baseUrl: sandbox.url, apiKey: ACCOUNT_KEY, appFile: file, ref: 'main' })
    expect(result.services?.map(entry => [entry.name, entry.result, entry.reason])).toEqual([
      ['web', 'success', null],
      ['worker', 'success', null]
    ])
    expect(result).toMatchObject({ result: 'success', exitCode: 0 })
    expect(deployRequests(sandbox, 'gi-file').map(r => r.body)).toEqual([{ ref: 'main' }])
    const image = deployRequests(sandbox, IMAGE).slice(before)
    expect(image.map(r => r.status)).toEqual([202])
    expect(image[0]?.body === undefined || !('ref' in (image[0].body as object)), JSON.stringify(image[0]?.body)).toBe(
      true
    )
  })
})
