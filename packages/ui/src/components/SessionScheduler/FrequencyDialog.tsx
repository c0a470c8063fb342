import { useEffect, useId, useState } from 'react';
import {
  MAX_RECURRENCE_COUNT, RECURRENCE_MESSAGES, RECURRENCE_OPTIONS, SCHEDULER_LABELS, formatIstDate, parseIstDateTime,
  recurrenceEndDate, type RecurrenceCode,
} from '@diy/domain';
import { Popup } from '../Popup';
import type { SchedulerRecurrence } from './scheduler-model';
import {
  StyledCountInput, StyledFieldError, StyledFrequencyBody, StyledFrequencyOption, StyledFrequencyOptions, StyledEndDate, StyledFieldLabel,
} from './SessionScheduler.styles';

export interface FrequencyDialogProps {
  open: boolean;
  /** The day's date, dd/MM/yyyy. */
  startDate: string;
  /** The day's first time, when set (the derived end date carries it). */
  startTime?: string;
  initial?: SchedulerRecurrence | null;
  onSave: (recurrence: SchedulerRecurrence) => void;
  onCancel: () => void;
}

/** Number of shows: product label; the count includes the first show. */
export const RECURRENCE_COUNT_LABEL = 'Number of shows';
export const DEFAULT_RECURRENCE_COUNT = 4;

/** The 'Select Frequency' dialog: Every Day, Every Week or Every Month, a count, and the end date derived from them. */
export function FrequencyDialog({ open, startDate, startTime, initial, onSave, onCancel }: FrequencyDialogProps) {
  const id = useId();
  const [code, setCode] = useState<RecurrenceCode | null>(initial?.code ?? null);
  const [count, setCount] = useState(String(initial?.noOfTimes ?? DEFAULT_RECURRENCE_COUNT));
  useEffect(() => {
    if (!open) return;
    setCode(initial?.code ?? null);
    setCount(String(initial?.noOfTimes ?? DEFAULT_RECURRENCE_COUNT));
  }, [open, initial]);

  const n = Number(count);
  const countValid = /^\d+$/.test(count) && n >= 1 && n <= MAX_RECURRENCE_COUNT;
  const start = parseIstDateTime(startDate, startTime && /^\d{2}:\d{2} [AP]M$/.test(startTime) ? startTime : '12:00 PM');
  const endDate = code && countValid && start ? formatIstDate(recurrenceEndDate(start, code, n)) : null;

  return (
    <Popup
      open={open}
      title={SCHEDULER_LABELS.selectFrequency}
      onClose={onCancel}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: onCancel },
        { label: 'Save', disabled: !code || !countValid, onClick: () => code && countValid && onSave({ code, noOfTimes: n }) },
      ]}
    >
      <StyledFrequencyBody>
        <StyledFrequencyOptions role="radiogroup" aria-label={SCHEDULER_LABELS.selectFrequency}>
          {RECURRENCE_OPTIONS.map((option) => (
            <StyledFrequencyOption key={option.code} $checked={code === option.code}>
              <input type="radio" name={`${id}-frequency`} value={option.code} checked={code === option.code} onChange={() => setCode(option.code)} />
              {option.value}
            </StyledFrequencyOption>
          ))}
        </StyledFrequencyOptions>
        <StyledFieldLabel htmlFor={`${id}-count`}>{RECURRENCE_COUNT_LABEL}</StyledFieldLabel>
        <StyledCountInput
          id={`${id}-count`}
          inputMode="numeric"
          value={count}
          readOnly={!code}
          aria-readonly={!code}
          aria-invalid={code && !countValid ? true : undefined}
          aria-describedby={`${id}-end`}
          onChange={(e) => setCount(e.target.value.replace(/\D/g, '').slice(0, 3))}
        />
        {code && !countValid ? <StyledFieldError role="alert">{RECURRENCE_MESSAGES.countInvalid}</StyledFieldError> : null}
        <StyledEndDate id={`${id}-end`}>
          {!code ? RECURRENCE_MESSAGES.frequencyRequired : endDate ? `Starts ${startDate}, ends ${endDate}` : ''}
        </StyledEndDate>
      </StyledFrequencyBody>
    </Popup>
  );
}
