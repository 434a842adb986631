import type { Readable } from 'node:stream'

/**
 * Reads a response body up to `cap` bytes; past that it stops reading and drops the
 * connection, so a huge or endless answer is never buffered. `over`: there was more.
 */
export async function readCapped(body: Readable, cap: number): Promise<{ text: string; over: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > cap) {
      body.destroy()
      chunks.push(chunk.subarray(0, chunk.length - (size - cap)))
      return { text: Buffer.concat(chunks).toString('utf8'), over: true }
    }
    chunks.push(chunk)
  }
  return { text: Buffer.concat(chunks).toString('utf8'), over: false }
}
