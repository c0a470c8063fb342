export { SessionScheduler, type SessionSchedulerProps, type SchedulerLayout } from './SessionScheduler';
export { FrequencyDialog, type FrequencyDialogProps } from './FrequencyDialog';
export { DatePickerField, type DatePickerFieldProps } from './DatePickerField';
export { TimeField, type TimeFieldProps } from './TimeField';
export {
  emptyDay, emptyTime, newKey, showTimeIso, venueShowTimes, daysFromSessions, sessionsFromDays, maskTime, maskDate,
  type SchedulerDay, type SchedulerTime, type SchedulerVenue, type SchedulerRecurrence, type FlatSession,
} from './scheduler-model';
export { TrashIcon } from './TrashIcon';
