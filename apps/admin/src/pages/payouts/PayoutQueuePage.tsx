import { useGetPayoutQueueQuery, useHoldStatementMutation, usePreparePayoutBatchMutation, type PayoutQueueArgs } from '@diy/api';
import { formatIstDate, formatPaise, HOLD_REASON_LABELS, PAYOUT_QUEUE_STATUSES, STATEMENT_STATUS_LABELS, type PayoutQueueItem, type PayoutQueueStatus } from '@diy/domain';
import { Button, DataTable, MessageBanner, Select, TextField, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STAFF_PATHS } from '../../staff-paths';
import { StaffPage } from '../shared/StaffPage';
import { failureText } from '../shared/staff-feedback';
import { StyledActions, StyledCellStack, StyledPanel, StyledPanelTitle, StyledPill, StyledStack, StyledToolbar } from '../shared/staff.styles';
import { StepUpAction } from './StepUpAction';

const rupeesToPaise = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Math.round(Number(text) * 100));

/** /apps/diy/payouts: issued statements of every organiser; choose some and prepare a batch (the maker). */
export function PayoutQueuePage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<PayoutQueueStatus | ''>('ISSUED');
  const [minAge, setMinAge] = useState('');
  const [minAmount, setMinAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [holding, setHolding] = useState<PayoutQueueItem | null>(null);
  const [note, setNote] = useState('');
  const args: PayoutQueueArgs = {
    status: status || undefined,
    minAgeDays: minAge.trim() === '' ? undefined : Number(minAge),
    minAmountPaise: rupeesToPaise(minAmount),
    maxAmountPaise: rupeesToPaise(maxAmount),
    limit: 50,
    offset,
  };
  const queue = useGetPayoutQueueQuery(args);
  const [prepare, preparing] = usePreparePayoutBatchMutation();
  const [hold, holdState] = useHoldStatementMutation();
  const toggle = (id: string) => setChosen((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const rows = queue.data?.list ?? [];
  const chosenTotal = rows.filter((r) => chosen.has(r.id)).reduce((sum, r) => sum + r.netPayablePaise, 0);
  const columns: DataTableColumn<PayoutQueueItem>[] = [
    {
      key: 'pick', header: 'Choose', render: (r) => (r.payable
        ? <input type="checkbox" aria-label={`Choose ${r.number}`} checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />
        : '—'),
    },
    { key: 'number', header: 'Statement', rowHeader: true, render: (r) => <StyledCellStack><strong>{r.number}</strong><span>{r.organiserName}</span></StyledCellStack> },
    { key: 'event', header: 'Event', render: (r) => <StyledCellStack><span>{r.eventTitle}</span><span>{formatIstDate(r.showTime)}</span></StyledCellStack> },
    { key: 'due', header: 'Due', render: (r) => `${formatIstDate(`${r.dueDate}T00:00:00+05:30`)} (${r.ageDays} days old)` },
    { key: 'amount', header: 'Net payable', align: 'end', render: (r) => formatPaise(r.netPayablePaise) },
    {
      key: 'status', header: 'Status', render: (r) => (
        <StyledCellStack>
          <StyledPill $tone={r.status === 'PAID' ? 'success' : r.status === 'ON_HOLD' ? 'warning' : 'info'}>{STATEMENT_STATUS_LABELS[r.status]}</StyledPill>
          {r.holdReason ? <span>{HOLD_REASON_LABELS[r.holdReason]}{r.holdNote ? `: ${r.holdNote}` : ''}</span> : null}
          {r.utr ? <span>UTR {r.utr}</span> : null}
          {r.batchNumber ? <span>{r.batchNumber}</span> : null}
        </StyledCellStack>
      ),
    },
    {
      key: 'actions', header: 'Actions', align: 'end', render: (r) =>
        (r.payable || (r.status === 'ON_HOLD' && r.holdReason === 'MANUAL'))
          ? <Button size="sm" variant="secondary" onClick={() => { holdState.reset(); setNote(''); setHolding(r); }}>{r.status === 'ON_HOLD' ? 'Release' : 'Hold'}</Button>
          : '—',
    },
  ];
  return (
    <StaffPage title="Payouts" lead="Issued settlement statements of every organiser. Choose statements to prepare a payout batch; another finance user approves it.">
      <StyledStack>
        <StyledToolbar>
          <Select label="Status" value={status} onChange={(e) => { setOffset(0); setStatus(e.target.value as PayoutQueueStatus | ''); }}
            options={[{ value: '', label: 'All' }, ...PAYOUT_QUEUE_STATUSES.map((s) => ({ value: s, label: STATEMENT_STATUS_LABELS[s] }))]} />
          <TextField label="Issued at least (days ago)" inputMode="numeric" value={minAge} onChange={(e) => { setOffset(0); setMinAge(e.target.value.replace(/\D/g, '')); }} />
          <TextField label="Amount from (₹)" inputMode="decimal" value={minAmount} onChange={(e) => { setOffset(0); setMinAmount(e.target.value); }} />
          <TextField label="Amount up to (₹)" inputMode="decimal" value={maxAmount} onChange={(e) => { setOffset(0); setMaxAmount(e.target.value); }} />
        </StyledToolbar>
        {queue.error ? <MessageBanner tone="error">{failureText(queue.error)}</MessageBanner> : null}
        <DataTable caption="Payout queue" columns={columns} rows={rows} rowKey={(r) => r.id} loading={queue.isLoading} fetching={queue.isFetching}
          emptyTitle="No statements" emptyBody="No issued statement matches these filters."
          paging={queue.data ? { total: queue.data.total, limit: queue.data.limit, offset: queue.data.offset, onOffsetChange: setOffset } : undefined} />
        {holding ? (
          <StyledPanel aria-label={`${holding.status === 'ON_HOLD' ? 'Release' : 'Hold'} ${holding.number}`}>
            <StyledPanelTitle>{`${holding.status === 'ON_HOLD' ? 'Release' : 'Hold'} ${holding.number}`}</StyledPanelTitle>
            <TextField label="Reason" value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} />
            {holdState.error ? <MessageBanner tone="error">{failureText(holdState.error)}</MessageBanner> : null}
            <StyledActions>
              <Button disabled={note.trim().length < 3 || holdState.isLoading}
                onClick={() => void hold({ id: holding.id, note: note.trim(), release: holding.status === 'ON_HOLD' }).unwrap().then(() => setHolding(null), () => undefined)}>
                {holding.status === 'ON_HOLD' ? 'Release' : 'Hold'}
              </Button>
              <Button variant="secondary" onClick={() => setHolding(null)}>Close</Button>
            </StyledActions>
          </StyledPanel>
        ) : null}
        <StyledPanel aria-label="Prepare a batch">
          <StyledPanelTitle>Prepare a batch</StyledPanelTitle>
          <p>{`${chosen.size} statement${chosen.size === 1 ? '' : 's'} chosen, ${formatPaise(chosenTotal)}`}</p>
          {preparing.error ? (
            <MessageBanner tone="error" title={failureText(preparing.error)}>
              {'statements' in (preparing.error as object) ? ((preparing.error as { statements?: { number: string | null; id: string; reason: string }[] }).statements ?? []).map((s) => `${s.number ?? s.id} ${s.reason}`).join('; ') : null}
            </MessageBanner>
          ) : null}
          <StepUpAction label="Prepare batch" disabled={chosen.size === 0} busy={preparing.isLoading}
            onConfirm={(stepUp) => void prepare({ statementIds: [...chosen], stepUp }).unwrap().then((a) => { setChosen(new Set()); navigate(`${STAFF_PATHS.payouts}/${a.batch.id}`); }, () => undefined)} />
        </StyledPanel>
      </StyledStack>
    </StaffPage>
  );
}
