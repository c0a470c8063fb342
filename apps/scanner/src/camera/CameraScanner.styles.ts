import styled, { css } from 'styled-components';

export const StyledCamera = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  `}
`;

export const StyledViewport = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    width: 100%;
    aspect-ratio: 4 / 3;
    max-height: 45dvh;
    overflow: hidden;
    border-radius: ${t.radii.md};
    background: ${t.color.bg.neutral};
  `}
`;

export const StyledVideo = styled.video`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

/** The square a steward holds the QR code in. */
export const StyledFrame = styled.div`
  ${({ theme: t }) => css`
    position: absolute;
    inset: 12% 22%;
    border: ${t.size.borderThick} solid ${t.color.fg.onAccent};
    border-radius: ${t.radii.lg};
    box-shadow: 0 0 0 100vmax ${t.color.bg.backdrop};
    pointer-events: none;
  `}
`;

export const StyledStatus = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledError = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    color: ${t.color.fg.danger};
  `}
`;

export const StyledControls = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    gap: ${t.space[2]};
    & > * {
      flex: 1;
    }
  `}
`;
