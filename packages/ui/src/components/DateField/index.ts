export { DateField, DATE_FIELD_MESSAGES, dateFieldError, type DateFieldProps, type DateRange } from './DateField';
