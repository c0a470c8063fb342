import styled, { css } from 'styled-components';
import { stackedList } from '../../theme/shared';

export const StyledList = styled.ul`
  ${stackedList}
`;

export const StyledItem = styled.li`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${t.space[2]} ${t.space[2]} ${t.space[2]} ${t.space[3]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
  `}
`;

export const StyledWho = styled.div`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
  `}
`;

export const StyledName = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    overflow-wrap: anywhere;
  `}
`;

export const StyledRoles = styled.span`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[1]};
  `}
`;

export const StyledRole = styled.span`
  ${({ theme: t }) => css`
    padding: ${t.space[0.5]} ${t.space[2]};
    border-radius: ${t.radii.pill};
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    gap: ${t.space[1]};
  `}
`;

export const StyledEmpty = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;
