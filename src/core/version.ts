// The one version source is package.json: the bundler inlines this import at build time, and
// only the version string is used, so the rest of package.json does not ship in dist/.
import packageJson from '../../package.json' with { type: 'json' }

/** This action's version, from package.json at build time. */
export const VERSION: string = packageJson.version
/** Sent on every request to the hosting API and to GitHub. */
export const USER_AGENT = `hosting-deploy-action/${VERSION}`
