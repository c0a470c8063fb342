import {
  HOLD_REASON_LABELS, PAYMENTS_UI_TEXTS as T, STATEMENT_STATUSES, STATEMENT_STATUS_LABELS, STATEMENT_STATUS_TONES,
  formatIsoDate, formatIstDateTime, formatPaise, type StatementListAnswer, type StatementListItem, type StatementStatus,
} from '@diy/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { MessageBanner } from '../MessageBanner';
import { Tabs } from '../Tabs';
import { StyledAmount, StyledBadge, StyledCell, StyledList, StyledNote, StyledNumber } from './StatementList.styles';

export type StatementFilter = StatementStatus | 'ALL';

export interface StatementListProps {
  /** The page of statements; undefined while the first load runs or after an error. */
  answer?: StatementListAnswer;
  loading?: boolean;
  fetching?: boolean;
  /** The load failed: a message and a retry instead of the table. */
  error?: boolean;
  onRetry?: () => void;
  status: StatementFilter;
  onStatusChange: (status: StatementFilter) => void;
  onOffsetChange?: (offset: number) => void;
  /** The statement's page address; the link wraps the statement's number (the app's router renders it). */
  hrefFor: (id: string) => string;
  renderLink: (href: string, children: ReactNode, accessibleName: string) => ReactNode;
}

/** A statement's status as a coloured pill: Draft, Issued, Approved, Paid, On hold. */
export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  return (
    <StyledBadge $tone={STATEMENT_STATUS_TONES[status]} $size="sm" data-status={status}>
      {STATEMENT_STATUS_LABELS[status]}
    </StyledBadge>
  );
}

/** What a statement's status says beyond its label: the UTR and date of a payment, the reason of a hold, the due date. */
export function statusNote(s: Pick<StatementListItem, 'status' | 'utr' | 'paidAt' | 'holdReason' | 'holdNote' | 'dueDate'>): string {
  if (s.status === 'PAID' && s.utr && s.paidAt) return T.paid(s.utr, s.paidAt);
  if (s.status === 'ON_HOLD' && s.holdReason) return s.holdNote ? `${HOLD_REASON_LABELS[s.holdReason]}: ${s.holdNote}` : HOLD_REASON_LABELS[s.holdReason];
  if (s.status === 'ISSUED' || s.status === 'APPROVED') return T.due(s.dueDate);
  return '';
}

/**
 * The organiser's settlement statements, filterable by status (tabs with each status's count), newest show first:
 * a table on desktop, a card per statement on phones; loading, empty and error states.
 */
export function StatementList({
  answer, loading = false, fetching = false, error = false, onRetry, status, onStatusChange, onOffsetChange, hrefFor, renderLink,
}: StatementListProps) {
  const counts = answer?.counts;
  const total = counts ? STATEMENT_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
  const tabs = [
    { value: 'ALL' as StatementFilter, label: T.all, ...(total !== undefined ? { count: total } : {}) },
    ...STATEMENT_STATUSES.map((s) => ({ value: s as StatementFilter, label: STATEMENT_STATUS_LABELS[s], ...(counts ? { count: counts[s] ?? 0 } : {}) })),
  ];
  const columns: DataTableColumn<StatementListItem>[] = [
    {
      key: 'number',
      header: 'Statement',
      rowHeader: true,
      render: (s) => {
        const label = s.number ?? T.notIssued;
        return <StyledNumber>{renderLink(hrefFor(s.id), label, T.open(`${label}, ${s.eventTitle}, ${formatIstDateTime(s.showTime)}`))}</StyledNumber>;
      },
    },
    {
      key: 'show',
      header: 'Show',
      render: (s) => (
        <StyledCell>
          <span>{s.eventTitle}</span>
          <StyledNote>
            {formatIstDateTime(s.showTime)} · {s.venueName}
          </StyledNote>
        </StyledCell>
      ),
    },
    { key: 'tickets', header: 'Tickets', align: 'end', render: (s) => s.tickets.toLocaleString('en-IN') },
    {
      key: 'net',
      header: 'Net payable',
      align: 'end',
      render: (s) => (
        <StyledCell $end>
          <StyledAmount>{formatPaise(s.netPayablePaise)}</StyledAmount>
          {s.carriedOutPaise > 0 && (
            <StyledNote>
              {T.carriedForward} {formatPaise(s.carriedOutPaise)}
            </StyledNote>
          )}
        </StyledCell>
      ),
    },
    { key: 'due', header: 'Due date', render: (s) => formatIsoDate(s.dueDate) },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (
        <StyledCell>
          <StatementStatusBadge status={s.status} />
          {statusNote(s) && <StyledNote>{statusNote(s)}</StyledNote>}
        </StyledCell>
      ),
    },
  ];
  const filterLabel = status === 'ALL' ? null : STATEMENT_STATUS_LABELS[status];
  return (
    <StyledList>
      <Tabs label={T.statusFilter} items={tabs} value={status} onChange={onStatusChange} />
      {error ? (
        <MessageBanner tone="error" title={T.loadError} action={onRetry ? <Button variant="secondary" size="sm" onClick={onRetry}>{T.retry}</Button> : undefined} />
      ) : (
        <DataTable
          caption={T.listCaption}
          columns={columns}
          rows={answer?.list ?? []}
          rowKey={(s) => s.id}
          loading={loading}
          fetching={fetching}
          emptyTitle={filterLabel ? T.emptyStatus(filterLabel) : T.emptyTitle}
          emptyBody={filterLabel ? undefined : T.emptyBody}
          {...(answer && onOffsetChange ? { paging: { total: answer.total, limit: answer.limit, offset: answer.offset, onOffsetChange } } : {})}
        />
      )}
    </StyledList>
  );
}
