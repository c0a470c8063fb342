import styled, { css } from 'styled-components';

type ProgressColour = 'red' | 'orange' | 'yellow' | 'green';

export const StyledSoldBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledTrack = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    height: ${t.space[2]};
    overflow: hidden;
    background: ${t.color.bg.subtleHover};
    border-radius: ${t.radii.pill};
  `}
`;

export const StyledFill = styled.div<{ $colour: ProgressColour }>`
  ${({ theme: t, $colour }) => css`
    height: 100%;
    background: ${t.color.progress[$colour]};
    border-radius: ${t.radii.pill};
    transition: width ${t.motion.fast} ${t.motion.easing};
  `}
`;

export const StyledText = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: space-between;
    gap: ${t.space[2]};
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
    font-variant-numeric: tabular-nums;
  `}
`;

/** In place of the bar when nothing is on sale: one muted line. */
export const StyledNoInventory = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;
