import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

function variantStyles(t: DefaultTheme, variant: ButtonVariant) {
  switch (variant) {
    case 'primary':
      return css`
        background: ${t.color.bg.accent};
        color: ${t.color.fg.onAccent};
        border-color: ${t.color.bg.accent};
        &:hover:not(:disabled):not([aria-busy='true']) {
          background: ${t.color.bg.accentHover};
          border-color: ${t.color.bg.accentHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${t.color.bg.surface};
        color: ${t.color.fg.accent};
        border-color: ${t.color.border.strong};
        &:hover:not(:disabled):not([aria-busy='true']) {
          background: ${t.color.bg.accentSubtle};
          border-color: ${t.color.border.accent};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${t.color.fg.accent};
        border-color: transparent;
        &:hover:not(:disabled):not([aria-busy='true']) {
          background: ${t.color.bg.accentSubtle};
        }
      `;
    case 'danger':
      return css`
        background: ${t.color.bg.danger};
        color: ${t.color.fg.onDanger};
        border-color: ${t.color.bg.danger};
        &:hover:not(:disabled):not([aria-busy='true']) {
          background: ${t.color.bg.dangerHover};
          border-color: ${t.color.bg.dangerHover};
        }
      `;
  }
}

function sizeStyles(t: DefaultTheme, size: ButtonSize) {
  switch (size) {
    case 'sm':
      return css`
        min-height: ${t.size.controlSm};
        padding: 0 ${t.space[3]};
        font-size: ${t.font.size.sm};
      `;
    case 'md':
      return css`
        min-height: ${t.size.controlMd};
        padding: 0 ${t.space[5]};
        font-size: ${t.font.size.md};
      `;
    case 'lg':
      return css`
        min-height: ${t.size.controlLg};
        padding: 0 ${t.space[6]};
        font-size: ${t.font.size.lg};
      `;
  }
}

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${({ theme: t, $variant, $size, $fullWidth }) => css`
    position: relative;
    display: ${$fullWidth ? 'flex' : 'inline-flex'};
    width: ${$fullWidth ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: ${t.space[2]};
    border: ${t.size.borderThin} solid transparent;
    border-radius: ${t.radii.md};
    font-family: inherit;
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.tight};
    text-decoration: none;
    white-space: nowrap;
    user-select: none;
    transition:
      background-color ${t.motion.fast} ${t.motion.easing},
      border-color ${t.motion.fast} ${t.motion.easing},
      box-shadow ${t.motion.fast} ${t.motion.easing};
    ${sizeStyles(t, $size)}
    ${variantStyles(t, $variant)}

    &:active:not(:disabled):not([aria-busy='true']) {
      transform: translateY(${t.size.borderThin});
    }

    &:disabled {
      opacity: 0.5;
    }

    &[aria-busy='true'] {
      cursor: progress;
    }
  `}
`;

export const StyledButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;
