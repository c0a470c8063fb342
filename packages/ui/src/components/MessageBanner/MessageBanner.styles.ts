import styled, { css, type DefaultTheme } from 'styled-components';

export type MessageTone = 'default' | 'success' | 'info' | 'error';

export function messageToneColours(t: DefaultTheme, tone: MessageTone) {
  switch (tone) {
    case 'success':
      return { bg: t.color.bg.successSubtle, fg: t.color.fg.success, border: t.color.border.success, solid: t.color.bg.success };
    case 'info':
      return { bg: t.color.bg.infoSubtle, fg: t.color.fg.info, border: t.color.border.info, solid: t.color.bg.info };
    case 'error':
      return { bg: t.color.bg.dangerSubtle, fg: t.color.fg.danger, border: t.color.border.danger, solid: t.color.bg.danger };
    case 'default':
      return { bg: t.color.bg.surface, fg: t.color.fg.default, border: t.color.border.strong, solid: t.color.bg.neutral };
  }
}

export const StyledBanner = styled.div<{ $tone: MessageTone }>`
  ${({ theme: t, $tone }) => {
    const c = messageToneColours(t, $tone);
    return css`
      display: flex;
      align-items: flex-start;
      gap: ${t.space[3]};
      padding: ${t.space[3]} ${t.space[3]} ${t.space[3]} ${t.space[4]};
      background: ${c.bg};
      color: ${t.color.fg.default};
      border: ${t.size.borderThin} solid ${t.color.border.default};
      border-left: ${t.space[1]} solid ${c.border};
      border-radius: ${t.radii.md};
      font-size: ${t.font.size.sm};
      line-height: ${t.font.lineHeight.normal};
    `;
  }}
`;

/** A small round badge with a glyph, drawn with CSS and text so it needs no icon set (banners and toasts). */
export function toneGlyph(t: DefaultTheme, tone: MessageTone, marginTop: string) {
  return css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.space[5]};
    height: ${t.space[5]};
    margin-top: ${marginTop};
    border-radius: ${t.radii.round};
    background: ${messageToneColours(t, tone).solid};
    color: ${t.color.fg.onAccent};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.bold};
    line-height: 1;
  `;
}

export const StyledGlyph = styled.span<{ $tone: MessageTone }>`
  ${({ theme: t, $tone }) => css`
    ${toneGlyph(t, $tone, t.space[0.5])}
    margin-bottom: ${t.space[0.5]};
  `}
`;

export const StyledContent = styled.div`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    padding: ${t.space[0.5]} 0;
  `}
`;

export const StyledTitle = styled.p<{ $tone: MessageTone }>`
  ${({ theme: t, $tone }) => css`
    font-weight: ${t.font.weight.semibold};
    color: ${messageToneColours(t, $tone).fg};
  `}
`;

export const StyledAction = styled.div`
  ${({ theme: t }) => css`
    margin-top: ${t.space[1]};
  `}
`;

export const StyledDismiss = styled.div`
  ${({ theme: t }) => css`
    flex: none;
    margin: -${t.space[3]} -${t.space[1]} -${t.space[3]} 0;
    color: ${t.color.fg.muted};
  `}
`;
