import { formatCount } from '@diy/domain';
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

/** Width of a formatted count in em, for the widest bold system fonts: a tabular digit up to 0.7 em, a separator 0.38 em. */
export function countWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) em += /\d/.test(ch) ? 0.7 : 0.38;
  return Math.max(em, 2.1);
}

/** Live counts of a scanning session: admitted, inside now and total, in large tabular numbers. */
export function SessionCounts({ admitted, inside, total, compact = false, label = 'Session counts' }: SessionCountsProps) {
  const items: Array<[string, number]> = [
    ['Admitted', admitted],
    ['Inside now', inside],
    ['Total', total],
  ];
  const texts = items.map(([, value]) => formatCount(value));
  // One size for the three tiles, the largest at which the longest count fits its tile (1,23,456 on a 360 px phone).
  const widthEm = Math.max(...texts.map(countWidthEm));
  return (
    <StyledCounts $compact={compact} aria-label={label}>
      {items.map(([name], i) => (
        <StyledTile key={name} $compact={compact} data-count={name}>
          <StyledLabel>{name}</StyledLabel>
          <StyledValue $compact={compact} $widthEm={widthEm}>
            {texts[i]}
          </StyledValue>
        </StyledTile>
      ))}
    </StyledCounts>
  );
}
