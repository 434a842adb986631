// "Did you mean": the known word closest to a mistyped one (a flag, a key of the app file), when
// it is close enough to be the one meant (a letter dropped, added, changed or two swapped per
// four letters or so).

/** The candidate closest to `typed`, or undefined when none is close. */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const word = typed.toLowerCase()
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.toLowerCase())
    if (distance <= Math.max(1, Math.floor(candidate.length / 4)) && (!best || distance < best.distance))
      best = { candidate, distance }
  }
  return best?.candidate
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return Infinity
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const row = d[i] as number[]
      const above = d[i - 1] as number[]
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1)
    }
  }
  return (d[a.length] as number[])[b.length] as number
}
