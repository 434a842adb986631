// The CI systems the command line knows the conventions of, and its output modes.

/** Where the command line runs: each CI's log has its own groups, annotations and masking. */
export type CiName = 'github' | 'gitlab' | 'azure' | 'bitbucket' | 'circleci' | 'jenkins' | 'none'

/** `text` for people (the default), `json` for one object at the end, `ndjson` for an event stream. */
export type OutputMode = 'text' | 'json' | 'ndjson'
