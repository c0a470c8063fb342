import {
  accessAnswerSchema, createOrganiserAnswerSchema, diyUsersAnswerSchema, gateStaffAnswerSchema, iamUsersAnswerSchema, userCountAnswerSchema,
  userGroupsAnswerSchema, userSecretsAnswerSchema, IAM_PROJECT,
  type CreateOrganiser, type IamGroup, type UserAccess,
} from '@diy/domain';
import type * as z from 'zod';
import { api, unwrap } from './base-api';
import { pageParams, type StaffPageArgs } from './staff-organisers';

const P = '/proxy/diy/v1';

export type DiyUsersAnswer = z.infer<typeof diyUsersAnswerSchema>;
export type AccessAnswer = z.infer<typeof accessAnswerSchema>;
export type CreateOrganiserAnswer = z.infer<typeof createOrganiserAnswerSchema>;
export type GateStaffAnswer = z.infer<typeof gateStaffAnswerSchema>;
export type IamUsersAnswer = z.infer<typeof iamUsersAnswerSchema>;
export type UserGroupsAnswer = z.infer<typeof userGroupsAnswerSchema>;
export type UserSecretsAnswer = z.infer<typeof userSecretsAnswerSchema>;
export interface GateStaffArgs {
  organiserId: string;
  name: string;
  mobile: string;
  email?: string;
}
export type UserAccessArgs = Omit<UserAccess, 'contract'> & { contract?: boolean };

/** Users list, their count and every access change refresh together, with the audit trail. */
const USERS_INVALIDATE = [
  { type: 'StaffUser' as const, id: 'LIST' }, { type: 'Organiser' as const, id: 'LIST' }, { type: 'AuditLog' as const, id: 'LIST' },
];

/** Users and access management (seed 001 sections 6 and 7: user and access, IAM proxy calls). Admin role. */
export const staffUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Search by username, e-mail, or an event code (values with et00 find the event's author). */
    getDiyUsers: build.query<DiyUsersAnswer, StaffPageArgs>({
      query: (page) => ({ url: `${P}/diy-users`, params: pageParams(page) }),
      transformResponse: unwrap(diyUsersAnswerSchema),
      providesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
    getUserCount: build.query<number, void>({
      query: () => `${P}/user/count`,
      transformResponse: (response: unknown) => unwrap(userCountAnswerSchema)(response).count,
      providesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
    grantAccess: build.mutation<AccessAnswer, UserAccessArgs>({
      query: (body) => ({ url: '/user/access', method: 'POST', body }),
      transformResponse: unwrap(accessAnswerSchema),
      invalidatesTags: USERS_INVALIDATE,
    }),
    createOrganiserFromUser: build.mutation<CreateOrganiserAnswer, CreateOrganiser>({
      query: (body) => ({ url: '/organiser', method: 'POST', body }),
      transformResponse: unwrap(createOrganiserAnswerSchema),
      invalidatesTags: USERS_INVALIDATE,
    }),
    /** Sets the organiser id on a user (taken from the user secrets store when not given). */
    setUserSecret: build.mutation<AccessAnswer, { username: string; organizerId?: string }>({
      query: (body) => ({ url: '/user/secret', method: 'PUT', body }),
      transformResponse: unwrap(accessAnswerSchema),
      invalidatesTags: USERS_INVALIDATE,
    }),
    createGateStaff: build.mutation<GateStaffAnswer, GateStaffArgs>({
      query: (body) => ({ url: `${P}/gate-staff`, method: 'POST', body }),
      transformResponse: unwrap(gateStaffAnswerSchema),
      invalidatesTags: USERS_INVALIDATE,
    }),
    getUserSecrets: build.query<UserSecretsAnswer, string>({
      query: (user) => ({ url: '/proxy/iam/v2/api/usersecrets/', params: { user, project: IAM_PROJECT } }),
      transformResponse: unwrap(userSecretsAnswerSchema),
      providesTags: (_a, _e, user) => [{ type: 'StaffUser', id: `secrets:${user}` }, { type: 'StaffUser', id: 'LIST' }],
    }),
    getIamUsers: build.query<IamUsersAnswer, StaffPageArgs & { group?: IamGroup }>({
      query: ({ group, ...page }) => ({ url: '/proxy/iam/v2/api/users', params: { ...pageParams(page), ...(group ? { group } : {}) } }),
      transformResponse: unwrap(iamUsersAnswerSchema),
      providesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
    getUserGroups: build.query<UserGroupsAnswer, string>({
      query: (username) => ({ url: '/proxy/iam/v2/api/usergroups', params: { username } }),
      transformResponse: unwrap(userGroupsAnswerSchema),
      providesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetDiyUsersQuery, useGetUserCountQuery, useGrantAccessMutation, useCreateOrganiserFromUserMutation, useSetUserSecretMutation,
  useCreateGateStaffMutation, useGetUserSecretsQuery, useLazyGetUserSecretsQuery, useGetIamUsersQuery, useGetUserGroupsQuery,
  useLazyGetUserGroupsQuery,
} = staffUsersApi;
