import type { ReactNode } from 'react';
import { StyledErrorList, StyledErrorTitle } from './ErrorList.styles';

export interface ErrorListProps {
  errors: readonly ReactNode[];
  /** Optional heading line above the list. */
  title?: ReactNode;
  className?: string;
}

/** Red error messages, announced as an alert. Renders nothing when the list is empty. */
export function ErrorList({ errors, title, className }: ErrorListProps) {
  const items = errors.filter((error) => error !== null && error !== undefined && error !== false && error !== '');
  if (items.length === 0) return null;
  return (
    <StyledErrorList role="alert" className={className}>
      {title ? <StyledErrorTitle>{title}</StyledErrorTitle> : null}
      <ul>
        {items.map((error, index) => (
          <li key={typeof error === 'string' ? `${index}-${error}` : index}>{error}</li>
        ))}
      </ul>
    </StyledErrorList>
  );
}
