import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { StyledCloseButton } from './CloseButton.styles';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name, e.g. "Close" or "Dismiss message". */
  label: string;
}

/** A 44 px square button with a drawn cross. Shared by MessageBanner, Popup and Toast. */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton({ label, type = 'button', ...rest }, ref) {
  return <StyledCloseButton ref={ref} type={type} aria-label={label} title={label} {...rest} />;
});
