import styled, { css } from 'styled-components';

export const StyledFieldset = styled.fieldset`
  ${({ theme: t }) => css`
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${t.space[2]};

    legend {
      font-size: ${t.font.size.sm};
      font-weight: ${t.font.weight.semibold};
      color: ${t.color.fg.muted};
      margin-bottom: ${t.space[2]};
      padding: 0;
    }
  `}
`;

export const StyledOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  ${({ theme: t, $checked, $disabled }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${t.space[12]};
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    border: ${t.size.borderThin} solid ${$checked ? t.color.border.accent : t.color.border.strong};
    background: ${$checked ? t.color.bg.accent : t.color.bg.surface};
    color: ${$checked ? t.color.fg.onAccent : t.color.fg.default};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    cursor: ${$disabled ? 'not-allowed' : 'pointer'};
    opacity: ${$disabled ? 0.55 : 1};

    input {
      position: absolute;
      opacity: 0;
      pointer-events: none;
    }
    &:focus-within {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.space[0.5]};
    }
  `}
`;
