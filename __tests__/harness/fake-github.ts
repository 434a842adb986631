// A local fake of the only GitHub REST endpoints the action calls (GitHub Deployments, and
// the pull request comment):
//   POST /repos/{owner}/{repo}/deployments
//   POST /repos/{owner}/{repo}/deployments/{id}/statuses
//   GET|POST /repos/{owner}/{repo}/issues/{number}/comments
//   PATCH /repos/{owner}/{repo}/issues/comments/{id}
// A real HTTP server on a free loopback port, pointed at by GITHUB_API_URL. It records every
// request, answers like GitHub (201 with the record), and can refuse the way a token without
// `deployments: write` is refused.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GitHubRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: Record<string, unknown> | undefined
  status: number
  /** Epoch milliseconds (fractional) when it arrived. */
  at: number
}

/** An answer to force, instead of GitHub's normal one. */
interface Refusal {
  /** Which calls: the deployment's creation, its status updates, or any issue comment call. */
  on: 'create' | 'status' | 'comments'
  status: number
  message: string
  /** How many times; default every time. */
  times?: number
  /** How many matching calls to let through first; default none. */
  after?: number
  /** Answer this late (a slow GitHub); default at once. */
  delayMs?: number
}

export interface FakeGitHub {
  url: string
  requests: GitHubRequest[]
  /** The issue comments, as created and edited (id, issue number, body, and who wrote it when not the Actions bot). */
  comments: { id: number; issue: number; body: string; user?: { login: string; type: string } }[]
  /** Forces answers for the next requests; replaces earlier ones. */
  refuse(...refusals: Refusal[]): void
  close(): Promise<void>
}

const DOCS = 'https://docs.github.com/rest/deployments'

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const requests: GitHubRequest[] = []
  const comments: FakeGitHub['comments'] = []
  let refusals: Refusal[] = []
  let nextId = 1000

  function answer(res: ServerResponse, status: number, body: unknown): number {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json'
    })
    res.end(JSON.stringify(body))
    return status
  }

  function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Record<string, unknown> | undefined
  ): number {
    const issueComments = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path)
    const comment = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path)
    if (issueComments || comment) return commentRoute(req, res, issueComments, comment, body)
    const create = /^\/repos\/([^/]+)\/([^/]+)\/deployments$/.exec(path)
    const status = /^\/repos\/([^/]+)\/([^/]+)\/deployments\/(\d+)\/statuses$/.exec(path)
    if (req.method !== 'POST' || (!create && !status))
      return answer(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' })
    if (!/^(token|Bearer) \S+$/.test(req.headers.authorization ?? '')) {
      return answer(res, 401, { message: 'Requires authentication', documentation_url: DOCS, status: '401' })
    }
    const refusal = refusals.find(
      r => r.on === (create ? 'create' : 'status') && (r.times === undefined || r.times > 0)
    )
    if (refusal?.after) {
      refusal.after--
    } else if (refusal) {
      if (refusal.times !== undefined) refusal.times--
      const body = { message: refusal.message, documentation_url: DOCS, status: String(refusal.status) }
      if (!refusal.delayMs) return answer(res, refusal.status, body)
      // unref: a client that gave up must not keep the test process waiting for this.
      setTimeout(() => !res.destroyed && answer(res, refusal.status, body), refusal.delayMs).unref()
      return refusal.status
    }
    if (create) {
      const id = nextId++
      return answer(res, 201, {
        id,
        url: `${path}/${id}`,
        sha: body?.ref,
        ref: body?.ref,
        task: 'deploy',
        environment: body?.environment,
        payload: body?.payload ?? {}
      })
    }
    return answer(res, 201, {
      id: nextId++,
      state: body?.state,
      description: body?.description ?? '',
      log_url: body?.log_url ?? '',
      environment_url: body?.environment_url ?? ''
    })
  }

  /** Issue comments: list (one page), create, edit; refusable as `comments`. */
  function commentRoute(
    req: IncomingMessage,
    res: ServerResponse,
    list: RegExpExecArray | null,
    one: RegExpExecArray | null,
    body: Record<string, unknown> | undefined
  ): number {
    if (!/^(token|Bearer) \S+$/.test(req.headers.authorization ?? ''))
      return answer(res, 401, { message: 'Requires authentication', documentation_url: DOCS, status: '401' })
    const refusal = refusals.find(r => r.on === 'comments' && (r.times === undefined || r.times > 0))
    if (refusal) {
      if (refusal.times !== undefined) refusal.times--
      return answer(res, refusal.status, {
        message: refusal.message,
        documentation_url: DOCS,
        status: String(refusal.status)
      })
    }
    const record = (c: FakeGitHub['comments'][number]): Record<string, unknown> => ({
      id: c.id,
      body: c.body,
      user: c.user ?? { login: 'github-actions[bot]', type: 'Bot' }
    })
    if (list && req.method === 'GET')
      return answer(res, 200, comments.filter(c => c.issue === Number(list[1])).map(record))
    if (list && req.method === 'POST') {
      const created = { id: nextId++, issue: Number(list[1]), body: String(body?.body ?? '') }
      comments.push(created)
      return answer(res, 201, record(created))
    }
    const found = one && comments.find(c => c.id === Number(one[1]))
    if (one && req.method === 'PATCH' && found) {
      found.body = String(body?.body ?? '')
      return answer(res, 200, record(found))
    }
    return answer(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' })
  }

  const server = createServer((req, res) => {
    const at = performance.timeOrigin + performance.now()
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: Record<string, unknown> | undefined
      try {
        body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>)
      } catch {
        body = { unparsed: text }
      }
      const path = new URL(req.url ?? '/', 'http://fake.invalid').pathname
      const status = route(req, res, path, body)
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? '')
        ])
      )
      requests.push({ method: req.method ?? '', path, headers, body, status, at })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    comments,
    refuse: (...given) => {
      refusals = given.map(refusal => ({ ...refusal }))
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close(error => (error ? reject(error) : resolve()))
      })
  }
}
