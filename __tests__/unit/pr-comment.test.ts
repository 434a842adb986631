// The pull request comment: found again by its marker, and no remote text in it forms Markdown.
import { describe, expect, it } from 'vitest'
import { commentBody, commentMarker } from '../../src/action/report/pr-comment.js'

describe('the pull request comment', () => {
  it('carries its marker, and remote text in it cannot form Markdown', () => {
    const body = commentBody(
      {
        serviceId: 'svc-web',
        requestedRef: 'main',
        durationMs: 61_000,
        variablesGiven: 0,
        tail: [],
        result: 'failure',
        status: 'build_failed',
        deploymentId: 'dep_1',
        error: 'failed: [click](https://evil.example.com) <img src=x> cc @octo-org/security, see www.evil.example'
      },
      { environment: 'preview', token: 'x' },
      'https://github.com/o/r/actions/runs/1'
    )
    expect(body.startsWith(commentMarker('svc-web', 'preview'))).toBe(true)
    expect(body).toContain(
      '\\[click\\]\\(https&#58;//evil.example.com\\) \\<img src=x\\> cc &#64;octo-org/security, see www&#46;evil.example'
    )
    // Nothing GitHub would link or notify: no @mention, no scheme link, no www. link.
    expect(body.split('\n').filter(line => !line.includes('workflow run'))).not.toContainEqual(
      expect.stringMatching(/@\w|:\/\/|www\./)
    )
    expect(body).toContain('[workflow run](https://github.com/o/r/actions/runs/1)')
  })
})
