import { breakpoint, media, size, zIndex } from '../../theme/tokens';
import { StyledSection, StyledSheet, StyledTable } from './foundations.styles';

function TokenTable({ label, rows }: { label: string; rows: [string, string | number][] }) {
  return (
    <StyledTable aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

const rows = (group: string, values: Record<string, string | number>) =>
  Object.entries(values).map(([k, v]) => [`${group}.${k}`, v] as [string, string | number]);

/** Breakpoints and media queries, stacking order and the fixed sizes (touch targets, widths), from the theme. */
export function LayoutFoundation() {
  return (
    <StyledSheet>
      <StyledSection aria-label="Breakpoints">
        <h2>Breakpoints</h2>
        <p>
          Phones are narrower than {breakpoint.desktopMinPx} px: dialogs become bottom sheets (Drawer), tables become
          cards. Screens are reviewed at 360 x 780 (phone) and 1366 x 800 (desktop).
        </p>
        <TokenTable label="Breakpoint tokens" rows={[...rows('breakpoint', breakpoint), ...rows('media', media)]} />
      </StyledSection>
      <StyledSection aria-label="Stacking">
        <h2>Stacking order</h2>
        <p>Toast above popup above overlay above the app bar.</p>
        <TokenTable label="Stacking tokens" rows={rows('zIndex', zIndex)} />
      </StyledSection>
      <StyledSection aria-label="Sizes">
        <h2>Sizes</h2>
        <p>Touch targets are at least 44 px; the default control is 48 px and the gate scanner's 56 px.</p>
        <TokenTable label="Size tokens" rows={rows('size', size)} />
      </StyledSection>
    </StyledSheet>
  );
}
