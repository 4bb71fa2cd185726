import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type ErrorCode } from '../errors.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Requests the router cannot read (a malformed escape, a path parameter past its length) answered in
 * the error envelope with the security headers: they never reach the hooks that add them.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply
      .code(tooLong ? 414 : 400)
      .headers(headers)
      .header(REQUEST_ID_HEADER, request.id)
      .send(tooLong ? errorBody('URI_TOO_LONG', 'The address is too long', undefined, request.id) : errorBody('VALIDATION_ERROR', 'The address is not valid', undefined, request.id));
  };
}

const CLIENT_ERRORS: Record<string, [number, string, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', 'The address or the headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'TIMEOUT', 'The request took too long to arrive'],
};

/** What Node answers itself, before Fastify sees a request (headers too large, a request timed out, bad HTTP). */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'VALIDATION_ERROR', 'The request is not valid HTTP'];
    const body = JSON.stringify(errorBody(code, message));
    const lines = [
      `HTTP/1.1 ${status} ${reason}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
