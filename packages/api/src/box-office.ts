import {
  BOX_OFFICE_PATHS,
  boxOfficeSettingsAnswerSchema,
  saleAnswerSchema,
  sellContextSchema,
  shiftListSchema,
  shiftReportSchema,
  shiftSaleSchema,
  type BoxOfficeSale,
  type BoxOfficeSettings,
  type DoorTerms,
  type SaleAnswer,
  type SellContext,
  type ShiftClose,
  type ShiftList,
  type ShiftOpen,
  type ShiftReport,
  type ShiftSaleView,
  type VoidSale,
} from '@diy/domain';
import type * as z from 'zod';
import { api, unwrap } from './base-api';
import { saveBlobAs } from './save-blob';

const e = encodeURIComponent;
const SELL = { type: 'BoxOffice' as const, id: 'SELL' };
const SHIFTS = { type: 'BoxOffice' as const, id: 'SHIFTS' };

/**
 * The box office (issue 30, docs/box-office.md): the scanner's Sell tab (sell context, shifts, sales, voids, receipts)
 * and the organiser's console (UPI settings, door terms, shift reports). Everything carries the 'BoxOffice' tag: a sale,
 * a void or a closed shift refreshes the Sell tab and the shift lists.
 */
export const boxOfficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellContext: build.query<SellContext, string>({
      query: (sessionId) => BOX_OFFICE_PATHS.sell(e(sessionId)),
      transformResponse: unwrap(sellContextSchema),
      providesTags: [SELL],
    }),
    openShift: build.mutation<ShiftReport, ShiftOpen>({
      query: (body) => ({ url: BOX_OFFICE_PATHS.shifts, method: 'POST', body }),
      transformResponse: unwrap(shiftReportSchema),
      invalidatesTags: [SELL, SHIFTS],
    }),
    closeShift: build.mutation<ShiftReport, { shiftId: string } & ShiftClose>({
      query: ({ shiftId, ...body }) => ({ url: BOX_OFFICE_PATHS.close(e(shiftId)), method: 'POST', body }),
      transformResponse: unwrap(shiftReportSchema),
      invalidatesTags: [SELL, SHIFTS],
    }),
    sellTickets: build.mutation<SaleAnswer, { shiftId: string; sale: BoxOfficeSale }>({
      query: ({ shiftId, sale }) => ({ url: BOX_OFFICE_PATHS.sales(e(shiftId)), method: 'POST', body: sale }),
      transformResponse: unwrap(saleAnswerSchema),
      invalidatesTags: [SELL, SHIFTS],
    }),
    voidSale: build.mutation<ShiftSaleView, { saleId: string } & VoidSale>({
      query: ({ saleId, ...body }) => ({ url: BOX_OFFICE_PATHS.void(e(saleId)), method: 'POST', body }),
      transformResponse: unwrap(shiftSaleSchema),
      invalidatesTags: [SELL, SHIFTS],
    }),
    getShift: build.query<ShiftReport, string>({
      query: (id) => BOX_OFFICE_PATHS.shift(e(id)),
      transformResponse: unwrap(shiftReportSchema),
      providesTags: [SHIFTS],
    }),
    getShifts: build.query<ShiftList, { eventCode?: string; sessionId?: string }>({
      query: ({ eventCode, sessionId }) => ({ url: BOX_OFFICE_PATHS.shifts, params: { ...(eventCode ? { eventCode } : {}), ...(sessionId ? { sessionId } : {}) } }),
      transformResponse: unwrap(shiftListSchema),
      providesTags: [SHIFTS],
    }),
    getBoxOfficeSettings: build.query<z.infer<typeof boxOfficeSettingsAnswerSchema>, void>({
      query: () => BOX_OFFICE_PATHS.settings,
      transformResponse: unwrap(boxOfficeSettingsAnswerSchema),
      providesTags: [{ type: 'BoxOffice', id: 'SETTINGS' }],
    }),
    saveBoxOfficeSettings: build.mutation<z.infer<typeof boxOfficeSettingsAnswerSchema>, BoxOfficeSettings>({
      query: (body) => ({ url: BOX_OFFICE_PATHS.settings, method: 'PUT', body }),
      transformResponse: unwrap(boxOfficeSettingsAnswerSchema),
      invalidatesTags: [{ type: 'BoxOffice', id: 'SETTINGS' }, SELL],
    }),
    saveDoorTerms: build.mutation<SellContext, { sessionId: string } & DoorTerms>({
      query: ({ sessionId, ...body }) => ({ url: BOX_OFFICE_PATHS.door(e(sessionId)), method: 'PUT', body }),
      transformResponse: unwrap(sellContextSchema),
      invalidatesTags: [SELL],
    }),
    downloadReceipt: build.mutation<{ fileName: string }, { saleId: string; bookingId: string }>({
      query: ({ saleId, bookingId }) => ({
        url: BOX_OFFICE_PATHS.receipt(e(saleId)),
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const fileName = `receipt-${bookingId}.pdf`;
          saveBlobAs(await response.blob(), fileName);
          return { fileName };
        },
      }),
    }),
  }),
});

export const {
  useGetSellContextQuery,
  useOpenShiftMutation,
  useCloseShiftMutation,
  useSellTicketsMutation,
  useVoidSaleMutation,
  useGetShiftQuery,
  useGetShiftsQuery,
  useGetBoxOfficeSettingsQuery,
  useSaveBoxOfficeSettingsMutation,
  useSaveDoorTermsMutation,
  useDownloadReceiptMutation,
} = boxOfficeApi;
