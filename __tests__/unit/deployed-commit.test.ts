// The summary and the pull request comment name what was deployed: the ref, and the commit the
// service resolved it to. On a pull request GITHUB_SHA is the merge commit, which a preview
// deploying the head commit never ran.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { commentBody } from '../../src/action/report/pr-comment.js'
import { summaryHtml, type Report } from '../../src/action/report/summary.js'

const MERGE_SHA = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const HEAD_SHA = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'

function report(overrides: Partial<Report> = {}): Report {
  return {
    serviceId: 'svc-web',
    requestedRef: 'feature/login',
    ref: 'feature/login',
    deploymentId: 'dep_1',
    status: 'live',
    result: 'success',
    durationMs: 1000,
    variablesGiven: 0,
    tail: [],
    ...overrides
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the deployed commit', () => {
  it.each<[number, Partial<Report>, string, string]>([
    [1, { commitSha: HEAD_SHA }, '`feature/login`', `\`${HEAD_SHA.slice(0, 12)}\``],
    [2, { ref: HEAD_SHA, requestedRef: HEAD_SHA }, `\`${HEAD_SHA}\``, `\`${HEAD_SHA.slice(0, 12)}\``],
    [3, {}, '`feature/login`', 'unknown'],
    [4, { ref: 'a|b', commitSha: 'not a sha' }, '`a\\|b`', 'unknown']
  ])(
    '%i. the comment names the deployed ref and commit, never the merge commit GITHUB_SHA',
    (_, fields, ref, commit) => {
      vi.stubEnv('GITHUB_SHA', MERGE_SHA)
      const body = commentBody(report(fields), { environment: 'preview', token: 'x' }, undefined)
      expect(body).toContain(`| Ref | ${ref} |`)
      expect(body).toContain(`| Commit | ${commit} |`)
      expect(body).not.toContain(MERGE_SHA.slice(0, 7))
    }
  )

  it('the summary links the commit the service resolved, not the workflow commit', () => {
    vi.stubEnv('GITHUB_SHA', MERGE_SHA)
    const html = summaryHtml(report({ commitSha: HEAD_SHA }), 'https://github.com', 'o/r')
    expect(html).toContain(
      `<td>Commit</td><td><a href="https://github.com/o/r/commit/${HEAD_SHA}"><code>bbbbbbb</code></a></td>`
    )
    expect(html).not.toContain(MERGE_SHA.slice(0, 7))
    expect(summaryHtml(report(), 'https://github.com', 'o/r')).toContain('<td>Commit</td><td>unknown</td>')
  })
})
