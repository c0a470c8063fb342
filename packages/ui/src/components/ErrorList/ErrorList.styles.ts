import styled, { css } from 'styled-components';

export const StyledErrorList = styled.div`
  ${({ theme: t }) => css`
    color: ${t.color.fg.danger};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};

    ul {
      display: grid;
      gap: ${t.space[1]};
      margin: 0;
      padding: 0;
      list-style: none;
    }

    li {
      position: relative;
      padding-left: ${t.space[4]};
      font-weight: ${t.font.weight.medium};
    }

    li::before {
      content: '';
      position: absolute;
      left: ${t.space[1]};
      top: 0.55em;
      width: ${t.space[1.5]};
      height: ${t.space[1.5]};
      border-radius: ${t.radii.round};
      background: currentColor;
    }
  `}
`;

export const StyledErrorTitle = styled.p`
  ${({ theme: t }) => css`
    margin-bottom: ${t.space[1]};
    font-weight: ${t.font.weight.semibold};
  `}
`;
