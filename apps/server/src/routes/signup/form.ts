import {
  ACCOUNT_FORM_MESSAGES,
  agreementDraftSchema,
  envelopeSchema,
  filesUploadDraftSchema,
  generalInformationSchema,
  proceedAnswerSchema,
  saveAnswerSchema,
  SIGNUP_ERROR_CODES,
  signupFormSchema,
  userDetailsDraftSchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { applicant, loginIdHeaders, requireApplicant, signupFormService } from './applicant';

const security = [{ appCode: [] }];
const tags = ['signup'];

/** The sign-up form: load, draft saves and proceeds of the three steps (seed 001 sections 2, 4 and 7). */
export const signupFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = signupFormService(app);
  const preValidation = requireApplicant(app, service);

  app.get(
    '/v1/signup-form',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: "The applicant's form: currentStep, status and formData; 401 'INVALID TOKEN', 500 'ERROR.GETTING.DATA'",
        headers: loginIdHeaders,
        response: { 200: envelopeSchema(signupFormSchema), ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      try {
        return ok(await service.form(applicant(request)));
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'sign-up form load failed');
        throw new AppError(500, SIGNUP_ERROR_CODES.gettingData, ACCOUNT_FORM_MESSAGES.somethingNotRight);
      }
    },
  );

  app.put(
    '/v1/save-form/userdetails',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Draft save of general information: stores what is given; HasError with a message per invalid field',
        headers: loginIdHeaders,
        body: userDetailsDraftSchema,
        response: { 200: envelopeSchema(saveAnswerSchema), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ok(await service.saveUserDetails(applicant(request), request.body)),
  );

  app.post(
    '/v1/proceed/userdetails',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Proceed from general information: every field valid, PAN/GSTIN/e-mail/account number unique; moves to STEP3',
        headers: loginIdHeaders,
        body: generalInformationSchema,
        response: { 200: envelopeSchema(proceedAnswerSchema), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ok(await service.proceedUserDetails(applicant(request), request.body)),
  );

  app.put(
    '/v1/save-form/filesupload',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Draft save of the documents step: the kept file names must be the uploaded ones',
        headers: loginIdHeaders,
        body: filesUploadDraftSchema.nullish(),
        response: { 200: envelopeSchema(saveAnswerSchema), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ok(await service.saveFiles(applicant(request), request.body ?? {})),
  );

  app.post(
    '/v1/proceed/filesupload',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: "Proceed from documents: PAN, cancelled cheque and a certificate per GST number ('File is required for upload'); STEP4",
        headers: loginIdHeaders,
        body: filesUploadDraftSchema.nullish(),
        response: { 200: envelopeSchema(proceedAnswerSchema), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ok(await service.proceedFiles(applicant(request))),
  );

  app.post(
    '/v1/proceed/agreementupload',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Submit with the signed agreement: creates the user and the pending organiser; DONE, status submitted',
        headers: loginIdHeaders,
        body: agreementDraftSchema.nullish(),
        response: { 200: envelopeSchema(proceedAnswerSchema), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ok(await service.proceedAgreement(applicant(request))),
  );
};
