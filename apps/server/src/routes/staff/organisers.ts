import {
  boundedString, CODE_INPUT_MAX_LENGTH,
  additionalApprovalSchema, allFilesAnswerSchema, approveOrganiserSchema, bdListAnswerSchema, BD_MANAGERS, bdRegionOf, envelopeSchema,
  GST_STATE_CODES, organiserListAnswerSchema, organiserListItemSchema, organiserListStatusSchema, pageQuerySchema, rejectionReasonsAnswerSchema, rejectOrganiserSchema,
  REVIEW_ROLES, reviewAnswerSchema, syncAnswerSchema, userStatusAnswerSchema, usernameBodySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { staffActor } from '../../services/staff/audit';
import { staffOpts, type StaffServices } from './shared';

const P = '/proxy/diy/v1';
const idParams = z.object({ id: z.string().trim().max(60) });
const errs = errorResponses(400, 401, 403, 404, 409, 422, 500);

/** Organiser review (seed 001 sections 4, 7, 8): lists, documents, BD list, approve / reject, user status, sync, migrate. */
export const staffOrganiserRoutes: FastifyPluginAsyncZod<{ s: StaffServices }> = async (app, { s }) => {
  const opts = staffOpts(REVIEW_ROLES, 'staff: organisers');

  app.get(
    `${P}/vendor-onboard/organiser-list/:status`,
    opts('Organisers by list status (pending, approved, rejected, under-review) with counts; search by organisation name, PAN, GSTIN, mobile, e-mail', {
      params: z.object({ status: organiserListStatusSchema }),
      querystring: pageQuerySchema,
      response: { 200: envelopeSchema(organiserListAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserList.list(request.params.status, request.query)),
  );

  app.get(
    `${P}/vendor-onboard/organiser/:id`,
    opts('One organiser as the lists show it (details, documents, pending changes, last rejection), in the list its statuses put it in', {
      params: idParams,
      response: { 200: envelopeSchema(organiserListItemSchema), ...errs },
    }),
    async (request) => ok(await s.organiserList.detail(request.params.id)),
  );

  app.get(
    `${P}/signup/all-files`,
    opts('Signed links (inline, 5 minutes) to every document of the organiser with the x-mobile-no, and the PAN/GST verification portals', {
      headers: z.object({ 'x-mobile-no': boundedString(CODE_INPUT_MAX_LENGTH).trim().regex(/^\d{10}$/) }),
      response: { 200: envelopeSchema(allFilesAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserList.allFiles(String(request.headers['x-mobile-no']).trim())),
  );

  app.get(
    `${P}/bd/state-wise/:state`,
    opts("Business-development managers of the state's region (state by name or GST code)", {
      params: z.object({ state: z.string().trim().min(1).max(60) }),
      response: { 200: envelopeSchema(bdListAnswerSchema), ...errs },
    }),
    async (request) => {
      const raw = request.params.state;
      const state = GST_STATE_CODES[raw]?.name ?? raw;
      const region = bdRegionOf(state);
      if (!region) throw errors.notFound();
      return ok({ state, region, bdDetails: BD_MANAGERS.filter((b) => b.region === region) });
    },
  );

  app.put(
    `${P}/vendor-onboard/organiser/:id/status/approve`,
    opts('Approve a submitted organiser with its BD; 409 ERR.STAFF.ALREADY_APPROVED (text in longDesc)', {
      params: idParams,
      body: approveOrganiserSchema,
      response: { 200: envelopeSchema(reviewAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserReview.approve(await staffActor(request), request.params.id, request.body.bdCode)),
  );

  app.put(
    `${P}/vendor-onboard/organiser/:id/status/additional-approval`,
    opts("Approve an approved organiser's pending changes (new GST numbers and their certificates)", {
      params: idParams,
      body: additionalApprovalSchema.nullish(),
      response: { 200: envelopeSchema(reviewAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserReview.approveAdditional(await staffActor(request), request.params.id)),
  );

  app.put(
    `${P}/vendor-onboard/organiser/:id/status/reject`,
    opts('Reject: the application goes back to the organiser (rejected), reopened at the first step with a rejected item (text in shortDesc)', {
      params: idParams,
      body: rejectOrganiserSchema,
      response: { 200: envelopeSchema(reviewAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserReview.reject(await staffActor(request), request.params.id, request.body, false)),
  );

  app.put(
    `${P}/vendor-onboard/partial-reject/organiser/:id`,
    opts('Partial reject: the listed items go back with their reasons, items not selected are approved automatically', {
      params: idParams,
      body: rejectOrganiserSchema,
      response: { 200: envelopeSchema(reviewAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserReview.reject(await staffActor(request), request.params.id, request.body, true)),
  );

  app.get(
    `${P}/vendor-onboard/rejection-reasons/:id`,
    opts("The last rejection of the organiser's application (items, reasons, note), and every rejection so far, newest first, with the reviewer", {
      params: idParams,
      response: { 200: envelopeSchema(rejectionReasonsAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.organiserReview.reasons(request.params.id)),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.post(
      `${P}/organiser/status/${action}`,
      opts(action === 'activate' ? 'Activate a user (login allowed again)' : 'Deactivate a user: every session ends at once, login refused', {
        body: usernameBodySchema,
        response: { 200: envelopeSchema(userStatusAnswerSchema), ...errs },
      }),
      async (request) => ok(await s.userAdmin.setActive(await staffActor(request), request.body.data.username, action === 'activate')),
    );
  }

  app.post(
    `${P}/sync-user/:username/:organiserId`,
    opts("Sync: re-derive the user's organiser link and roles from the organiser record", {
      params: z.object({ username: z.string().trim().min(1).max(200), organiserId: z.string().trim().min(1).max(60) }),
      body: usernameBodySchema,
      response: { 200: envelopeSchema(syncAnswerSchema), ...errs },
    }),
    async (request) => {
      if (request.body.data.username.toLowerCase() !== request.params.username.toLowerCase()) {
        throw errors.validation([{ field: 'data.username', message: 'The username does not match the path' }]);
      }
      return ok(await s.userAdmin.sync(await staffActor(request), request.params.username, request.params.organiserId));
    },
  );

  app.post(
    `${P}/profile/migrate`,
    opts("Migrate: move the user's events and documents from earlier organiser ids to their current organiser", {
      body: usernameBodySchema,
      response: { 200: envelopeSchema(syncAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.userAdmin.migrate(await staffActor(request), request.body.data.username)),
  );
};
