import {
  allFilesAnswerSchema, bdListAnswerSchema, organiserListAnswerSchema, organiserListItemSchema, rejectionReasonsAnswerSchema, reviewAnswerSchema, staffPath,
  syncAnswerSchema, userStatusAnswerSchema, IDENTITY_HEADERS, STAFF_LIST_DEFAULTS,
  type OrganiserListAnswer, type OrganiserListItem, type OrganiserListStatus, type RejectOrganiser, type ReviewAnswer, type SyncAnswer,
} from '@diy/domain';
import type * as z from 'zod';
import { api, unwrap } from './base-api';

const P = '/proxy/diy/v1';

export interface StaffPageArgs {
  limit?: number;
  offset?: number;
  search?: string;
}

export interface OrganiserListArgs extends StaffPageArgs {
  status: OrganiserListStatus;
}

/** limit, offset and a search only when there is one (seed 001 section 9: limit 10, offset 0 by default). */
export function pageParams(args: StaffPageArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {
    limit: args.limit ?? STAFF_LIST_DEFAULTS.limit,
    offset: args.offset ?? STAFF_LIST_DEFAULTS.offset,
  };
  params.search = args.search?.trim() ?? '';
  return params;
}

export type AllFilesAnswer = z.infer<typeof allFilesAnswerSchema>;
export type BdListAnswer = z.infer<typeof bdListAnswerSchema>;
export type RejectionReasonsAnswer = z.infer<typeof rejectionReasonsAnswerSchema>;
export type UserStatusAnswer = z.infer<typeof userStatusAnswerSchema>;
export type UserStatusAction = 'activate' | 'deactivate';

/** Every organiser list (all statuses and their counts) and the audit trail change with a review action. */
const REVIEW_INVALIDATES = [{ type: 'Organiser' as const, id: 'LIST' }, { type: 'AuditLog' as const, id: 'LIST' }];
/** A review action on one organiser: the lists, the trail, and that organiser's detail and rejection history. */
const reviewed = (id: string) => [...REVIEW_INVALIDATES, { type: 'Organiser' as const, id }];

/** Organiser review and organiser users (seed 001 section 7, staff proxy calls). */
export const staffOrganisersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganiserList: build.query<OrganiserListAnswer, OrganiserListArgs>({
      query: ({ status, ...page }) => ({
        url: staffPath(`${P}/vendor-onboard/organiser-list/{status}`, { status }),
        params: pageParams(page),
      }),
      transformResponse: unwrap(organiserListAnswerSchema),
      providesTags: (answer) => [
        { type: 'Organiser', id: 'LIST' },
        ...(answer?.list.map((o) => ({ type: 'Organiser' as const, id: o.organiserId })) ?? []),
      ],
    }),
    /** One organiser, whatever list it is in now: the review panel shows its status right after an action. */
    getOrganiser: build.query<OrganiserListItem, string>({
      query: (id) => staffPath(`${P}/vendor-onboard/organiser/{id}`, { id }),
      transformResponse: unwrap(organiserListItemSchema),
      // Any change to the organiser lists (user status, sync, migrate) reloads it too.
      providesTags: (_a, _e, id) => [{ type: 'Organiser', id }, { type: 'Organiser', id: 'LIST' }],
    }),
    /** Short-lived signed links to an applicant's documents (x-mobile-no); never cached. */
    getAllFiles: build.query<AllFilesAnswer, string>({
      query: (mobile) => ({ url: `${P}/signup/all-files`, headers: { [IDENTITY_HEADERS.mobile]: mobile } }),
      transformResponse: unwrap(allFilesAnswerSchema),
      keepUnusedDataFor: 0,
    }),
    getStateBdList: build.query<BdListAnswer, string>({
      query: (state) => staffPath(`${P}/bd/state-wise/{state}`, { state }),
      transformResponse: unwrap(bdListAnswerSchema),
    }),
    getRejectionReasons: build.query<RejectionReasonsAnswer, string>({
      query: (id) => staffPath(`${P}/vendor-onboard/rejection-reasons/{id}`, { id }),
      transformResponse: unwrap(rejectionReasonsAnswerSchema),
      providesTags: (_a, _e, id) => [{ type: 'Organiser', id }],
    }),
    approveOrganiser: build.mutation<ReviewAnswer, { id: string; bdCode: string }>({
      query: ({ id, bdCode }) => ({ url: staffPath(`${P}/vendor-onboard/organiser/{id}/status/approve`, { id }), method: 'PUT', body: { bdCode } }),
      transformResponse: unwrap(reviewAnswerSchema),
      invalidatesTags: (_a, _e, { id }) => reviewed(id),
    }),
    /** An approved organiser's new supporting documents or data (ADDITIONAL_DOC_APPROVAL). */
    approveAdditional: build.mutation<ReviewAnswer, string>({
      query: (id) => ({ url: staffPath(`${P}/vendor-onboard/organiser/{id}/status/additional-approval`, { id }), method: 'PUT', body: {} }),
      transformResponse: unwrap(reviewAnswerSchema),
      invalidatesTags: (_a, _e, id) => reviewed(id),
    }),
    rejectOrganiser: build.mutation<ReviewAnswer, { id: string; body: RejectOrganiser }>({
      query: ({ id, body }) => ({ url: staffPath(`${P}/vendor-onboard/organiser/{id}/status/reject`, { id }), method: 'PUT', body }),
      transformResponse: unwrap(reviewAnswerSchema),
      invalidatesTags: (_a, _e, { id }) => reviewed(id),
    }),
    /** The items listed are rejected; the rest are approved automatically. */
    partialRejectOrganiser: build.mutation<ReviewAnswer, { id: string; body: RejectOrganiser }>({
      query: ({ id, body }) => ({ url: staffPath(`${P}/vendor-onboard/partial-reject/organiser/{id}`, { id }), method: 'PUT', body }),
      transformResponse: unwrap(reviewAnswerSchema),
      invalidatesTags: (_a, _e, { id }) => reviewed(id),
    }),
    setOrganiserUserStatus: build.mutation<UserStatusAnswer, { action: UserStatusAction; username: string }>({
      query: ({ action, username }) => ({ url: `${P}/organiser/status/${action}`, method: 'POST', body: { data: { username } } }),
      transformResponse: unwrap(userStatusAnswerSchema),
      invalidatesTags: [...REVIEW_INVALIDATES, { type: 'StaffUser', id: 'LIST' }],
    }),
    syncUser: build.mutation<SyncAnswer, { username: string; organiserId: string }>({
      query: ({ username, organiserId }) => ({
        url: staffPath(`${P}/sync-user/{username}/{organiserId}`, { username, organiserId }),
        method: 'POST',
        body: { data: { username } },
      }),
      transformResponse: unwrap(syncAnswerSchema),
      invalidatesTags: [...REVIEW_INVALIDATES, { type: 'StaffUser', id: 'LIST' }],
    }),
    migrateUser: build.mutation<SyncAnswer, string>({
      query: (username) => ({ url: `${P}/profile/migrate`, method: 'POST', body: { data: { username } } }),
      transformResponse: unwrap(syncAnswerSchema),
      invalidatesTags: [...REVIEW_INVALIDATES, { type: 'StaffUser', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetOrganiserListQuery, useGetOrganiserQuery, useLazyGetAllFilesQuery, useGetStateBdListQuery, useGetRejectionReasonsQuery, useApproveOrganiserMutation,
  useApproveAdditionalMutation, useRejectOrganiserMutation, usePartialRejectOrganiserMutation, useSetOrganiserUserStatusMutation,
  useSyncUserMutation, useMigrateUserMutation,
} = staffOrganisersApi;
