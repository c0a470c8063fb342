import { formatIstDateTime } from '@diy/domain';
import { StyledHead, StyledItems, StyledList, StyledMeta, StyledNote, StyledRound, StyledTitle } from './ReviewHistory.styles';

export interface ReviewHistoryRound {
  id: string;
  /** What happened, e.g. "Partially rejected". */
  title: string;
  /** What was reviewed, e.g. "New documents"; shown beside the title. */
  context?: string;
  /** ISO instant of the verdict. */
  at: string;
  /** Who gave it. */
  by: string;
  items: readonly { label: string; reasons: readonly string[] }[];
  note?: string | null;
  /** ISO instant the organiser sent the application in again after this verdict. */
  resubmittedAt?: string | null;
}

export interface ReviewHistoryProps {
  rounds: readonly ReviewHistoryRound[];
  /** Accessible name of the list. */
  label?: string;
  /** Default: dd/MM/yyyy hh:mm AM IST. */
  formatTime?: (iso: string) => string;
}

/** Past verdicts of a review, newest first as given: what was sent back and why, when, by whom, and any resubmission. Nothing when empty. */
export function ReviewHistory({ rounds, label = 'Past rejections', formatTime = (iso) => `${formatIstDateTime(iso)} IST` }: ReviewHistoryProps) {
  if (rounds.length === 0) return null;
  return (
    <StyledList aria-label={label}>
      {rounds.map((round) => (
        <StyledRound key={round.id}>
          <StyledHead>
            <StyledTitle>
              {round.title}
              {round.context ? ` · ${round.context}` : ''}
            </StyledTitle>
            <StyledMeta>
              <time dateTime={round.at}>{formatTime(round.at)}</time>
              <span>by {round.by}</span>
            </StyledMeta>
          </StyledHead>
          {round.items.length > 0 ? (
            <StyledItems>
              {round.items.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.reasons.length > 0 ? item.reasons.join('; ') : 'No reason given'}</dd>
                </div>
              ))}
            </StyledItems>
          ) : null}
          {round.note ? <StyledNote>Note to the organiser: {round.note}</StyledNote> : null}
          {round.resubmittedAt ? (
            <StyledMeta>
              <span>
                Sent in again <time dateTime={round.resubmittedAt}>{formatTime(round.resubmittedAt)}</time>
              </span>
            </StyledMeta>
          ) : null}
        </StyledRound>
      ))}
    </StyledList>
  );
}
