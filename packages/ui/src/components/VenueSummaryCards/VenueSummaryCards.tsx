import type { ElementType } from 'react';
import { SCHEDULER_LABELS } from '@diy/domain';
import {
  StyledAction, StyledCard, StyledCards, StyledEmpty, StyledHead, StyledMeta, StyledName, StyledRoot, StyledTitle,
} from './VenueSummaryCards.styles';

export interface VenueSummary {
  venueCode: string;
  venueName: string;
  address?: string;
  /** A preformatted line, e.g. '3 shows, 25/11/2026 to 09/12/2026'. */
  summary?: string;
}

export interface VenueSummaryCardsProps {
  venues: readonly VenueSummary[];
  /** EDIT (when venues exist). */
  onEdit?: () => void;
  /** '+ ADD' (when none exist, or to add another). */
  onAdd?: () => void;
  title?: string;
  /** Under review: no action. */
  readOnly?: boolean;
  /** Heading level of the title inside the page outline (2 right under the page's heading). */
  headingLevel?: 2 | 3 | 4;
}

/** The chosen venues as cards, with EDIT when some exist or '+ ADD' when none do. */
export function VenueSummaryCards({ venues, onEdit, onAdd, title = 'Venues', readOnly = false, headingLevel = 3 }: VenueSummaryCardsProps) {
  const empty = venues.length === 0;
  return (
    <StyledRoot aria-labelledby="venue-summary-title">
      <StyledHead>
        <StyledTitle as={`h${headingLevel}` as ElementType} id="venue-summary-title">{title}</StyledTitle>
        {!readOnly && !empty && onEdit ? (
          <StyledAction type="button" onClick={onEdit} aria-label={`${SCHEDULER_LABELS.edit} ${title.toLowerCase()}`}>
            {SCHEDULER_LABELS.edit}
          </StyledAction>
        ) : null}
        {!readOnly && empty && onAdd ? (
          <StyledAction type="button" onClick={onAdd} aria-label="Add venue">
            {SCHEDULER_LABELS.add}
          </StyledAction>
        ) : null}
      </StyledHead>
      {empty ? (
        <StyledEmpty>No venue yet</StyledEmpty>
      ) : (
        <StyledCards>
          {venues.map((venue) => (
            <StyledCard key={venue.venueCode}>
              <StyledName>{venue.venueName}</StyledName>
              {venue.address ? <StyledMeta>{venue.address}</StyledMeta> : null}
              {venue.summary ? <StyledMeta>{venue.summary}</StyledMeta> : null}
            </StyledCard>
          ))}
        </StyledCards>
      )}
    </StyledRoot>
  );
}
