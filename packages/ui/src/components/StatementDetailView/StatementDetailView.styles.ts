import styled, { css } from 'styled-components';

export const StyledView = styled.article`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    min-width: 0;
  `}
`;

export const StyledHeader = styled.header`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledTitleRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
  `}
`;

export const StyledTitle = styled.h2`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
    color: ${t.color.fg.default};
    font-variant-numeric: tabular-nums;
  `}
`;

export const StyledFacts = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
    gap: ${t.space[3]};
    margin: 0;

    dt {
      font-size: ${t.font.size.xs};
      color: ${t.color.fg.muted};
    }
    dd {
      margin: 0;
      color: ${t.color.fg.default};
    }
  `}
`;

export const StyledSection = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;
  `}
`;

export const StyledSectionTitle = styled.h3`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledDownloads = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};

    ${t.media.phone} {
      flex-direction: column;
      align-items: stretch;
    }
  `}
`;

export const StyledHint = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.regular};
    color: ${t.color.fg.muted};
    white-space: nowrap;
  `}
`;

export const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const StyledFigures = styled.dl`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    margin: 0;
    max-width: 48rem;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
  `}
`;

/** A label and its amount on one line; a label too long for a phone wraps between words, the amount never breaks. */
export const StyledFigureRow = styled.div<{ $sub: boolean; $total: boolean }>`
  ${({ theme: t, $sub, $total }) => css`
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${t.space[4]};
    padding: ${t.space[2]} ${t.space[4]};
    padding-left: ${$sub ? t.space[8] : t.space[4]};
    border-top: ${t.size.borderThin} solid ${$total ? t.color.border.default : 'transparent'};
    font-size: ${$sub ? t.font.size.xs : t.font.size.sm};
    font-weight: ${$total ? t.font.weight.bold : t.font.weight.regular};
    color: ${$sub ? t.color.fg.muted : t.color.fg.default};

    dt {
      min-width: 0;
    }
    dd {
      margin: 0;
      flex: none;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
  `}
`;
