import { SESSION_STATE_LABELS, SHOW_CANCEL_UI_TEXTS, type SessionState } from '@diy/domain';
import { Button } from '../Button';
import {
  StyledActions, StyledHead, StyledHint, StyledList, StyledMeta, StyledRoot, StyledShow, StyledState, StyledTitle, StyledWhen, StyledWhat,
  type ShowTone,
} from './PublishedShows.styles';

/** A show's state on the list: the spec's session states, or over (its time has passed). */
export type PublishedShowState = Extract<SessionState, 'published' | 'unpublished' | 'cancelled'> | 'expired';

export interface PublishedShow {
  sessionId: string;
  /** ISO; shown as dd/MM/yyyy hh:mm AM IST. */
  showTime: string;
  venueName: string;
  state: PublishedShowState;
  /** Tickets sold and bookings (for a cancelled show: the ones cancelled with it). */
  ticketsSold: number;
  bookings: number;
}

export interface PublishedShowsProps {
  shows: readonly PublishedShow[];
  /** 'Cancel show' on each show that is neither over nor cancelled. Without it (or read-only) no show has an action. */
  onCancel?: (sessionId: string) => void;
  readOnly?: boolean;
  title?: string;
}

const TONE: Record<PublishedShowState, ShowTone> = { published: 'success', unpublished: 'neutral', cancelled: 'danger', expired: 'neutral' };
const LABEL = (state: PublishedShowState) => (state === 'expired' ? SHOW_CANCEL_UI_TEXTS.expired : SESSION_STATE_LABELS[state]);

/** A published event's shows in time order: when and where, tickets sold and bookings, the state, and 'Cancel show'. */
export function PublishedShows({ shows, onCancel, readOnly = false, title = SHOW_CANCEL_UI_TEXTS.listTitle }: PublishedShowsProps) {
  const sorted = [...shows].sort((a, b) => Date.parse(a.showTime) - Date.parse(b.showTime));
  const actionable = !readOnly && onCancel !== undefined;
  return (
    <StyledRoot aria-labelledby="published-shows-title">
      <StyledHead>
        <StyledTitle id="published-shows-title">{title}</StyledTitle>
        {actionable ? <StyledHint>{SHOW_CANCEL_UI_TEXTS.listHint}</StyledHint> : null}
      </StyledHead>
      <StyledList>
        {sorted.map((show) => {
          const cancellable = actionable && (show.state === 'published' || show.state === 'unpublished');
          return (
            <StyledShow key={show.sessionId} $cancelled={show.state === 'cancelled'} data-state={show.state} aria-label={SHOW_CANCEL_UI_TEXTS.when(show.showTime)}>
              <StyledWhat>
                <StyledWhen>{SHOW_CANCEL_UI_TEXTS.when(show.showTime)}</StyledWhen>
                <StyledMeta>{show.venueName}</StyledMeta>
                <StyledMeta>{SHOW_CANCEL_UI_TEXTS.sold(show.ticketsSold, show.bookings)}</StyledMeta>
              </StyledWhat>
              <StyledActions>
                <StyledState $tone={TONE[show.state]}>{LABEL(show.state)}</StyledState>
                {cancellable ? (
                  <Button variant="secondary" size="sm" aria-label={SHOW_CANCEL_UI_TEXTS.actionFor(show.showTime)} onClick={() => onCancel?.(show.sessionId)}>
                    {SHOW_CANCEL_UI_TEXTS.action}
                  </Button>
                ) : null}
              </StyledActions>
            </StyledShow>
          );
        })}
      </StyledList>
    </StyledRoot>
  );
}
