import { randomUUID } from 'node:crypto';
import { envelopeSchema } from '@diy/domain';
import type { FastifyRequest, HTTPMethods, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors } from '../../http/errors';

/**
 * How an armed request fails, each the way the server really fails:
 * - `crash`: the handler throws an unexpected error, so the error handler logs it and answers its generic 500 envelope;
 * - `session-expired`: the caller's session is refused as the auth layer refuses an expired one (401 ERR.SESSION.EXPIRED).
 */
export const FAULT_KINDS = ['crash', 'session-expired'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The unexpected error a `crash` fault throws (its message stays in the server's log, as a real crash's does). */
export class InjectedFault extends Error {
  override name = 'InjectedFault';
}

export const armFaultSchema = z.object({
  method: z.enum(METHODS),
  /** The route as registered, with the /api prefix and its parameters: `/api/offers/events/:eventCode`. */
  route: z.string().trim().min(1).max(300),
  kind: z.enum(FAULT_KINDS),
  /** Only requests carrying this bearer token fail (journeys run side by side on one server); absent: every caller. */
  token: z.string().min(1).max(4000).optional(),
  /** How many matching requests fail before the fault disarms itself. */
  times: z.number().int().min(1).max(50).default(1),
});

const faultSchema = z.object({
  id: z.string(),
  method: z.enum(METHODS),
  route: z.string(),
  kind: z.enum(FAULT_KINDS),
  /** Requests it has failed so far, and how many more it will fail. */
  hits: z.number().int(),
  remaining: z.number().int(),
});
export type ArmedFault = z.infer<typeof faultSchema>;

interface Armed extends ArmedFault {
  token: string | undefined;
}

/**
 * The development fault switch (DIY_FAULTS=on; never with NODE_ENV=production, see config.ts): journeys arm a fault
 * for one route (and one caller's token), and the next matching requests fail after authentication and validation,
 * where a handler would, through the real error handler. So the apps' error popups are tested with what the server
 * really sends, not with envelopes written in the test. State is per process and kept in memory.
 */
export class FaultSwitch {
  private readonly armed = new Map<string, Armed>();

  arm(input: z.infer<typeof armFaultSchema>): ArmedFault {
    const fault: Armed = { id: randomUUID(), method: input.method, route: input.route, kind: input.kind, hits: 0, remaining: input.times, token: input.token };
    this.armed.set(fault.id, fault);
    return this.view(fault);
  }

  list(): ArmedFault[] {
    return [...this.armed.values()].map((f) => this.view(f));
  }

  disarm(id: string): boolean {
    return this.armed.delete(id);
  }

  /** The preHandler on every API route: fails the request when an armed fault matches it. */
  readonly hook: preHandlerHookHandler = (request, _reply, done) => {
    const fault = this.match(request);
    if (!fault) return done();
    fault.hits += 1;
    fault.remaining -= 1;
    done(fault.kind === 'crash' ? new InjectedFault(`Fault injected on ${fault.method} ${fault.route} (DIY_FAULTS)`) : errors.sessionExpired());
  };

  private match(request: FastifyRequest): Armed | undefined {
    if (this.armed.size === 0) return undefined;
    const route = request.routeOptions.url;
    const bearer = request.headers.authorization;
    for (const fault of this.armed.values()) {
      if (fault.remaining <= 0 || fault.method !== request.method || fault.route !== route) continue;
      if (fault.token !== undefined && bearer !== `Bearer ${fault.token}`) continue;
      return fault;
    }
    return undefined;
  }

  private view({ token: _token, ...fault }: Armed): ArmedFault {
    return { ...fault };
  }
}

/** POST, GET and DELETE /api/dev/faults: registered with the other development routes, behind their guard. */
export const devFaultRoutes: FastifyPluginAsyncZod<{ faults: FaultSwitch }> = async (app, { faults }) => {
  const tags = ['dev'];
  const security = [{ appCode: [] }];

  app.post(
    '/dev/faults',
    {
      schema: {
        tags,
        security,
        summary: 'Arms a fault: the next matching requests fail as the server really fails (DIY_FAULTS=on, development only)',
        body: armFaultSchema,
        response: { 200: envelopeSchema(faultSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const { method, route } = request.body;
      if (!app.hasRoute({ method: method as HTTPMethods, url: route })) {
        throw errors.validation([{ field: 'route', message: `No API route ${method} ${route}: name it as registered, e.g. /api/offers/events/:eventCode` }]);
      }
      return ok(faults.arm(request.body));
    },
  );

  app.get(
    '/dev/faults',
    {
      schema: {
        tags,
        security,
        summary: 'The armed faults, with how many requests each has failed',
        response: { 200: envelopeSchema(z.object({ faults: z.array(faultSchema) })), ...errorResponses(400, 500) },
      },
    },
    async () => ok({ faults: faults.list() }),
  );

  app.delete(
    '/dev/faults/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Disarms a fault',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: envelopeSchema(z.object({ removed: z.boolean() })), ...errorResponses(400, 500) },
      },
    },
    async (request) => ok({ removed: faults.disarm(request.params.id) }),
  );
};
