// Where a face's host writes: a function (tests, a buffer) or a stream (stdout, stderr), behind
// one small interface that also says when a stream can take more. Both faces wait on it alike;
// the stream is a parameter, so nothing here touches the process.

/** The part of a writable stream the hosts use. */
export interface WritableLike {
  write(chunk: string): unknown
  /** Set while the stream's buffer is full: wait for `drain` before writing more. */
  readonly writableNeedDrain?: boolean
  once(event: 'drain' | 'close' | 'error', listener: () => void): unknown
  removeListener(event: 'drain' | 'close' | 'error', listener: () => void): unknown
}

export type Writer = ((chunk: string) => void) | WritableLike

export interface Output {
  write(chunk: string): void
  /** Resolves when the stream can take more (at once for a function, or a stream that can). */
  drained(): Promise<void>
}

export function toOutput(writer: Writer): Output {
  if (typeof writer === 'function') return { write: writer, drained: () => Promise.resolve() }
  return {
    write: chunk => void writer.write(chunk),
    drained: () => (writer.writableNeedDrain ? drainOf(writer) : Promise.resolve())
  }
}

/** The stream's next `drain`; a stream that closes or fails instead will never drain, so that ends the wait too. */
function drainOf(stream: WritableLike): Promise<void> {
  return new Promise(resolve => {
    const done = (): void => {
      for (const event of ['drain', 'close', 'error'] as const) stream.removeListener(event, done)
      resolve()
    }
    for (const event of ['drain', 'close', 'error'] as const) stream.once(event, done)
  })
}
