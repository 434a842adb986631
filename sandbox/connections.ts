// The sandbox's connections, bounded: an idle one is closed after a long timeout, and no more
// than a fixed number are open at once, so clients that open connections and leave them idle
// cannot fill its descriptor table.
//
// Closing an idle connection races a client that reuses it just then: the request meets the
// close and fails as `fetch failed` (ECONNRESET). Node's keep-alive timeout (5 s by default)
// lost that race to the tests' own process when it was starved of CPU between two requests.
// So the sandbox tells clients nothing (no `Keep-Alive: timeout=` hint: keepAliveTimeout stays
// 0), each client closes its idle connections on its own, shorter timer (undici's 4 s, the
// action's 30 s), and the sandbox closes one only long after that (DEFAULT_IDLE_TIMEOUT_MS).
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** An idle connection is closed after this long: far past any client's own idle timeout (the action's is 30 s). */
export const DEFAULT_IDLE_TIMEOUT_MS = 120_000
/** Connections open at once: past it a new one is closed as soon as it is accepted. */
export const DEFAULT_MAX_CONNECTIONS = 1000

export interface ConnectionLimits {
  /** Milliseconds a connection may stay idle (no request in flight) before it is closed. */
  idleTimeoutMs: number
  /** The most connections open at once. */
  maxConnections: number
}

/**
 * Closes a connection once it has had no request in flight for `idleTimeoutMs` (a request in
 * flight, a slow answer or a quiet event stream, is never cut), and caps the connections open.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.keepAliveTimeout = 0
  server.maxConnections = limits.maxConnections
  const inFlight = new WeakMap<Socket, number>()
  const idle = (socket: Socket): void => {
    if (!socket.destroyed) socket.setTimeout(limits.idleTimeoutMs)
  }
  server.on('connection', (socket: Socket) => {
    idle(socket)
    socket.on('timeout', () => {
      if ((inFlight.get(socket) ?? 0) === 0) socket.destroy()
    })
  })
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1)
    socket.setTimeout(0)
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1
      inFlight.set(socket, left)
      if (left === 0) idle(socket)
    })
  })
}
