import styled, { css } from 'styled-components';

export const StyledRoot = styled.div`
  position: relative;
`;

/** The box with its magnifier laid over the start of the text field. */
export const StyledBox = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    display: flex;
    align-items: center;
    & > svg {
      position: absolute;
      left: ${t.space[3]};
      width: ${t.space[5]};
      height: ${t.space[5]};
      color: ${t.color.fg.muted};
      pointer-events: none;
    }
    ${t.media.phone} {
      flex: 1 1 auto;
      min-width: 0;
    }
  `}
`;

export const StyledInput = styled.input`
  ${({ theme: t }) => css`
    width: 18rem;
    min-height: ${t.size.controlSm};
    /* Room for the magnifier before the text. */
    padding: 0 ${t.space[3]} 0 calc(${t.space[3]} + ${t.space[5]} + ${t.space[2]});
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.default};
    font-size: ${t.font.size.sm};

    ${t.media.phone} {
      flex: 1 1 auto;
      width: auto;
      min-width: 0;
    }
  `}
`;

export const StyledPanel = styled.div`
  ${({ theme: t }) => css`
    position: absolute;
    right: 0;
    top: calc(100% + ${t.space[1]});
    z-index: ${t.zIndex.overlay};
    width: min(26rem, 92vw);
    max-height: 70vh;
    overflow: auto;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.lg};

    ul {
      margin: 0;
      padding: ${t.space[1]};
      list-style: none;
    }
  `}
`;

export const StyledResult = styled.a`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[1]};
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    color: ${t.color.fg.default};
    text-decoration: none;

    &:hover,
    &:focus-visible {
      background: ${t.color.bg.subtle};
    }
  `}
`;

export const StyledMeta = styled.span`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[2]};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledEmpty = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    padding: ${t.space[3]};
    color: ${t.color.fg.muted};
  `}
`;

/** Phone: the box in a full-width row under the app bar. */
export const StyledPhoneBar = styled.div`
  ${({ theme: t }) => css`
    position: fixed;
    top: ${t.size.appBarHeight};
    left: 0;
    right: 0;
    z-index: ${t.zIndex.overlay};
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
    padding: ${t.space[2]} ${t.space[3]};
    background: ${t.color.bg.surface};
    border-bottom: ${t.size.borderThin} solid ${t.color.border.default};
    box-shadow: ${t.shadow.lg};

    & > div[aria-label='Search results'] {
      left: 0;
      right: 0;
      width: auto;
    }
  `}
`;

export const StyledOpen = styled.button`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.iconButton};
    height: ${t.size.iconButton};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.default};
    cursor: pointer;
  `}
`;
