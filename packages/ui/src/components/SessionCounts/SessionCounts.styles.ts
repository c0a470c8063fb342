import styled, { css } from 'styled-components';

export const StyledCounts = styled.dl<{ $compact: boolean }>`
  ${({ theme: t, $compact }) => css`
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space[2]};
    margin: 0;
    dd {
      margin: 0;
    }
    ${$compact &&
    css`
      gap: ${t.space[1]};
    `}
  `}
`;

export const StyledTile = styled.div<{ $compact: boolean }>`
  ${({ theme: t, $compact }) => css`
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    justify-content: center;
    gap: ${t.space[0.5]};
    padding: ${$compact ? t.space[2] : t.space[3]} ${t.space[1]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    text-align: center;
    min-width: 0;
    /* The count sizes itself to the tile's width (cqi), so six digits fit a 360 px phone. */
    container-type: inline-size;
  `}
`;

export const StyledLabel = styled.dt`
  ${({ theme: t }) => css`
    /* Fits 'ADMITTED' whole in a 360 px phone's tile; 'INSIDE NOW' may wrap between its words. */
    font-size: min(${t.font.size.sm}, 15cqi);
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
    max-width: 100%;
  `}
`;

export const StyledValue = styled.dd<{ $compact: boolean; $widthEm: number }>`
  ${({ theme: t, $compact, $widthEm }) => css`
    font-size: min(${$compact ? t.font.size.xxl : t.font.size.hero}, calc(100cqi / ${$widthEm.toFixed(2)}));
    white-space: nowrap;
    max-width: 100%;
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
    color: ${t.color.fg.default};
  `}
`;
