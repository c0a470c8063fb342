export * from './tokens';
export { cssVariables, cssVariableDeclarations, toCssVariables } from './css-variables';
export { GlobalStyle } from './GlobalStyle';
export { DiyThemeProvider, type DiyThemeProviderProps } from './DiyThemeProvider';
export { stackedList, visuallyHidden } from './shared';
