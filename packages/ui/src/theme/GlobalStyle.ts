import { createGlobalStyle, css } from 'styled-components';
import { cssVariableDeclarations } from './css-variables';

/** Design tokens as CSS variables, a small modern reset and the shared focus ring. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariableDeclarations}
    color-scheme: light;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  ${({ theme: t }) => css`
    body {
      margin: 0;
      min-height: 100dvh;
      background: ${t.color.bg.canvas};
      color: ${t.color.fg.default};
      font-family: ${t.font.family.sans};
      font-size: ${t.font.size.md};
      line-height: ${t.font.lineHeight.normal};
      -webkit-font-smoothing: antialiased;
      -moz-osx-font-smoothing: grayscale;
    }

    h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
      margin: 0;
    }

    h1, h2, h3, h4, h5, h6 {
      line-height: ${t.font.lineHeight.tight};
      font-weight: ${t.font.weight.semibold};
      text-wrap: balance;
    }

    img, picture, svg, video, canvas {
      display: block;
      max-width: 100%;
    }

    input, button, textarea, select {
      font: inherit;
      color: inherit;
    }

    button {
      cursor: pointer;
    }

    button:disabled {
      cursor: not-allowed;
    }

    a {
      color: ${t.color.fg.accent};
      text-underline-offset: 0.15em;
    }

    :focus {
      outline: none;
    }

    :focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }

    ${t.media.reducedMotion} {
      *, *::before, *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  `}
`;
