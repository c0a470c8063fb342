import styled, { css } from 'styled-components';

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `}
`;

export const StyledFacts = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;

    dt {
      color: ${t.color.fg.muted};
    }

    dd {
      margin: 0;
      font-weight: ${t.font.weight.semibold};
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }
  `}
`;

export const StyledFinal = styled.p`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.danger};
  `}
`;

export const StyledFooter = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${t.space[3]};
    width: 100%;
  `}
`;
