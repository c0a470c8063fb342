import { envelopeSchema, gateNameSchema, GEO_UNKNOWN, geolocationValue, SCAN_HEADERS, scanConsumeAnswerSchema, scanConsumeSchema, type ScanConsume, SMALL_JSON_BODY_LIMIT_BYTES } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { errors } from '../../http/errors';
import { tolerateUnstorable } from '../../http/validation';
import { bearerToken, currentUser, requireRoles } from '../../plugins/auth';
import type { AuthService } from '../../services/auth-service';
import type { ScanCaller } from '../../services/scan-service';
import { failValidation, header, security } from './shared';

/**
 * The bearer token's signature and expiry, checked in memory (`AuthService.verifyAccessToken`): the consume round
 * checks the session row (live, not revoked, user active) and the role in its own statement, so a revoked token is
 * refused on its next call. A device sends the same token with every scan, so a verified token is kept until it
 * expires (bounded: emptied when it grows too big).
 */
export function accessTokenCheck(auth: AuthService, now: () => Date): (token: string) => ScanCaller | null {
  const verified = new Map<string, { caller: ScanCaller; expiresAt: number }>();
  return (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > now().getTime()) return known.caller;
    const payload = auth.verifyAccessToken(token);
    if (!payload) return null;
    const caller = { sid: payload.sid, sub: payload.sub };
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
    verified.set(token, { caller, expiresAt: payload.exp * 1000 });
    return caller;
  };
}

/** The x-gate header as stored: a valid gate name, or null. */
export function gateHeader(value: string | null): string | null {
  if (!value) return null;
  const parsed = gateNameSchema.safeParse(value);
  return parsed.success && parsed.data ? parsed.data : null;
}

/** Verified tokens kept per process (a few thousand gate devices at most). */
const VERIFIED_TOKENS_MAX = 10_000;

/** Responses built here match their schema by construction: plain JSON, no second validation per call. */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export const consumeRoute: FastifyPluginAsyncZod = async (app) => {
  const scan = app.services.scan;
  const checkToken = accessTokenCheck(app.services.auth, app.now);
  const gateRoles = requireRoles('scanner', 'organiser');

  app.put(
    '/scan/consume',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      attachValidation: true,
      // The batch statement refuses an organiser not approved (the gate's preHandler would run before the caller is known).
      config: { organiserGateInside: true },
      serializerCompiler: plainJson,
      schema: {
        tags: ['scan'],
        summary: 'Admits (or lets out) tickets exactly once: one result per barcode, plus the session counts',
        security,
        querystring: z.object({ sessionId: z.string().max(64).optional(), eventCode: z.string().max(40).optional() }),
        // A NUL or lone surrogate in a barcode is a garbled scan: 'No ticket found', logged (storableText); elsewhere it is refused.
        body: tolerateUnstorable(scanConsumeSchema),
        response: { 200: envelopeSchema(scanConsumeAnswerSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 500) },
      },
    },
    async (request, reply) => {
      const query = (request.query ?? {}) as { sessionId?: string; eventCode?: string };
      const raw = (request.body ?? {}) as Partial<Record<'sessionId' | 'eventCode', unknown>>;
      const body = request.body as ScanConsume;
      const params = { sessionId: query.sessionId || raw.sessionId, eventCode: query.eventCode || raw.eventCode };
      const invalid = !!request.validationError || !params.sessionId || !params.eventCode;
      const mismatch =
        !invalid && ((!!query.sessionId && query.sessionId !== body.sessionId) || (!!query.eventCode && query.eventCode !== body.eventCode));
      const token = bearerToken(request);
      let caller = token && !invalid && !mismatch ? checkToken(token) : null;
      if (!caller) {
        // The uncommon paths answer like every other route: session and role first, then the request's faults.
        await gateRoles.call(app as unknown as FastifyInstance, request, reply);
        failValidation(request, params);
        if (mismatch) throw errors.validation([{ field: 'sessionId', message: 'The session and event in the address and the body differ.' }]);
        const user = currentUser(request);
        caller = { sid: user.sessionId, sub: user.id };
      }
      const answer = await scan.consume(caller, body, {
          deviceId: header(request, SCAN_HEADERS.deviceId, 100) ?? 'unknown-device',
          userAgent: header(request, SCAN_HEADERS.userAgent, 300) ?? header(request, 'user-agent', 300),
          // A reading that is not a number in range is stored as unknown: a scan is never refused for its geolocation.
          latitude: geolocationValue('latitude', header(request, SCAN_HEADERS.latitude, 32), GEO_UNKNOWN),
          longitude: geolocationValue('longitude', header(request, SCAN_HEADERS.longitude, 32), GEO_UNKNOWN),
          accuracy: geolocationValue('accuracy', header(request, SCAN_HEADERS.accuracy, 32), GEO_UNKNOWN),
          idempotencyKey: header(request, SCAN_HEADERS.idempotencyKey, 200),
          // A name that is not a gate name is not stored (the scan is never refused for it).
          gate: gateHeader(header(request, SCAN_HEADERS.gate, 100)),
      });
      // The answer comes as JSON from the statement that decided it: wrapped in the envelope, not re-serialised
      // (a JSON string payload is sent as it is; the type provider only knows the object form).
      const envelope = `{"status":200,"data":${answer}}`;
      return reply.type('application/json; charset=utf-8').send(envelope as never);
    },
  );
};
