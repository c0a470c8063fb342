import styled, { css } from 'styled-components';
import { textInput } from '../../theme/shared';

export const StyledField = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    min-width: 0;
  `}
`;

export const StyledLabel = styled.label`
  ${({ theme: t }) => css`
    align-self: flex-start;
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
  `}
`;

export const StyledChips = styled.ul`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    list-style: none;
    margin: 0;
    padding: 0;
  `}
`;

export const StyledChip = styled.li`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[1]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[1]} 0 ${t.space[3]};
    border-radius: ${t.radii.pill};
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};

    &:last-child:first-child,
    &[data-readonly='true'] {
      padding-right: ${t.space[3]};
    }
  `}
`;

export const StyledRemove = styled.button`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.controlSm};
    height: ${t.size.controlSm};
    margin: -${t.space[1]} 0;
    border: 0;
    border-radius: ${t.radii.round};
    background: transparent;
    color: inherit;
    font-size: ${t.font.size.lg};
    line-height: 1;

    &:hover {
      background: ${t.color.bg.accentSubtleHover};
    }
  `}
`;

export const StyledInput = styled.input`
  ${textInput}
  padding: 0 ${({ theme }) => theme.space[3]};
`;

export const StyledListbox = styled.div`
  ${({ theme: t }) => css`
    max-height: calc(${t.space[16]} * 5);
    overflow-y: auto;
    padding: ${t.space[1]} 0;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};

    &:focus-visible {
      outline-offset: 0;
    }
  `}
`;

export const StyledGroupLabel = styled.div`
  ${({ theme: t }) => css`
    position: sticky;
    top: -${t.space[1]};
    padding: ${t.space[2]} ${t.space[3]} ${t.space[1]};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    letter-spacing: ${t.font.letterSpacing.wide};
    text-transform: uppercase;
  `}
`;

export const StyledOption = styled.div<{ $active: boolean; $chosen: boolean }>`
  ${({ theme: t, $active, $chosen }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[3]};
    cursor: ${$chosen ? 'default' : 'pointer'};
    color: ${$chosen ? t.color.fg.muted : t.color.fg.default};
    background: ${$active ? t.color.bg.accentSubtle : 'transparent'};
    box-shadow: ${$active ? `inset ${t.space[1]} 0 0 ${t.color.border.accent}` : 'none'};

    &:hover {
      background: ${$chosen ? 'transparent' : t.color.bg.accentSubtle};
    }
  `}
`;

export const StyledTick = styled.span`
  ${({ theme: t }) => css`
    color: ${t.color.fg.success};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    padding: ${t.space[2]} ${t.space[3]};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;
