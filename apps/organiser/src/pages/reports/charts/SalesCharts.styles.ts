import { visuallyHidden } from '@diy/ui';
import styled, { css } from 'styled-components';

export const StyledChart = styled.figure`
  ${({ theme: t }) => css`
    margin: 0;
    padding: ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    min-width: 0;
    .visually-hidden {
      ${visuallyHidden}
    }
  `}
`;

export const StyledChartTitle = styled.figcaption`
  ${({ theme: t }) => css`
    margin-bottom: ${t.space[2]};
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;
