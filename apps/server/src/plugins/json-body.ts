import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The JSON body parser, with one change from Fastify's: an empty body under `Content-Type: application/json` (what
 * many clients send on a body-less POST such as logout) is no body at all, not an error. Routes without a body
 * schema then run as if no content type was sent; routes whose schema requires a body still answer 400 'The request
 * body is required' from validation. Anything else goes to Fastify's parser (size limit, `__proto__` and
 * `constructor.prototype` keys refused).
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') {
        done(null, undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
