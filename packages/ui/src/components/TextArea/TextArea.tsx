import { forwardRef, useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import {
  StyledField, StyledLabel, StyledRequiredMark,
} from '../TextField/TextField.styles';
import { StyledTextArea } from './TextArea.styles';
import { FieldFooter } from '../TextField/FieldFooter';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text, shown red; marks the field aria-invalid. */
  error?: ReactNode;
  /** Show a "used / allowed" counter when maxLength is set. */
  showCount?: boolean;
}

/** A labelled multi-line text field (review notes, reasons) with hint, error and an optional counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, showCount = false, required, id, maxLength, value, defaultValue, onChange, rows = 3, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? `textarea-${autoId}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint ? hintId : null, rest['aria-describedby'] ?? null].filter(Boolean).join(' ');
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const counter = showCount && maxLength !== undefined;
  return (
    <StyledField $fullWidth>
      <StyledLabel htmlFor={fieldId}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledLabel>
      <StyledTextArea
        ref={ref}
        id={fieldId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          if (value === undefined) setUncontrolledLength(event.target.value.length);
          onChange?.(event);
        }}
        $invalid={hasError}
        {...rest}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldFooter error={hasError ? error : null} errorId={errorId} hint={hint} hintId={hintId} count={counter ? { length, max: maxLength } : undefined} />
    </StyledField>
  );
});
