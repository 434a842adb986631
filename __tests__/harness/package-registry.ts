// A package registry on the loopback interface that holds one package: the tarball `npm pack`
// made of this repository (harness/cli-package.ts), under its own name and version. With
// `npm_config_registry` set to its URL, `npx --package hosting-deploy-action@VERSION` fetches
// the CLI of this checkout exactly as a pipeline fetches the published one, so a pipeline under
// test runs its npx line unchanged.
//
// What npm asks, as this server answers it:
// - GET /NAME (the packument): `dist-tags` and `versions`, each version's manifest with
//   `dist.tarball` (the URL npm downloads) and `dist.integrity` (checked against the download).
// - GET the tarball's URL: the bytes.
// Anything else (an audit, another package) gets a 404, so nothing but this package installs.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export interface PackageRegistry {
  /** The registry's URL, for npm_config_registry. */
  url: string
  /** The paths asked for, in order (e.g. `/hosting-deploy-action`, then the tarball's). */
  requests: string[]
  close(): Promise<void>
}

/** Serves `tarball` as version `manifest.version` of the package `manifest.name` (package.json's fields). */
export async function startPackageRegistry(
  tarball: string,
  manifest: { name: string; version: string } & Record<string, unknown>
): Promise<PackageRegistry> {
  const bytes = readFileSync(tarball)
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`
  const shasum = createHash('sha1').update(bytes).digest('hex')
  const tarballPath = `/${manifest.name}/-/${path.basename(tarball)}`
  const requests: string[] = []
  let url = ''

  const server = createServer((request, response) => {
    const asked = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname)
    requests.push(asked)
    if (request.method === 'GET' && asked === `/${manifest.name}`) {
      const packument = {
        name: manifest.name,
        'dist-tags': { latest: manifest.version },
        versions: {
          [manifest.version]: {
            ...manifest,
            _id: `${manifest.name}@${manifest.version}`,
            dist: { tarball: `${url}${tarballPath}`, integrity, shasum }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument))
    } else if (request.method === 'GET' && asked === tarballPath) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes)
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
