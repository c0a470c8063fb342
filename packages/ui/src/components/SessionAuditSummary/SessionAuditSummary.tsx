import { formatIstDateTime } from '@diy/domain';
import { MessageBanner } from '../MessageBanner';
import { StyledList, StyledOps, StyledShow } from './SessionAuditSummary.styles';

export interface SessionAuditEntry {
  session: { sessionId: string; venueCode: string; showtime: string };
  operations: { message: string }[];
}

export interface SessionAuditSummaryProps {
  /** The answer's snackbar title ('Changes saved'). */
  title: string;
  /** The snackbar content (how soon the lists show the change). */
  content?: string;
  /** data.sessionAudit of POST /manage/event/published/sessions: each show with what changed on it. */
  audit: readonly SessionAuditEntry[];
  /** 'warning' when some shows were not changed. */
  tone?: 'success' | 'info';
  onDismiss?: () => void;
}

/** What a change to published sessions did, show by show (seed 000 section 3, sessionAudit). */
export function SessionAuditSummary({ title, content, audit, tone = 'success', onDismiss }: SessionAuditSummaryProps) {
  return (
    <MessageBanner tone={tone} title={title} onDismiss={onDismiss} dismissLabel="Close the summary">
      {content ? <p>{content}</p> : null}
      <StyledList aria-label="Changes by show">
        {audit.map((entry) => (
          <li key={`${entry.session.sessionId}:${entry.session.showtime}`}>
            <StyledShow>{formatIstDateTime(entry.session.showtime)}</StyledShow>
            <StyledOps>
              {entry.operations.map((op, i) => (
                <li key={`${i}:${op.message}`}>{op.message}</li>
              ))}
            </StyledOps>
          </li>
        ))}
      </StyledList>
    </MessageBanner>
  );
}
