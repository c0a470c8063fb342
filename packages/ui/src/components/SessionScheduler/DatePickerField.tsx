import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  DATE_FORMAT, addDays, formatCalendarDate, istToday, minShowDate, parseDdMmYyyy, showDatePopup, type CalendarDate,
} from '@diy/domain';
import { isPickable, maskDate } from './scheduler-model';
import {
  StyledCalendar, StyledCalendarButton, StyledCalendarDay, StyledCalendarGrid, StyledCalendarHead, StyledCalendarNav,
  StyledCalendarTitle, StyledDateControl, StyledDateInput, StyledFieldError, StyledFieldLabel, StyledFieldWrap, StyledWeekday,
} from './DatePickerField.styles';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
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
  const calendarRef = useRef<HTMLDivElement>(null);
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

  // Focus the selected (or first pickable) day when the calendar opens; Escape closes it.
  useEffect(() => {
    if (!open) return;
    const target = calendarRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)')
      ?? calendarRef.current?.querySelector<HTMLButtonElement>('[data-day]:not(:disabled)');
    target?.focus();
  }, [open, month]);

  const onCalendarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const first: CalendarDate = { year: month.year, month: month.month, day: 1 };
  const lead = (new Date(Date.UTC(first.year, first.month - 1, 1)).getUTCDay() + 6) % 7;
  const days: CalendarDate[] = [];
  for (let i = 0; i < 42; i += 1) {
    const d = addDays(first, i - lead);
    if (d.month === month.month) days.push(d);
  }
  const today = istToday(now);
  const canGoBack = month.year > today.year || (month.year === today.year && month.month > today.month);
  const shift = (delta: number) => {
    const index = month.year * 12 + (month.month - 1) + delta;
    setMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
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
        <StyledCalendar ref={calendarRef} role="dialog" aria-label={`${label}: ${MONTHS[month.month - 1]} ${month.year}`} onKeyDown={onCalendarKey}>
          <StyledCalendarHead>
            <StyledCalendarNav type="button" aria-label="Previous month" disabled={!canGoBack} onClick={() => shift(-1)}>‹</StyledCalendarNav>
            <StyledCalendarTitle aria-live="polite">{MONTHS[month.month - 1]} {month.year}</StyledCalendarTitle>
            <StyledCalendarNav type="button" aria-label="Next month" onClick={() => shift(1)}>›</StyledCalendarNav>
          </StyledCalendarHead>
          <StyledCalendarGrid>
            {WEEKDAYS.map((w) => (
              <StyledWeekday key={w} aria-hidden="true">{w}</StyledWeekday>
            ))}
            {days.map((d, i) => {
              const text = formatCalendarDate(d);
              const blocked = !isPickable(d, now) || Boolean(takenDates?.has(text));
              const isSelected = selected !== null && formatCalendarDate(selected) === text;
              return (
                <StyledCalendarDay
                  key={text}
                  type="button"
                  data-day={text}
                  $column={i === 0 ? ((lead % 7) + 1) : undefined}
                  $selected={isSelected}
                  aria-pressed={isSelected}
                  aria-label={text}
                  disabled={blocked}
                  onClick={() => pick(d)}
                >
                  {String(d.day).padStart(2, '0')}
                </StyledCalendarDay>
              );
            })}
          </StyledCalendarGrid>
        </StyledCalendar>
      ) : null}
    </StyledFieldWrap>
  );
}
