import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE, REQUEST_ID_HEADER } from '@diy/domain';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { AppError, MALFORMED_JSON_MESSAGE, SERVER_ERROR_CODES } from './errors';
import { errorEnvelope } from './envelope';

const C = SERVER_ERROR_CODES;

/**
 * The errors Fastify, its body parsers and Node's HTTP parser raise themselves, each with a stable code and a fixed
 * message: none repeats the URL, a header or the body that caused it (the framework's own messages quote the URL).
 */
export const FRAMEWORK_ERRORS: Record<string, () => AppError> = {
  // Raised by the router before any hook runs (Fastify's `frameworkErrors`).
  FST_ERR_BAD_URL: () => new AppError(400, C.badUrl, 'The address of this request is not valid.'),
  FST_ERR_MAX_PARAM_LENGTH: () => new AppError(414, C.urlTooLong, 'A part of the address of this request is too long.'),
  // Raised while the body is read and parsed.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, C.unsupportedMediaType, 'Unsupported content type.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError(413, C.payloadTooLarge, 'The request is too large.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError(400, C.badRequest, 'The request body does not match its Content-Length.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError(400, C.malformedJson, MALFORMED_JSON_MESSAGE),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError(400, ERROR_CODES.validation, 'The request body is required'),
  // Raised by Node's HTTP parser on the connection, before Fastify sees a request (`clientErrorHandler`).
  HPE_HEADER_OVERFLOW: () => new AppError(431, C.headersTooLarge, 'The request headers are too large.'),
  ERR_HTTP_REQUEST_TIMEOUT: () => new AppError(408, C.requestTimeout, 'The request took too long to arrive.'),
};

/** A 4xx the table does not name: its status with the status's standard text (never the error's own message). */
export function genericClientError(status: number): AppError {
  if (status === 413) return FRAMEWORK_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!();
  if (status === 415) return FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE!();
  if (status === 429) return new AppError(429, ERROR_CODES.rateLimited, 'Too many requests. Please try again later.');
  return new AppError(status, C.badRequest, `${STATUS_CODES[status] ?? 'Bad Request'}.`);
}

const internalError = () => new AppError(500, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);

/** Security headers every answer carries, also those written before any hook could add them. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

/**
 * Fastify's `frameworkErrors`: a URL that does not decode, a path parameter over `maxParamLength` (and an async
 * constraint failing) are answered by the router before routing and hooks, in the envelope.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const known = FRAMEWORK_ERRORS[error.code]?.() ?? internalError();
  request.log.info({ code: known.code }, known.message);
  void (reply as FastifyReply).code(known.statusCode).headers({ ...BASE_HEADERS, [REQUEST_ID_HEADER]: request.id }).send(errorEnvelope(known, request.id));
};

/**
 * The server's `clientErrorHandler`: what Node's HTTP parser refuses (headers over `maxHeaderSize`: 431; a request
 * that is not HTTP: 400; one too slow to arrive: 408) is answered on the socket in the envelope, then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code ? FRAMEWORK_ERRORS[error.code]?.() : undefined) ?? new AppError(400, C.badRequest, 'The request is not valid HTTP.');
  const body = JSON.stringify(errorEnvelope(known));
  // A response already under way on this connection (a parse error in a pipelined request) cannot be replaced.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const headers = [
      `HTTP/1.1 ${known.statusCode} ${STATUS_CODES[known.statusCode] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(BASE_HEADERS).map(([k, v]) => `${k}: ${v}`),
      'Connection: close',
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** Both, for `Fastify({...})` of the API and of the app hosts. */
export const frameworkErrorOptions = { frameworkErrors, clientErrorHandler } satisfies Partial<FastifyServerOptions>;
