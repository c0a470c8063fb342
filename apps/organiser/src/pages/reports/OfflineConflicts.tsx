import { formatIstDateTime, OFFLINE_CLAMP_MESSAGES, OFFLINE_MESSAGES, type SessionReport, formatCount } from '@diy/domain';
import { DataTable } from '@diy/ui';
import { StyledPanel, StyledPanelHead } from './Reports.styles';

type Conflict = SessionReport['offlineConflicts']['items'][number];
const side = (s: Conflict['admitted']) => `${s.gate ?? 'Unnamed gate'} · device …${s.deviceId.slice(-6)} · ${formatIstDateTime(s.at)}`;

/**
 * The session's tickets admitted offline on two devices: counted once; both scans shown (issue 21). Below, how many
 * offline scans were dated by the server's receipt because the device's clock was off (issue 29), when any were.
 */
export function OfflineConflicts({ conflicts, clamped = 0 }: { conflicts: SessionReport['offlineConflicts']; clamped?: number }) {
  return (
    <StyledPanel aria-labelledby="offline-conflicts">
      <StyledPanelHead>
        <h2 id="offline-conflicts">
          {OFFLINE_MESSAGES.conflictsHeading} ({formatCount(conflicts.count)})
        </h2>
        <p>Tickets admitted on two devices while offline: counted once; the later scan is listed here.</p>
        {clamped > 0 && <p>{OFFLINE_CLAMP_MESSAGES.clamped(clamped)}</p>}
      </StyledPanelHead>
      <DataTable
        caption="Offline conflicts"
        rows={conflicts.items}
        rowKey={(c) => `${c.bookingId}${c.ticket}${c.later.at}${c.later.deviceId}`}
        emptyTitle="No conflicts"
        columns={[
          { key: 'ticket', header: 'Ticket', rowHeader: true, render: (c) => `${c.ticket} (${c.ticketType})` },
          { key: 'booking', header: 'Booking', render: (c) => c.bookingId },
          { key: 'admitted', header: 'Admitted', render: (c) => side(c.admitted) },
          { key: 'later', header: 'Later scan', render: (c) => side(c.later) },
        ]}
      />
    </StyledPanel>
  );
}
