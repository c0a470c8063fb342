import { color, radii, shadow, space } from '../../theme/tokens';
import { StyledBar, StyledGrid, StyledSection, StyledSheet, StyledTable, StyledTile } from './foundations.styles';

/** Spacing (the 4 px grid), corner radii and elevation (shadows), drawn from the theme. */
export function ShapeFoundation() {
  return (
    <StyledSheet>
      <StyledSection aria-label="Spacing">
        <h2>Spacing</h2>
        <p>A 4 px grid: gaps and padding take a step of theme.space, never a raw length.</p>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Value</th>
              <th scope="col">Length</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(space).map(([name, value]) => (
              <tr key={name}>
                <td>
                  <code>space[{name}]</code>
                </td>
                <td>{value}</td>
                <td>
                  <StyledBar $width={value} $fill={color.bg.accent} aria-hidden="true" />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledSection>
      <StyledSection aria-label="Radii">
        <h2>Corner radii</h2>
        <StyledGrid>
          {Object.entries(radii).map(([name, value]) => (
            <StyledTile key={name} $radius={value}>
              radii.{name}
              <br />
              {value}
            </StyledTile>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-label="Elevation">
        <h2>Elevation</h2>
        <p>Cards sit at sm, menus and the save bar at md, dialogs and drawers at lg, toasts at xl.</p>
        <StyledGrid>
          {Object.entries(shadow).map(([name, value]) => (
            <StyledTile key={name} $shadow={value}>
              shadow.{name}
            </StyledTile>
          ))}
        </StyledGrid>
      </StyledSection>
    </StyledSheet>
  );
}
