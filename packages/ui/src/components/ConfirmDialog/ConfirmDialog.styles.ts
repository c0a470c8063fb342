import styled, { css } from 'styled-components';

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `}
`;

export const StyledMessage = styled.div`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
    line-height: ${t.font.lineHeight.normal};
    overflow-wrap: anywhere;
  `}
`;
