// The job summary as GitHub renders it (CommonMark with HTML): text from the service can add
// no heading, link or image, cannot end the table, and the whole stays far under GitHub's limit.
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { MAX_SUMMARY_BYTES, summaryHtml, type Report } from '../../src/action/report/summary.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
const COMMIT_URL = `https://github.com/octo-org/octo-app/commit/${SHA}`
const ATTACK =
  '\n\n# Deployment verified\n\n[click](https://evil.example) ![x](https://evil.example/t.png) <img src=https://evil.example/i> <a href="https://evil.example">a</a></code></td></tr></table>\n\n## H2 <h1>x</h1>'

function report(overrides: Partial<Report> = {}): Report {
  return {
    serviceId: 'svc-web',
    requestedRef: 'main',
    ref: ATTACK,
    commitSha: SHA,
    deploymentId: 'dep_1',
    status: ATTACK,
    result: 'failure',
    durationMs: 1234,
    variablesGiven: 2,
    imported: 1,
    skipped: [{ key: 'A', reason: ATTACK }],
    error: `Deployment failed: ${ATTACK}`,
    next: ATTACK,
    tail: Array.from({ length: 30 }, (_, i) => `line ${i} ${ATTACK}`),
    environment: 'production',
    environmentUrl: 'https://app.example.com',
    githubDeploymentId: '7',
    ...overrides
  }
}

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number]

function render(html: string): { tokens: Token[]; rendered: string } {
  const md = new MarkdownIt({ html: true, linkify: true })
  const tokens = md.parse(html, {}).flatMap(token => [token, ...(token.children ?? [])])
  return { tokens, rendered: md.render(html) }
}

describe('the job summary rendered as Markdown', () => {
  it('1. has only its own heading and links, no image, and one table holding every row', () => {
    const html = summaryHtml(report(), 'https://github.com', 'octo-org/octo-app')
    const { tokens, rendered } = render(html)
    expect(tokens.filter(t => t.type === 'heading_open')).toEqual([])
    expect(tokens.filter(t => t.type === 'link_open')).toEqual([])
    expect(tokens.filter(t => t.type === 'image')).toEqual([])
    expect(rendered.match(/<h[1-6]\b/g)).toEqual(['<h2'])
    expect(rendered).toContain('<h2>❌ Deployment failure</h2>')
    expect([...rendered.matchAll(/<a href="([^"]*)"/g)].map(m => m[1])).toEqual(['https://app.example.com', COMMIT_URL])
    expect(rendered).not.toMatch(/<img/i)
    expect(rendered.match(/<table>/g)).toHaveLength(1)
    expect(rendered.match(/<\/table>/g)).toHaveLength(1)
    // Every row stays inside the one table, with the attack shown as text.
    const table = /<table>[\s\S]*<\/table>/.exec(rendered)?.[0] ?? ''
    for (const field of ['Service', 'Environment', 'Ref', 'Commit', 'Deployment', 'Status', 'Duration', 'Variables']) {
      expect(table).toContain(`<tr><td>${field}</td>`)
    }
    expect(table).toContain('<code>  # Deployment verified  &#91;click&#93;(https://evil.example)')
  })

  it('2. stays under the cap with a 2 MB ref and huge log lines, and says what it left out', () => {
    const big = report({ ref: 'r'.repeat(2_000_000), tail: Array.from({ length: 30 }, () => '"'.repeat(100_000)) })
    const html = summaryHtml(big, 'https://github.com', 'octo-org/octo-app')
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES)
    expect(html).toContain(`<code>${'r'.repeat(200)}...</code>`)
    expect(html).toMatch(/Last \d+ log lines \(\d+ more left out: the summary is kept small\)/)
    expect(html.trimEnd().endsWith('</details>')).toBe(true)
  })

  it('3. links the commit only for a well-formed server and repository', () => {
    const badServer = summaryHtml(report(), 'javascript:alert(1)//', 'octo-org/octo-app')
    expect(badServer).not.toContain('<a href="javascript')
    expect(badServer).toContain(`<td>Commit</td><td><code>0123456</code></td>`)
    expect(summaryHtml(report(), 'https://github.com', 'x/y" onclick="z')).toContain(
      `<td>Commit</td><td><code>0123456</code></td>`
    )
  })

  it('4. stays under the cap with 400 variables the service skips, each with a 200-character reason of "&"', () => {
    const skipped = Array.from({ length: 400 }, (_, i) => ({ key: `VARIABLE_NUMBER_${i}`, reason: '&'.repeat(200) }))
    const many: Report = {
      serviceId: 'svc-web',
      requestedRef: 'main',
      durationMs: 1,
      variablesGiven: 400,
      imported: 0,
      skipped,
      result: 'failure',
      tail: []
    }
    expect(Buffer.byteLength(summaryHtml(many))).toBeLessThanOrEqual(MAX_SUMMARY_BYTES)
  })
})

describe('the verification window in the summary', () => {
  const verify = (over: Partial<NonNullable<Report['verify']>> = {}): NonNullable<Report['verify']> => ({
    result: 'passed',
    forMs: 300_000,
    probes: 20,
    failedProbes: 0,
    runtimeLines: 3412,
    matches: [],
    reason: 'Verified for 5m 00s: 20 health checks (0 failed), 3,412 runtime lines, no crash.',
    ...over
  })

  it('says in one row how a window that passed went', () => {
    const html = summaryHtml(report({ result: 'success', verify: verify() }))
    expect(html).toContain(
      '<tr><td>Verification</td><td>✅ Verified for 5m 00s: 20 health checks (0 failed), 3,412 runtime lines, no crash.</td></tr>'
    )
  })

  it('shows the matched lines of a window that failed, and no row for a skipped one', () => {
    const failed = verify({
      result: 'failed',
      matches: [{ line: `panic: boom ${ATTACK}`, atMs: 12_000, known: false }],
      reason: 'svc-web broke 12s after going live: a crash in its runtime log'
    })
    const html = summaryHtml(report({ result: 'unhealthy', verify: failed }))
    expect(html).toContain('<tr><td>Verification</td><td>❌ svc-web broke 12s after going live')
    expect(html).toContain('The runtime log lines the verification window matched')
    expect(html).toContain('12s: panic: boom')
    const { tokens } = render(html)
    expect(tokens.filter(token => token.type === 'link_open' || token.type === 'image')).toEqual([])
    expect(summaryHtml(report({ verify: verify({ result: 'skipped' }) }))).not.toContain('Verification')
  })
})

describe('a rollback in the summary', () => {
  const note = 'Rolled back: deployment dep_2 of main~1 is live now.'

  it('is said once: its row holds the note, which names the redeploy; the reason holds the failure alone', () => {
    const html = summaryHtml(
      report({
        ref: 'main',
        status: 'build_failed',
        error: `Deployment dep_1 failed with status "build_failed" after 2s. ${note}`,
        rollback: note,
        rollbackDeploymentId: 'dep_2',
        rollbackRef: 'main~1'
      })
    )
    expect(html.split('dep_2')).toHaveLength(2)
    expect(html).toContain(`<tr><td>Rollback</td><td>${note}</td></tr>`)
    expect(html).toContain(
      '<p><strong>Why:</strong> Deployment dep_1 failed with status &quot;build_failed&quot; after 2s.</p>'
    )
  })

  it('a rollback that did not happen says why in its row, once', () => {
    const nothing = 'Nothing was rolled back: no deployment before dep_1 went live and is still rollbackable.'
    const html = summaryHtml(report({ error: `Deployment dep_1 failed. ${nothing}`, rollback: nothing }))
    expect(html.split('Nothing was rolled back')).toHaveLength(2)
    expect(html).toContain(`<tr><td>Rollback</td><td>${nothing}</td></tr>`)
  })
})
