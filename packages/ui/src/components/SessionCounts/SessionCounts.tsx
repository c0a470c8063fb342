import { StyledCounts, StyledLabel, StyledTile, StyledValue } from './SessionCounts.styles';

export interface SessionCountsProps {
  /** Tickets admitted at least once. */
  admitted: number;
  /** Guests inside now (admitted and not let out). */
  inside: number;
  /** Tickets sold for the session (not cancelled). */
  total: number;
  /** Smaller numbers, for the tickets screen. */
  compact?: boolean;
  /** Accessible name of the group. */
  label?: string;
}

const format = (n: number) => n.toLocaleString('en-IN');

/** Live counts of a scanning session: admitted, inside now and total, in large tabular numbers. */
export function SessionCounts({ admitted, inside, total, compact = false, label = 'Session counts' }: SessionCountsProps) {
  const items: Array<[string, number]> = [
    ['Admitted', admitted],
    ['Inside now', inside],
    ['Total', total],
  ];
  return (
    <StyledCounts $compact={compact} aria-label={label}>
      {items.map(([name, value]) => (
        <StyledTile key={name} $compact={compact} data-count={name}>
          <StyledLabel>{name}</StyledLabel>
          <StyledValue $compact={compact}>{format(value)}</StyledValue>
        </StyledTile>
      ))}
    </StyledCounts>
  );
}
