export { SyncStatus, type SyncStatusProps } from './SyncStatus';
