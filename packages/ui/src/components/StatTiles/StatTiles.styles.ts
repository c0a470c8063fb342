import styled, { css } from 'styled-components';

export const StyledTiles = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
    gap: ${t.space[3]};
    margin: 0;
  `}
`;

export const StyledTile = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    padding: ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.sm};
    min-width: 0;
    /* The value's size follows the tile's width (container query units), so a figure never breaks inside itself. */
    container-type: inline-size;
  `}
`;

export const StyledLabel = styled.dt`
  ${({ theme: t }) => css`
    order: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
    /* A short label stays on one line; one too long for a narrow tile breaks between words, never inside one. */
    text-wrap: balance;
    overflow-wrap: normal;
  `}
`;

export const StyledValue = styled.dd`
  ${({ theme: t }) => css`
    margin: 0;
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
    color: ${t.color.fg.default};
    /* One line: ₹20,53,725 in a narrow phone tile shrinks to fit rather than wrapping a digit onto its own line. */
    font-size: min(${t.font.size.xxl}, 14cqi);
    white-space: nowrap;
  `}
`;

export const StyledHint = styled.dd`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;
