import { addDays, compareCalendarDates, formatCalendarDate, type CalendarDate } from '@diy/domain';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  StyledCalendar, StyledCalendarDay, StyledCalendarGrid, StyledCalendarHead, StyledCalendarNav, StyledCalendarTitle, StyledWeekday,
} from './DateField.styles';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export interface CalendarMonth {
  year: number;
  /** 1..12 */
  month: number;
}

export interface CalendarProps {
  /** The field's label; the dialog is named "<label>: <Month> <year>". */
  label: string;
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  selected: CalendarDate | null;
  /** Days that cannot be picked (shown struck through). */
  isDisabled: (date: CalendarDate) => boolean;
  /** The earliest and latest months the arrows reach. */
  minMonth?: CalendarMonth;
  maxMonth?: CalendarMonth;
  onPick: (date: CalendarDate) => void;
  /** Escape. */
  onClose: () => void;
}

const monthIndex = (m: CalendarMonth) => m.year * 12 + (m.month - 1);

/**
 * The month grid of the date fields (DateField, the scheduler's show date): days as dd/MM/yyyy buttons, Monday first.
 * It takes focus on the selected (or first pickable) day when shown; Escape closes it.
 */
export function Calendar({ label, month, onMonthChange, selected, isDisabled, minMonth, maxMonth, onPick, onClose }: CalendarProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = ref.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)')
      ?? ref.current?.querySelector<HTMLButtonElement>('[data-day]:not(:disabled)');
    target?.focus();
  }, [month.year, month.month]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const first: CalendarDate = { year: month.year, month: month.month, day: 1 };
  const lead = (new Date(Date.UTC(first.year, first.month - 1, 1)).getUTCDay() + 6) % 7;
  const days: CalendarDate[] = [];
  for (let i = 0; i < 42; i += 1) {
    const d = addDays(first, i - lead);
    if (d.month === month.month) days.push(d);
  }
  const shift = (delta: number) => {
    const index = monthIndex(month) + delta;
    onMonthChange({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  const title = `${MONTHS[month.month - 1]} ${month.year}`;

  return (
    <StyledCalendar ref={ref} role="dialog" aria-label={`${label}: ${title}`} onKeyDown={onKeyDown}>
      <StyledCalendarHead>
        <StyledCalendarNav type="button" aria-label="Previous month" disabled={minMonth !== undefined && monthIndex(month) <= monthIndex(minMonth)} onClick={() => shift(-1)}>
          ‹
        </StyledCalendarNav>
        <StyledCalendarTitle aria-live="polite">{title}</StyledCalendarTitle>
        <StyledCalendarNav type="button" aria-label="Next month" disabled={maxMonth !== undefined && monthIndex(month) >= monthIndex(maxMonth)} onClick={() => shift(1)}>
          ›
        </StyledCalendarNav>
      </StyledCalendarHead>
      <StyledCalendarGrid>
        {WEEKDAYS.map((w) => (
          <StyledWeekday key={w} aria-hidden="true">
            {w}
          </StyledWeekday>
        ))}
        {days.map((d, i) => {
          const text = formatCalendarDate(d);
          const isSelected = selected !== null && compareCalendarDates(selected, d) === 0;
          return (
            <StyledCalendarDay
              key={text}
              type="button"
              data-day={text}
              $column={i === 0 ? lead + 1 : undefined}
              $selected={isSelected}
              aria-pressed={isSelected}
              aria-label={text}
              disabled={isDisabled(d)}
              onClick={() => onPick(d)}
            >
              {String(d.day).padStart(2, '0')}
            </StyledCalendarDay>
          );
        })}
      </StyledCalendarGrid>
    </StyledCalendar>
  );
}
