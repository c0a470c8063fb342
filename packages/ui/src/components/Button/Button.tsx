import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { StyledButton, StyledButtonLabel, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** sm 44 px, md 48 px, lg 56 px tall: every size is a comfortable touch target. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Content before the label, e.g. an icon. */
  leading?: ReactNode;
}

/** The one button of DIY Events. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, leading, type = 'button', onClick, children, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" tone="current" /> : leading}
      <StyledButtonLabel>{children}</StyledButtonLabel>
    </StyledButton>
  );
});
