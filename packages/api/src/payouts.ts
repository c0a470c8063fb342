import {
  challengeAnswerSchema, PAYOUT_STEP_UP_PATH, payoutActionAnswerSchema, payoutBatchAnswerSchema, payoutBatchDetailSchema,
  payoutBatchListSchema, payoutQueueAnswerSchema, SETTLEMENT_PATHS as P, type PayoutQueueStatus, type PayoutUtrs, type StepUp,
} from '@diy/domain';
import type * as z from 'zod';
import { api, unwrap } from './base-api';
import { fileNameFromDisposition } from './reports';
import { saveBlobAs } from './save-blob';

export type PayoutQueue = z.infer<typeof payoutQueueAnswerSchema>;
export type PayoutBatchList = z.infer<typeof payoutBatchListSchema>;
export type PayoutBatchAnswer = z.infer<typeof payoutBatchAnswerSchema>;

export interface PayoutQueueArgs {
  status?: PayoutQueueStatus | undefined;
  minAgeDays?: number | undefined;
  minAmountPaise?: number | undefined;
  maxAmountPaise?: number | undefined;
  limit?: number;
  offset?: number;
}

/** Only the filters that are set, so the cache key stays stable. */
export function payoutQueueParams(args: PayoutQueueArgs): Record<string, string | number> {
  const out: Record<string, string | number> = { limit: args.limit ?? 50, offset: args.offset ?? 0 };
  for (const key of ['status', 'minAgeDays', 'minAmountPaise', 'maxAmountPaise'] as const) {
    const v = args[key];
    if (v !== undefined) out[key] = v;
  }
  return out;
}

const byId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
const QUEUE = { type: 'PayoutQueue', id: 'LIST' } as const;
const BATCHES = { type: 'PayoutBatch', id: 'LIST' } as const;

/** Staff payouts (docs/settlements.md "Payouts"): the queue, batches, bank file, UTRs, holds. Mutations refresh the queue and batches. */
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayoutQueue: build.query<PayoutQueue, PayoutQueueArgs>({
      query: (args) => ({ url: P.payoutQueue, params: payoutQueueParams(args) }),
      transformResponse: unwrap(payoutQueueAnswerSchema),
      providesTags: [QUEUE],
    }),
    getPayoutBatches: build.query<PayoutBatchList, { limit?: number; offset?: number } | void>({
      query: (args) => ({ url: P.batches, params: { limit: args?.limit ?? 20, offset: args?.offset ?? 0 } }),
      transformResponse: unwrap(payoutBatchListSchema),
      providesTags: [BATCHES],
    }),
    getPayoutBatch: build.query<z.infer<typeof payoutBatchDetailSchema>, string>({
      query: (id) => byId(P.batch, id),
      transformResponse: unwrap(payoutBatchDetailSchema),
      providesTags: (_a, _e, id) => [{ type: 'PayoutBatch', id }],
    }),
    /** Sends the caller a one-time code for preparing or approving a batch. */
    requestPayoutStepUp: build.mutation<z.infer<typeof challengeAnswerSchema>, void>({
      query: () => ({ url: PAYOUT_STEP_UP_PATH, method: 'POST', body: {} }),
      transformResponse: unwrap(challengeAnswerSchema),
    }),
    preparePayoutBatch: build.mutation<PayoutBatchAnswer, { statementIds: string[]; stepUp: StepUp }>({
      query: (body) => ({ url: P.batches, method: 'POST', body }),
      transformResponse: unwrap(payoutBatchAnswerSchema),
      invalidatesTags: [QUEUE, BATCHES, { type: 'AuditLog', id: 'LIST' }],
    }),
    approvePayoutBatch: build.mutation<PayoutBatchAnswer, { id: string; stepUp: StepUp }>({
      query: ({ id, stepUp }) => ({ url: byId(P.batchApprove, id), method: 'POST', body: { stepUp } }),
      transformResponse: unwrap(payoutBatchAnswerSchema),
      invalidatesTags: (_a, _e, { id }) => [QUEUE, BATCHES, { type: 'PayoutBatch', id }, { type: 'AuditLog', id: 'LIST' }],
    }),
    cancelPayoutBatch: build.mutation<PayoutBatchAnswer, string>({
      query: (id) => ({ url: byId(P.batchCancel, id), method: 'POST', body: {} }),
      transformResponse: unwrap(payoutBatchAnswerSchema),
      invalidatesTags: (_a, _e, id) => [QUEUE, BATCHES, { type: 'PayoutBatch', id }, { type: 'AuditLog', id: 'LIST' }],
    }),
    markPayoutBatchPaid: build.mutation<PayoutBatchAnswer, { id: string; body: PayoutUtrs }>({
      query: ({ id, body }) => ({ url: byId(P.batchUtrs, id), method: 'POST', body }),
      transformResponse: unwrap(payoutBatchAnswerSchema),
      invalidatesTags: (_a, _e, { id }) => [QUEUE, BATCHES, { type: 'PayoutBatch', id }, { type: 'AuditLog', id: 'LIST' }],
    }),
    /** The bank bulk-transfer CSV, saved under the server's file name; the first download stamps the batch. */
    downloadBankFile: build.mutation<{ fileName: string; sizeBytes: number }, string>({
      query: (id) => ({
        url: byId(P.batchBankFile, id),
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), 'payout-batch.csv');
          saveBlobAs(blob, fileName);
          return { fileName, sizeBytes: blob.size };
        },
      }),
      invalidatesTags: (_a, _e, id) => [BATCHES, { type: 'PayoutBatch', id }],
    }),
    holdStatement: build.mutation<z.infer<typeof payoutActionAnswerSchema>, { id: string; note: string; release?: boolean }>({
      query: ({ id, note, release }) => ({ url: byId(release ? P.statementRelease : P.statementHold, id), method: 'POST', body: { note } }),
      transformResponse: unwrap(payoutActionAnswerSchema),
      invalidatesTags: [QUEUE, { type: 'AuditLog', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPayoutQueueQuery, useGetPayoutBatchesQuery, useGetPayoutBatchQuery, useRequestPayoutStepUpMutation, usePreparePayoutBatchMutation,
  useApprovePayoutBatchMutation, useCancelPayoutBatchMutation, useMarkPayoutBatchPaidMutation, useHoldStatementMutation, useDownloadBankFileMutation,
} = payoutsApi;
