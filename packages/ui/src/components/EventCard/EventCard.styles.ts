import styled, { css } from 'styled-components';

export const StyledCard = styled.article<{ $interactive: boolean }>`
  ${({ theme: t, $interactive }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow: hidden;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.sm};
    transition:
      box-shadow ${t.motion.normal} ${t.motion.easing},
      transform ${t.motion.normal} ${t.motion.easing},
      border-color ${t.motion.normal} ${t.motion.easing};

    ${$interactive &&
    css`
      &:hover {
        box-shadow: ${t.shadow.lg};
        border-color: ${t.color.border.strong};
        transform: translateY(-${t.space[0.5]});
      }
    `}
  `}
`;

export const StyledBanner = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    height: ${t.size.cardBanner};
    background: ${t.color.bg.subtle};
    overflow: hidden;

    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  `}
`;

export const StyledBannerFallback = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    background:
      radial-gradient(circle at 18% 24%, ${t.color.bg.accentSubtleHover} 0 18%, transparent 19%),
      radial-gradient(circle at 86% 78%, ${t.color.bg.infoSubtle} 0 26%, transparent 27%),
      linear-gradient(135deg, ${t.color.bg.accentSubtle}, ${t.color.bg.subtle});
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.display};
    font-weight: ${t.font.weight.bold};
    letter-spacing: ${t.font.letterSpacing.wide};
  `}
`;

export const StyledStatus = styled.div`
  ${({ theme: t }) => css`
    position: absolute;
    top: ${t.space[3]};
    left: ${t.space[3]};
    box-shadow: ${t.shadow.sm};
    border-radius: ${t.radii.pill};
  `}
`;

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[4]};
  `}
`;

export const StyledTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;

    a,
    button {
      all: unset;
      cursor: pointer;
      color: inherit;
    }

    a::after,
    button::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${t.radii.lg};
    }

    a:focus-visible,
    button:focus-visible {
      outline: none;
    }

    a:focus-visible::after,
    button:focus-visible::after {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: -${t.size.focusRing};
    }

    a:hover,
    button:hover {
      color: ${t.color.fg.accent};
    }
  `}
`;

export const StyledMeta = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[1]};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.muted};

    div {
      display: flex;
      gap: ${t.space[2]};
      min-width: 0;
    }

    dt {
      flex: none;
      width: ${t.space[16]};
      color: ${t.color.fg.muted};
      font-weight: ${t.font.weight.medium};
    }

    dd {
      min-width: 0;
      color: ${t.color.fg.default};
      overflow-wrap: anywhere;
    }
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    z-index: ${t.zIndex.raised};
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    margin-top: auto;
    padding-top: ${t.space[2]};
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  `}
`;
