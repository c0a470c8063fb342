import { tokenResponseSchema, type PasswordLogin, type TokenResponse } from '@diy/domain';
import { api, unwrap } from './base-api';

/** Authentication calls (seed 001 section 7). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginWithPassword: build.mutation<TokenResponse, PasswordLogin>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
      transformResponse: unwrap(tokenResponseSchema),
    }),
    /** Takes the token explicitly: the client forgets it before telling the server (seed 001 section 4). */
    logout: build.mutation<null, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
      transformResponse: () => null,
    }),
  }),
});

export const { useLoginWithPasswordMutation, useLogoutMutation } = authApi;
