import type { ElementType, ReactNode } from 'react';
import {
  StyledBody,
  StyledEdit,
  StyledHidden,
  StyledItem,
  StyledList,
  StyledMark,
  StyledRejection,
  StyledSummary,
  StyledTitle,
} from './SectionList.styles';

export interface SectionListItem {
  slug: string;
  title: string;
  /** A one-line summary of what the section holds (e.g. 'Hindi, English · 18 years plus · 120 min'). */
  summary?: string;
  complete: boolean;
  /** Where EDIT goes; no link without it. */
  editHref?: string;
  /** Rejection reasons from review, shown as a note under the section. */
  rejected?: string[];
}

export interface SectionListProps {
  sections: readonly SectionListItem[];
  /** Under review: the EDIT links are hidden. */
  readOnly?: boolean;
  /** Renders a link (the app's router link). Receives the link text, which includes the section name for screen readers. */
  renderLink: (href: string, children: ReactNode) => ReactNode;
  /** Accessible name of the list. */
  label?: string;
  editLabel?: string;
  /** Heading level of each section's title inside the page outline (2 right under the page's heading). */
  headingLevel?: 2 | 3 | 4;
}

/** The event overview's sections: a done / to-do mark, the title and summary, an EDIT link and any rejection. */
export function SectionList({ sections, readOnly = false, renderLink, label = 'Event sections', editLabel = 'EDIT', headingLevel = 3 }: SectionListProps) {
  return (
    <StyledList aria-label={label}>
      {sections.map((section) => {
        const rejected = section.rejected?.filter(Boolean) ?? [];
        return (
          <StyledItem key={section.slug} $rejected={rejected.length > 0} data-section={section.slug}>
            <StyledMark $complete={section.complete} role="img" aria-label={section.complete ? 'Complete' : 'Incomplete'} />
            <StyledBody>
              <StyledTitle as={`h${headingLevel}` as ElementType}>{section.title}</StyledTitle>
              {section.summary ? <StyledSummary>{section.summary}</StyledSummary> : null}
              {rejected.length > 0 ? (
                <StyledRejection>
                  <strong>Rejected in review</strong>
                  <ul>
                    {rejected.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </StyledRejection>
              ) : null}
            </StyledBody>
            {!readOnly && section.editHref ? (
              <StyledEdit>
                {renderLink(
                  section.editHref,
                  <>
                    {editLabel}
                    <StyledHidden> {section.title}</StyledHidden>
                  </>,
                )}
              </StyledEdit>
            ) : null}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
