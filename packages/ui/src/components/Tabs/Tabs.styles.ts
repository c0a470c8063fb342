import styled, { css } from 'styled-components';

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
    overflow-x: auto;
    scrollbar-width: thin;
    /* A visible cue that more tabs lie off-screen (issue 34: a phone's tabs ended at "Unlisted & Clo"): a shadow at
       each edge that has more to scroll to, covered by the page colour when the list is at that end (the covers
       scroll with the tabs, the shadows stay with the frame). */
    background:
      linear-gradient(to right, ${t.color.bg.canvas} 30%, transparent) left center / ${t.space[8]} 100% no-repeat local,
      linear-gradient(to left, ${t.color.bg.canvas} 30%, transparent) right center / ${t.space[8]} 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${t.color.border.strong}, transparent) left center / ${t.space[3]} 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${t.color.border.strong}, transparent) right center / ${t.space[3]} 100% no-repeat scroll;

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
