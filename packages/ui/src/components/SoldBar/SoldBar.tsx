import { percentOf, progressColour, formatCount, SOLD_BAR_TEXTS } from '@diy/domain';
import { StyledFill, StyledNoInventory, StyledSoldBar, StyledText, StyledTrack } from './SoldBar.styles';

export interface SoldBarProps {
  /** Tickets sold (not cancelled). */
  sold: number;
  /** Tickets on sale in all (the inventory). */
  total: number;
  /** What is counted, for the accessible name: 'Tickets sold'. */
  label?: string;
  /** Hide the "sold / total" text (cards with the numbers elsewhere). */
  hideText?: boolean;
}

/**
 * Sold against inventory as a bar in the spec's progress colours (seed 000 section 9: under 25% red, under 50%
 * orange, under 75% yellow, else green), with the figures in Indian grouping. With no inventory (a show without ticket
 * types yet) there is nothing to measure: it says so in words ('No tickets yet') instead of an empty red bar over
 * "0 / 0 sold".
 */
export function SoldBar({ sold, total, label = 'Tickets sold', hideText = false }: SoldBarProps) {
  if (!(total > 0)) {
    return (
      <StyledNoInventory data-colour="none" role="group" aria-label={label}>
        {SOLD_BAR_TEXTS.noInventory}
      </StyledNoInventory>
    );
  }
  const percent = percentOf(sold, total);
  const colour = progressColour(percent);
  const rounded = Math.floor(percent);
  return (
    <StyledSoldBar data-colour={colour}>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 0)}
        aria-valuenow={Math.min(Math.max(sold, 0), Math.max(total, 0))}
        aria-valuetext={`${formatCount(sold)} of ${formatCount(total)} (${rounded}%)`}
      >
        <StyledFill $colour={colour} style={{ width: `${percent}%` }} />
      </StyledTrack>
      {!hideText && (
        <StyledText>
          <span>
            {formatCount(sold)} / {formatCount(total)} sold
          </span>
          <span>{rounded}%</span>
        </StyledText>
      )}
    </StyledSoldBar>
  );
}
