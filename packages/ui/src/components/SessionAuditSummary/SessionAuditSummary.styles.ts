import styled, { css } from 'styled-components';

export const StyledList = styled.ul`
  ${({ theme: t }) => css`
    margin: ${t.space[2]} 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${t.space[2]};
  `}
`;

export const StyledShow = styled.strong`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledOps = styled.ul`
  ${({ theme: t }) => css`
    margin: ${t.space[1]} 0 0;
    padding-left: ${t.space[5]};
  `}
`;
