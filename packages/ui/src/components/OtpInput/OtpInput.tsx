import { OTP_LENGTH, sanitiseOtpInput } from '@diy/domain';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledInput, StyledLabel } from './OtpInput.styles';

export interface OtpInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'inputMode' | 'autoComplete' | 'size'> {
  label: ReactNode;
  /** Digits only, at most 6. */
  value: string;
  /** Receives the sanitised value: letters, spaces and extra digits never reach the caller. */
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * The one-time code field (seed 001 section 5: up to 6 digits). One input, so paste and the phone's
 * one-time-code autofill both work; digits are spaced so the code reads like the SMS. There is no maxlength
 * attribute on purpose: browsers cut a pasted SMS text to that length before it could be sanitised.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { label, value, onChange, hint, error, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `otp-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <StyledField $fullWidth>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInput
        ref={ref}
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(sanitiseOtpInput(event.target.value))}
        $invalid={hasError}
        {...rest}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hasError ? <StyledError id={errorId}>{error}</StyledError> : null}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
    </StyledField>
  );
});
