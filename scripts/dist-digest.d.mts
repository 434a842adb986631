// The declarations of dist-digest.mjs, a build script in plain JavaScript, for the tests that use it.
/** Where the digest is recorded, relative to the repository's root. */
export declare const DIGEST_FILE: string
/** Every file under `entry` (relative to `root`), sorted; the recorded digest is not its own input. */
export declare function filesUnder(root: string, entry: string): string[]
/** One digest of the names and contents of every file the build reads or writes. */
export declare function distDigest(root?: string): string
/** The digest recorded with dist/, or '' when there is none. */
export declare function recordedDigest(root?: string): string
/** What a check does with a tree: record its digest, pass it without building, or build and compare. */
export declare function checkPlan(
  flags: readonly string[],
  recorded: string,
  current: string
): 'record' | 'pass' | 'build'
