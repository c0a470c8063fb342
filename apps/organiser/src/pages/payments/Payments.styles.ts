import styled, { css } from 'styled-components';

export const StyledStack = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    min-width: 0;
  `}
`;

export const StyledBack = styled.p`
  ${({ theme: t }) => css`
    margin: 0 0 ${t.space[2]};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledFilter = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    align-items: baseline;
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;
