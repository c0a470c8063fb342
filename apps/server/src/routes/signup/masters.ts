import {
  ACCOUNT_FORM_MESSAGES, accountEmailSchema, accountNumberSchema, BANK_LIST, bankListSchema, checkUniqueAnswerSchema, DUPLICATE_MESSAGES, envelopeSchema,
  gstStateAnswerSchema, gstStateName, isValidGstin, SIGNUP_HEADERS, STATE_LIST, stateListSchema,
  gstinSchema, panSchema, UNIQUE_FIELD_FORM_KEYS, UNIQUE_FIELDS, type UniqueField,
} from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { bearerToken } from '../../plugins/auth';
import { ApplicationRepository, type UniqueScope } from '../../repositories/application-repository';
import { uniqueValue } from '../../services/signup-form-service';
import { applicantOf, signupFormService } from './applicant';

const UNIQUE_SCHEMAS: Record<UniqueField, z.ZodType<string>> = {
  gst: gstinSchema,
  pan: panSchema,
  email: accountEmailSchema,
  accountNumber: accountNumberSchema,
};

/** State list, bank list, GST state and the uniqueness check of the account form. */
export const signupMasterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = signupFormService(app);
  const repo = new ApplicationRepository(app.database.db);

  app.get(
    '/v1/state-list',
    {
      schema: {
        tags: ['signup'],
        security: [{ appCode: [] }],
        summary: 'States and union territories with their GST codes',
        response: { 200: envelopeSchema(stateListSchema) },
      },
    },
    async () => ok({ states: [...STATE_LIST] }),
  );

  app.get(
    '/v1/bank-list',
    {
      schema: { tags: ['signup'], security: [{ appCode: [] }], summary: 'Banks in India', response: { 200: envelopeSchema(bankListSchema) } },
    },
    async () => ok({ bankList: [...BANK_LIST] }),
  );

  app.get(
    '/v1/gst-state',
    {
      schema: {
        tags: ['signup'],
        security: [{ appCode: [] }],
        summary: "The state of a GSTIN (header gst-no); 400 'Please enter a valid GSTIN Number'",
        headers: z.object({ [SIGNUP_HEADERS.gstNo]: z.string().max(50).optional() }),
        response: { 200: envelopeSchema(gstStateAnswerSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const gstNo = (request.headers[SIGNUP_HEADERS.gstNo] ?? '').trim().toUpperCase();
      const state = isValidGstin(gstNo) ? gstStateName(gstNo.slice(0, 2)) : undefined;
      if (!state) throw errors.validation([{ field: 'gstin', message: ACCOUNT_FORM_MESSAGES.gstin }]);
      return ok({ gstNo, stateCode: gstNo.slice(0, 2), state });
    },
  );

  /** The caller's own data is never a duplicate: an applicant's application, or a logged-in organiser's organiser. */
  async function scopeOf(request: FastifyRequest): Promise<UniqueScope> {
    const token = bearerToken(request);
    if (token && !request.headers[SIGNUP_HEADERS.loginId]) {
      const user = await app.services.auth.authenticate(token).catch(() => null);
      if (user) return { organiserId: user.organiserId ?? undefined, userId: user.id };
    }
    return service.scopeOf((await applicantOf(app, service, request)).application);
  }

  app.get(
    '/v1/signup/check-unique/:field',
    {
      schema: {
        tags: ['signup'],
        security: [{ appCode: [] }, { appCode: [], bearer: [] }],
        summary: "Whether a GSTIN, PAN, e-mail or account number (header data) is free; 'Duplicate GST No' for a taken GSTIN",
        params: z.object({ field: z.enum(UNIQUE_FIELDS) }),
        headers: z.object({ [SIGNUP_HEADERS.data]: z.string().max(200).optional() }),
        response: { 200: envelopeSchema(checkUniqueAnswerSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { field } = request.params;
      const scope = await scopeOf(request);
      const parsed = UNIQUE_SCHEMAS[field].safeParse(request.headers[SIGNUP_HEADERS.data] ?? '');
      if (!parsed.success) {
        throw errors.validation([{ field: UNIQUE_FIELD_FORM_KEYS[field], message: parsed.error.issues[0]?.message ?? 'Invalid value' }]);
      }
      const taken = await repo.isTaken(field, uniqueValue(field, parsed.data), scope);
      return ok({ field, unique: !taken, message: taken ? DUPLICATE_MESSAGES[field] : null });
    },
  );
};
