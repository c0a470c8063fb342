import styled, { css } from 'styled-components';
import { scrollEdgeCue } from '../../theme/shared';

export const StyledTabs = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledTabList = styled.div<{ $fullWidth: boolean }>`
  ${({ theme: t, $fullWidth }) => css`
    display: flex;
    gap: ${t.space[1]};
    border-bottom: ${t.size.borderThin} solid ${t.color.border.default};
    /* More tabs off-screen show a shadow at that edge (issue 34: a phone's tabs ended at "Unlisted & Clo"). */
    ${scrollEdgeCue(t, t.color.bg.canvas)}

    & > * {
      flex: ${$fullWidth ? '1 1 0' : 'none'};
    }
  `}
`;

export const StyledTab = styled.button<{ $selected: boolean }>`
  ${({ theme: t, $selected }) => css`
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlMd};
    padding: 0 ${t.space[4]};
    border: 0;
    border-radius: ${t.radii.md} ${t.radii.md} 0 0;
    background: transparent;
    color: ${$selected ? t.color.fg.accent : t.color.fg.muted};
    font-size: ${t.font.size.md};
    font-weight: ${$selected ? t.font.weight.semibold : t.font.weight.medium};
    white-space: nowrap;
    transition: color ${t.motion.fast} ${t.motion.easing}, background-color ${t.motion.fast} ${t.motion.easing};

    &::after {
      content: '';
      position: absolute;
      left: ${t.space[2]};
      right: ${t.space[2]};
      bottom: 0;
      height: ${t.space[1]};
      border-radius: ${t.radii.sm} ${t.radii.sm} 0 0;
      background: ${$selected ? t.color.bg.accent : 'transparent'};
    }

    &:hover:not(:disabled) {
      color: ${$selected ? t.color.fg.accent : t.color.fg.default};
      background: ${t.color.bg.subtle};
    }

    &:focus-visible {
      outline-offset: -${t.size.focusRing};
    }

    &:disabled {
      opacity: 0.5;
    }
  `}
`;

export const StyledCount = styled.span<{ $selected: boolean }>`
  ${({ theme: t, $selected }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${t.space[6]};
    padding: 0 ${t.space[2]};
    border-radius: ${t.radii.pill};
    background: ${$selected ? t.color.bg.accentSubtle : t.color.bg.subtle};
    color: ${$selected ? t.color.fg.accent : t.color.fg.muted};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.normal};
    font-variant-numeric: tabular-nums;
  `}
`;

export const StyledTabPanel = styled.div`
  ${({ theme: t }) => css`
    padding-top: ${t.space[4]};
  `}
`;
