import {
  documentLinksSchema, environmentFromHost, organisationDetailsSchema, organiserProfileSchema, profileApiTimeoutMs,
  uploadAnswerSchema, userProfileSchema, type DocumentLink, type OrgDescription, type OrganisationDetails, type OrganiserProfile,
  type UpdateGst, type UpdateProfile, type UploadAnswer, type UserProfile,
} from '@diy/domain';
import { api, unwrap } from './base-api';
import { uploadFormData, type UploadArgs } from './signup';

/** Seed 001 section 9: the profile client times out after 25 s in the test environment (SIT), otherwise 15 s. */
export function profileTimeoutMs(): number {
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  return profileApiTimeoutMs(environmentFromHost(host));
}

const path = (template: string, mobile: string) => template.replace('{mobile}', encodeURIComponent(mobile));

export interface MobileArgs<T> {
  mobile: string;
  body: T;
}

/** The organiser's profile and organisation details (seed 001 section 7, "Organiser profile client"). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganiserProfile: build.query<OrganiserProfile, string>({
      query: (mobile) => ({ url: path('/v1/profile/{mobile}', mobile), timeout: profileTimeoutMs() }),
      transformResponse: unwrap(organiserProfileSchema),
      providesTags: ['OrganiserProfile'],
    }),
    getOrganisationDetails: build.query<OrganisationDetails, string>({
      query: (mobile) => ({ url: path('/v1/organisation-details/{mobile}', mobile), timeout: profileTimeoutMs() }),
      transformResponse: unwrap(organisationDetailsSchema),
      providesTags: ['OrganiserProfile'],
    }),
    updateProfile: build.mutation<OrganiserProfile, MobileArgs<UpdateProfile>>({
      query: ({ mobile, body }) => ({ url: path('/v1/update-profile/{mobile}', mobile), method: 'POST', body, timeout: profileTimeoutMs() }),
      transformResponse: unwrap(organiserProfileSchema),
      invalidatesTags: ['OrganiserProfile', 'Profile'],
    }),
    /** A GST certificate sent for approval from the profile (file, media gst, id the GSTIN). */
    uploadAdditionalFile: build.mutation<UploadAnswer, UploadArgs>({
      query: (args) => ({ url: '/v1/additional-approval/file', method: 'POST', body: uploadFormData(args), timeout: profileTimeoutMs() }),
      transformResponse: unwrap(uploadAnswerSchema),
    }),
    /** A new GST number (its certificate uploaded first): it shows as pending approval. */
    updateGst: build.mutation<OrganisationDetails, MobileArgs<UpdateGst>>({
      query: ({ mobile, body }) => ({ url: path('/v1/update-profile/gst/{mobile}', mobile), method: 'POST', body, timeout: profileTimeoutMs() }),
      transformResponse: unwrap(organisationDetailsSchema),
      invalidatesTags: ['OrganiserProfile', 'ProfileDocuments'],
    }),
    updateOrgDescription: build.mutation<OrganisationDetails, MobileArgs<OrgDescription>>({
      query: ({ mobile, body }) => ({
        url: path('/v1/update-profile/org-description/{mobile}', mobile), method: 'POST', body, timeout: profileTimeoutMs(),
      }),
      transformResponse: unwrap(organisationDetailsSchema),
      invalidatesTags: ['OrganiserProfile'],
    }),
    uploadBrandLogo: build.mutation<OrganisationDetails, MobileArgs<File>>({
      query: ({ mobile, body }) => {
        const form = new FormData();
        form.append('file', body, body.name);
        return { url: path('/v1/update-profile/brand-logo/{mobile}', mobile), method: 'POST', body: form, timeout: profileTimeoutMs() };
      },
      transformResponse: unwrap(organisationDetailsSchema),
      invalidatesTags: ['OrganiserProfile'],
    }),
    deleteBrandLogo: build.mutation<OrganisationDetails, string>({
      query: (mobile) => ({ url: path('/deletebrandlogo/username/{mobile}', mobile), method: 'DELETE', timeout: profileTimeoutMs() }),
      transformResponse: unwrap(organisationDetailsSchema),
      invalidatesTags: ['OrganiserProfile'],
    }),
    /** Signed, short-lived links to the organiser's documents; fetched fresh each time. */
    getProfileDocuments: build.query<DocumentLink[], void>({
      query: () => ({ url: '/v1/profile/documents', timeout: profileTimeoutMs() }),
      transformResponse: (response: unknown) => unwrap(documentLinksSchema)(response).documents,
      providesTags: ['ProfileDocuments'],
      keepUnusedDataFor: 0,
    }),
    /** The second login step on or off (PUT /user/mfa {enabled}); answers the user profile. */
    setMfa: build.mutation<UserProfile, boolean>({
      query: (enabled) => ({ url: '/user/mfa', method: 'PUT', body: { enabled } }),
      transformResponse: unwrap(userProfileSchema),
      invalidatesTags: ['OrganiserProfile', 'Profile'],
    }),
  }),
});

export const {
  useGetOrganiserProfileQuery, useGetOrganisationDetailsQuery, useUpdateProfileMutation, useUploadAdditionalFileMutation,
  useUpdateGstMutation, useUpdateOrgDescriptionMutation, useUploadBrandLogoMutation, useDeleteBrandLogoMutation,
  useGetProfileDocumentsQuery, useLazyGetProfileDocumentsQuery, useSetMfaMutation,
} = profileApi;
