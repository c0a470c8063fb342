import 'styled-components';
import type { DiyTheme } from './tokens';

declare module 'styled-components' {
  // Declaration merging needs an interface; the body is empty because DiyTheme says it all.
  export interface DefaultTheme extends DiyTheme {}
}
