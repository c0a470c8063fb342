import styled, { css } from 'styled-components';

export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${({ theme: t, $invalid }) => css`
    width: 100%;
    min-height: calc(${t.size.controlMd} * 2);
    padding: ${t.space[2]} ${t.space[3]};
    border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.default};
    font: inherit;
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.normal};
    resize: vertical;

    &::placeholder {
      color: ${t.color.fg.muted};
      opacity: 1;
    }

    &:focus-visible {
      outline: none;
      border-color: ${$invalid ? t.color.border.danger : t.color.border.accent};
      box-shadow: 0 0 0 ${t.size.focusRing} ${$invalid ? t.color.border.danger : t.color.focus.ring};
    }

    &:disabled {
      background: ${t.color.bg.subtle};
      color: ${t.color.fg.muted};
      cursor: not-allowed;
    }
  `}
`;
