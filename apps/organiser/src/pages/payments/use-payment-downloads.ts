import { errorMessage, useDownloadInvoicePdfMutation, useDownloadStatementPdfMutation, useDownloadWithholdingCsvMutation } from '@diy/api';
import { PAYMENTS_UI_TEXTS as T } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { useCallback } from 'react';

/** The Payments downloads, each telling how it went in a toast (the server's message when it refuses). */
export function usePaymentDownloads() {
  const dispatch = useAppDispatch();
  const [statementPdf, statementState] = useDownloadStatementPdfMutation();
  const [invoicePdf, invoiceState] = useDownloadInvoicePdfMutation();
  const [withholding, withholdingState] = useDownloadWithholdingCsvMutation();
  const run = useCallback(
    async (start: () => { unwrap: () => Promise<{ fileName: string }> }) => {
      try {
        const file = await start().unwrap();
        dispatch(showToast({ type: 'success', data: T.downloaded(file.fileName) }));
      } catch (error) {
        dispatch(showToast({ type: 'error', data: errorMessage(error, T.downloadFailed) }));
      }
    },
    [dispatch],
  );
  return {
    statementPdf: (id: string, number: string | null) => run(() => statementPdf({ id, number })),
    invoicePdf: (id: string, invoiceNumber: string | null) => run(() => invoicePdf({ id, invoiceNumber })),
    withholding: (arg: Parameters<typeof withholding>[0]) => run(() => withholding(arg)),
    downloading: statementState.isLoading ? ('statement' as const) : invoiceState.isLoading ? ('invoice' as const) : null,
    withholdingBusy: withholdingState.isLoading,
  };
}
