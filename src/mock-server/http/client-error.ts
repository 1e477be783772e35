import type { Socket } from 'node:net'
import { PROBLEM_CONTENT_TYPE } from '#shared/api/index.ts'
import { HttpProblem, badRequest } from './problem.ts'

/**
 * Requests Node's HTTP parser rejects (bad request line, header overflow, unknown method) never reach
 * Fastify; answer them with problem+json too, then close the connection.
 */
export function writeClientErrorProblem(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new HttpProblem(431, 'bad_request', 'The request headers are too large.')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new HttpProblem(408, 'bad_request', 'The request took too long to arrive.')
        : badRequest('The request is not valid HTTP.')
  const details = problem.toProblem()
  const body = JSON.stringify(details)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${details.title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
