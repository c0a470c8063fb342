import {
  formatCount, formatIstDateTime, formatPaise, PAYOUT_BATCH_STATUS_LABELS, PAYOUT_BATCH_STATUS_TONES, PAYOUTS_UI_TEXTS as T,
  type PayoutBatchStatus, type PayoutBatchSummary,
} from '@diy/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { MessageBanner } from '../MessageBanner';
import { StyledBatchBadge, StyledBatches, StyledCell, StyledNote, StyledNowrap, StyledTitle } from './PayoutBatchList.styles';

export interface PayoutBatchListProps {
  /** The page of batches, newest first; undefined while loading or after an error. */
  answer?: { list: readonly PayoutBatchSummary[]; total: number };
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The batch's page; the link wraps the batch's number (the app's router renders it). */
  hrefFor: (id: string) => string;
  renderLink: (href: string, children: ReactNode, accessibleName: string) => ReactNode;
  /** Paging by offset, when the app offers it. */
  paging?: { limit: number; offset: number; onOffsetChange: (offset: number) => void };
}

/** A payout batch's status as a coloured pill: Prepared, Approved, Paid, Cancelled. */
export function PayoutBatchStatusBadge({ status }: { status: PayoutBatchStatus }) {
  return (
    <StyledBatchBadge $tone={PAYOUT_BATCH_STATUS_TONES[status]} $size="sm" data-status={status}>
      {PAYOUT_BATCH_STATUS_LABELS[status]}
    </StyledBatchBadge>
  );
}

/** The payout batches, newest first: who prepared and approved each, its total; each opens its page. */
export function PayoutBatchList({ answer, loading = false, error = false, onRetry, hrefFor, renderLink, paging }: PayoutBatchListProps) {
  const titleId = useId();
  const columns: DataTableColumn<PayoutBatchSummary>[] = [
    {
      key: 'batch',
      header: T.colBatch,
      rowHeader: true,
      render: (b) => <StyledNowrap>{renderLink(hrefFor(b.id), b.number, T.openBatch(b.number))}</StyledNowrap>,
    },
    { key: 'status', header: T.colStatus, render: (b) => <PayoutBatchStatusBadge status={b.status} /> },
    { key: 'count', header: T.colStatements, align: 'end', render: (b) => formatCount(b.itemCount) },
    { key: 'total', header: T.colTotal, align: 'end', render: (b) => <StyledNowrap>{formatPaise(b.totalPaise)}</StyledNowrap> },
    {
      key: 'prepared',
      header: T.colPrepared,
      render: (b) => (
        <StyledCell>
          <span>{b.preparedBy}</span>
          <StyledNote>{formatIstDateTime(b.preparedAt)}</StyledNote>
        </StyledCell>
      ),
    },
    {
      key: 'approved',
      header: T.colApproved,
      render: (b) =>
        b.approvedBy && b.approvedAt ? (
          <StyledCell>
            <span>{b.approvedBy}</span>
            <StyledNote>{formatIstDateTime(b.approvedAt)}</StyledNote>
          </StyledCell>
        ) : (
          <StyledNote>{T.notYet}</StyledNote>
        ),
    },
  ];
  return (
    <StyledBatches aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{T.batchesTitle}</StyledTitle>
      {error ? (
        <MessageBanner tone="error" title={T.batchesError} action={onRetry ? <Button variant="secondary" size="sm" onClick={onRetry}>{T.retry}</Button> : undefined} />
      ) : (
        <DataTable
          caption={T.batchesCaption}
          columns={columns}
          rows={answer?.list ?? []}
          rowKey={(b) => b.id}
          loading={loading}
          emptyTitle={T.batchesEmpty}
          emptyBody={T.batchesEmptyBody}
          {...(answer && paging ? { paging: { ...paging, total: answer.total } } : {})}
        />
      )}
    </StyledBatches>
  );
}
