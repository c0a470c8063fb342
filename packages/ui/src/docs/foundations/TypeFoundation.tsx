import { font } from '../../theme/tokens';
import { StyledSection, StyledSheet, StyledTable, StyledTypeSample } from './foundations.styles';

const SAMPLE = 'Sunburn Arena, Mumbai · ₹1,00,000 · मुंबई';

/** The type scale (font.size), weights and line heights from the theme, drawn in the bundled Noto Sans. */
export function TypeFoundation() {
  return (
    <StyledSheet>
      <StyledSection aria-label="Typeface">
        <h2>Typeface</h2>
        <p>
          Noto Sans, bundled with the apps and Storybook (@fontsource/noto-sans), so every machine draws the same glyphs,
          the rupee sign and Devanagari included. Stack: <code>{font.family.sans}</code>
        </p>
      </StyledSection>
      <StyledSection aria-label="Type scale">
        <h2>Type scale</h2>
        {Object.entries(font.size).map(([name, value]) => (
          <StyledTypeSample key={name} $size={value}>
            {name} · {value} · {SAMPLE}
          </StyledTypeSample>
        ))}
      </StyledSection>
      <StyledSection aria-label="Weights">
        <h2>Weights</h2>
        {Object.entries(font.weight).map(([name, value]) => (
          <StyledTypeSample key={name} $size={font.size.lg} $weight={value}>
            {name} · {value} · {SAMPLE}
          </StyledTypeSample>
        ))}
      </StyledSection>
      <StyledSection aria-label="Line heights">
        <h2>Line heights and letter spacing</h2>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries({ ...prefix('lineHeight', font.lineHeight), ...prefix('letterSpacing', font.letterSpacing) }).map(([name, value]) => (
              <tr key={name}>
                <td>
                  <code>font.{name}</code>
                </td>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledSection>
    </StyledSheet>
  );
}

function prefix(group: string, values: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`${group}.${k}`, v]));
}
