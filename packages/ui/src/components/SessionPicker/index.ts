export { SessionPicker, type SessionPickerProps, type SessionPickerSession, type SessionPickerVenue } from './SessionPicker';
