import { featuresSchema, userProfileSchema, type Features, type UserProfile } from '@diy/domain';
import { api, unwrap } from './base-api';

/** The signed-in user's profile and feature list, fetched after login. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/user/profile',
      transformResponse: unwrap(userProfileSchema),
      providesTags: ['Profile'],
    }),
    getFeatures: build.query<Features, void>({
      query: () => '/user/features',
      transformResponse: unwrap(featuresSchema),
      providesTags: ['Features'],
    }),
  }),
});

export const { useGetProfileQuery, useGetFeaturesQuery } = userApi;
