import {
  AGREEMENT_DOWNLOAD_NAME, SIGNUP_HEADERS, UPLOAD_FIELDS, bankListSchema, checkUniqueAnswerSchema,
  gstStateAnswerSchema, proceedAnswerSchema, saveAnswerSchema, signupFormSchema, stateListSchema, uploadAnswerSchema,
  type Bank, type CheckUniqueAnswer, type FilesUploadDraft, type GeneralInformationInput, type GstStateAnswer,
  type ProceedAnswer, type SaveAnswer, type SignupForm, type StateEntry, type UniqueField, type UploadAnswer,
  type UploadMedia, type UserDetailsDraft,
} from '@diy/domain';
import { saveBlobAs } from './save-blob';
import { api, unwrap } from './base-api';
import { tokenStorage } from './token-storage';

/**
 * The sign-up form's calls authenticate with the new-user token in x-login-id (the contract in
 * domain/signup-form.ts) when there is one; otherwise the base query's Authorization carries the access token of an
 * organiser fixing an application sent back from review (the server then acts on that user's application).
 */
function newUserHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = tokenStorage.getNewUserToken();
  return token ? { [SIGNUP_HEADERS.loginId]: token, ...extra } : extra;
}

export interface UploadArgs {
  file: File;
  media: UploadMedia;
  /** The GST number, for media gst only. */
  id?: string | null;
}

/** The multipart body of POST v1/signup/file and v1/additional-approval/file: file, media, and id for gst. */
export function uploadFormData({ file, media, id }: UploadArgs): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.media, media);
  if (media === 'gst' && id) form.append(UPLOAD_FIELDS.id, id);
  // The file goes last so the server has read the plain fields by the time the stream arrives.
  form.append(UPLOAD_FIELDS.file, file, file.name);
  return form;
}

/** The name the agreement is saved under (seed 001 section 7: "downloaded as a file named agreement"). */
export const AGREEMENT_SAVE_NAME = AGREEMENT_DOWNLOAD_NAME.replace(/\.pdf$/, '');

export interface CheckUniqueArgs {
  field: UniqueField;
  value: string;
}

/** Seed 001 section 7: the sign-up form (draft saves, proceeds, uploads, lists, GST state, check-unique, agreement). */
export const signupFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignupForm: build.query<SignupForm, void>({
      query: () => ({ url: '/v1/signup-form', headers: newUserHeaders() }),
      transformResponse: unwrap(signupFormSchema),
      providesTags: ['SignupForm'],
    }),
    saveUserDetails: build.mutation<SaveAnswer, UserDetailsDraft>({
      query: (body) => ({ url: '/v1/save-form/userdetails', method: 'PUT', body, headers: newUserHeaders() }),
      transformResponse: unwrap(saveAnswerSchema),
      invalidatesTags: ['SignupForm'],
    }),
    proceedUserDetails: build.mutation<ProceedAnswer, GeneralInformationInput>({
      query: (body) => ({ url: '/v1/proceed/userdetails', method: 'POST', body, headers: newUserHeaders() }),
      transformResponse: unwrap(proceedAnswerSchema),
      invalidatesTags: ['SignupForm'],
    }),
    saveFilesUpload: build.mutation<SaveAnswer, FilesUploadDraft>({
      query: (body) => ({ url: '/v1/save-form/filesupload', method: 'PUT', body, headers: newUserHeaders() }),
      transformResponse: unwrap(saveAnswerSchema),
      invalidatesTags: ['SignupForm'],
    }),
    proceedFilesUpload: build.mutation<ProceedAnswer, FilesUploadDraft | void>({
      query: (body) => ({ url: '/v1/proceed/filesupload', method: 'POST', body: body ?? {}, headers: newUserHeaders() }),
      transformResponse: unwrap(proceedAnswerSchema),
      invalidatesTags: ['SignupForm'],
    }),
    proceedAgreement: build.mutation<ProceedAnswer, { fileName?: string } | void>({
      query: (body) => ({ url: '/v1/proceed/agreementupload', method: 'POST', body: body ?? {}, headers: newUserHeaders() }),
      transformResponse: unwrap(proceedAnswerSchema),
      // A resubmission from the organiser's login changes their applicationStatus (GET /user/profile).
      invalidatesTags: ['SignupForm', 'Profile'],
    }),
    /** One document (pan, cheque, gst with its GST number, agreement): answers the stored fileName. */
    uploadSignupFile: build.mutation<UploadAnswer, UploadArgs>({
      query: (args) => ({ url: '/v1/signup/file', method: 'POST', body: uploadFormData(args), headers: newUserHeaders() }),
      transformResponse: unwrap(uploadAnswerSchema),
      invalidatesTags: ['SignupForm'],
    }),
    getStateList: build.query<StateEntry[], void>({
      query: () => '/v1/state-list',
      transformResponse: (response: unknown) => unwrap(stateListSchema)(response).states,
      keepUnusedDataFor: 3600,
    }),
    getBankList: build.query<Bank[], void>({
      query: () => '/v1/bank-list',
      transformResponse: (response: unknown) => unwrap(bankListSchema)(response).bankList,
      keepUnusedDataFor: 3600,
    }),
    /** The state a GSTIN's first two digits name (header gst-no). */
    getGstState: build.query<GstStateAnswer, string>({
      query: (gstNo) => ({ url: '/v1/gst-state', headers: newUserHeaders({ [SIGNUP_HEADERS.gstNo]: gstNo }) }),
      transformResponse: unwrap(gstStateAnswerSchema),
    }),
    /** Whether a value is free (header data): sign-up with the new-user token, the profile with the access token. */
    checkUnique: build.query<CheckUniqueAnswer, CheckUniqueArgs>({
      query: ({ field, value }) => ({
        url: `/v1/signup/check-unique/${encodeURIComponent(field)}`,
        headers: newUserHeaders({ [SIGNUP_HEADERS.data]: value }),
      }),
      transformResponse: unwrap(checkUniqueAnswerSchema),
      keepUnusedDataFor: 0,
    }),
    /**
     * The agreement PDF, saved as 'agreement' through an object URL. The answer kept in the store is only the size,
     * so the store stays serialisable.
     */
    downloadAgreement: build.mutation<{ sizeBytes: number }, void>({
      query: () => ({
        url: '/v1/signup/agreement-file',
        headers: newUserHeaders(),
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          saveBlobAs(blob, AGREEMENT_SAVE_NAME);
          return { sizeBytes: blob.size };
        },
      }),
    }),
  }),
});

export const {
  useGetSignupFormQuery, useSaveUserDetailsMutation, useProceedUserDetailsMutation, useSaveFilesUploadMutation,
  useProceedFilesUploadMutation, useProceedAgreementMutation, useUploadSignupFileMutation, useGetStateListQuery,
  useGetBankListQuery, useLazyGetGstStateQuery, useLazyCheckUniqueQuery, useDownloadAgreementMutation,
} = signupFormApi;
