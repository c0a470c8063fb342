import { StyledBanner, StyledHeadline, StyledLine } from './ScanModeBanner.styles';

export type ScanModeBannerMode = 'Entry' | 'Exit';

export interface ScanModeBannerProps {
  /** The device's scanning mode. */
  mode: ScanModeBannerMode;
}

const WORDS: Record<ScanModeBannerMode, [string, string]> = {
  Entry: ['Entry', 'Scans admit guests'],
  Exit: ['Exit mode', 'Scans let guests out'],
};

/**
 * The scanning mode across the screen: a quiet green strip in Entry, a solid amber bar in Exit, so a steward
 * never lets guests out believing they admit them.
 */
export function ScanModeBanner({ mode }: ScanModeBannerProps) {
  const [headline, line] = WORDS[mode];
  return (
    <StyledBanner $exit={mode === 'Exit'} data-mode={mode} role="note" aria-label={`${headline}: ${line}`}>
      <StyledHeadline>{headline}</StyledHeadline>
      <StyledLine>{line}</StyledLine>
    </StyledBanner>
  );
}
