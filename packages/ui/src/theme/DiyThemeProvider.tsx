import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type DiyTheme } from './tokens';

export interface DiyThemeProviderProps {
  children?: ReactNode;
  /** Override the theme (tests, future dark mode). */
  theme?: DiyTheme;
  /** Write the CSS variables, reset and focus rings. Turn off when an outer provider already does. */
  withGlobalStyle?: boolean;
}

/** styled-components ThemeProvider with the DIY Events tokens and the global style. */
export function DiyThemeProvider({ children, theme = defaultTheme, withGlobalStyle = true }: DiyThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
