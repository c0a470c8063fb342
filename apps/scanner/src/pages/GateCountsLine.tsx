import type { GateCounts } from '@diy/domain';
import { StyledGateCounts } from './scan-pages.styles';

const n = (v: number) => v.toLocaleString('en-IN');

/** Under the session's tiles: how many went out, and each gate's admissions and exits (live, issue 21). */
export function GateCountsLine({ live }: { live: GateCounts | null }) {
  if (!live) return null;
  return (
    <StyledGateCounts aria-label="Counts by gate" data-testid="gate-counts">
      <li data-gate-count="exited">Exited {n(live.session.exited)}</li>
      {live.gates.map((g) => (
        <li key={g.gate ?? ''} data-gate-count={g.gate ?? ''}>
          {g.gate ?? 'Unnamed gate'}: {n(g.admitted)} in · {n(g.exited)} out
        </li>
      ))}
    </StyledGateCounts>
  );
}
