import { GENERIC_ERROR_MESSAGE, ERROR_CODES } from '@diy/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errors } from '../http/errors';
import { FRAMEWORK_ERRORS, genericClientError } from '../http/framework-errors';
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
  const framework = e.code ? FRAMEWORK_ERRORS[e.code] : undefined;
  if (framework) return framework();
  // The JSON parser's own SyntaxError (bad JSON, a forbidden __proto__ key) carries status 400.
  if (status === 400 && error instanceof SyntaxError) return FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!();
  if (status === 404) return errors.notFound();
  if (status === 401) return errors.unauthorised();
  if (status === 403) return errors.forbidden();
  // Anything else in 4xx (a plugin's error): its status and a fixed text, never the error's message.
  return genericClientError(status);
}

export const NO_ROUTE_MESSAGE = 'No API route matches this method and address.';

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
            requestId: request.id,
          },
        });
      }
      if (known.statusCode >= 400 && known.statusCode < 500) request.log.info({ code: known.code }, known.message);
      if (known.details.headers) reply.headers(known.details.headers);
      return reply.code(known.statusCode).send(errorEnvelope(known, request.id));
    });

    app.setNotFoundHandler(async (request, reply) => {
      // The path is not repeated: an answer never echoes what the client sent.
      return reply.code(404).send(errorEnvelope(errors.notFound(NO_ROUTE_MESSAGE), request.id));
    });
  },
  { name: 'error-handler' },
);
