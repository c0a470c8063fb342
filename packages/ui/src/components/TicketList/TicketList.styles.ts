import styled, { css } from 'styled-components';
import { stackedList } from '../../theme/shared';

export type TicketTone = 'neutral' | 'success' | 'info' | 'danger';

export const StyledFieldset = styled.fieldset`
  ${({ theme: t }) => css`
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  `}
`;

export const StyledLegend = styled.legend`
  ${({ theme: t }) => css`
    padding: 0;
    margin-bottom: ${t.space[2]};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledList = styled.ul`
  ${stackedList}
`;

export const StyledRow = styled.label<{ $selected: boolean; $disabled: boolean; $all?: boolean }>`
  ${({ theme: t, $selected, $disabled, $all }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    min-height: ${t.size.controlLg};
    padding: ${t.space[2]} ${t.space[4]};
    background: ${$selected ? t.color.bg.accentSubtle : t.color.bg.surface};
    border: ${t.size.borderThick} solid ${$selected ? t.color.border.accent : t.color.border.strong};
    border-radius: ${t.radii.md};
    cursor: ${$disabled ? 'not-allowed' : 'pointer'};
    ${$all &&
    css`
      background: ${$selected ? t.color.bg.accentSubtle : t.color.bg.subtle};
    `}
    &:has(input:focus-visible) {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }
  `}
`;

export const StyledCheckbox = styled.input`
  ${({ theme: t }) => css`
    flex: none;
    width: ${t.size.checkbox};
    height: ${t.size.checkbox};
    margin: 0;
    accent-color: ${t.color.bg.accent};
    &:focus-visible {
      outline: none;
    }
  `}
`;

export const StyledBody = styled.span`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};
  `}
`;

export const StyledTitle = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.snug};
    overflow-wrap: anywhere;
  `}
`;

export const StyledDetail = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    color: ${t.color.fg.muted};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  `}
`;

const toneColours = (t: import('styled-components').DefaultTheme, tone: TicketTone) => {
  switch (tone) {
    case 'success':
      return css`background: ${t.color.bg.successSubtle}; color: ${t.color.fg.success}; border-color: ${t.color.border.success};`;
    case 'info':
      return css`background: ${t.color.bg.infoSubtle}; color: ${t.color.fg.info}; border-color: ${t.color.border.info};`;
    case 'danger':
      return css`background: ${t.color.bg.dangerSubtle}; color: ${t.color.fg.danger}; border-color: ${t.color.border.danger};`;
    default:
      return css`background: ${t.color.bg.neutralSubtle}; color: ${t.color.fg.default}; border-color: ${t.color.border.strong};`;
  }
};

export const StyledState = styled.span<{ $tone: TicketTone }>`
  ${({ theme: t, $tone }) => css`
    flex: none;
    padding: ${t.space[1]} ${t.space[2]};
    border: ${t.size.borderThin} solid;
    border-radius: ${t.radii.pill};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
    ${toneColours(t, $tone)}
  `}
`;
