import { PROGRESS_TONE_COLOUR, progressColour } from '@diy/domain';
import { color } from '../../theme/tokens';
import { SoldBar } from '../../components/SoldBar';
import { StyledSection, StyledSheet, StyledTable } from './foundations.styles';

const SAMPLES = [10, 24, 25, 49, 50, 74, 75, 100] as const;

/** The spec's progress colours (under 25% red, under 50% orange, under 75% yellow, else green) by the domain's rule. */
export function ProgressFoundation() {
  return (
    <StyledSheet>
      <StyledSection aria-label="Progress colours">
        <h2>Progress colours</h2>
        <p>
          Sold bars and percentages take their colour from the domain's progressColour(percent); bounds are "under": 25% is
          orange, 75% is green. Tones: {Object.entries(PROGRESS_TONE_COLOUR).map(([tone, c]) => `${tone} = ${c}`).join(', ')}.
        </p>
        <StyledTable aria-label="Progress colour per percentage">
          <thead>
            <tr>
              <th scope="col">Sold</th>
              <th scope="col">Colour</th>
              <th scope="col">Token</th>
              <th scope="col">Bar</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLES.map((percent) => {
              const c = progressColour(percent);
              return (
                <tr key={percent}>
                  <td>{percent}%</td>
                  <td>{c}</td>
                  <td>
                    <code>
                      color.progress.{c} {color.progress[c]}
                    </code>
                  </td>
                  <td>
                    <SoldBar sold={percent} total={100} />
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
