// The pull request comment: found again by its marker, one marker per service and environment,
// and no remote text in it forms Markdown, a mention or a reference.
import { describe, expect, it } from 'vitest'
import { commentBody, commentMarker } from '../../src/action/report/pr-comment.js'
import type { Report } from '../../src/action/report/summary.js'

const REPORT: Report = {
  serviceId: 'svc-web',
  requestedRef: 'main',
  durationMs: 61_000,
  variablesGiven: 0,
  tail: [],
  result: 'failure',
  status: 'build_failed',
  deploymentId: 'dep_1',
  error: 'failed: [click](https://evil.example.com) <img src=x> cc @octo-org/security, fixes #12, see www.evil.example'
}

/** The text inside the code spans of a line, and the line with them taken out. */
function spans(line: string): { inside: string[]; outside: string } {
  const inside: string[] = []
  const outside = line.replace(/(`+) (.*?) \1(?!`)/g, (_, _fence: string, text: string) => {
    inside.push(text)
    return ''
  })
  return { inside, outside }
}

describe('the pull request comment', () => {
  it('carries its marker, and remote text in it cannot form Markdown', () => {
    const body = commentBody(REPORT, { environment: 'preview', token: 'x' }, 'https://github.com/o/r/actions/runs/1')
    expect(body.startsWith(commentMarker('svc-web', 'preview'))).toBe(true)
    expect(body).toContain('[workflow run](https://github.com/o/r/actions/runs/1)')
  })

  it("puts the server's text of the Why line in a code span, word for word: GitHub links nothing in it", () => {
    const body = commentBody(REPORT, { environment: 'preview', token: 'x' }, undefined)
    const why = body.split('\n').find(line => line.startsWith('**Why:** '))
    // Character references would be decoded before GitHub links mentions: none are used.
    expect(why).toBe(`**Why:** \` ${REPORT.error} \``)
    const { inside, outside } = spans(why ?? '')
    expect(inside).toEqual([REPORT.error])
    expect(outside).toBe('**Why:** ')
    expect(body).not.toMatch(/&#\d+;|\\#|\\@/)
  })

  it.each([
    [1, 'a `quoted` word', '`` a `quoted` word ``'],
    [2, '`` at the edges `', '``` `` at the edges ` ```'],
    [3, 'no backtick', '` no backtick `']
  ])('%i. a Why of %j keeps its backticks in a longer fence: %s', (_, error, span) => {
    const body = commentBody({ ...REPORT, error }, { environment: 'preview', token: 'x' }, undefined)
    expect(body).toContain(`**Why:** ${span}\n`)
  })

  it('puts the rollback note in a code span of its cell', () => {
    const body = commentBody(
      { ...REPORT, rollback: 'rolled back to @octo | #7' },
      { environment: 'preview', token: 'x' },
      undefined
    )
    expect(body).toContain('| Rollback | `rolled back to @octo \\| #7` |')
  })

  it('says the rollback once: in its row, not again in the Why line', () => {
    const note = 'Rolled back: deployment dep_2 of main~1 is live now.'
    const body = commentBody(
      { ...REPORT, error: `Deployment dep_1 failed after 2s. ${note}`, rollback: note },
      { environment: 'preview', token: 'x' },
      undefined
    )
    expect(body.split('dep_2')).toHaveLength(2)
    expect(body).toContain('**Why:** ` Deployment dep_1 failed after 2s. `\n')
  })

  it('gives each service and environment its own marker: names that differ never share one', () => {
    const names = [
      'prod eu',
      'prod_eu',
      'prod%20eu',
      'prod%2520eu',
      'prod-eu',
      'prod\teu',
      'prod>eu',
      'prod',
      'prød',
      'p'.repeat(255)
    ]
    const markers = names.flatMap(environment => names.map(service => commentMarker(service, environment)))
    expect(markers).toHaveLength(names.length ** 2)
    expect(new Set(markers).size).toBe(markers.length)
    // No marker is the start of another, as the search takes the comment that starts with it.
    for (const marker of markers)
      expect(markers.filter(other => other !== marker && other.startsWith(marker))).toEqual([])
    for (const marker of markers)
      expect(marker).toMatch(/^<!-- hosting-deploy-action: service=\S+ environment=\S+ -->$/)
    expect(commentMarker('svc-web', 'preview')).toBe(
      '<!-- hosting-deploy-action: service=svc-web environment=preview -->'
    )
    expect(commentMarker('svc-web', 'prod eu')).toBe(
      '<!-- hosting-deploy-action: service=svc-web environment=prod%20eu -->'
    )
  })
})

describe('the verification window in the comment', () => {
  it('says how it went in one row, in a code span', () => {
    const body = commentBody(
      {
        ...REPORT,
        result: 'success',
        verify: {
          result: 'passed',
          forMs: 300_000,
          probes: 20,
          failedProbes: 0,
          runtimeLines: 10,
          matches: [],
          reason: 'Verified for 5m 00s: 20 health checks (0 failed), 10 runtime lines, no crash.'
        }
      },
      { environment: 'production', token: 't' },
      undefined
    )
    expect(body).toContain(
      '| Verification | `✅ Verified for 5m 00s: 20 health checks (0 failed), 10 runtime lines, no crash.` |'
    )
  })
})
