import { visuallyHidden } from '@diy/ui';
import styled, { css } from 'styled-components';

export const StyledChart = styled.figure`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
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

/**
 * The plot: at least its chart's height (set inline), and the rest of a taller figure; the chart inside is laid over it
 * so that its 100% height is the plot's whatever decided it.
 */
export const StyledPlot = styled.div`
  position: relative;
  flex: 1 1 auto;
  width: 100%;
  & > * {
    position: absolute;
    inset: 0;
  }
`;
