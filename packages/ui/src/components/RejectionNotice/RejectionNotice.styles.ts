import styled, { css } from 'styled-components';

export const StyledItems = styled.dl`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    margin: ${t.space[1]} 0 0;

    dt {
      font-weight: ${t.font.weight.semibold};
    }

    dd {
      margin: 0;
    }

    ul {
      margin: 0;
      padding-left: ${t.space[5]};
    }
  `}
`;

export const StyledValue = styled.p`
  ${({ theme: t }) => css`
    margin-top: ${t.space[0.5]};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
    overflow-wrap: anywhere;
  `}
`;
