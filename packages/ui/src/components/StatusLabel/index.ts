export { StatusLabel, statusTone, type StatusLabelProps, type StatusTone } from './StatusLabel';
