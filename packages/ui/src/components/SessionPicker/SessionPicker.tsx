import { formatCount } from '@diy/domain';
import { StyledBadge, StyledCount, StyledDate, StyledList, StyledPicker, StyledSession, StyledTime, StyledVenue, StyledVenueName, StyledWhen } from './SessionPicker.styles';

export interface SessionPickerSession {
  sessionId: string;
  /** '7:30 PM'. */
  time: string;
  /** '21/11/2026'. */
  date: string;
  today: boolean;
  active: boolean;
  /** The organiser cancelled the show: shown as Cancelled (not merely Not active), never picked. */
  cancelled?: boolean;
  admitted: number;
  total: number;
}

export interface SessionPickerVenue {
  venueCode: string;
  venueName: string;
  sessions: readonly SessionPickerSession[];
}

export interface SessionPickerProps {
  venues: readonly SessionPickerVenue[];
  selectedSessionId?: string | null;
  onSelect: (venueCode: string, sessionId: string) => void;
}

/** An event's sessions grouped by venue, today's marked, each a large button with its admitted count. */
export function SessionPicker({ venues, selectedSessionId = null, onSelect }: SessionPickerProps) {
  return (
    <StyledPicker>
      {venues.map((venue) => (
        <StyledVenue key={venue.venueCode} aria-label={venue.venueName}>
          <StyledVenueName>{venue.venueName}</StyledVenueName>
          <StyledList>
            {venue.sessions.map((s) => (
              <li key={s.sessionId}>
                <StyledSession
                  type="button"
                  $today={s.today && s.active && !s.cancelled}
                  $selected={s.sessionId === selectedSessionId}
                  aria-pressed={s.sessionId === selectedSessionId}
                  disabled={!s.active || s.cancelled === true}
                  onClick={() => onSelect(venue.venueCode, s.sessionId)}
                  data-session={s.sessionId}
                >
                  <StyledWhen>
                    {s.today && s.active && !s.cancelled ? <StyledBadge $tone="accent">Today</StyledBadge> : null}
                    {s.cancelled ? <StyledBadge $tone="danger">Cancelled</StyledBadge> : null}
                    {!s.active && !s.cancelled ? <StyledBadge $tone="muted">Not active</StyledBadge> : null}
                    <StyledTime>{s.time}</StyledTime>
                    <StyledDate>{s.date}</StyledDate>
                  </StyledWhen>
                  <StyledCount>
                    {formatCount(s.admitted)} / {formatCount(s.total)}
                    <br />
                    admitted
                  </StyledCount>
                </StyledSession>
              </li>
            ))}
          </StyledList>
        </StyledVenue>
      ))}
    </StyledPicker>
  );
}
