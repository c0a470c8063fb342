import { OFFLINE_MESSAGES, formatCount, formatIstTime, type OfflineConflict } from '@diy/domain';
import type { OfflineStatus } from '../offline/offline-status';
import { StyledCard, StyledCardTitle, StyledConflictList, StyledSub } from './scan-pages.styles';

const side = (s: OfflineConflict['admitted']) => `${s.gate ?? 'device …' + s.deviceId.slice(-4).toUpperCase()} at ${formatIstTime(s.at)}`;

/**
 * Tickets admitted on two devices while offline: this device's scans the server kept as conflicts, and the session's
 * conflicts as of the last sync (each counted once; the later scan is the conflict).
 */
export function OfflineConflicts({ status }: { status: OfflineStatus }) {
  const shown = status.mine.length > 0 ? status.mine : status.conflicts;
  if (shown.length === 0 && status.conflictCount === 0) return null;
  return (
    <StyledCard aria-labelledby="conflicts-title" data-testid="offline-conflicts">
      <StyledCardTitle id="conflicts-title">
        {OFFLINE_MESSAGES.conflictTitle} ({formatCount(status.conflictCount)})
      </StyledCardTitle>
      {status.mine.length > 0 && <StyledSub>{OFFLINE_MESSAGES.conflict}</StyledSub>}
      <StyledConflictList>
        {shown.slice(0, 5).map((c) => (
          <li key={`${c.ticket}${c.later.deviceId}${c.later.at}`}>
            Ticket {c.ticket} ({c.ticketType}, {c.bookingId}): admitted {side(c.admitted)}; again {side(c.later)}
          </li>
        ))}
      </StyledConflictList>
    </StyledCard>
  );
}

/** This device's offline scans the server refused at upload, in plain words (issue 34: a show on another day). */
export function OfflineRefusals({ status }: { status: OfflineStatus }) {
  if (status.refused.length === 0) return null;
  return (
    <StyledCard aria-labelledby="refused-title" data-testid="offline-refusals">
      <StyledCardTitle id="refused-title">
        {OFFLINE_MESSAGES.refusedTitle} ({formatCount(status.refused.length)})
      </StyledCardTitle>
      <StyledSub>{OFFLINE_MESSAGES.refusedNote}</StyledSub>
      <StyledConflictList>
        {status.refused.slice(0, 5).map((r) => (
          <li key={`${r.ticket}${r.scannedAt}`}>
            Ticket {r.ticket} scanned at {formatIstTime(r.scannedAt)}: {r.message}
          </li>
        ))}
      </StyledConflictList>
    </StyledCard>
  );
}
