import { color, motion } from '../../theme/tokens';
import { StyledBar, StyledSection, StyledSheet, StyledTable } from './foundations.styles';

/** Durations drawn to scale (1 ms = 1 px), and the one easing curve. Nothing here moves: screenshots stay still. */
export function MotionFoundation() {
  const durations = Object.entries(motion).filter(([name]) => name !== 'easing');
  return (
    <StyledSheet>
      <StyledSection aria-label="Motion">
        <h2>Motion</h2>
        <p>
          Fades and slides are short and share one easing curve (<code>{motion.easing}</code>). With
          prefers-reduced-motion every animation ends at once (GlobalStyle).
        </p>
        <StyledTable aria-label="Durations">
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
              <th scope="col">To scale</th>
            </tr>
          </thead>
          <tbody>
            {durations.map(([name, value]) => {
              const ms = value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000;
              return (
                <tr key={name}>
                  <td>
                    <code>motion.{name}</code>
                  </td>
                  <td>{value}</td>
                  <td>
                    <StyledBar $width={`${ms / 16}rem`} $fill={color.bg.info} aria-hidden="true" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
      </StyledSection>
    </StyledSheet>
  );
}
