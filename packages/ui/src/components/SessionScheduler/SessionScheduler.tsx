import { useEffect, useState, type ReactNode } from 'react';
import {
  RECURRENCE_LABELS, SCHEDULER_LABELS, SCHEDULE_MESSAGES, SCHEDULER_DRAWER_CHANGE_SHEET_MIN_HEIGHT_PX,
  SCHEDULER_DRAWER_MIN_HEIGHT_PX, dateTimeEntryError, newShowTimes, parseDdMmYyyy, schedulerSaveLabel, type Popup as PopupText,
} from '@diy/domain';
import { Button } from '../Button';
import { Popup } from '../Popup';
import { DatePickerField } from './DatePickerField';
import { FrequencyDialog } from './FrequencyDialog';
import { TimeField } from './TimeField';
import { TrashIcon } from './TrashIcon';
import {
  emptyDay, emptyTime, isDayExpired, isTimeExpired, recurrenceDates, takenDates, timeMessage, venueShowTimes,
  type SchedulerDay, type SchedulerRecurrence, type SchedulerVenue,
} from './scheduler-model';
import {
  StyledActions, StyledAddTime, StyledBlockedMessage, StyledChangeOption, StyledChangeSheet, StyledChangeTitle,
  StyledCheckbox, StyledDay, StyledDayHead, StyledDays, StyledDelete, StyledExpired, StyledFooter, StyledNote,
  StyledRecurrenceSummary, StyledRoot, StyledStatus, StyledTimeRow, StyledTimes, StyledVenue, StyledVenueTitle,
} from './SessionScheduler.styles';

export type SchedulerLayout = 'desktop' | 'phone';

export interface SessionSchedulerProps {
  /** Controlled value: venues with their days and show times. */
  venues: readonly SchedulerVenue[];
  onChange: (venues: SchedulerVenue[]) => void;
  /** ISO show times saved before this edit: 'Proceed To Tickets' shows when the screen has others. */
  savedShowTimes?: readonly string[];
  /** The clock (IST rules); defaults to the current time. */
  now?: Date;
  /** Desktop (default) or phone: the save label and the phone drawer's heights follow it. */
  layout?: SchedulerLayout;
  isPastEvent?: boolean;
  /** Adding sessions to a running event: saved sessions are locked, their delete and status hidden. */
  addSession?: boolean;
  readOnly?: boolean;
  /** Shown above the venues when read-only (e.g. the zoom support note). */
  note?: ReactNode;
  onSave: () => void;
  onProceedToTickets?: () => void;
  saving?: boolean;
  /** Phone: open with the 'Change of Schedule?' sheet (Venue Change / Date Changes). */
  askChange?: boolean;
  onVenueChange?: () => void;
  /** Phone: 'Date Changes' was chosen on the change sheet (the page's drawer grows back to 450 px). */
  onDateChanges?: () => void;
  /** No venue yet: a button to pick one. */
  onPickVenue?: () => void;
}

function updateVenue(venues: readonly SchedulerVenue[], vi: number, fn: (v: SchedulerVenue) => SchedulerVenue): SchedulerVenue[] {
  return venues.map((v, i) => (i === vi ? fn(v) : v));
}
function updateDay(venue: SchedulerVenue, di: number, fn: (d: SchedulerDay) => SchedulerDay): SchedulerVenue {
  return { ...venue, days: venue.days.map((d, i) => (i === di ? fn(d) : d)) };
}

/**
 * The session scheduler: per venue, days with a date and show times, a status toggle per day, delete, recurrence,
 * 'Add another day', and the Save / Continue and 'Proceed To Tickets' buttons. Rules and texts come from the domain.
 */
export function SessionScheduler({
  venues, onChange, savedShowTimes = [], now = new Date(), layout = 'desktop', isPastEvent = false, addSession = false,
  readOnly = false, note, onSave, onProceedToTickets, saving = false, askChange = false, onVenueChange, onDateChanges, onPickVenue,
}: SessionSchedulerProps) {
  const [popup, setPopup] = useState<PopupText | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [frequencyFor, setFrequencyFor] = useState<{ vi: number; di: number } | null>(null);
  const [changeSheet, setChangeSheet] = useState(askChange && layout === 'phone');
  useEffect(() => setChangeSheet(askChange && layout === 'phone'), [askChange, layout]);

  const set = (next: SchedulerVenue[]) => onChange(next);
  const current = venues.flatMap(venueShowTimes);
  const hasNewShows = newShowTimes(savedShowTimes, current).length > 0;
  const minHeight = layout === 'phone' ? (changeSheet ? SCHEDULER_DRAWER_CHANGE_SHEET_MIN_HEIGHT_PX : SCHEDULER_DRAWER_MIN_HEIGHT_PX) : undefined;

  if (changeSheet) {
    return (
      <StyledRoot $minHeight={minHeight} data-min-height={minHeight}>
        <StyledChangeSheet aria-labelledby="schedule-change-title">
          <StyledChangeTitle id="schedule-change-title">{SCHEDULER_LABELS.changeOfSchedule}</StyledChangeTitle>
          <StyledChangeOption type="button" onClick={() => { setChangeSheet(false); onVenueChange?.(); }}>
            {SCHEDULER_LABELS.venueChange}
          </StyledChangeOption>
          <StyledChangeOption type="button" onClick={() => { setChangeSheet(false); onDateChanges?.(); }}>
            {SCHEDULER_LABELS.dateChanges}
          </StyledChangeOption>
        </StyledChangeSheet>
      </StyledRoot>
    );
  }

  const frequencyDay = frequencyFor ? venues[frequencyFor.vi]?.days[frequencyFor.di] : undefined;
  const saveFrequency = (recurrence: SchedulerRecurrence | null) => {
    if (!frequencyFor) return;
    set(updateVenue(venues, frequencyFor.vi, (v) => updateDay(v, frequencyFor.di, (d) => ({ ...d, recurrence }))));
    setFrequencyFor(null);
  };

  const renderDay = (venue: SchedulerVenue, vi: number, day: SchedulerDay, di: number) => {
    const dayExpired = isDayExpired(day, now);
    const lockedDay = (addSession && day.times.some((t) => t.saved)) || dayExpired;
    const editable = !readOnly && !lockedDay;
    const dateValid = parseDdMmYyyy(day.date) !== null;
    const dayLabel = `Day ${di + 1}`;
    const allExpired = dayExpired;
    const deleteTime = (ti: number) => {
      const total = venue.days.reduce((n, d) => n + d.times.length, 0);
      if (total === 1) {
        set(updateVenue(venues, vi, (v) => ({ ...v, days: [emptyDay()] })));
        return;
      }
      set(updateVenue(venues, vi, (v) => {
        const d = v.days[di]!;
        if (d.times.length === 1) return { ...v, days: v.days.filter((_, i) => i !== di) };
        return updateDay(v, di, (x) => ({ ...x, times: x.times.filter((_, i) => i !== ti) }));
      }));
    };
    const toggleStatus = () => {
      const next = !day.status;
      set(updateVenue(venues, vi, (v) => ({
        ...v,
        days: v.days.map((d) => (d.key === day.key || (day.date !== '' && d.date === day.date) ? { ...d, status: next } : d)),
      })));
    };
    const showStatus = !readOnly && !(addSession && day.times.some((t) => t.saved)) && !dayExpired;
    return (
      <StyledDay key={day.key} role="group" aria-label={`${venue.venueName}, ${dayLabel}`} $inactive={!day.status}>
        <StyledDayHead>
          <DatePickerField
            label="Show date"
            value={day.date}
            now={now}
            disabled={!editable || !day.status}
            takenDates={takenDates(venue, day.key)}
            onInvalidDate={setPopup}
            onChange={(date) => set(updateVenue(venues, vi, (v) => updateDay(v, di, (d) => ({ ...d, date, recurrence: date ? d.recurrence : null }))))}
          />
          {showStatus ? (
            <StyledStatus
              type="button"
              role="switch"
              aria-checked={day.status}
              aria-label={`Status of ${day.date || dayLabel}`}
              $active={day.status}
              onClick={toggleStatus}
            >
              {day.status ? SCHEDULER_LABELS.active : SCHEDULER_LABELS.inactive}
            </StyledStatus>
          ) : null}
          {allExpired ? <StyledExpired>{SCHEDULE_MESSAGES.sessionExpired}</StyledExpired> : null}
        </StyledDayHead>
        <StyledTimes>
          {day.times.map((time, ti) => {
            const expired = isTimeExpired(day, time, now);
            const locked = (addSession && time.saved) || expired || readOnly;
            const message = timeMessage(venue, di, ti, now);
            return (
              <StyledTimeRow key={time.key}>
                <TimeField
                  label={day.times.length > 1 ? `Start time ${ti + 1}` : 'Start time'}
                  value={time.time}
                  error={message}
                  disabled={locked || !day.status}
                  onChange={(value) =>
                    set(updateVenue(venues, vi, (v) => updateDay(v, di, (d) => ({ ...d, times: d.times.map((t, i) => (i === ti ? { ...t, time: value } : t)) }))))
                  }
                />
                {expired && !allExpired ? <StyledExpired>{SCHEDULE_MESSAGES.sessionExpired}</StyledExpired> : null}
                {!readOnly && !(addSession && time.saved) && !expired ? (
                  <StyledDelete type="button" aria-label={`Delete session ${day.date || dayLabel} ${time.time}`.trim()} onClick={() => deleteTime(ti)}>
                    <TrashIcon />
                  </StyledDelete>
                ) : null}
              </StyledTimeRow>
            );
          })}
          {!readOnly && !isPastEvent && !dayExpired && day.status ? (
            <StyledAddTime
              type="button"
              onClick={() => set(updateVenue(venues, vi, (v) => updateDay(v, di, (d) => ({ ...d, times: [...d.times, emptyTime()] }))))}
            >
              + Add show time
            </StyledAddTime>
          ) : null}
        </StyledTimes>
        {!venue.online && dateValid && editable ? (
          <StyledCheckbox>
            <input
              type="checkbox"
              checked={Boolean(day.recurrence)}
              onChange={(e) => {
                if (e.target.checked) setFrequencyFor({ vi, di });
                else set(updateVenue(venues, vi, (v) => updateDay(v, di, (d) => ({ ...d, recurrence: null }))));
              }}
            />
            Recurring event
          </StyledCheckbox>
        ) : null}
        {day.recurrence ? (
          <StyledRecurrenceSummary>
            {RECURRENCE_LABELS[day.recurrence.code]}, {day.recurrence.noOfTimes} shows
            {recurrenceDates(day).length > 0 ? `: ${[day.date, ...recurrenceDates(day)].join(', ')}` : ''}
            {editable ? (
              <StyledAddTime type="button" onClick={() => setFrequencyFor({ vi, di })}>Change frequency</StyledAddTime>
            ) : null}
          </StyledRecurrenceSummary>
        ) : null}
      </StyledDay>
    );
  };

  const label = schedulerSaveLabel(layout === 'desktop', isPastEvent);
  const pickFirst = dateTimeEntryError(null);

  return (
    <StyledRoot $minHeight={minHeight} data-min-height={minHeight}>
      {note ? <StyledNote role="note">{note}</StyledNote> : null}
      {venues.length === 0 ? (
        <StyledVenue aria-label="No venue">
          <StyledDays>
            <StyledDay role="group" aria-label="Day 1" $inactive={false}>
              <StyledDayHead>
                <DatePickerField label="Show date" value="" now={now} onInvalidDate={setPopup} onChange={() => undefined} onBlocked={() => setBlocked(true)} />
              </StyledDayHead>
              <StyledTimes>
                <StyledTimeRow>
                  <TimeField label="Start time" value="" onChange={() => undefined} onBlocked={() => setBlocked(true)} />
                </StyledTimeRow>
              </StyledTimes>
            </StyledDay>
          </StyledDays>
          {blocked && pickFirst ? <StyledBlockedMessage role="alert">{pickFirst}</StyledBlockedMessage> : null}
          {onPickVenue ? <Button variant="secondary" onClick={onPickVenue}>{SCHEDULER_LABELS.add}</Button> : null}
        </StyledVenue>
      ) : null}
      {venues.map((venue, vi) => (
        <StyledVenue key={venue.venueCode} aria-labelledby={`venue-${venue.venueCode}`}>
          <StyledVenueTitle id={`venue-${venue.venueCode}`}>{venue.venueName}</StyledVenueTitle>
          <StyledDays>{venue.days.map((day, di) => renderDay(venue, vi, day, di))}</StyledDays>
          {!readOnly && !isPastEvent ? (
            <StyledAddTime type="button" onClick={() => set(updateVenue(venues, vi, (v) => ({ ...v, days: [...v.days, emptyDay()] })))}>
              + {SCHEDULER_LABELS.addAnotherDay}
            </StyledAddTime>
          ) : null}
        </StyledVenue>
      ))}
      {!readOnly ? (
        <StyledFooter $layout={layout}>
          <StyledActions>
            {hasNewShows && onProceedToTickets ? (
              <Button variant="secondary" onClick={onProceedToTickets} disabled={saving}>
                {SCHEDULER_LABELS.proceedToTickets}
              </Button>
            ) : null}
            <Button onClick={onSave} loading={saving} disabled={venues.length === 0}>
              {label}
            </Button>
          </StyledActions>
        </StyledFooter>
      ) : null}
      {frequencyDay ? (
        <FrequencyDialog
          open
          startDate={frequencyDay.date}
          startTime={frequencyDay.times[0]?.time}
          initial={frequencyDay.recurrence ?? null}
          onCancel={() => setFrequencyFor(null)}
          onSave={saveFrequency}
        />
      ) : null}
      <Popup
        open={popup !== null}
        title={popup?.title ?? ''}
        dismissible={false}
        role="alertdialog"
        buttons={[{ label: 'Okay', onClick: () => setPopup(null), autoFocus: true }]}
      >
        {popup?.body}
      </Popup>
    </StyledRoot>
  );
}
