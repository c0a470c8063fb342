import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { errors } from '../../http/errors';
import { cspHeader, FILE_CSP } from '../../plugins/security-headers';
import { contentDisposition } from '../../services/file-links';
import { assertSafeKey, isPublicKey } from '../../services/storage';

const FILE_POLICY = cspHeader(FILE_CSP);

const linkQuery = z.object({
  exp: z.string().max(20).optional(),
  name: z.string().max(200).optional(),
  disp: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
});

/**
 * Stored files. Public keys (event images) are served to anyone and cached; private keys (KYC documents,
 * agreements) only through a signed link that expires (FileLinks), with Content-Disposition. Opened by the browser
 * directly, so no app code or bearer token is needed: the signature is the permission.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file: public keys as is, private keys through a signed, expiring link',
        querystring: linkQuery,
        // The stored file in its own type: event images, KYC documents (images or PDF), agreements (PDF).
        produces: ['image/*', 'application/pdf'],
        response: { 200: z.any(), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      try {
        assertSafeKey(key);
      } catch {
        throw errors.notFound();
      }
      let disposition: string | undefined;
      if (isPublicKey(key)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        const link = app.services.fileLinks.verify(key, request.query);
        if (!link) throw errors.forbidden('This link has expired or is not valid.');
        disposition = contentDisposition(link.disposition, link.downloadName);
        reply.header('cache-control', 'private, no-store');
      }
      const file = await app.services.storage.get(key);
      if (!file) throw errors.notFound();
      if (disposition) reply.header('content-disposition', disposition);
      reply.header('x-content-type-options', 'nosniff');
      // Images may be shown on other sites (the API's other answers are same-origin only, see security-headers.ts).
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('content-security-policy', FILE_POLICY);
      return reply.type(file.contentType).send(file.body);
    },
  );
};
