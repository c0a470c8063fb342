export * from './tokens';
export { cssVariables, cssVariableDeclarations, toCssVariables } from './css-variables';
export { GlobalStyle } from './GlobalStyle';
export { DiyThemeProvider, type DiyThemeProviderProps } from './DiyThemeProvider';
export { scrollEdgeCue, stackedList, visuallyHidden } from './shared';
