import { theme } from './tokens';

type TokenTree = { readonly [key: string]: string | number | TokenTree };

/** Flattens a token tree into `--diy-<path>` custom properties, e.g. `--diy-color-bg-canvas`. */
export function toCssVariables(tree: TokenTree, prefix = '--diy'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}-${key.replace(/\./g, '_').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
    if (typeof value === 'object') Object.assign(out, toCssVariables(value, name));
    else out[name] = String(value);
  }
  return out;
}

/** The tokens that make sense outside styled-components (plain CSS, third-party widgets, the apps' shells). */
export const cssVariables: Record<string, string> = toCssVariables({
  color: theme.color,
  space: theme.space,
  font: theme.font,
  radii: theme.radii,
  shadow: theme.shadow,
  zIndex: theme.zIndex,
  size: theme.size,
  motion: theme.motion,
});

/** `:root` declarations for every CSS variable. */
export const cssVariableDeclarations: string = Object.entries(cssVariables)
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');
