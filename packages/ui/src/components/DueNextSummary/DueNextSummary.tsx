import { PAYMENTS_UI_TEXTS as T, formatPaise, type DueNext } from '@diy/domain';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { Spinner } from '../Spinner';
import { StatTiles, type StatTile } from '../StatTiles';
import { StyledSummary } from './DueNextSummary.styles';

export interface DueNextSummaryProps {
  due?: DueNext;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

/** The tiles of what is due next: the amount and its date, what is issued but unpaid, on hold, carried forward. */
export function dueTiles(due: DueNext): StatTile[] {
  const tiles: StatTile[] = [
    due.dueDate
      ? { label: T.dueTitle, value: formatPaise(due.duePaise), hint: T.dueOn(due.dueDate) }
      : { label: T.dueTitle, value: formatPaise(0), hint: T.nothingDue },
    { label: T.outstanding, value: formatPaise(due.outstandingPaise), hint: T.statementsCount(due.outstandingCount) },
  ];
  if (due.onHoldCount > 0) tiles.push({ label: T.onHold, value: formatPaise(due.onHoldPaise), hint: T.statementsCount(due.onHoldCount) });
  if (due.carriedForwardPaise > 0) tiles.push({ label: T.carriedForward, value: formatPaise(due.carriedForwardPaise), hint: T.carriedForwardHint });
  return tiles;
}

/** "Due next": how much the organiser gets next and when, at the top of Payments. */
export function DueNextSummary({ due, loading = false, error = false, onRetry }: DueNextSummaryProps) {
  return (
    <StyledSummary aria-busy={loading || undefined}>
      {error ? (
        <MessageBanner tone="error" title={T.dueError} action={onRetry ? <Button variant="secondary" size="sm" onClick={onRetry}>{T.retry}</Button> : undefined} />
      ) : loading || !due ? (
        <Spinner size="md" label={`Loading ${T.dueTitle.toLowerCase()}`} />
      ) : (
        <StatTiles label={T.dueTitle} items={dueTiles(due)} />
      )}
    </StyledSummary>
  );
}
