// The CIs the command line knows by name, apart from how it detects them (ci.ts, with ci-info's
// table of vendors): the help lists these without loading that table.

/** The CIs the CLI writes for; `none` is plain text (a terminal, or a CI it has no conventions for). */
export const CI_NAMES = ['github', 'gitlab', 'azure', 'bitbucket', 'circleci', 'jenkins', 'teamcity', 'none'] as const
export type CiName = (typeof CI_NAMES)[number]

/** The variable in which each CI names the commit the pipeline runs for: the default --ref. */
export const COMMIT_VARIABLES: Record<Exclude<CiName, 'none'>, string> = {
  github: 'GITHUB_SHA',
  gitlab: 'CI_COMMIT_SHA',
  azure: 'BUILD_SOURCEVERSION',
  bitbucket: 'BITBUCKET_COMMIT',
  circleci: 'CIRCLE_SHA1',
  jenkins: 'GIT_COMMIT',
  teamcity: 'BUILD_VCS_NUMBER'
}
