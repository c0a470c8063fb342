import { useId, type ReactNode } from 'react';
import {
  StyledActions, StyledBadge, StyledBody, StyledFact, StyledFacts, StyledHeader, StyledHeading, StyledMark, StyledPanel, StyledReasonDetail,
  StyledReasonList, StyledReasons, StyledReasonsTitle, StyledTitle, type ApplicationTone,
} from './StatusPanel.styles';

export type { ApplicationTone };

export interface StatusReason {
  /** What was refused, e.g. "PAN card". */
  label: ReactNode;
  /** The reviewer's words. */
  detail?: ReactNode;
}

export interface StatusPanelProps {
  tone: ApplicationTone;
  title: ReactNode;
  /** The short word in the badge: "Under review", "Changes needed", "Approved". */
  badge?: ReactNode;
  children?: ReactNode;
  /** What the reviewers asked to change (a rejection). */
  reasons?: readonly StatusReason[];
  reasonsTitle?: ReactNode;
  /** Facts about the application, e.g. submitted on, organisation. */
  facts?: readonly { term: ReactNode; value: ReactNode }[];
  actions?: ReactNode;
  className?: string;
}

const MARK: Record<ApplicationTone, string> = { pending: '…', rejected: '!', approved: '✓' };
const BADGE: Record<ApplicationTone, string> = { pending: 'Under review', rejected: 'Changes needed', approved: 'Approved' };

/** An organiser application's status: waiting for review, refused with the reasons, or approved. */
export function StatusPanel({ tone, title, badge, children, reasons, reasonsTitle = 'What to change', facts, actions, className }: StatusPanelProps) {
  const titleId = useId();
  return (
    <StyledPanel $tone={tone} aria-labelledby={titleId} data-tone={tone} className={className}>
      <StyledHeader>
        <StyledMark $tone={tone} aria-hidden="true">
          {MARK[tone]}
        </StyledMark>
        <StyledHeading>
          <StyledBadge $tone={tone}>{badge ?? BADGE[tone]}</StyledBadge>
          <StyledTitle id={titleId}>{title}</StyledTitle>
        </StyledHeading>
      </StyledHeader>
      {children ? <StyledBody>{children}</StyledBody> : null}
      {reasons && reasons.length > 0 ? (
        <StyledReasons>
          <StyledReasonsTitle>{reasonsTitle}</StyledReasonsTitle>
          <StyledReasonList>
            {reasons.map((reason, index) => (
              <li key={index}>
                {reason.label}
                {reason.detail ? <StyledReasonDetail>{reason.detail}</StyledReasonDetail> : null}
              </li>
            ))}
          </StyledReasonList>
        </StyledReasons>
      ) : null}
      {facts && facts.length > 0 ? (
        <StyledFacts>
          {facts.map((fact, index) => (
            <StyledFact key={index}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </StyledFact>
          ))}
        </StyledFacts>
      ) : null}
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledPanel>
  );
}
