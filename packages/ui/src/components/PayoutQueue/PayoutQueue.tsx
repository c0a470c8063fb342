import {
  formatIstDateTime, formatPaise, HOLD_NOTE_MAX, payoutFilterQuery, PAYOUT_QUEUE_STATUSES, PAYOUTS_UI_TEXTS as T, STAFF_HOLD_REASON_LABELS, STATEMENT_STATUS_LABELS,
  type PayoutQueueAnswer, type PayoutQueueFilterText, type PayoutQueueItem, type PayoutQueueStatus,
} from '@diy/domain';
import { useId } from 'react';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmState } from '../ConfirmDialog';
import { DataTable, type DataTableColumn } from '../DataTable';
import { MessageBanner } from '../MessageBanner';
import { Select } from '../Select';
import { StatementStatusBadge } from '../StatementList';
import { StepUpConfirm, type StepUpConfirmProps } from '../StepUpConfirm';
import { TextField } from '../TextField';
import {
  StyledActions, StyledAmount, StyledCell, StyledChosen, StyledFilters, StyledHiddenLegend, StyledList, StyledNote, StyledNowrap, StyledPanel,
  StyledPanelTitle, StyledPick, StyledQueue,
} from './PayoutQueue.styles';

/** A statement the server refused to put into a batch, and why. */
export interface RefusedStatement {
  id: string;
  number: string | null;
  reason: string;
}

export interface PayoutQueueProps {
  /** The page of statements; undefined while the first load runs or after an error. */
  answer?: PayoutQueueAnswer;
  loading?: boolean;
  fetching?: boolean;
  error?: boolean;
  onRetry?: () => void;
  filters: PayoutQueueFilterText;
  onFiltersChange: (filters: PayoutQueueFilterText) => void;
  onOffsetChange?: (offset: number) => void;
  /** The statements chosen for the next batch (kept across pages and filters). */
  chosen: readonly PayoutQueueItem[];
  onChosenChange: (chosen: PayoutQueueItem[]) => void;
  /** The statement being held or released (the dialog is open), and how that is going. */
  holding: PayoutQueueItem | null;
  holdState?: ConfirmState;
  holdError?: string | null;
  onHoldOpen: (item: PayoutQueueItem) => void;
  onHoldClose: () => void;
  onHoldConfirm: (note: string) => void;
  /** Preparing the batch through the second step (the maker's own code). */
  prepare: Omit<StepUpConfirmProps, 'label' | 'disabled'>;
  /** The statements the server refused to batch, named. */
  refused?: readonly RefusedStatement[];
}

/** Whether finance can hold a statement (issued, in no batch) or release it (held by finance). */
export function holdAction(s: PayoutQueueItem): 'hold' | 'release' | null {
  if (s.status === 'ISSUED' && !s.batchId) return 'hold';
  if (s.status === 'ON_HOLD' && s.holdReason === 'MANUAL') return 'release';
  return null;
}

/**
 * The payout queue (docs/settlements.md "Payouts"): issued statements of every organiser, filtered by status, days since
 * issue and amount; payable ones are chosen for a batch, prepared through the maker's second step; any issued statement
 * in no batch can be held with a reason, and a hold finance put on released.
 */
export function PayoutQueue({
  answer, loading = false, fetching = false, error = false, onRetry, filters, onFiltersChange, onOffsetChange, chosen, onChosenChange,
  holding, holdState = 'idle', holdError, onHoldOpen, onHoldClose, onHoldConfirm, prepare, refused = [],
}: PayoutQueueProps) {
  const prepareId = useId();
  const filterErrors = payoutFilterQuery(filters).errors;
  const chosenIds = new Set(chosen.map((c) => c.id));
  const total = chosen.reduce((sum, c) => sum + c.netPayablePaise, 0);
  const rows = answer?.list ?? [];
  const payableHere = rows.filter((r) => r.payable);
  const set = (change: Partial<PayoutQueueFilterText>) => onFiltersChange({ ...filters, ...change });
  const toggle = (item: PayoutQueueItem) =>
    onChosenChange(chosenIds.has(item.id) ? chosen.filter((c) => c.id !== item.id) : [...chosen, item]);
  const chooseAllHere = () => onChosenChange([...chosen, ...payableHere.filter((r) => !chosenIds.has(r.id))]);

  const columns: DataTableColumn<PayoutQueueItem>[] = [
    {
      key: 'pick',
      header: T.colChoose,
      render: (r) =>
        r.payable ? (
          <StyledPick>
            <input type="checkbox" aria-label={T.choose(r.number)} checked={chosenIds.has(r.id)} onChange={() => toggle(r)} />
          </StyledPick>
        ) : (
          <StyledNote>{T.notPayable}</StyledNote>
        ),
    },
    {
      key: 'statement',
      header: T.colStatement,
      rowHeader: true,
      render: (r) => (
        <StyledCell>
          <StyledNowrap>{r.number}</StyledNowrap>
          <StyledNote>{r.organiserName}</StyledNote>
        </StyledCell>
      ),
    },
    {
      key: 'event',
      header: T.colEvent,
      render: (r) => (
        <StyledCell>
          <span>{r.eventTitle}</span>
          <StyledNote>{formatIstDateTime(r.showTime)}</StyledNote>
        </StyledCell>
      ),
    },
    {
      key: 'due',
      header: T.colDue,
      render: (r) => (
        <StyledCell>
          <StyledNowrap>{T.due(r.dueDate)}</StyledNowrap>
          <StyledNote>{T.issuedAgo(r.ageDays)}</StyledNote>
        </StyledCell>
      ),
    },
    { key: 'amount', header: T.colAmount, align: 'end', render: (r) => <StyledAmount>{formatPaise(r.netPayablePaise)}</StyledAmount> },
    {
      key: 'status',
      header: T.colStatus,
      render: (r) => (
        <StyledCell>
          <StatementStatusBadge status={r.status} />
          {r.holdReason ? <StyledNote>{r.holdNote ? `${STAFF_HOLD_REASON_LABELS[r.holdReason]}: ${r.holdNote}` : STAFF_HOLD_REASON_LABELS[r.holdReason]}</StyledNote> : null}
          {r.batchNumber ? <StyledNote>{T.inBatch(r.batchNumber)}</StyledNote> : null}
          {r.utr ? <StyledNote>{T.utr(r.utr)}</StyledNote> : null}
        </StyledCell>
      ),
    },
    {
      key: 'actions',
      header: T.colActions,
      align: 'end',
      render: (r) => {
        const action = holdAction(r);
        if (!action) return <StyledNote>{T.notYet}</StyledNote>;
        const label = action === 'hold' ? T.hold : T.release;
        return (
          <Button size="sm" variant="secondary" aria-label={`${label} ${r.number}`} onClick={() => onHoldOpen(r)}>
            {label}
          </Button>
        );
      },
    },
  ];

  const releasing = holding ? holdAction(holding) === 'release' : false;
  return (
    <StyledQueue>
      <StyledFilters>
        <StyledHiddenLegend>{T.filters}</StyledHiddenLegend>
        <Select
          label={T.status}
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as PayoutQueueStatus | '' })}
          options={[{ value: '', label: T.allStatuses }, ...PAYOUT_QUEUE_STATUSES.map((s) => ({ value: s, label: STATEMENT_STATUS_LABELS[s] }))]}
        />
        <TextField label={T.minAge} inputMode="numeric" value={filters.minAgeDays} onChange={(e) => set({ minAgeDays: e.target.value.replace(/\D/g, '').slice(0, 4) })} />
        <TextField label={T.minAmount} inputMode="decimal" hint={T.amountHint} error={filterErrors.minAmount} value={filters.minAmount} onChange={(e) => set({ minAmount: e.target.value })} />
        <TextField label={T.maxAmount} inputMode="decimal" error={filterErrors.maxAmount} value={filters.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} />
      </StyledFilters>
      {error ? (
        <MessageBanner tone="error" title={T.queueError} action={onRetry ? <Button variant="secondary" size="sm" onClick={onRetry}>{T.retry}</Button> : undefined} />
      ) : (
        <DataTable
          caption={T.queueCaption}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          loading={loading}
          fetching={fetching}
          emptyTitle={T.queueEmptyTitle}
          emptyBody={T.queueEmptyBody}
          {...(answer && onOffsetChange ? { paging: { total: answer.total, limit: answer.limit, offset: answer.offset, onOffsetChange } } : {})}
        />
      )}
      <StyledPanel aria-labelledby={prepareId}>
        <StyledPanelTitle id={prepareId}>{T.prepareTitle}</StyledPanelTitle>
        <StyledChosen aria-live="polite">{T.chosen(chosen.length, total)}</StyledChosen>
        {payableHere.some((r) => !chosenIds.has(r.id)) ? (
          <StyledActions>
            <Button variant="secondary" size="sm" onClick={chooseAllHere}>
              {T.chooseAll}
            </Button>
          </StyledActions>
        ) : null}
        {refused.length > 0 ? (
          <MessageBanner tone="error" title={T.refused}>
            <StyledList>
              {refused.map((s) => (
                <li key={s.id}>{`${s.number ?? s.id} ${s.reason}`}</li>
              ))}
            </StyledList>
          </MessageBanner>
        ) : null}
        <StepUpConfirm label={T.prepare} disabled={chosen.length === 0} {...prepare} />
      </StyledPanel>
      <ConfirmDialog
        open={holding !== null}
        title={holding ? (releasing ? T.releaseTitle(holding.number) : T.holdTitle(holding.number)) : ''}
        message={releasing ? T.releaseMessage : T.holdMessage}
        note={{ label: T.holdNote, hint: T.holdNoteHint, required: true, maxLength: HOLD_NOTE_MAX }}
        confirmLabel={releasing ? T.release : T.hold}
        tone={releasing ? 'primary' : 'danger'}
        state={holdState}
        errorMessage={holdError}
        onConfirm={onHoldConfirm}
        onClose={onHoldClose}
      />
    </StyledQueue>
  );
}
