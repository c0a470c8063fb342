import { useEffect, useId, useState } from 'react';
import { completeTime, maskTime } from './scheduler-model';
import { StyledDateControl, StyledDateInput, StyledFieldError, StyledFieldLabel, StyledFieldWrap } from '../DateField/DateField.styles';

/** The mask's placeholder. */
export const TIME_PLACEHOLDER = 'hh:mm AM';
/** Product text: a time the mask could not complete. */
export const TIME_FORMAT_MESSAGE = 'Please enter the time as hh:mm AM or PM';

export interface TimeFieldProps {
  label: string;
  /** 'hh:mm AM' / 'hh:mm PM' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The inline message (clash, past time). */
  error?: string | null;
  disabled?: boolean;
  /** When set, typing is refused and this is called instead (no venue picked yet). */
  onBlocked?: () => void;
}

/** The start-time input with an AM/PM mask: '0730p' reads 07:30 PM; a 24-hour '19:30' becomes 07:30 PM on leaving. */
export function TimeField({ label, value, onChange, error, disabled, onBlocked }: TimeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(value);
  const [formatError, setFormatError] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const shown = error ?? (formatError ? TIME_FORMAT_MESSAGE : null);
  return (
    <StyledFieldWrap>
      <StyledFieldLabel htmlFor={id}>{label}</StyledFieldLabel>
      <StyledDateControl $invalid={Boolean(shown)} $disabled={Boolean(disabled)}>
        <StyledDateInput
          id={id}
          value={draft}
          placeholder={TIME_PLACEHOLDER}
          autoComplete="off"
          disabled={disabled}
          readOnly={Boolean(onBlocked)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onFocus={() => onBlocked?.()}
          onChange={(e) => {
            if (onBlocked) return;
            const masked = maskTime(e.target.value);
            setDraft(masked);
            setFormatError(false);
            if (/^\d{2}:\d{2} [AP]M$/.test(masked) || masked === '') onChange(masked);
          }}
          onBlur={() => {
            if (onBlocked) return;
            const done = completeTime(draft);
            const complete = /^\d{2}:\d{2} [AP]M$/.test(done);
            setDraft(done);
            setFormatError(done !== '' && !complete);
            if (complete && done !== value) onChange(done);
          }}
        />
      </StyledDateControl>
      {shown ? <StyledFieldError id={errorId}>{shown}</StyledFieldError> : null}
    </StyledFieldWrap>
  );
}
