import styled, { css } from 'styled-components';

/** The label-over-control column is TextField's. */
export { StyledField } from '../TextField/TextField.styles';

export const StyledLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledInput = styled.input<{ $ready: boolean }>`
  ${({ theme: t, $ready }) => css`
    width: 100%;
    min-height: ${t.size.controlLg};
    padding: 0 ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThick} solid ${$ready ? t.color.border.success : t.color.border.strong};
    border-radius: ${t.radii.md};
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.xl};
    letter-spacing: ${t.font.letterSpacing.wide};
    color: ${t.color.fg.default};
    &::placeholder {
      color: ${t.color.fg.subtle};
    }
    &:focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }
  `}
`;

export const StyledHint = styled.span<{ $ready: boolean }>`
  ${({ theme: t, $ready }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${$ready ? t.font.weight.semibold : t.font.weight.regular};
    color: ${$ready ? t.color.fg.success : t.color.fg.muted};
  `}
`;
