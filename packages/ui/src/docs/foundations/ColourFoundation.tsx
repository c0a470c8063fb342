import { color } from '../../theme/tokens';
import { CONTRAST_MINIMUM, contrastRatio, isOpaqueHex } from './contrast';
import { contrastPairings } from './pairings';
import { StyledChip, StyledGrid, StyledMeta, StyledSample, StyledSection, StyledSheet, StyledSwatch, StyledTable, StyledVerdict } from './foundations.styles';

type Group = keyof typeof color;

/** Every colour token of `theme.color`, by group, drawn from the theme itself. */
export function ColourSwatches({ groups = Object.keys(color) as Group[] }: { groups?: Group[] }) {
  return (
    <>
      {groups.map((group) => (
        <StyledSection key={group} aria-label={`color.${group}`}>
          <h3>color.{group}</h3>
          <StyledGrid>
            {Object.entries(color[group]).map(([name, value]) => (
              <StyledSwatch key={name}>
                <StyledChip $fill={value} aria-hidden="true" />
                <StyledMeta>
                  <strong>{name}</strong>
                  <code>{value}</code>
                </StyledMeta>
              </StyledSwatch>
            ))}
          </StyledGrid>
        </StyledSection>
      ))}
    </>
  );
}

/**
 * Each text colour, border and focus ring with its WCAG 2.2 contrast ratio against the surfaces it is drawn on:
 * text needs 4.5:1 (1.4.3), boundaries and focus rings 3:1 (1.4.11). Computed from the theme on every render.
 */
export function ContrastTable() {
  const rows = contrastPairings().filter((p) => isOpaqueHex(p.value) && isOpaqueHex(p.surfaceValue));
  return (
    <StyledTable aria-label="Contrast ratios">
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">On surface</th>
          <th scope="col">Sample</th>
          <th scope="col">Ratio</th>
          <th scope="col">Needs</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => {
          const ratio = contrastRatio(p.value, p.surfaceValue);
          const min = CONTRAST_MINIMUM[p.need];
          const pass = ratio >= min;
          return (
            <tr key={`${p.token}-${p.surface}`}>
              <td>
                <code>{p.token}</code>
              </td>
              <td>
                <code>{p.surface}</code>
              </td>
              <td>
                {p.need === 'text' ? (
                  <StyledSample $fg={p.value} $bg={p.surfaceValue}>
                    ₹1,00,000 · Aa
                  </StyledSample>
                ) : (
                  // A boundary has no text to read: an empty box outlined in the colour.
                  <StyledSample $fg={p.value} $bg={p.surfaceValue} $border aria-hidden="true" />
                )}
              </td>
              <td>{ratio.toFixed(2)}:1</td>
              <td>
                <StyledVerdict $pass={pass}>
                  {pass ? 'AA' : 'Fails'} ({min}:1 {p.need})
                </StyledVerdict>
              </td>
            </tr>
          );
        })}
      </tbody>
    </StyledTable>
  );
}

/** The colour page: swatches and the contrast table. */
export function ColourFoundation() {
  return (
    <StyledSheet>
      <StyledSection aria-label="Colour tokens">
        <h2>Colour tokens</h2>
        <p>Colours are named by meaning (bg.danger, fg.muted), never by hue. Components ask for a meaning; the theme decides the colour.</p>
      </StyledSection>
      <ColourSwatches />
      <StyledSection aria-label="Contrast">
        <h2>Contrast on the surfaces each colour is used on</h2>
        <ContrastTable />
      </StyledSection>
    </StyledSheet>
  );
}
