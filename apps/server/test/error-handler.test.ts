import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@diy/domain';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { validatorCompiler } from '../src/http/validation';
import { errorHandlerPlugin } from '../src/plugins/error-handler';

async function tinyApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.post(
    '/nested',
    { schema: { body: z.object({ a: z.object({ b: z.array(z.object({ c: z.string().min(2, 'c is too short') })) }), d: z.number() }) } },
    async () => ({ ok: true }),
  );
  return app;
}

describe('error handler', () => {
  it('turns unexpected errors into a generic 500 without internals, with the request id to quote', async () => {
    const app = await tinyApp();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      errors: { code: ERROR_CODES.internal, message: GENERIC_ERROR_MESSAGE, shortDesc: GENERIC_ERROR_MESSAGE, longDesc: GENERIC_ERROR_MESSAGE, requestId: 'req-1' },
    });
    expect(res.body).not.toContain('secret');
  });

  it('reports nested validation failures with dotted fields, first one first', async () => {
    const app = await tinyApp();
    const res = await app.inject({ method: 'POST', url: '/nested', payload: { a: { b: [{ c: 'x' }] } } });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.code).toBe(ERROR_CODES.validation);
    expect(errors.field).toBe('a.b.0.c');
    expect(errors.message).toBe('c is too short');
    expect(errors.fields).toEqual([
      { field: 'a.b.0.c', message: 'c is too short' },
      { field: 'd', message: 'd is required' },
    ]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await tinyApp();
    const res = await app.inject({ method: 'POST', url: '/nested', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });
});
