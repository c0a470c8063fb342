import styled, { css } from 'styled-components';
import { fadeIn, popIn, slideUp } from '../../theme/shared';

export type PopupLayout = 'auto' | 'dialog' | 'sheet';

export const StyledBackdrop = styled.div<{ $layout: PopupLayout }>`
  ${({ theme: t, $layout }) => {
    const sheet = css`
      align-items: flex-end;
      padding: ${t.space[8]} 0 0;
    `;
    return css`
      position: fixed;
      inset: 0;
      z-index: ${t.zIndex.popup};
      display: flex;
      align-items: center;
      justify-content: center;
      padding: ${t.space[6]};
      background: ${t.color.bg.backdrop};
      animation: ${fadeIn} ${t.motion.normal} ${t.motion.easing};
      overscroll-behavior: contain;

      ${$layout === 'sheet' && sheet}
      ${$layout === 'auto' &&
      css`
        ${t.media.phone} {
          ${sheet}
        }
      `}
    `;
  }}
`;

export const StyledPanel = styled.div<{ $layout: PopupLayout; $minWidth?: number | undefined; $minHeight?: number | undefined }>`
  ${({ theme: t, $layout, $minWidth, $minHeight }) => {
    const sheet = css`
      width: 100%;
      min-width: 0;
      max-width: none;
      max-height: calc(100dvh - ${t.space[8]});
      border-radius: ${t.radii.xl} ${t.radii.xl} 0 0;
      padding-bottom: env(safe-area-inset-bottom);
      animation: ${slideUp} ${t.motion.slow} ${t.motion.easing};

      &::before {
        content: '';
        display: block;
        flex: none;
        width: ${t.space[10]};
        height: ${t.space[1]};
        margin: ${t.space[2]} auto 0;
        border-radius: ${t.radii.pill};
        background: ${t.color.border.default};
      }
    `;
    return css`
      position: relative;
      display: flex;
      flex-direction: column;
      width: 100%;
      max-width: ${$minWidth ? `max(${t.size.popupMaxWidth}, ${$minWidth}px)` : t.size.popupMaxWidth};
      min-width: ${$minWidth ? `min(${$minWidth}px, 100%)` : '0'};
      min-height: ${$minHeight ? `min(${$minHeight}px, calc(100dvh - ${t.space[8]}))` : 'auto'};
      max-height: calc(100dvh - ${t.space[12]});
      background: ${t.color.bg.surface};
      color: ${t.color.fg.default};
      border-radius: ${t.radii.lg};
      box-shadow: ${t.shadow.xl};
      animation: ${popIn} ${t.motion.normal} ${t.motion.easing};

      &:focus-visible {
        outline: none;
      }

      ${$layout === 'sheet' && sheet}
      ${$layout === 'auto' &&
      css`
        ${t.media.phone} {
          ${sheet}
        }
      `}
    `;
  }}
`;

export const StyledHeader = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[3]};
    padding: ${t.space[5]} ${t.space[5]} 0 ${t.space[6]};
  `}
`;

export const StyledTitle = styled.h2`
  ${({ theme: t }) => css`
    flex: 1;
    padding: ${t.space[2]} 0 ${t.space[1]};
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.tight};
    color: ${t.color.fg.default};
  `}
`;

export const StyledClose = styled.div`
  ${({ theme: t }) => css`
    margin-right: -${t.space[2]};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledBody = styled.div<{ $variant: 'message' | 'content' }>`
  ${({ theme: t, $variant }) => css`
    flex: 1;
    overflow-y: auto;
    padding: ${t.space[2]} ${t.space[6]} ${t.space[2]};
    color: ${$variant === 'content' ? t.color.fg.default : t.color.fg.muted};
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.normal};

    &:focus-visible {
      outline-offset: -${t.size.focusRing};
    }
  `}
`;

export const StyledFooter = styled.div<{ $layout: PopupLayout }>`
  ${({ theme: t, $layout }) => {
    const stacked = css`
      flex-direction: column-reverse;
      align-items: stretch;
      padding: ${t.space[4]} ${t.space[4]} ${t.space[5]};

      & > * {
        width: 100%;
      }
    `;
    return css`
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: ${t.space[3]};
      padding: ${t.space[5]} ${t.space[6]} ${t.space[6]};

      ${$layout === 'sheet' && stacked}
      ${$layout === 'auto' &&
      css`
        ${t.media.phone} {
          ${stacked}
        }
      `}
    `;
  }}
`;
