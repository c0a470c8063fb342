import type { HTMLAttributes } from 'react';
import { StyledSpinnerLabel, StyledSpinnerRing, StyledSpinnerRoot, type SpinnerSize, type SpinnerTone } from './Spinner.styles';

export type { SpinnerSize, SpinnerTone };

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  size?: SpinnerSize;
  /** `accent` draws in the brand colour; `current` follows the text colour (inside buttons). */
  tone?: SpinnerTone;
  /**
   * Text for assistive technology. With a label the spinner is a live `status`; without one it is
   * decorative and hidden, for use inside something that already says it is busy.
   */
  label?: string;
}

/** A small rotating ring. */
export function Spinner({ size = 'md', tone = 'accent', label, ...rest }: SpinnerProps) {
  if (!label) {
    return (
      <StyledSpinnerRoot aria-hidden="true" data-testid="spinner" {...rest}>
        <StyledSpinnerRing $size={size} $tone={tone} />
      </StyledSpinnerRoot>
    );
  }
  return (
    <StyledSpinnerRoot role="status" data-testid="spinner" {...rest}>
      <StyledSpinnerRing $size={size} $tone={tone} />
      <StyledSpinnerLabel>{label}</StyledSpinnerLabel>
    </StyledSpinnerRoot>
  );
}
