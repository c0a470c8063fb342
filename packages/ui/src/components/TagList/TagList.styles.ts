import styled, { css } from 'styled-components';

export const StyledTagList = styled.ul`
  ${({ theme: t }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[1]};
    min-width: 0;
  `}
`;

export const StyledTag = styled.li`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    padding: ${t.space[0.5]} ${t.space[2]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.pill};
    background: ${t.color.bg.subtle};
    color: ${t.color.fg.default};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.medium};
    line-height: ${t.font.lineHeight.normal};
    white-space: nowrap;
  `}
`;
