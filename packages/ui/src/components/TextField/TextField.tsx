import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  StyledControl,
  StyledField,
  StyledInput,
  StyledLabel,
  StyledRequiredMark,
  StyledToggle,
} from './TextField.styles';
import { FieldFooter } from './FieldFooter';

/** No 'date': a native date input follows the browser's locale (mm/dd/yyyy in en-US); dates use DateField (dd/MM/yyyy). */
export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'search';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  type?: TextFieldType;
  /** Help text under the field, tied to it by aria-describedby. */
  hint?: ReactNode;
  /** Error text, shown red; marks the input aria-invalid. */
  error?: ReactNode;
  /** Show a "used / allowed" counter when maxLength is set. */
  showCount?: boolean;
  fullWidth?: boolean;
}

/** A labelled text input with hint, error and (for passwords) a show / hide toggle. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, type = 'text', hint, error, required, showCount = false, fullWidth = true, id, disabled, maxLength, value, defaultValue, onChange, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint ? hintId : null, rest['aria-describedby'] ?? null].filter(Boolean).join(' ');
  const isPassword = type === 'password';
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const counter = showCount && maxLength !== undefined;

  return (
    <StyledField $fullWidth={fullWidth}>
      <StyledLabel htmlFor={inputId}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledLabel>
      <StyledControl $invalid={hasError} $disabled={Boolean(disabled)}>
        <StyledInput
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          disabled={disabled}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            if (value === undefined) setUncontrolledLength(event.target.value.length);
            onChange?.(event);
          }}
          {...rest}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
        />
        {isPassword ? (
          <StyledToggle
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-controls={inputId}
            disabled={disabled}
          >
            {revealed ? 'Hide' : 'Show'}
          </StyledToggle>
        ) : null}
      </StyledControl>
      <FieldFooter error={hasError ? error : null} errorId={errorId} hint={hint} hintId={hintId} count={counter ? { length, max: maxLength } : undefined} />
    </StyledField>
  );
});
