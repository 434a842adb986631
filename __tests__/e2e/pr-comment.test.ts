// End-to-end: the pull request comment against the fake GitHub: one per service and environment,
// edited on the next run, never someone else's, and a missing permission is only a warning.
import { commitOf } from '../../sandbox/model.js'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { deploySuite, SHA } from '../harness/deploy-suite.js'
import { warnings } from '../harness/helpers.js'

// The engine's waits (a poll's interval) cut short for the runs in process: no row here is about
// their length.
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), [])
)

const suite = deploySuite()
const { deploy, deploySpawned } = suite

describe('the pull request comment', () => {
  const eventDir = mkdtempSync(path.join(tmpdir(), 'pr-event-'))
  const eventPath = path.join(eventDir, 'event.json')
  writeFileSync(eventPath, JSON.stringify({ number: 7, pull_request: { number: 7 } }))
  const prEnv = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath }
  const COMMENTS = '/repos/octo-org/octo-app/issues/7/comments'

  // Through the bundle: GitHub's API through its own octokit, its exit codes and outputs file.
  it('is created once, then edited on the next run (found by its hidden marker)', async () => {
    suite.github.refuse()
    const first = await deploySpawned('svc-comment', { comment: 'true', 'github-environment': 'preview' }, prEnv)
    expect(first.run.exitCode, first.run.stdout).toBe(0)
    expect(first.calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET ${COMMENTS} 200`,
      `POST ${COMMENTS} 201`
    ])
    const [created] = suite.github.comments
    expect(created?.body).toContain('<!-- hosting-deploy-action: service=svc-comment environment=preview -->')
    expect(created?.body).toContain(first.run.outputs['deployment-id'])
    expect(created?.body).toContain('https://www.demo.example.com')
    // The deployed ref's commit, as the service resolved it, never the workflow's GITHUB_SHA.
    expect(created?.body).toContain(`| Commit | \`${commitOf('main').slice(0, 12)}\` |`)
    expect(created?.body).not.toContain(SHA.slice(0, 12))
    expect(created?.body).toContain('https://github.com/octo-org/octo-app/actions/runs/4242')

    const second = await deploySpawned(
      'svc-comment',
      { comment: 'true', 'github-environment': 'preview', ref: 'broken' },
      prEnv
    )
    expect(second.run.exitCode).toBe(1)
    expect(second.calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET ${COMMENTS} 200`,
      `PATCH /repos/octo-org/octo-app/issues/comments/${created?.id} 200`
    ])
    expect(suite.github.comments).toHaveLength(1)
    expect(suite.github.comments[0]?.body).toContain(second.run.outputs['deployment-id'])
    expect(suite.github.comments[0]?.body).toContain('failure')
    expect(warnings(second.run)).toEqual([])
  })

  it('keeps one comment per environment, even for names that differ only in punctuation', async () => {
    suite.github.refuse()
    const before = suite.github.comments.length
    for (const environment of ['prod eu', 'prod_eu']) {
      const { run, calls } = await deploy('svc-comment', { comment: 'true', 'github-environment': environment }, prEnv)
      expect(run.exitCode, run.stdout).toBe(0)
      expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
        `GET ${COMMENTS} 200`,
        `POST ${COMMENTS} 201`
      ])
    }
    const made = suite.github.comments.slice(before).map(comment => comment.body.split('\n')[0])
    expect(made).toEqual([
      '<!-- hosting-deploy-action: service=svc-comment environment=prod%20eu -->',
      '<!-- hosting-deploy-action: service=svc-comment environment=prod_eu -->'
    ])
  })

  it("never edits someone else's comment that carries the marker: its own is created beside it", async () => {
    suite.github.refuse()
    const marker = '<!-- hosting-deploy-action: service=svc-comment environment=staging -->'
    const foreign = {
      id: 9001,
      issue: 7,
      body: `${marker}\n✅ all good, log in at https://evil.example`,
      user: { login: 'mallory', type: 'User' }
    }
    suite.github.comments.push(foreign)
    const { run, calls } = await deploy('svc-comment', { comment: 'true', 'github-environment': 'staging' }, prEnv)
    expect(run.exitCode, run.stdout).toBe(0)
    expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET ${COMMENTS} 200`,
      `POST ${COMMENTS} 201`
    ])
    expect(suite.github.comments.find(c => c.id === 9001)?.body).toBe(foreign.body)
    const ours = suite.github.comments.filter(c => c.issue === 7 && c.body.startsWith(marker) && c.user === undefined)
    expect(ours).toHaveLength(1)
  })

  it('without pull-requests: write: one warning, and the step keeps its result', async () => {
    suite.github.refuse({ on: 'comments', status: 403, message: 'Resource not accessible by integration' })
    const { run, calls } = await deploy('svc-comment', { comment: 'true' }, prEnv)
    suite.github.refuse()
    expect(run.exitCode, run.stdout).toBe(0)
    expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([`GET ${COMMENTS} 403`])
    const shown = warnings(run)
    expect(shown).toHaveLength(1)
    expect(shown[0]).toContain('pull-requests: write')
  })

  it('is not made outside pull_request events', async () => {
    const { run, calls } = await deploy('svc-comment', { comment: 'true' })
    expect(run.exitCode).toBe(0)
    expect(calls).toEqual([])
  })
})
