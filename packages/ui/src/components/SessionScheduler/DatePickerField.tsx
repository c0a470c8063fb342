import { useEffect, useId, useRef, useState } from 'react';
import { DATE_FORMAT, formatCalendarDate, istToday, minShowDate, parseDdMmYyyy, showDatePopup, type CalendarDate } from '@diy/domain';
import { Calendar } from '../DateField/Calendar';
import {
  StyledCalendarButton, StyledDateControl, StyledDateInput, StyledFieldError, StyledFieldLabel, StyledFieldWrap,
} from '../DateField/DateField.styles';
import { isPickable, maskDate } from './scheduler-model';
/** Product text: a date another day of the venue already takes. */
export const DATE_TAKEN_MESSAGE = 'This date is already scheduled for this venue';
export const DATE_FORMAT_MESSAGE = `Please enter the date as ${DATE_FORMAT}`;

export interface DatePickerFieldProps {
  label: string;
  /** dd/MM/yyyy or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Called when a date before the minimum (tomorrow) was entered; the field is cleared. */
  onInvalidDate: (popup: { title: string; body: string }) => void;
  /** Dates other days already take (their own and recurring dates). */
  takenDates?: ReadonlySet<string>;
  now: Date;
  disabled?: boolean;
  /** When set, entering anything is refused and this is called instead (no venue picked yet). */
  onBlocked?: () => void;
  describedBy?: string;
}

/** The show-date field: a dd/MM/yyyy masked input plus a calendar whose days before tomorrow are disabled. */
export function DatePickerField({ label, value, onChange, onInvalidDate, takenDates, now, disabled, onBlocked, describedBy }: DatePickerFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const min = minShowDate(now);
  const selected = parseDdMmYyyy(value);
  const [month, setMonth] = useState<{ year: number; month: number }>(() => {
    const base = selected ?? min;
    return { year: base.year, month: base.month };
  });
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setDraft(value), [value]);

  const commit = (text: string) => {
    if (text === '') {
      setError(null);
      if (value !== '') onChange('');
      return;
    }
    const parsed = parseDdMmYyyy(text);
    if (!parsed) {
      setError(DATE_FORMAT_MESSAGE);
      return;
    }
    const popup = showDatePopup(parsed, now);
    if (popup) {
      setDraft('');
      setError(null);
      onChange('');
      onInvalidDate(popup);
      return;
    }
    const formatted = formatCalendarDate(parsed);
    if (takenDates?.has(formatted)) {
      setDraft('');
      setError(DATE_TAKEN_MESSAGE);
      onChange('');
      return;
    }
    setError(null);
    onChange(formatted);
  };

  const pick = (d: CalendarDate) => {
    setOpen(false);
    setDraft(formatCalendarDate(d));
    commit(formatCalendarDate(d));
    buttonRef.current?.focus();
  };

  const today = istToday(now);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <StyledFieldWrap>
      <StyledFieldLabel htmlFor={id}>{label}</StyledFieldLabel>
      <StyledDateControl $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledDateInput
          id={id}
          value={draft}
          placeholder={DATE_FORMAT}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          readOnly={Boolean(onBlocked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined}
          onFocus={() => onBlocked?.()}
          onChange={(e) => {
            if (onBlocked) return;
            const masked = maskDate(e.target.value);
            setDraft(masked);
            if (masked.length === 10) commit(masked);
          }}
          onBlur={() => {
            if (!onBlocked && draft !== value) commit(draft);
          }}
        />
        <StyledCalendarButton
          ref={buttonRef}
          type="button"
          aria-label={`Choose ${label.toLowerCase()}`}
          aria-expanded={open}
          disabled={disabled}
          onClick={() => {
            if (onBlocked) {
              onBlocked();
              return;
            }
            setOpen((o) => !o);
          }}
        >
          <span aria-hidden="true">▦</span>
        </StyledCalendarButton>
      </StyledDateControl>
      {error ? <StyledFieldError id={errorId} role="alert">{error}</StyledFieldError> : null}
      {open ? (
        <Calendar
          label={label}
          month={month}
          onMonthChange={setMonth}
          selected={selected}
          isDisabled={(d) => !isPickable(d, now) || Boolean(takenDates?.has(formatCalendarDate(d)))}
          minMonth={{ year: today.year, month: today.month }}
          onPick={pick}
          onClose={close}
        />
      ) : null}
    </StyledFieldWrap>
  );
}
