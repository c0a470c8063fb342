import type { ElementType, ReactNode } from 'react';
import { StyledAction, StyledBody, StyledEmptyState, StyledIllustration, StyledTitle } from './EmptyState.styles';

export interface EmptyStateProps {
  title: string;
  body?: ReactNode;
  /** A button or link, e.g. "Create event". */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Less padding, for use inside cards and tabs. */
  compact?: boolean;
}

/** What a list shows when it has nothing yet, with a CSS-drawn ticket illustration. */
export function EmptyState({ title, body, action, headingLevel = 2, compact = false }: EmptyStateProps) {
  return (
    <StyledEmptyState $compact={compact} aria-label={title}>
      <StyledIllustration aria-hidden="true" data-testid="empty-illustration" />
      <StyledTitle as={`h${headingLevel}` as ElementType}>{title}</StyledTitle>
      {body ? <StyledBody>{body}</StyledBody> : null}
      {action ? <StyledAction>{action}</StyledAction> : null}
    </StyledEmptyState>
  );
}
