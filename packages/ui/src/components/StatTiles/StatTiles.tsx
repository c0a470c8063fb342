import type { ReactNode } from 'react';
import { StyledHint, StyledLabel, StyledTile, StyledTiles, StyledValue } from './StatTiles.styles';

export interface StatTile {
  label: string;
  /** Already formatted: '₹1,24,500', '1,250'. */
  value: ReactNode;
  /** A line under the value: 'in 42 bookings'. */
  hint?: ReactNode;
}

export interface StatTilesProps {
  items: readonly StatTile[];
  /** Accessible name of the group. */
  label: string;
}

/** Headline figures (tickets, sales, admitted) as a row of tiles that wraps on phones. */
export function StatTiles({ items, label }: StatTilesProps) {
  return (
    <StyledTiles aria-label={label}>
      {items.map((item) => (
        <StyledTile key={item.label} data-stat={item.label}>
          <StyledLabel>{item.label}</StyledLabel>
          <StyledValue>{item.value}</StyledValue>
          {item.hint !== undefined && <StyledHint>{item.hint}</StyledHint>}
        </StyledTile>
      ))}
    </StyledTiles>
  );
}
