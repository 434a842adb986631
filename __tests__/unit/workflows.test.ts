// action.yml, the workflows in .github/workflows/ and the workflow examples of the README,
// docs/workflows.md and docs/behaviour.md, checked with GitHub's own parser
// (@actions/workflow-parser: the schemas and expression rules behind GitHub's Actions language
// service), then for what the schema cannot know: every use of this action passes only inputs
// that exist and every required one, GitHub deployments get their permission, and the docs show
// the example workflows word for word.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// The parser imports its schemas as JSON without `with { type: 'json' }`, which Node refuses
// (vitest leaves node_modules to Node). This hook loads those files, and only those, as JSON.
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.includes('/@actions/workflow-parser/') && url.endsWith('.json')) {
      return { format: 'json', source: readFileSync(fileURLToPath(url), 'utf8'), shortCircuit: true }
    }
    return nextLoad(url, context)
  }
})
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import('@actions/workflow-parser')
const { parseAction } = await import('@actions/workflow-parser/actions/action-parser')

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const WORKFLOWS = path.join(ROOT, '.github', 'workflows')
const ACTION_YAML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8')
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const BEHAVIOUR = readFileSync(path.join(ROOT, 'docs', 'behaviour.md'), 'utf8')
const WORKFLOWS_DOC = readFileSync(path.join(ROOT, 'docs', 'workflows.md'), 'utf8')

const workflowFiles = readdirSync(WORKFLOWS)
  .filter(name => /\.ya?ml$/.test(name))
  .sort()
const workflows = workflowFiles.map(name => ({ name, text: readFileSync(path.join(WORKFLOWS, name), 'utf8') }))
/** The app's example workflow (issue 31), and the app file it deploys. */
const APP_EXAMPLE = {
  name: 'examples/app/deploy-app.yml',
  text: readFileSync(path.join(ROOT, 'examples', 'app', 'deploy-app.yml'), 'utf8'),
  appFile: readFileSync(path.join(ROOT, 'examples', 'app', 'app.yml'), 'utf8')
}
/** A Markdown file's YAML blocks that are workflows. */
const examplesIn = (markdown: string): string[] =>
  [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map(match => match[1] ?? '').filter(text => /^jobs:/m.test(text))
/** The quick start's workflow. */
const readmeExamples = examplesIn(README)
/** The examples the README links to: release tags, an app, a matrix, an image-based service. */
const workflowsDocExamples = examplesIn(WORKFLOWS_DOC)
/** The two examples the README leaves to docs/behaviour.md (a preview with a comment, a health check). */
const behaviourExamples = examplesIn(BEHAVIOUR)

async function workflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const messages = parsed.context.errors.getErrors().map(error => error.message)
  if (parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value)
    for (const error of template.errors ?? []) if (!messages.includes(error.Message)) messages.push(error.Message)
  }
  return messages
}

function actionErrors(content: string): string[] {
  return parseAction({ name: 'action.yml', content }, new NoOperationTraceWriter())
    .context.errors.getErrors()
    .map(error => error.message)
}

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Job {
  permissions?: Record<string, string> | string
  steps?: Step[]
  concurrency?: unknown
  needs?: string | string[]
  'runs-on'?: string
  strategy?: { matrix?: { include?: Record<string, string>[] } }
}
interface Workflow {
  permissions?: Record<string, string> | string
  concurrency?: unknown
  jobs: Record<string, Job>
}

/** Steps that run this action: `./` here, the published name in the examples. */
function actionSteps(workflow: Workflow): { job: string; jobDef: Job; step: Step }[] {
  return Object.entries(workflow.jobs).flatMap(([job, jobDef]) =>
    (jobDef.steps ?? [])
      .filter(step => step.uses === './' || /^[\w-]+\/hosting-deploy-action@/.test(step.uses ?? ''))
      .map(step => ({ job, jobDef, step }))
  )
}

const action = parse(ACTION_YAML) as {
  inputs: Record<string, { required?: boolean }>
  outputs: Record<string, unknown>
  runs: { using: string; main: string }
}

describe('action.yml', () => {
  it("passes GitHub's action schema", () => {
    expect(actionErrors(ACTION_YAML)).toEqual([])
  })

  it('is rejected by the same schema when broken, so the check is real', () => {
    expect(actionErrors(ACTION_YAML.replace('using: node24', 'using: node99')).join('\n')).toContain(
      "Unexpected value 'node99'"
    )
  })

  it('runs the bundle on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    expect(existsSync(path.join(ROOT, action.runs.main))).toBe(true)
  })

  it('declares the GitHub Deployments inputs and output', () => {
    expect(action.inputs).toMatchObject({
      'github-deployment': { required: false, default: 'false' },
      'github-environment': { required: false, default: 'production' },
      'environment-url': { required: false, default: '' },
      'github-token': { required: false, default: '${{ github.token }}' }
    })
    expect(Object.keys(action.outputs)).toContain('github-deployment-id')
  })
})

describe('workflows', () => {
  it('has the examples, the self-test and the release workflow', () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining([
        'deploy.yml',
        'release.yml',
        'deploy-services.yml',
        'deploy-image.yml',
        'self-test.yml',
        'release-action.yml'
      ])
    )
  })

  for (const { name, text } of [...workflows, APP_EXAMPLE]) {
    it(`${name} passes GitHub's workflow schema and expression checks`, async () => {
      expect(await workflowErrors(name, text)).toEqual([])
    })
  }

  it('rejects a broken workflow, so the check is real', async () => {
    const text = workflows.find(w => w.name === 'deploy.yml')?.text ?? ''
    expect((await workflowErrors('typo.yml', text.replace('runs-on:', 'run-on:'))).join('\n')).toMatch(
      /typo\.yml \(Line: \d+, Col: 5\): Unexpected value 'run-on'/
    )
    expect(
      (await workflowErrors('context.yml', text.replace('secrets.HOSTING_API_KEY', 'secret.HOSTING_API_KEY'))).join(
        '\n'
      )
    ).toContain("Unrecognized named-value: 'secret'")
  })

  for (const { name, text } of [
    ...workflows,
    ...readmeExamples.map((text, i) => ({ name: `README example ${i + 1}`, text })),
    ...workflowsDocExamples.map((text, i) => ({ name: `docs/workflows.md example ${i + 1}`, text })),
    ...behaviourExamples.map((text, i) => ({ name: `docs/behaviour.md example ${i + 1}`, text }))
  ]) {
    it(`${name}: the checks below find what they check`, () => {
      // Every workflow but the release of the action itself uses the action: a pattern that
      // stopped matching would leave the checks below looking at nothing.
      const uses = actionSteps(parse(text) as Workflow).length
      if (name === 'release-action.yml') expect(uses).toBe(0)
      else expect(uses).toBeGreaterThan(0)
    })

    it(`${name}: every use of the action passes known inputs and the required ones`, () => {
      const workflow = parse(text) as Workflow
      for (const { step } of actionSteps(workflow)) {
        const given = Object.keys(step.with ?? {})
        expect(given.filter(input => !(input in action.inputs))).toEqual([])
        const required = Object.entries(action.inputs)
          .filter(([, input]) => input.required)
          .map(([input]) => input)
        expect(required.filter(input => !given.includes(input))).toEqual([])
      }
    })

    it(`${name}: every env-file is a file of the repository, or one an earlier step writes to RUNNER_TEMP`, () => {
      const workflow = parse(text) as Workflow
      for (const { jobDef, step } of actionSteps(workflow)) {
        const file = step.with?.['env-file']
        if (typeof file !== 'string' || file === '') continue
        const temp = /^\$\{\{ runner\.temp \}\}\/(.+)$/.exec(file)?.[1]
        if (temp === undefined) {
          expect(existsSync(path.join(ROOT, file)), `${file} is in the repository`).toBe(true)
          continue
        }
        const earlier = (jobDef.steps ?? []).slice(0, jobDef.steps?.indexOf(step))
        expect(
          earlier.some(s => s.run?.includes(`"$RUNNER_TEMP/${temp}"`)),
          `an earlier step writes "$RUNNER_TEMP/${temp}"`
        ).toBe(true)
      }
    })

    it(`${name}: a job that comments on the pull request may write pull requests`, () => {
      const workflow = parse(text) as Workflow
      for (const { jobDef, step } of actionSteps(workflow)) {
        if (step.with?.comment === undefined || step.with.comment === false) continue
        const permissions = jobDef.permissions ?? workflow.permissions
        expect(
          permissions === 'write-all' || (typeof permissions === 'object' && permissions['pull-requests'] === 'write')
        ).toBe(true)
      }
    })

    it(`${name}: a job that records a GitHub deployment may write deployments`, () => {
      const workflow = parse(text) as Workflow
      for (const { jobDef, step } of actionSteps(workflow)) {
        if (step.with?.['github-deployment'] === undefined || step.with['github-deployment'] === false) continue
        const permissions = jobDef.permissions ?? workflow.permissions
        expect(
          permissions === 'write-all' || (typeof permissions === 'object' && permissions.deployments === 'write')
        ).toBe(true)
      }
    })
  }

  it("GitHub's checkout and setup-node are their Node 24 majors (v5) everywhere, the docs included", () => {
    // The examples name the major tag, as users write them; the repository's own workflows pin a
    // commit with its version in a comment (`@<sha> # v5.1.0`).
    const uses = [...workflows.map(w => w.text), README, WORKFLOWS_DOC, BEHAVIOUR].flatMap(text =>
      [...text.matchAll(/uses: (actions\/(?:checkout|setup-node)@\S+(?: # \S+)?)/g)].map(match => match[1])
    )
    expect(uses.length).toBeGreaterThanOrEqual(8)
    expect(
      uses.filter(use => !/^actions\/(checkout|setup-node)@(v5|[0-9a-f]{40} # v5\.\d+\.\d+)$/.test(use ?? ''))
    ).toEqual([])
  })

  it.each(['release-action.yml', 'self-test.yml'])(
    '%s pins every action to a full commit SHA, its version in a comment, one SHA per version',
    name => {
      const text = workflows.find(w => w.name === name)?.text ?? ''
      const uses = [...text.matchAll(/^\s*(?:- )?uses: (.*)$/gm)].map(match => match[1]?.trim() ?? '')
      const remote = uses.filter(use => use !== './')
      expect(remote.length).toBeGreaterThan(0)
      expect(remote.filter(use => !/^[\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(use))).toEqual([])
      // The same version is the same commit wherever it is used.
      const shaOf = new Map<string, Set<string>>()
      for (const use of remote) {
        const [, action, sha, version] = /^(.*)@(\w+) # (\S+)$/.exec(use) ?? []
        shaOf.set(`${action}@${version}`, (shaOf.get(`${action}@${version}`) ?? new Set()).add(sha ?? ''))
      }
      for (const [version, shas] of shaOf) expect([...shas], version).toHaveLength(1)
    }
  )

  it('self-test runs this commit of the action (uses: ./), for a success and a failure', () => {
    const workflow = parse(workflows.find(w => w.name === 'self-test.yml')?.text ?? '') as Workflow
    const steps = actionSteps(workflow).filter(({ step }) => step.uses === './')
    expect(steps.map(({ step }) => step.with?.ref)).toEqual(['main', 'broken'])
  })

  it('the deploy examples never overlap: each has a concurrency group and does not cancel a running deploy', () => {
    for (const name of ['deploy.yml', 'release.yml', 'deploy-services.yml', 'deploy-image.yml']) {
      const workflow = parse(workflows.find(w => w.name === name)?.text ?? '') as Workflow
      const concurrency = (workflow.concurrency ?? Object.values(workflow.jobs)[0]?.concurrency) as {
        group?: string
        'cancel-in-progress'?: boolean
      }
      expect(concurrency?.group, name).toBeTruthy()
      expect(concurrency?.['cancel-in-progress'], name).toBe(false)
    }
    const services = parse(workflows.find(w => w.name === 'deploy-services.yml')?.text ?? '') as Workflow
    expect(JSON.stringify(services.jobs.deploy?.concurrency)).toContain('matrix.service')
  })

  it('the release example deploys the tag, the image example sends no ref', () => {
    const ref = (name: string): unknown =>
      actionSteps(parse(workflows.find(w => w.name === name)?.text ?? '') as Workflow)[0]?.step.with?.ref
    expect(ref('release.yml')).toBe('${{ github.ref_name }}')
    expect(ref('deploy-image.yml')).toBe('')
  })
})

describe('the release workflow (release-action.yml) publishes', () => {
  const release = parse(workflows.find(w => w.name === 'release-action.yml')?.text ?? '') as Workflow
  const needsOf = (job: Job | undefined): string[] => [job?.needs ?? []].flat()
  const runs = (job: Job | undefined): string[] => (job?.steps ?? []).map(step => step.run ?? '')
  const publishers = Object.entries(release.jobs).filter(([, job]) =>
    runs(job).some(run => /\bnpm publish\b/.test(run))
  )
  const [npmJobName, npmJob] = publishers[0] ?? ['', undefined]

  it('the npm package from one job, with provenance, public, running no script of the package', () => {
    expect(publishers.map(([name]) => name)).toEqual(['publish-npm'])
    const publish = runs(npmJob).find(run => /\bnpm publish\b/.test(run)) ?? ''
    const command = /^\s*npm publish .*$/m.exec(publish)?.[0] ?? ''
    for (const flag of ['--provenance', '--access public', '--ignore-scripts']) expect(command, flag).toContain(flag)
  })

  it('only after the tagged commit passed the check job', () => {
    expect(needsOf(npmJob)).toContain('check')
    expect(needsOf(release.jobs.publish)).toContain('check')
    // The check job is the one that runs the tests.
    expect(runs(release.jobs.check).map(run => run.trim())).toContain('npm test')
  })

  it('with the id token on the npm job alone, which may not write the repository', () => {
    expect(npmJob?.permissions).toEqual({ contents: 'read', 'id-token': 'write' })
    expect(release.permissions).toEqual({ contents: 'read' })
    for (const { name, text } of workflows) {
      const workflow = parse(text) as Workflow
      expect(JSON.stringify(workflow.permissions ?? {}), name).not.toContain('id-token')
      for (const [job, def] of Object.entries(workflow.jobs)) {
        if (name === 'release-action.yml' && job === npmJobName) continue
        expect(JSON.stringify(def.permissions ?? {}), `${name}: ${job}`).not.toContain('id-token')
      }
    }
  })

  it('the tarball the check job packed after the tests: no checkout, no install, no dependency near the token', () => {
    const steps = npmJob?.steps ?? []
    expect(steps.filter(step => step.uses?.startsWith('actions/checkout'))).toEqual([])
    expect(runs(npmJob).filter(run => /\bnpm (ci|install|i|exec|run)\b|\bnpx\b|\bnode\b/.test(run))).toEqual([])
    const downloaded = steps.find(step => step.uses?.startsWith('actions/download-artifact'))?.with?.name
    const checkSteps = release.jobs.check?.steps ?? []
    const upload = checkSteps.findIndex(step => step.uses?.startsWith('actions/upload-artifact'))
    expect(checkSteps[upload]?.with?.name).toBe(downloaded)
    const pack = checkSteps.findIndex(step => /^npm pack\b/m.test(step.run ?? ''))
    const test = checkSteps.findIndex(step => step.run?.trim() === 'npm test')
    expect(test).toBeGreaterThan(-1)
    expect(pack).toBeGreaterThan(test)
    expect(upload).toBeGreaterThan(pack)
  })

  it("the executable built on each platform's own runner, attached to the GitHub release with SHA256SUMS", () => {
    const binaries = release.jobs.binaries
    expect(needsOf(binaries)).toContain('check')
    expect(binaries?.permissions).toBeUndefined()
    expect(binaries?.['runs-on']).toBe('${{ matrix.runner }}')
    const targets = (binaries?.strategy?.matrix?.include ?? []).map(row => [row.runner, row.asset])
    expect(targets).toEqual([
      ['ubuntu-24.04', 'hosting-deploy-linux-x64'],
      ['ubuntu-24.04-arm', 'hosting-deploy-linux-arm64'],
      [expect.stringMatching(/^macos-(1[4-9]|latest)$/), 'hosting-deploy-darwin-arm64'],
      [expect.stringMatching(/^windows-/), 'hosting-deploy-win-x64.exe']
    ])
    expect(runs(binaries).map(run => run.trim())).toContain('npm run build:binary')
    expect(needsOf(release.jobs.publish)).toContain('binaries')
    const publishRuns = runs(release.jobs.publish).join('\n')
    expect(publishRuns).toContain('sha256sum hosting-deploy-* > SHA256SUMS')
    expect(publishRuns).toMatch(
      /gh release create .*\\\n\s+"\$RUNNER_TEMP"\/assets\/hosting-deploy-\* "\$RUNNER_TEMP\/assets\/SHA256SUMS"/
    )
  })
})

describe('examples/app/deploy-app.yml', () => {
  const workflow = parse(APP_EXAMPLE.text) as Workflow
  const steps = actionSteps(workflow)
  const job = steps[0]?.jobDef

  it('deploys the example app file, from the path its first line names, checked out first', () => {
    expect(steps).toHaveLength(1)
    const appFile = /^# (\S+)$/m.exec(APP_EXAMPLE.appFile)?.[1]
    expect(appFile).toBe('deploy/app.yml')
    expect(steps[0]?.step.with?.['app-file']).toBe(appFile)
    const checkout = (job?.steps ?? []).findIndex(step => step.uses?.startsWith('actions/checkout@'))
    expect(checkout).toBeGreaterThan(-1)
    expect(checkout).toBeLessThan((job?.steps ?? []).indexOf(steps[0]?.step as Step))
  })

  it('never overlaps a running deploy: a concurrency group that does not cancel it', () => {
    const concurrency = (workflow.concurrency ?? job?.concurrency) as { group?: string; 'cancel-in-progress'?: boolean }
    expect(concurrency?.group).toBeTruthy()
    expect(concurrency?.['cancel-in-progress']).toBe(false)
  })

  // action.yml declares app-file once issue 31's faces are in; till then the inputs cannot be checked.
  it.skipIf(!('app-file' in action.inputs))('passes known inputs, and the required ones', () => {
    const given = Object.keys(steps[0]?.step.with ?? {})
    expect(given.filter(input => !(input in action.inputs))).toEqual([])
    const required = Object.entries(action.inputs).filter(([, input]) => input.required)
    expect(required.map(([input]) => input).filter(input => !given.includes(input))).toEqual([])
  })
})

/** Each example by the workflow file its first line names. */
const shownIn = (examples: string[]) =>
  new Map(examples.map(text => [/^# \.github\/workflows\/(\S+)$/m.exec(text)?.[1], text]))

describe("the README's quick start", () => {
  it('shows the deploy workflow word for word', () => {
    expect(shownIn(readmeExamples).get('deploy.yml'), 'README shows deploy.yml').toBe(
      workflows.find(w => w.name === 'deploy.yml')?.text
    )
  })

  it("passes GitHub's workflow schema", async () => {
    expect(readmeExamples.length).toBeGreaterThanOrEqual(1)
    for (const [i, text] of readmeExamples.entries())
      expect(await workflowErrors(`README example ${i + 1}`, text)).toEqual([])
  })
})

describe('docs/workflows.md examples', () => {
  it('show the release, matrix and image workflows word for word', () => {
    const shown = shownIn(workflowsDocExamples)
    for (const name of ['release.yml', 'deploy-services.yml', 'deploy-image.yml']) {
      expect(shown.get(name), `docs/workflows.md shows ${name}`).toBe(workflows.find(w => w.name === name)?.text)
    }
  })

  it("pass GitHub's workflow schema, the app's among them", async () => {
    expect(workflowsDocExamples.length).toBeGreaterThanOrEqual(4)
    expect(workflowsDocExamples.some(text => /^\s+app-file: /m.test(text))).toBe(true)
    for (const [i, text] of workflowsDocExamples.entries())
      expect(await workflowErrors(`docs/workflows.md example ${i + 1}`, text)).toEqual([])
  })
})

describe('docs/behaviour.md examples', () => {
  it('show the preview and the health-check workflows word for word', () => {
    const shown = shownIn(behaviourExamples)
    for (const name of ['deploy-preview.yml', 'deploy-checked.yml']) {
      expect(shown.get(name), `docs/behaviour.md shows ${name}`).toBe(workflows.find(w => w.name === name)?.text)
    }
  })

  it("pass GitHub's workflow schema", async () => {
    expect(behaviourExamples.length).toBeGreaterThanOrEqual(2)
    for (const [i, text] of behaviourExamples.entries())
      expect(await workflowErrors(`docs/behaviour.md example ${i + 1}`, text)).toEqual([])
  })
})
