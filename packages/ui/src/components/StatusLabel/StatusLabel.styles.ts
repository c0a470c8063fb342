import styled, { css, type DefaultTheme } from 'styled-components';

export type StatusTone = 'success' | 'accent' | 'info' | 'warning' | 'muted';

function toneColours(t: DefaultTheme, tone: StatusTone) {
  switch (tone) {
    case 'success':
      return { bg: t.color.bg.successSubtle, fg: t.color.fg.success, dot: t.color.bg.success };
    case 'accent':
      return { bg: t.color.bg.accentSubtle, fg: t.color.fg.accent, dot: t.color.bg.accent };
    case 'info':
      return { bg: t.color.bg.infoSubtle, fg: t.color.fg.info, dot: t.color.bg.info };
    case 'warning':
      return { bg: t.color.bg.warningSubtle, fg: t.color.fg.warning, dot: t.color.bg.warning };
    case 'muted':
      return { bg: t.color.bg.neutralSubtle, fg: t.color.fg.muted, dot: t.color.fg.muted };
  }
}

export const StyledStatusLabel = styled.span<{ $tone: StatusTone; $size: 'sm' | 'md' }>`
  ${({ theme: t, $tone, $size }) => {
    const c = toneColours(t, $tone);
    return css`
      display: inline-flex;
      align-items: center;
      gap: ${t.space[1.5]};
      max-width: 100%;
      padding: ${$size === 'sm' ? `${t.space[0.5]} ${t.space[2]}` : `${t.space[1]} ${t.space[3]}`};
      border-radius: ${t.radii.pill};
      background: ${c.bg};
      color: ${c.fg};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.bold};
      letter-spacing: ${t.font.letterSpacing.wide};
      line-height: ${t.font.lineHeight.normal};
      white-space: nowrap;

      &::before {
        content: '';
        flex: none;
        width: ${t.space[1.5]};
        height: ${t.space[1.5]};
        border-radius: ${t.radii.round};
        background: ${c.dot};
      }
    `;
  }}
`;

export const StyledStatusText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
