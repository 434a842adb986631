// A matrix written once and run two ways: every row in process (integration/), one row through
// the bundle (e2e/). A row is its describe block's title, its test's name, and its check, given
// the file's context (how to run the face, the sandbox of the file...).
import { describe, it } from 'vitest'

export type Row<Context> = readonly [group: string, name: string, check: (context: Context) => Promise<void>]

/** Every row, as tests in describe blocks by group, in order; `context` is read when a test runs. */
export function describeRows<Context>(rows: readonly Row<Context>[], context: () => Context): void {
  const groups = [...new Set(rows.map(([group]) => group))]
  for (const group of groups) {
    describe(group, () => {
      for (const [, name, check] of rows.filter(([rowGroup]) => rowGroup === group)) it(name, () => check(context()))
    })
  }
}

/** The row named `name` (in `group`, when several share the name). */
export function rowNamed<Context>(rows: readonly Row<Context>[], name: string, group?: string): Row<Context> {
  const row = rows.find(([rowGroup, rowName]) => rowName === name && (group === undefined || rowGroup === group))
  if (!row) throw new Error(`no row named ${JSON.stringify(name)}`)
  return row
}
