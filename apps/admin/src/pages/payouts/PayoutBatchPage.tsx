import {
  useApprovePayoutBatchMutation, useCancelPayoutBatchMutation, useDownloadBankFileMutation, useGetPayoutBatchQuery, useMarkPayoutBatchPaidMutation,
} from '@diy/api';
import { formatIstDate, formatIstDateTime, formatPaise, PAYOUT_BATCH_STATUS_LABELS, type PayoutBatchItem, type ResponseRowError } from '@diy/domain';
import { Button, DataTable, FileField, MessageBanner, Spinner, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { StaffPage } from '../shared/StaffPage';
import { failureText } from '../shared/staff-feedback';
import { StyledActions, StyledDetails, StyledPanel, StyledPanelTitle, StyledStack } from '../shared/staff.styles';
import { StepUpAction } from './StepUpAction';

const rowsOf = (error: unknown): ResponseRowError[] => ((error as { rows?: ResponseRowError[] } | undefined)?.rows ?? []);

/** /apps/diy/payouts/:batchId: a batch, approved by a second person, its bank file, then the bank's UTRs. */
export function PayoutBatchPage() {
  const { batchId = '' } = useParams();
  const batch = useGetPayoutBatchQuery(batchId);
  const [approve, approving] = useApprovePayoutBatchMutation();
  const [cancel, cancelling] = useCancelPayoutBatchMutation();
  const [download, downloading] = useDownloadBankFileMutation();
  const [markPaid, paying] = useMarkPayoutBatchPaidMutation();
  const [fileError, setFileError] = useState<string | null>(null);
  if (batch.isLoading) return <Spinner size="lg" label="Loading" />;
  if (!batch.data) return <MessageBanner tone="error">{failureText(batch.error)}</MessageBanner>;
  const b = batch.data;
  const columns: DataTableColumn<PayoutBatchItem>[] = [
    { key: 'number', header: 'Statement', rowHeader: true, render: (i) => i.statementNumber },
    { key: 'organiser', header: 'Organiser', render: (i) => i.organiserName },
    { key: 'bank', header: 'Beneficiary', render: (i) => `${i.beneficiaryName}, ${i.accountNumber}, ${i.ifsc}` },
    { key: 'amount', header: 'Amount', align: 'end', render: (i) => formatPaise(i.amountPaise) },
    { key: 'utr', header: 'UTR', render: (i) => (i.utr ? `${i.utr} (${formatIstDate(i.paidAt!)})` : '—') },
  ];
  const error = approving.error ?? cancelling.error ?? downloading.error ?? paying.error;
  const badRows = rowsOf(paying.error);
  const upload = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    const text = await file.text();
    await markPaid({ id: b.id, body: { responseCsv: text } }).unwrap().catch(() => undefined);
  };
  return (
    <StaffPage title={`Payout batch ${b.number}`} lead={`${PAYOUT_BATCH_STATUS_LABELS[b.status]}: ${b.itemCount} statements, ${formatPaise(b.totalPaise)}`}>
      <StyledStack>
        <StyledDetails>
          <dt>Prepared</dt><dd>{`${b.preparedBy}, ${formatIstDateTime(b.preparedAt)}`}</dd>
          <dt>Approved</dt><dd>{b.approvedBy && b.approvedAt ? `${b.approvedBy}, ${formatIstDateTime(b.approvedAt)}` : '—'}</dd>
          <dt>Bank file</dt><dd>{b.bankFileAt ? formatIstDateTime(b.bankFileAt) : '—'}</dd>
          <dt>Paid</dt><dd>{b.paidAt ? formatIstDateTime(b.paidAt) : '—'}</dd>
        </StyledDetails>
        {error ? (
          <MessageBanner tone="error" title={failureText(error)}>
            {badRows.length > 0 ? <ul aria-label="Rows refused">{badRows.map((r) => <li key={`${r.line}-${r.reference}`}>{r.message}</li>)}</ul> : null}
          </MessageBanner>
        ) : null}
        {fileError ? <MessageBanner tone="error">{fileError}</MessageBanner> : null}
        <DataTable caption="Payments in this batch" columns={columns} rows={b.items} rowKey={(i) => i.id} />
        {b.status === 'PREPARED' ? (
          <StyledPanel aria-label="Approve">
            <StyledPanelTitle>Approve</StyledPanelTitle>
            <StepUpAction label="Approve batch" busy={approving.isLoading} onConfirm={(stepUp) => void approve({ id: b.id, stepUp }).unwrap().catch(() => undefined)} />
          </StyledPanel>
        ) : null}
        {b.status === 'APPROVED' || b.status === 'PAID' ? (
          <StyledActions>
            <Button variant="secondary" onClick={() => void download(b.id)} disabled={downloading.isLoading}>Download bank file</Button>
          </StyledActions>
        ) : null}
        {b.status === 'APPROVED' && b.bankFileAt ? (
          <StyledPanel aria-label="Mark paid">
            <StyledPanelTitle>Mark paid</StyledPanelTitle>
            <FileField label="Bank response file (CSV)" accept=".csv,text/csv" uploading={paying.isLoading} rule="Statement number or account number, amount, UTR, date" onFileChosen={(file) => void upload(file)} />
          </StyledPanel>
        ) : null}
        {b.status === 'PREPARED' || b.status === 'APPROVED' ? (
          <StyledActions>
            <Button variant="secondary" onClick={() => void cancel(b.id)} disabled={cancelling.isLoading}>Cancel batch</Button>
          </StyledActions>
        ) : null}
      </StyledStack>
    </StaffPage>
  );
}
