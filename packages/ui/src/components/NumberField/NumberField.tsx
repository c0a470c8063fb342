import { forwardRef, type ReactNode } from 'react';
import { DURATION_MESSAGES } from '@diy/domain';
import { TextField, type TextFieldProps } from '../TextField';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /**
   * Set by the page after its number-only check on blur (domain isDurationNaN): red border and aria-invalid.
   * Without an `error` the message is `invalidMessage`, so the state is never shown by colour alone.
   */
  invalid?: boolean;
  invalidMessage?: ReactNode;
  /** `numeric` (default, whole numbers) or `decimal`. */
  inputMode?: 'numeric' | 'decimal';
}

/** A text field for a number (the duration in minutes): numeric keypad on phones, red border when invalid. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { invalid = false, invalidMessage = DURATION_MESSAGES.notANumber, error, inputMode = 'numeric', ...rest },
  ref,
) {
  const message = error || (invalid ? invalidMessage : undefined);
  return <TextField ref={ref} type="text" inputMode={inputMode} autoComplete="off" {...rest} error={message} />;
});
