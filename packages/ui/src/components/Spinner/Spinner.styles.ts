import styled, { css } from 'styled-components';
import { spin, visuallyHidden } from '../../theme/shared';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export type SpinnerTone = 'accent' | 'current';

export const StyledSpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
`;

export const StyledSpinnerRing = styled.span<{ $size: SpinnerSize; $tone: SpinnerTone }>`
  ${({ theme: t, $size, $tone }) => {
    const dimension = { sm: t.size.spinnerSm, md: t.size.spinnerMd, lg: t.size.spinnerLg }[$size];
    const stroke = $size === 'lg' ? t.space[1] : t.size.borderThick;
    const colour = $tone === 'accent' ? t.color.fg.accent : 'currentColor';
    const track = $tone === 'accent' ? t.color.bg.accentSubtleHover : 'color-mix(in srgb, currentColor 25%, transparent)';
    return css`
      display: block;
      width: ${dimension};
      height: ${dimension};
      border-radius: ${t.radii.round};
      border: ${stroke} solid ${track};
      border-top-color: ${colour};
      animation: ${spin} ${t.motion.spin} linear infinite;

      ${t.media.reducedMotion} {
        animation-duration: calc(${t.motion.spin} * 3) !important;
        animation-iteration-count: infinite !important;
      }
    `;
  }}
`;

export const StyledSpinnerLabel = styled.span`
  ${visuallyHidden}
`;
