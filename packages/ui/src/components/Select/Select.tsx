import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import {
  StyledError, StyledField, StyledFooter, StyledHint, StyledLabel, StyledRequiredMark, StyledSelect, StyledSelectWrap,
} from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a state") shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** Error text, shown red under the field; marks the select aria-invalid. */
  error?: ReactNode;
  fullWidth?: boolean;
}

/**
 * A labelled single choice on the native select: the phone opens its own picker, the keyboard works as users
 * expect (type-ahead, arrows), and screen readers announce it without extra wiring.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, required, fullWidth = true, id, disabled, value, defaultValue, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint ? hintId : null, rest['aria-describedby'] ?? null].filter(Boolean).join(' ');
  const showingPlaceholder = placeholder !== undefined && (value !== undefined ? value === '' : false);

  return (
    <StyledField $fullWidth={fullWidth}>
      <StyledLabel htmlFor={selectId}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledLabel>
      <StyledSelectWrap $invalid={hasError} $disabled={Boolean(disabled)}>
        <StyledSelect
          ref={ref}
          id={selectId}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={value === undefined ? (defaultValue ?? (placeholder !== undefined ? '' : undefined)) : undefined}
          $placeholder={showingPlaceholder}
          {...rest}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      </StyledSelectWrap>
      {hint || hasError ? (
        <StyledFooter>
          <div>
            {hasError ? <StyledError id={errorId}>{error}</StyledError> : null}
            {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
          </div>
        </StyledFooter>
      ) : null}
    </StyledField>
  );
});
