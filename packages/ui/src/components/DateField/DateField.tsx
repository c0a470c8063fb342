import { DATE_FORMAT, compareCalendarDates, formatCalendarDate, istToday, parseDdMmYyyy, type CalendarDate } from '@diy/domain';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Calendar, type CalendarMonth } from './Calendar';
import { maskDate } from './date-mask';
import {
  StyledCalendarButton, StyledDateControl, StyledDateInput, StyledFieldError, StyledFieldHint, StyledFieldLabel, StyledFieldWrap,
} from './DateField.styles';

/** Field errors of a date typed by hand. */
export const DATE_FIELD_MESSAGES = {
  format: `Please enter the date as ${DATE_FORMAT}`,
  before: (min: CalendarDate) => `Please enter a date from ${formatCalendarDate(min)}`,
  after: (max: CalendarDate) => `Please enter a date until ${formatCalendarDate(max)}`,
} as const;

export interface DateRange {
  min?: CalendarDate | undefined;
  max?: CalendarDate | undefined;
}

/** What is wrong with a date field's text: null when empty or a valid dd/MM/yyyy date within the range. */
export function dateFieldError(text: string, { min, max }: DateRange = {}): string | null {
  if (text.trim() === '') return null;
  const d = parseDdMmYyyy(text);
  if (!d) return DATE_FIELD_MESSAGES.format;
  if (min && compareCalendarDates(d, min) < 0) return DATE_FIELD_MESSAGES.before(min);
  if (max && compareCalendarDates(d, max) > 0) return DATE_FIELD_MESSAGES.after(max);
  return null;
}

export interface DateFieldProps extends DateRange {
  label: string;
  /** The field's text: dd/MM/yyyy, '' or a date being typed (read it with parseDdMmYyyy, check it with dateFieldError). */
  value: string;
  /** Called with the masked text at every keystroke, and with dd/MM/yyyy when a day is picked in the calendar. */
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** An error from outside (e.g. an end before a start), shown when the text itself is fine. */
  error?: string | null;
  disabled?: boolean;
  /** Today for the calendar's first month (default: today in IST). */
  now?: Date;
}

const monthOf = (d: CalendarDate): CalendarMonth => ({ year: d.year, month: d.month });

/**
 * A date field that reads and takes dd/MM/yyyy whatever the browser's language (a native date input follows the
 * browser's locale, e.g. mm/dd/yyyy): a masked text input (digits only, slashes added) and a calendar button.
 * A wrong date says what is expected once it is complete or the field is left.
 */
export function DateField({ label, value, onChange, min, max, hint, error, disabled = false, now }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const selected = parseDdMmYyyy(value);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(selected ?? istToday(now)));
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (!open) setMonth(monthOf(selected ?? istToday(now)));
    setOpen((o) => !o);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const pick = (d: CalendarDate) => {
    onChange(formatCalendarDate(d));
    close();
  };

  const own = left || value.length === DATE_FORMAT.length ? dateFieldError(value, { min, max }) : null;
  const shown = own ?? error ?? null;
  const describedBy = [shown ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <StyledFieldWrap>
      <StyledFieldLabel htmlFor={id}>{label}</StyledFieldLabel>
      <StyledDateControl $invalid={Boolean(shown)} $disabled={disabled}>
        <StyledDateInput
          id={id}
          value={value}
          placeholder={DATE_FORMAT}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            const masked = maskDate(e.target.value);
            if (masked === '') setLeft(false);
            onChange(masked);
          }}
          onBlur={() => setLeft(value !== '')}
        />
        <StyledCalendarButton ref={buttonRef} type="button" aria-label={`Choose ${(/date$/i.test(label) ? label : `${label} date`).toLowerCase()}`} aria-expanded={open} disabled={disabled} onClick={toggle}>
          <span aria-hidden="true">▦</span>
        </StyledCalendarButton>
      </StyledDateControl>
      {shown ? (
        <StyledFieldError id={errorId} role="alert">
          {shown}
        </StyledFieldError>
      ) : null}
      {hint ? <StyledFieldHint id={hintId}>{hint}</StyledFieldHint> : null}
      {open ? (
        <Calendar
          label={label}
          month={month}
          onMonthChange={setMonth}
          selected={selected}
          isDisabled={(d) => dateFieldError(formatCalendarDate(d), { min, max }) !== null}
          {...(min ? { minMonth: monthOf(min) } : {})}
          {...(max ? { maxMonth: monthOf(max) } : {})}
          onPick={pick}
          onClose={close}
        />
      ) : null}
    </StyledFieldWrap>
  );
}
