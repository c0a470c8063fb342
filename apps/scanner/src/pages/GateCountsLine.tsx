import { formatCount, type GateCounts } from '@diy/domain';
import { StyledGateCounts } from './scan-pages.styles';

/** Under the session's tiles: how many went out, and each gate's admissions and exits (live, issue 21). */
export function GateCountsLine({ live }: { live: GateCounts | null }) {
  if (!live) return null;
  return (
    <StyledGateCounts aria-label="Counts by gate" data-testid="gate-counts">
      <li data-gate-count="exited">Exited {formatCount(live.session.exited)}</li>
      {live.gates.map((g) => (
        <li key={g.gate ?? ''} data-gate-count={g.gate ?? ''}>
          {g.gate ?? 'Unnamed gate'}: {formatCount(g.admitted)} in · {formatCount(g.exited)} out
        </li>
      ))}
    </StyledGateCounts>
  );
}
