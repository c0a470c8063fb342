import styled, { css } from 'styled-components';

export const StyledCloseButton = styled.button`
  ${({ theme: t }) => css`
    flex: none;
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.iconButton};
    height: ${t.size.iconButton};
    padding: 0;
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: inherit;
    transition: background-color ${t.motion.fast} ${t.motion.easing};

    &:hover {
      background: ${t.color.bg.subtleHover};
    }

    /* A drawn cross: two bars, so no icon font or SVG asset is needed. */
    &::before,
    &::after {
      content: '';
      position: absolute;
      width: ${t.space[4]};
      height: ${t.size.borderThick};
      border-radius: ${t.radii.pill};
      background: currentColor;
    }

    &::before {
      transform: rotate(45deg);
    }

    &::after {
      transform: rotate(-45deg);
    }
  `}
`;
