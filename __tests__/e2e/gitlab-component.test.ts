// The GitLab CI/CD component (templates/deploy.yml), run for real: gitlab-ci-local runs a
// pipeline that includes it as a user writes it, `include: - component:
// $CI_SERVER_FQDN/$CI_PROJECT_PATH/deploy@$CI_COMMIT_SHA` (a component of the same project at
// the pipeline's commit, which the tool reads from the checkout, as GitLab does), against the
// sandbox. The job's npx line runs unchanged: npm's registry is a loopback one
// (harness/package-registry.ts) holding only the tarball `npm pack` makes of this repository, at
// package.json's version, so the component's default `version` must be that version.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fingerprint } from '../../sandbox/server.js'
import { API_KEY_VARIABLE, BASE_URL_VARIABLE } from '../../src/cli/parse/flags.js'
import { ROOT } from '../harness/cli-package.js'
import {
  listGitlabJobs,
  pipelineServers,
  runGitlabPipeline,
  type ListOptions,
  type PipelineRun
} from '../harness/gitlab-ci-local.js'
import { demoSeed, findKey } from '../harness/helpers.js'

const COMPONENT = readFileSync(path.join(ROOT, 'templates', 'deploy.yml'), 'utf8')
const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  version: string
} & Record<string, unknown>

const seed = demoSeed()
// An account key: it may read the service's domains too, so HOSTING_URL is its verified domain.
const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
const verified = seed.services.find(service => service.id === 'svc-web')?.domains?.find(d => d.status === 'verified')

const servers = pipelineServers(seed)

/** A user's .gitlab-ci.yml: the component with `inputs`, and a job of the next stage that reads its outputs. */
function pipeline(inputs: string): string {
  return `
stages: [deploy, verify]

include:
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/deploy@$CI_COMMIT_SHA
    inputs:
${inputs
  .trim()
  .split('\n')
  .map(line => `      ${line}`)
  .join('\n')}

report:
  stage: verify
  needs: [hosting-deploy]
  script:
    - echo "deployment $HOSTING_DEPLOYMENT_ID of $HOSTING_REF ended $HOSTING_RESULT at $HOSTING_URL"
    - echo "pipeline commit $CI_COMMIT_SHA"
    - echo "results file $HOSTING_RESULTS_FILE holds $(cat "$HOSTING_RESULTS_FILE")"
`
}

/** Runs `ciYaml` with the component committed beside it; the key as a CI/CD variable, npm's registry the loopback one. */
function run(ciYaml: string, variables: Record<string, string> = {}): Promise<PipelineRun> {
  return runGitlabPipeline({
    ciYaml,
    files: { 'templates/deploy.yml': COMPONENT },
    variables: { [API_KEY_VARIABLE]: accountKey, ...variables },
    env: { npm_config_registry: servers.registry.url },
    timeoutMs: 300_000
  })
}

const deploysOf = (ref: string) =>
  servers.sandbox.requests.filter(
    r =>
      r.method === 'POST' &&
      r.path === '/api/services/svc-web/deploy' &&
      (r.body as { ref?: string } | undefined)?.ref === ref
  )

describe('the GitLab CI/CD component, included by a pipeline that gitlab-ci-local runs', () => {
  it(
    'deploys the pipeline commit with the pinned CLI, in collapsed sections, and the next stage gets HOSTING_* from its dotenv report',
    { timeout: 330_000 },
    async () => {
      const result = await run(pipeline(`service-id: svc-web\nbase-url: ${servers.sandbox.url}\nenvironment: staging`))
      expect(result.timedOut, result.output).toBe(false)
      expect(result.exitCode, result.output).toBe(0)

      // npm fetched the version the component pins, package.json's, from the loopback registry.
      expect(servers.registry.requests).toContain(`/${PACKAGE.name}/-/${PACKAGE.name}-${PACKAGE.version}.tgz`)
      const job = result.jobs['hosting-deploy'] ?? ''
      expect(job, result.output).toMatch(new RegExp(`^${PACKAGE.version.replaceAll('.', '\\.')}$`, 'm'))
      // The install, then each of the CLI's phases, in a section (the tool's log shows a
      // section's start as NAME_started and its end as "NAME took Nms").
      expect(job).toMatch(/^hosting_deploy_install_started\n(?:.*\n)*?hosting_deploy_install took \d+ms$/m)
      expect(job).toMatch(/^queuing_the_deployment_\d+_started$/m)

      const commit = /^pipeline commit ([0-9a-f]{40})$/m.exec(result.jobs.report ?? '')?.[1]
      const deploys = servers.sandbox.requests.filter(
        r => r.method === 'POST' && r.path === '/api/services/svc-web/deploy'
      )
      const queued = deploys.at(-1)?.response?.body as { deploymentId: string; ref: string }
      // The pipeline's commit: the `ref` input's default, $CI_COMMIT_SHA, expanded by GitLab.
      expect(commit, result.output).toBeDefined()
      expect(queued.ref).toBe(commit)
      expect(deploys.at(-1)?.auth?.keyFingerprint).toBe(fingerprint(accountKey))

      expect((result.jobs.report ?? '').split('\n'), result.output).toContain(
        `deployment ${queued.deploymentId} of ${queued.ref} ended success at https://${verified?.hostname}`
      )
      // The results' file, kept as an artifact, reaches the next stage where the report names it.
      expect((result.jobs.report ?? '').split('\n'), result.output).toContain(
        'results file hosting-results.json holds []'
      )
      expect(result.output).not.toContain(accountKey)
    }
  )

  it(
    'fails the pipeline when the deployment fails: the rollback input redeploys the last good ref, the base URL comes from HOSTING_BASE_URL, and no later job runs',
    { timeout: 330_000 },
    async () => {
      const before = deploysOf('broken').length
      const result = await run(pipeline('service-id: svc-web\nref: broken\nrollback: true\ntimeout: 5m'), {
        [BASE_URL_VARIABLE]: servers.sandbox.url
      })
      expect(result.timedOut, result.output).toBe(false)
      expect(result.exitCode, result.output).toBe(1)
      expect(result.output).toMatch(/^ FAIL {2}hosting-deploy/m)
      expect(deploysOf('broken').length, result.output).toBe(before + 1)

      const job = result.jobs['hosting-deploy'] ?? ''
      expect(job, result.output).toMatch(/failed with status "build_failed"/)
      // --rollback: the last ref that went live was queued again.
      expect(job, result.output).toMatch(/^Rolled back: deployment dep_\w+ of [0-9a-f]{40} is live now\.$/m)
      expect(result.jobs.report, result.output).toBeUndefined()
      expect(result.output).not.toContain(accountKey)
    }
  )
})

describe('which pipelines the component deploys in, by its `on` input (listed by gitlab-ci-local, not run)', () => {
  // Each pipeline file is checked against GitLab's schema once, the first time it is listed;
  // listing it again for another branch or tag only evaluates the rules.
  const checked = new Set<string>()

  /** Whether the pipeline of `where` (a branch, a tag) has the deploy job, the component included with `inputs`. */
  async function deploys(where: Pick<ListOptions, 'branch' | 'tag'>, inputs = '', own = ''): Promise<boolean> {
    const ciYaml = [
      'include:',
      '  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/deploy@$CI_COMMIT_SHA',
      '    inputs:',
      '      service-id: svc-web',
      ...(inputs === '' ? [] : [`      ${inputs}`]),
      own
    ].join('\n')
    const schemaValidation = !checked.has(ciYaml)
    checked.add(ciYaml)
    const { jobs, output } = await listGitlabJobs({
      ciYaml,
      files: { 'templates/deploy.yml': COMPONENT },
      schemaValidation,
      ...where
    })
    const job = jobs.find(listed => listed.name === 'hosting-deploy')
    expect(job, output).toBeDefined()
    return job?.when !== 'never'
  }

  it(
    'by default, only a pipeline of the default branch: never a feature branch, never a tag',
    { timeout: 300_000 },
    async () => {
      expect(await deploys({ branch: 'feature/login' })).toBe(false)
      expect(await deploys({ branch: 'main' })).toBe(true)
      expect(await deploys({ tag: 'v1.4.0' })).toBe(false)
    }
  )

  it("'on': tags deploys a tag pipeline, and no longer the default branch", { timeout: 300_000 }, async () => {
    expect(await deploys({ tag: 'v1.4.0' }, "'on': tags")).toBe(true)
    expect(await deploys({ branch: 'main' }, "'on': tags")).toBe(false)
  })

  it("rules of your own under hosting-deploy: replace the component's", { timeout: 300_000 }, async () => {
    const own = ['hosting-deploy:', '  rules:', '    - if: $CI_COMMIT_BRANCH == "release"'].join('\n')
    expect(await deploys({ branch: 'release' }, '', own)).toBe(true)
    // Replaced, not added to: the component's own rule would have deployed the default branch.
    expect(await deploys({ branch: 'main' }, '', own)).toBe(false)
  })
})
