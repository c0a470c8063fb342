import styled, { css } from 'styled-components';

export const StyledGroup = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    min-width: 0;
  `}
`;

export const StyledLabel = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
  `}
`;

export const StyledChips = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  `}
`;

export const StyledChip = styled.button<{ $checked: boolean; $invalid: boolean }>`
  ${({ theme: t, $checked, $invalid }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[1.5]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[4]};
    border-radius: ${t.radii.pill};
    border: ${t.size.borderThin} solid ${$checked ? t.color.bg.accent : $invalid ? t.color.border.danger : t.color.border.strong};
    background: ${$checked ? t.color.bg.accent : t.color.bg.surface};
    color: ${$checked ? t.color.fg.onAccent : t.color.fg.default};
    font-size: ${t.font.size.sm};
    font-weight: ${$checked ? t.font.weight.semibold : t.font.weight.medium};
    line-height: ${t.font.lineHeight.tight};
    cursor: pointer;
    transition:
      background ${t.motion.fast} ${t.motion.easing},
      border-color ${t.motion.fast} ${t.motion.easing};

    &:hover:not(:disabled) {
      background: ${$checked ? t.color.bg.accentHover : t.color.bg.accentSubtle};
      border-color: ${$checked ? t.color.bg.accentHover : t.color.border.accent};
    }

    &:disabled {
      cursor: not-allowed;
      background: ${$checked ? t.color.bg.neutral : t.color.bg.subtle};
      border-color: ${$checked ? t.color.bg.neutral : t.color.border.default};
      color: ${$checked ? t.color.fg.onAccent : t.color.fg.muted};
    }
  `}
`;

export const StyledCheck = styled.span`
  ${({ theme: t }) => css`
    display: inline-block;
    width: ${t.space[1.5]};
    height: ${t.space[3]};
    margin: -${t.space[1]} ${t.space[0.5]} 0 0;
    border: solid currentColor;
    border-width: 0 ${t.size.borderThick} ${t.size.borderThick} 0;
    transform: rotate(45deg);
  `}
`;

export const StyledError = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
    color: ${t.color.fg.danger};
  `}
`;
