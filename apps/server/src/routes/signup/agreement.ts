import { AGREEMENT_DOWNLOAD_NAME, generalInformationSchema, SIGNUP_ERROR_CODES, SIGNUP_FORM_MESSAGES } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { buildAgreementPdf } from '../../services/agreement-pdf';
import { contentDisposition } from '../../services/file-links';
import { applicant, loginIdHeaders, requireApplicant, signupFormService } from './applicant';

/** GET /v1/signup/agreement-file: the organiser agreement filled in with the applicant's details, as agreement.pdf. */
export const signupAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = signupFormService(app);

  app.get(
    '/v1/signup/agreement-file',
    {
      preValidation: requireApplicant(app, service),
      schema: {
        tags: ['signup'],
        security: [{ appCode: [] }],
        summary: 'The organiser agreement (PDF) with the general information filled in; needs the general information step done',
        headers: loginIdHeaders,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const caller = applicant(request);
      const info = generalInformationSchema.safeParse(caller.application.generalInformation);
      if (!info.success) throw new AppError(409, SIGNUP_ERROR_CODES.step, SIGNUP_FORM_MESSAGES.previousStep);
      const pdf = await buildAgreementPdf({ ...info.data, mobile: caller.mobile }, app.now());
      reply.header('content-disposition', contentDisposition('attachment', AGREEMENT_DOWNLOAD_NAME));
      reply.header('cache-control', 'private, no-store');
      return reply.type('application/pdf').send(Buffer.from(pdf));
    },
  );
};
