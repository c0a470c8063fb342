import { formatCount } from '@diy/domain';
import { StyledPart, StyledState, StyledStatus } from './SyncStatus.styles';

export interface SyncStatusProps {
  /** The server answered the last call in time. */
  online: boolean;
  /** Scans made offline and not uploaded yet. */
  waiting: number;
  /** The last sync as the steward reads it ('7:42 PM'), or null before the first. */
  lastSync: string | null;
  /** Tickets admitted on two devices while offline (this session, as of the last sync). */
  conflicts?: number;
  syncing?: boolean;
}

/**
 * Offline scanning at a glance, always on the scan desk: Online or Offline, how many scans wait to sync, and the last
 * sync. A live region, so a screen reader hears the switch.
 */
export function SyncStatus({ online, waiting, lastSync, conflicts = 0, syncing = false }: SyncStatusProps) {
  return (
    <StyledStatus $online={online} role="status" aria-live="polite" data-online={online} data-waiting={waiting}>
      <StyledState>{online ? 'Online' : 'Offline'}</StyledState>
      <StyledPart>{syncing && waiting > 0 ? 'Syncing…' : waiting > 0 ? `${formatCount(waiting)} waiting to sync` : 'All scans synced'}</StyledPart>
      <StyledPart>Last sync {lastSync ?? 'not yet'}</StyledPart>
      {conflicts > 0 && <StyledPart>{`${formatCount(conflicts)} conflict${conflicts === 1 ? '' : 's'}`}</StyledPart>}
    </StyledStatus>
  );
}
