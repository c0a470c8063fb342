import styled, { css } from 'styled-components';

export const StyledFieldset = styled.fieldset`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  `}
`;

export const StyledLegend = styled.legend`
  ${({ theme: t }) => css`
    padding: 0;
    margin-bottom: ${t.space[2]};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
  `}
`;

export const StyledSummary = styled.div<{ $chosen: boolean }>`
  ${({ theme: t, $chosen }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
    min-height: ${t.size.controlMd};
    padding: 0 ${t.space[1]} 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${$chosen ? t.color.fg.default : t.color.fg.muted};
    font-weight: ${$chosen ? t.font.weight.semibold : t.font.weight.regular};
  `}
`;

export const StyledOptions = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${t.space[2]};
  `}
`;

export const StyledOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  ${({ theme: t, $checked, $disabled }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${$checked ? t.color.border.accent : t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${$checked ? t.color.bg.accentSubtle : $disabled ? t.color.bg.subtle : t.color.bg.surface};
    color: ${$disabled && !$checked ? t.color.fg.muted : t.color.fg.default};
    font-size: ${t.font.size.sm};
    font-weight: ${$checked ? t.font.weight.semibold : t.font.weight.regular};
    cursor: ${$disabled ? 'not-allowed' : 'pointer'};

    &:has(input:focus-visible) {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }

    input {
      width: ${t.space[4]};
      height: ${t.space[4]};
      margin: 0;
      accent-color: ${t.color.bg.accent};
      cursor: inherit;
    }

    input:focus-visible {
      outline: none;
    }
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;
