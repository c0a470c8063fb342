import { EVENT_DIFF_TEXTS, wordDiff, type DiffRun, type EventFieldDiff } from '@diy/domain';
import type { ReactNode } from 'react';
import {
  StyledColumns, StyledDel, StyledDiff, StyledField, StyledIns, StyledLine, StyledNote, StyledRow, StyledSide, StyledThumb, StyledUnchanged,
} from './EventDiffView.styles';

export interface EventDiffViewProps {
  /** Every compared field (eventDraftDiff): changed ones are shown side by side, the rest collapsed. */
  diff: readonly EventFieldDiff[];
  /** The heading level's text above the changes; the caller places the heading. */
  label?: string;
}

type SideName = 'live' | 'proposed';

/** What only this side has: struck through on the live side (<del>), underlined on the proposed side (<ins>). */
function Mark({ side, children }: { side: SideName; children: ReactNode }) {
  return side === 'live' ? <StyledDel>{children}</StyledDel> : <StyledIns>{children}</StyledIns>;
}

function Side({ diff, side, lines }: { diff: EventFieldDiff; side: SideName; lines: readonly DiffRun[][] | null }) {
  const title = side === 'live' ? 'Live now' : 'Proposed';
  const other = new Set(diff[side === 'live' ? 'proposed' : 'live']);
  return (
    <StyledSide $side={side} aria-label={`${diff.label}: ${title.toLowerCase()}`}>
      <h4>{title}</h4>
      {diff[side].length === 0 ? (
        <p>{EVENT_DIFF_TEXTS.empty}</p>
      ) : lines === null ? (
        diff[side].map((url) => {
          const thumb = <StyledThumb key={url} src={url} alt={`${diff.label} ${title.toLowerCase()}`} />;
          return other.has(url) ? thumb : <Mark key={url} side={side}>{thumb}</Mark>;
        })
      ) : (
        <ul>
          {lines.map((runs, i) => (
            <StyledLine key={i}>
              {runs.map((run, j) => (run.changed ? <Mark key={j} side={side}>{run.text}</Mark> : run.text))}
            </StyledLine>
          ))}
        </ul>
      )}
    </StyledSide>
  );
}

/**
 * The reviewer's difference view of a copy of a live event: each changed field with its live and proposed value, the
 * words one side lacks marked (removed on the live side, added on the proposed side; issue 34: whole paragraphs were
 * marked), what approval leaves as it is noted, and the unchanged fields collapsed.
 */
export function EventDiffView({ diff, label = 'Changes to the live event' }: EventDiffViewProps) {
  const changed = diff.filter((d) => d.changed);
  const unchanged = diff.filter((d) => !d.changed);
  return (
    <StyledDiff aria-label={label}>
      {changed.length === 0 ? <StyledNote>{EVENT_DIFF_TEXTS.noChanges}</StyledNote> : null}
      {changed.map((d) => {
        const words = d.kind === 'images' ? null : wordDiff(d.live, d.proposed);
        return (
          <StyledField key={`${d.section}.${d.field}`} data-field={d.field} aria-label={`Changed: ${d.label}`}>
            <h3>{d.label}</h3>
            <StyledColumns>
              <Side diff={d} side="live" lines={words?.live ?? null} />
              <Side diff={d} side="proposed" lines={words?.proposed ?? null} />
            </StyledColumns>
            {d.applies ? null : <StyledNote>{EVENT_DIFF_TEXTS.scheduleKept}</StyledNote>}
          </StyledField>
        );
      })}
      {unchanged.length > 0 ? (
        <StyledUnchanged>
          <summary>{EVENT_DIFF_TEXTS.unchanged(unchanged.length)}</summary>
          <dl>
            {unchanged.map((d) => (
              <StyledRow key={`${d.section}.${d.field}`}>
                <dt>{d.label}</dt>
                <dd>{d.live.length ? d.live.join('\n') : EVENT_DIFF_TEXTS.empty}</dd>
              </StyledRow>
            ))}
          </dl>
        </StyledUnchanged>
      ) : null}
    </StyledDiff>
  );
}
