import styled, { css } from 'styled-components';
import { stackedList } from '../../theme/shared';

export const StyledShows = styled.ul`
  ${stackedList}
`;

export const StyledShow = styled.li`
  ${({ theme: t }) => css`
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.subtle};
    font-variant-numeric: tabular-nums;
  `}
`;
