import {
  formatIstDateTime, formatPaise, PAYOUTS_UI_TEXTS as T, type PayoutBatchDetail, type PayoutBatchItem, type ResponseRowError, type UtrEntry,
} from '@diy/domain';
import { useId } from 'react';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmState } from '../ConfirmDialog';
import { DataTable, type DataTableColumn } from '../DataTable';
import { FileField } from '../FileField';
import { MessageBanner } from '../MessageBanner';
import { PayoutBatchStatusBadge } from '../PayoutBatchList';
import { StepUpConfirm, type StepUpConfirmProps } from '../StepUpConfirm';
import { UtrEntryForm } from '../UtrEntryForm';
import {
  StyledActions, StyledBatch, StyledCell, StyledCode, StyledDetails, StyledDivider, StyledLead, StyledList, StyledNote, StyledNowrap, StyledPanel,
  StyledPanelTitle, StyledSubTitle,
} from './PayoutBatchView.styles';

export interface PayoutBatchViewProps {
  batch: PayoutBatchDetail;
  /** The signed-in user's id: the batch's maker is told that someone else approves it. */
  viewerId: string;
  /** Approving through the checker's own second step. */
  approve: Omit<StepUpConfirmProps, 'label' | 'disabled'>;
  onDownloadBankFile: () => void;
  downloading?: boolean;
  /** The file just saved, named. */
  downloadedFile?: string | null;
  /** The UTRs entered by hand (every row checked) or the bank's response file, to mark the batch paid. */
  onSubmitUtrs: (entries: UtrEntry[]) => void;
  onUploadResponse: (file: File) => void;
  paying?: boolean;
  /** Why marking it paid failed, and the rows refused (422), from the entries or from the file. */
  payError?: string | null;
  refusedRows?: readonly ResponseRowError[];
  refusedFrom?: 'entries' | 'file' | null;
  onCancelOpen: () => void;
  cancelOpen: boolean;
  cancelState?: ConfirmState;
  cancelError?: string | null;
  onCancelClose: () => void;
  onCancelConfirm: () => void;
  /** Today, for the dates paid (default: now). */
  now?: Date;
}

const byAt = (who: string | null, at: string | null) => (who && at ? T.byAt(who, at) : T.notYet);
const at = (iso: string | null) => (iso ? formatIstDateTime(iso) : T.notYet);

/**
 * A payout batch (docs/settlements.md "Payouts"): who prepared and approved it, its payments, and what is next in its
 * life: approval by someone other than its maker (their second step), the bank file, then the bank's UTRs entered by
 * hand (checked row by row) or its response file uploaded; cancel while it is not paid.
 */
export function PayoutBatchView({
  batch: b, viewerId, approve, onDownloadBankFile, downloading = false, downloadedFile, onSubmitUtrs, onUploadResponse, paying = false, payError,
  refusedRows = [], refusedFrom = null, onCancelOpen, cancelOpen, cancelState = 'idle', cancelError, onCancelClose, onCancelConfirm, now,
}: PayoutBatchViewProps) {
  const ids = { approve: useId(), bank: useId(), paid: useId(), items: useId() };
  const isMaker = b.preparedById === viewerId;
  const columns: DataTableColumn<PayoutBatchItem>[] = [
    { key: 'statement', header: T.colStatement, rowHeader: true, render: (i) => <StyledNowrap>{i.statementNumber}</StyledNowrap> },
    { key: 'organiser', header: T.colOrganiser, render: (i) => i.organiserName },
    {
      key: 'beneficiary',
      header: T.colBeneficiary,
      render: (i) => (
        <StyledCell>
          <span>{i.beneficiaryName}</span>
          <StyledNote>{`${i.accountNumber} · ${i.ifsc}`}</StyledNote>
        </StyledCell>
      ),
    },
    { key: 'amount', header: T.colAmount, align: 'end', render: (i) => <StyledNowrap>{formatPaise(i.amountPaise)}</StyledNowrap> },
    {
      key: 'utr',
      header: T.colUtr,
      render: (i) =>
        i.utr && i.paidAt ? (
          <StyledCell>
            <StyledCode>{i.utr}</StyledCode>
            <StyledNote>{T.paidOn(i.paidAt)}</StyledNote>
          </StyledCell>
        ) : (
          T.notYet
        ),
    },
  ];
  const fileRows = refusedFrom === 'file' ? refusedRows : [];
  return (
    <StyledBatch>
      <StyledActions>
        <PayoutBatchStatusBadge status={b.status} />
      </StyledActions>
      <StyledDetails>
        <dt>{T.preparedBy}</dt>
        <dd>{byAt(b.preparedBy, b.preparedAt)}</dd>
        <dt>{T.approvedBy}</dt>
        <dd>{byAt(b.approvedBy, b.approvedAt)}</dd>
        <dt>{T.bankFileAt}</dt>
        <dd>{at(b.bankFileAt)}</dd>
        {b.cancelledAt ? (
          <>
            <dt>{T.cancelledAt}</dt>
            <dd>{at(b.cancelledAt)}</dd>
          </>
        ) : (
          <>
            <dt>{T.paidAt}</dt>
            <dd>{at(b.paidAt)}</dd>
          </>
        )}
      </StyledDetails>

      <DataTable caption={T.itemsCaption} columns={columns} rows={b.items} rowKey={(i) => i.id} />

      {b.status === 'PREPARED' ? (
        <StyledPanel aria-labelledby={ids.approve}>
          <StyledPanelTitle id={ids.approve}>{T.approveTitle}</StyledPanelTitle>
          {isMaker ? (
            <MessageBanner tone="info" title={T.sameMaker}>
              {T.awaitingChecker}
            </MessageBanner>
          ) : (
            <StepUpConfirm label={T.approve} {...approve} />
          )}
        </StyledPanel>
      ) : null}

      {b.status === 'APPROVED' || b.status === 'PAID' ? (
        <StyledPanel aria-labelledby={ids.bank}>
          <StyledPanelTitle id={ids.bank}>{T.bankFileTitle}</StyledPanelTitle>
          <StyledLead>{T.bankFileLead}</StyledLead>
          <StyledActions>
            <Button variant={b.bankFileAt ? 'secondary' : 'primary'} loading={downloading} onClick={onDownloadBankFile}>
              {T.download}
            </Button>
            {downloadedFile ? <span role="status">{T.downloaded(downloadedFile)}</span> : null}
          </StyledActions>
        </StyledPanel>
      ) : null}

      {b.status === 'APPROVED' ? (
        <StyledPanel aria-labelledby={ids.paid}>
          <StyledPanelTitle id={ids.paid}>{T.markPaidTitle}</StyledPanelTitle>
          {!b.bankFileAt ? (
            <MessageBanner tone="info">{T.downloadFirst}</MessageBanner>
          ) : (
            <>
              {payError ? <MessageBanner tone="error" title={payError} /> : null}
              <StyledSubTitle>{T.enterTitle}</StyledSubTitle>
              <UtrEntryForm items={b.items} onSubmit={onSubmitUtrs} busy={paying} {...(refusedFrom === 'entries' ? { refusedRows } : {})} {...(now ? { now } : {})} />
              <StyledDivider />
              <StyledSubTitle>{T.uploadTitle}</StyledSubTitle>
              <FileField label={T.uploadLabel} accept=".csv,text/csv" rule={T.uploadRule} uploading={paying} onFileChosen={onUploadResponse} />
              {fileRows.length > 0 ? (
                <MessageBanner tone="error" title={T.rowsRefused}>
                  <StyledList aria-label={T.rowsRefused}>
                    {fileRows.map((r) => (
                      <li key={`${r.line ?? 'none'}-${r.reference}-${r.message}`}>{r.message}</li>
                    ))}
                  </StyledList>
                </MessageBanner>
              ) : null}
            </>
          )}
        </StyledPanel>
      ) : null}

      {b.status === 'PREPARED' || b.status === 'APPROVED' ? (
        <StyledActions>
          <Button variant="secondary" onClick={onCancelOpen}>
            {T.cancel}
          </Button>
        </StyledActions>
      ) : null}
      <ConfirmDialog
        open={cancelOpen}
        title={T.cancelTitle(b.number)}
        message={T.cancelMessage}
        confirmLabel={T.cancel}
        cancelLabel={T.keep}
        tone="danger"
        state={cancelState}
        errorMessage={cancelError}
        onConfirm={() => onCancelConfirm()}
        onClose={onCancelClose}
      />
    </StyledBatch>
  );
}
