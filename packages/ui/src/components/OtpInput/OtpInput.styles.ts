import styled, { css } from 'styled-components';

/** The label-over-control column and its label are TextField's. */
export { StyledField, StyledLabel } from '../TextField/TextField.styles';

export const StyledInput = styled.input<{ $invalid: boolean }>`
  ${({ theme: t, $invalid }) => css`
    width: 100%;
    min-height: ${t.size.controlLg};
    padding: 0 ${t.space[3]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.strong};
    border-radius: ${t.radii.md};
    box-shadow: ${$invalid ? `inset 0 0 0 ${t.size.borderThin} ${t.color.border.danger}` : 'none'};
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.xxl};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    letter-spacing: ${t.space[3]};
    /* Letter spacing also trails the last digit: indent by as much so the code sits in the middle. */
    text-indent: ${t.space[3]};
    text-align: center;
    color: ${t.color.fg.default};
    transition:
      border-color ${t.motion.fast} ${t.motion.easing},
      box-shadow ${t.motion.fast} ${t.motion.easing};

    &::placeholder {
      color: ${t.color.fg.subtle};
      opacity: 1;
    }

    &:hover:not(:disabled) {
      border-color: ${$invalid ? t.color.border.danger : t.color.fg.default};
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

export const StyledHint = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledError = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
    font-weight: ${t.font.weight.medium};
    color: ${t.color.fg.danger};
  `}
`;
