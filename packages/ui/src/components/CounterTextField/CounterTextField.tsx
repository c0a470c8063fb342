import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export interface CounterTextFieldProps extends Omit<TextFieldProps, 'showCount' | 'maxLength'> {
  /** The limit; the counter reads `used/maxLength` and input stops there. */
  maxLength: number;
}

/**
 * A TextField that always shows its `n/maxLength` counter: the reasons-to-attend slots (100 characters each).
 * Progressive enabling is the page's: pass `disabled` from the domain's reasonSlotsEnabled.
 */
export const CounterTextField = forwardRef<HTMLInputElement, CounterTextFieldProps>(function CounterTextField(props, ref) {
  return <TextField ref={ref} {...props} showCount />;
});
