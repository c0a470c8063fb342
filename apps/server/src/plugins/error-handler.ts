import { GENERIC_ERROR_MESSAGE, ERROR_CODES } from '@diy/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errors, MALFORMED_JSON_MESSAGE, SERVER_ERROR_CODES } from '../http/errors';
import { errorEnvelope } from '../http/envelope';
import { toFieldErrors } from '../http/validation';

/** Maps anything thrown to the `{status, errors}` envelope; internals never leave the server. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError> & { validation?: { instancePath: string; message?: string }[] };
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    return errors.validation(toFieldErrors(e.validation, e.validationContext));
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 500) return undefined;
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
    return new AppError(400, SERVER_ERROR_CODES.malformedJson, MALFORMED_JSON_MESSAGE);
  }
  if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError(400, ERROR_CODES.validation, 'The request body is required');
  }
  if (status === 415) return new AppError(415, SERVER_ERROR_CODES.unsupportedMediaType, 'Unsupported content type.');
  if (status === 413) return new AppError(413, SERVER_ERROR_CODES.payloadTooLarge, 'The request is too large.');
  if (status === 404) return errors.notFound();
  if (status === 401) return errors.unauthorised();
  if (status === 403) return errors.forbidden();
  if (status === 429) return new AppError(429, ERROR_CODES.rateLimited, 'Too many requests. Please try again later.');
  return new AppError(status, ERROR_CODES.validation, e.message ?? 'Bad request');
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error, request, reply) => {
      const known = toAppError(error);
      if (!known) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.code(500).send({
          status: 500,
          errors: {
            code: ERROR_CODES.internal,
            message: GENERIC_ERROR_MESSAGE,
            shortDesc: GENERIC_ERROR_MESSAGE,
            longDesc: GENERIC_ERROR_MESSAGE,
          },
        });
      }
      if (known.statusCode >= 400 && known.statusCode < 500) request.log.info({ code: known.code }, known.message);
      if (known.details.headers) reply.headers(known.details.headers);
      return reply.code(known.statusCode).send(errorEnvelope(known));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const error = errors.notFound(`Route ${request.method} ${request.url.split('?', 1)[0]} not found`);
      return reply.code(404).send(errorEnvelope(error));
    });
  },
  { name: 'error-handler' },
);
