import styled, { css } from 'styled-components';
import { controlFrame } from '../../theme/shared';

/** The label-over-control column, label, hint and error are TextField's, so a form reads as one. */
export { StyledField, StyledLabel, StyledRequiredMark, StyledFooter, StyledHint, StyledError } from '../TextField/TextField.styles';

export const StyledSelectWrap = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  ${controlFrame}
  ${({ theme: t }) => css`
    /* The chevron: two borders of a rotated square, drawn in the muted text colour. */
    &::after {
      content: '';
      position: absolute;
      top: 50%;
      right: ${t.space[4]};
      width: ${t.space[2]};
      height: ${t.space[2]};
      border-right: ${t.size.borderThick} solid ${t.color.fg.muted};
      border-bottom: ${t.size.borderThick} solid ${t.color.fg.muted};
      transform: translateY(-70%) rotate(45deg);
      pointer-events: none;
    }
  `}
`;

export const StyledSelect = styled.select<{ $placeholder: boolean }>`
  ${({ theme: t, $placeholder }) => css`
    flex: 1;
    min-width: 0;
    appearance: none;
    padding: 0 ${t.space[10]} 0 ${t.space[3]};
    border: 0;
    border-radius: inherit;
    background: transparent;
    font: inherit;
    font-size: ${t.font.size.md};
    color: ${$placeholder ? t.color.fg.muted : t.color.fg.default};
    cursor: pointer;

    &:focus-visible {
      outline: none;
    }

    &:disabled {
      color: ${t.color.fg.muted};
      cursor: not-allowed;
    }

    option {
      color: ${t.color.fg.default};
    }
  `}
`;
