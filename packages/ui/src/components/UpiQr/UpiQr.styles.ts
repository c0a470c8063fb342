import styled, { css } from 'styled-components';

export const StyledUpi = styled.figure`
  ${({ theme: t }) => css`
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[2]};
    padding: ${t.space[4]};
    border-radius: ${t.radii.lg};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};

    img {
      width: min(100%, 16rem);
      height: auto;
      aspect-ratio: 1;
      image-rendering: pixelated;
    }
    figcaption {
      text-align: center;
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }
    strong {
      display: block;
      color: ${t.color.fg.default};
      font-size: ${t.font.size.xxl};
    }
  `}
`;
