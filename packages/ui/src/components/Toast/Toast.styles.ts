import styled, { css } from 'styled-components';
import type { ToastType } from '@diy/domain';
import { popIn } from '../../theme/shared';
import { messageToneColours, toneGlyph } from '../MessageBanner/MessageBanner.styles';

export const StyledToast = styled.div<{ $type: ToastType }>`
  ${({ theme: t, $type }) => {
    const c = messageToneColours(t, $type);
    return css`
      position: fixed;
      z-index: ${t.zIndex.toast};
      top: ${t.space[4]};
      right: ${t.space[4]};
      width: ${t.size.toastWidthDesktop};
      max-width: calc(100vw - ${t.space[8]});
      display: flex;
      align-items: flex-start;
      gap: ${t.space[3]};
      padding: ${t.space[3]} ${t.space[2]} ${t.space[3]} ${t.space[4]};
      background: ${t.color.bg.surface};
      color: ${t.color.fg.default};
      border: ${t.size.borderThin} solid ${t.color.border.default};
      border-left: ${t.space[1]} solid ${c.border};
      border-radius: ${t.radii.md};
      box-shadow: ${t.shadow.lg};
      font-size: ${t.font.size.sm};
      line-height: ${t.font.lineHeight.normal};
      animation: ${popIn} ${t.motion.normal} ${t.motion.easing};

      ${t.media.phone} {
        top: auto;
        bottom: ${t.space[3]};
        left: ${t.space[3]};
        right: ${t.space[3]};
        width: auto;
        max-width: none;
        margin-bottom: env(safe-area-inset-bottom);
      }
    `;
  }}
`;

export const StyledMessage = styled.div`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    padding: ${t.space[2]} 0;
    overflow-wrap: anywhere;
  `}
`;

export const StyledToastTitle = styled.p`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledToastGlyph = styled.span<{ $type: ToastType }>`
  ${({ theme: t, $type }) => toneGlyph(t, $type, t.space[2])}
`;

export const StyledToastClose = styled.div`
  ${({ theme: t }) => css`
    flex: none;
    margin: -${t.space[1]} 0;
    color: ${t.color.fg.muted};
  `}
`;
