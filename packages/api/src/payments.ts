import {
  SETTLEMENT_PATHS, dueNextSchema, statementDetailSchema, statementListAnswerSchema,
  type DueNext, type Quarter, type StatementDetail, type StatementListAnswer, type StatementStatus,
} from '@diy/domain';
import { api, unwrap } from './base-api';
import { fileNameFromDisposition } from './reports';
import { saveBlobAs } from './save-blob';

const e = encodeURIComponent;

/** The organiser's Payments paths (docs/settlements.md, SETTLEMENT_PATHS), with the id encoded. */
export const PAYMENT_PATHS = {
  statements: SETTLEMENT_PATHS.statements,
  dueNext: SETTLEMENT_PATHS.dueNext,
  statement: (id: string) => SETTLEMENT_PATHS.statement.replace(':id', e(id)),
  statementPdf: (id: string) => SETTLEMENT_PATHS.statementPdf.replace(':id', e(id)),
  invoicePdf: (id: string) => SETTLEMENT_PATHS.invoicePdf.replace(':id', e(id)),
  withholdingCsv: SETTLEMENT_PATHS.withholdingCsv,
} as const;

export interface StatementListArg {
  status?: StatementStatus;
  /** One event's statements (ET00012345): the server answers 404 for an event that is not the organiser's. */
  eventCode?: string;
  limit?: number;
  offset?: number;
}

/** The list's query: only what is set, so the cache key stays stable. */
export function statementListParams({ status, eventCode, limit, offset }: StatementListArg): Record<string, string | number> {
  return {
    ...(status ? { status } : {}),
    ...(eventCode ? { eventCode } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined ? { offset } : {}),
  };
}

/** A downloaded file: only its name and size stay in the store (the blob is saved through an object URL). */
export interface DownloadedFile {
  fileName: string;
  sizeBytes: number;
}

/** Fetches a file with the auth header (the base query's) and saves it under the server's name, else `fallback`. */
function fileHandler(fallback: string) {
  return async (response: Response) => {
    if (!response.ok) return response.json().catch(() => null);
    const blob = await response.blob();
    const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), fallback);
    saveBlobAs(blob, fileName);
    return { fileName, sizeBytes: blob.size };
  };
}

/** A statement number as a file name part: 'ST/2026-27/000123' -> 'ST-2026-27-000123'. */
const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * The organiser's Payments area (issue 33): settlement statements by status, what is due next, a statement's
 * detail, its PDF, the platform fee's GST invoice and the quarterly TCS/TDS CSV. Lists and details carry the
 * 'Statement' tag (LIST, DUE and each id) so later mutations (holds, payouts) refresh them.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatements: build.query<StatementListAnswer, StatementListArg>({
      query: (arg) => ({
        url: PAYMENT_PATHS.statements,
        params: statementListParams(arg),
      }),
      transformResponse: unwrap(statementListAnswerSchema),
      providesTags: (result) => [
        { type: 'Statement', id: 'LIST' },
        ...(result?.list ?? []).map((s) => ({ type: 'Statement' as const, id: s.id })),
      ],
    }),
    getDueNext: build.query<DueNext, void>({
      query: () => PAYMENT_PATHS.dueNext,
      transformResponse: unwrap(dueNextSchema),
      providesTags: [{ type: 'Statement', id: 'DUE' }],
    }),
    getStatement: build.query<StatementDetail, string>({
      query: (id) => PAYMENT_PATHS.statement(id),
      transformResponse: unwrap(statementDetailSchema),
      providesTags: (_r, _e, id) => [{ type: 'Statement', id }],
    }),
    downloadStatementPdf: build.mutation<DownloadedFile, { id: string; number: string | null }>({
      query: ({ id, number }) => ({
        url: PAYMENT_PATHS.statementPdf(id),
        cache: 'no-store',
        responseHandler: fileHandler(`statement-${fileSafe(number ?? id)}.pdf`),
      }),
    }),
    downloadInvoicePdf: build.mutation<DownloadedFile, { id: string; invoiceNumber: string | null }>({
      query: ({ id, invoiceNumber }) => ({
        url: PAYMENT_PATHS.invoicePdf(id),
        cache: 'no-store',
        responseHandler: fileHandler(`invoice-${fileSafe(invoiceNumber ?? id)}.pdf`),
      }),
    }),
    downloadWithholdingCsv: build.mutation<DownloadedFile, { financialYear: string; quarter: Quarter }>({
      query: ({ financialYear, quarter }) => ({
        url: PAYMENT_PATHS.withholdingCsv,
        params: { financialYear, quarter },
        cache: 'no-store',
        responseHandler: fileHandler(`tcs-tds-${financialYear}-${quarter}.csv`),
      }),
    }),
  }),
});

export const {
  useGetStatementsQuery,
  useGetDueNextQuery,
  useGetStatementQuery,
  useDownloadStatementPdfMutation,
  useDownloadInvoicePdfMutation,
  useDownloadWithholdingCsvMutation,
} = paymentsApi;
