import styled, { css } from 'styled-components';

/** The report screens' vertical rhythm. */
export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** Charts side by side on wide screens, one under the other on phones. */
export const StyledChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledPanel = styled.section`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[4]};
    padding: ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    min-width: 0;
    @media (min-width: 48rem) {
      padding: ${t.space[6]};
    }
  `}
`;

export const StyledPanelHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${t.space[2]} ${t.space[4]};
    h2,
    h3 {
      margin: 0;
      font-size: ${t.font.size.lg};
    }
    p {
      margin: 0;
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${t.space[3]};
  `}
`;

export const StyledList = styled.ul`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const StyledMuted = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledFacts = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    dt {
      font-size: ${t.font.size.sm};
      color: ${t.color.fg.muted};
    }
    dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }
  `}
`;

export const StyledBack = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

/** A form control that need not span the row (the file format). */
export const StyledNarrow = styled.div`
  flex: 0 1 16rem;
  min-width: 12rem;
`;
