// End-to-end through GitLab's pipeline model: gitlab-ci-local runs a two-stage .gitlab-ci.yml
// for real (shell executor, each job in its own copy of the project) against the sandbox. The
// first job talks to the sandbox and writes a dotenv report; a job of the next stage reads what
// it reported. This is how the GitLab example passes HOSTING_URL and the rest to a later job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fingerprint, startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runGitlabPipeline } from '../harness/gitlab-ci-local.js'
import { demoSeed, webServiceKey } from '../harness/helpers.js'

const seed = demoSeed()
const serviceKey = webServiceKey(seed)

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

/** The deploy job: asks the sandbox who its key is, then reports the URL and the result. */
function pipeline(failingCommand = ''): string {
  return `
stages: [deploy, report]

deploy:
  stage: deploy
  # Ignored here (every job runs in a shell), as the GitLab example's image line will be.
  image: node:24
  script:
    - node --version
    - |
      node -e '
        const headers = { authorization: "Bearer " + process.env.HOSTING_API_KEY }
        fetch(process.env.HOSTING_BASE_URL + "/api/auth/me", { headers }).then(async res => {
          if (!res.ok) throw new Error("the sandbox answered " + res.status)
          console.log("key of service " + (await res.json()).keyScope.serviceId)
          require("node:fs").writeFileSync("hosting.env", "HOSTING_URL=https://example.test\\nHOSTING_RESULT=success\\n")
        })
      '
${failingCommand ? `    - ${failingCommand}\n    - echo "after the failure"\n` : ''}  artifacts:
    reports:
      dotenv: hosting.env

report:
  stage: report
  script:
    # Its own checkout: the file itself stays with the deploy job, only the report comes along.
    - test ! -e hosting.env
    - echo "deployed to $HOSTING_URL ($HOSTING_RESULT)"
`
}

describe('a GitLab pipeline run by gitlab-ci-local', () => {
  it(
    "a job of the next stage gets the deploy job's dotenv report (HOSTING_URL, HOSTING_RESULT); the deploy job runs the pinned Node and reaches the sandbox with the variables given",
    { timeout: 30_000 },
    async () => {
      const run = await runGitlabPipeline({
        ciYaml: pipeline(),
        // One through the job's environment, one as a CI/CD variable (`--variable`).
        env: { HOSTING_BASE_URL: sandbox.url },
        variables: { HOSTING_API_KEY: serviceKey },
        timeoutMs: 20_000
      })
      expect(run.timedOut, run.output).toBe(false)
      expect(run.exitCode, run.output).toBe(0)

      const deploy = run.jobs.deploy ?? ''
      expect(deploy, run.output).toMatch(/^v24\.\d+\.\d+$/m)
      expect(deploy, run.output).toContain('key of service svc-web')
      const asked = sandbox.requests.filter(r => r.method === 'GET' && r.path === '/api/auth/me')
      expect(asked.map(r => [r.status, r.auth?.keyFingerprint])).toEqual([[200, fingerprint(serviceKey)]])

      expect((run.jobs.report ?? '').split('\n'), run.output).toContain('deployed to https://example.test (success)')
    }
  )

  it(
    'a failing command in the deploy job fails the pipeline: non-zero exit, nothing after it runs, no later stage',
    { timeout: 30_000 },
    async () => {
      const run = await runGitlabPipeline({
        ciYaml: pipeline('node -e "process.exit(3)"'),
        env: { HOSTING_BASE_URL: sandbox.url },
        variables: { HOSTING_API_KEY: serviceKey },
        timeoutMs: 20_000
      })
      expect(run.timedOut, run.output).toBe(false)
      expect(run.exitCode, run.output).toBe(1)
      expect(run.output).toMatch(/^ FAIL {2}deploy/m)
      expect(run.jobs.deploy, run.output).toContain('key of service svc-web')
      expect(run.jobs.deploy, run.output).not.toMatch(/^after the failure$/m)
      expect(run.jobs.report, run.output).toBeUndefined()
    }
  )
})
