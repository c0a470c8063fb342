import type { ReactNode } from 'react';
import { StyledCount, StyledError, StyledFooter, StyledHint } from './TextField.styles';

export interface FieldFooterProps {
  error: ReactNode;
  errorId: string;
  hint: ReactNode;
  hintId: string;
  /** "used / allowed", shown when given. */
  count?: { length: number; max: number } | undefined;
}

/** The line under a text field: its error, its hint and the character counter (TextField and TextArea). */
export function FieldFooter({ error, errorId, hint, hintId, count }: FieldFooterProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  if (!hint && !hasError && !count) return null;
  return (
    <StyledFooter>
      <div>
        {hasError ? <StyledError id={errorId}>{error}</StyledError> : null}
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      </div>
      {count ? (
        <StyledCount aria-hidden="true">
          {count.length}/{count.max}
        </StyledCount>
      ) : null}
    </StyledFooter>
  );
}
