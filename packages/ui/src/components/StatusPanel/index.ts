export { StatusPanel, type ApplicationTone, type StatusPanelProps, type StatusReason } from './StatusPanel';
