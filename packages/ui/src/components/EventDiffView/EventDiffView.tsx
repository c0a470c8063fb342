import { changedLines, EVENT_DIFF_TEXTS, type EventFieldDiff } from '@diy/domain';
import {
  StyledColumns, StyledDiff, StyledField, StyledLine, StyledNote, StyledRow, StyledSide, StyledThumb, StyledUnchanged,
} from './EventDiffView.styles';

export interface EventDiffViewProps {
  /** Every compared field (eventDraftDiff): changed ones are shown side by side, the rest collapsed. */
  diff: readonly EventFieldDiff[];
  /** The heading level's text above the changes; the caller places the heading. */
  label?: string;
}

function Side({ diff, side, marked }: { diff: EventFieldDiff; side: 'live' | 'proposed'; marked: ReadonlySet<string> }) {
  const lines = diff[side];
  const title = side === 'live' ? 'Live now' : 'Proposed';
  return (
    <StyledSide $side={side} aria-label={`${diff.label}: ${title.toLowerCase()}`}>
      <h4>{title}</h4>
      {lines.length === 0 ? (
        <p>{EVENT_DIFF_TEXTS.empty}</p>
      ) : diff.kind === 'images' ? (
        lines.map((url) => <StyledThumb key={url} src={url} alt={`${diff.label} ${title.toLowerCase()}`} />)
      ) : (
        <ul>
          {lines.map((line, i) => (
            <StyledLine key={`${i}-${line}`} $marked={marked.has(line)}>
              {line}
            </StyledLine>
          ))}
        </ul>
      )}
    </StyledSide>
  );
}

/**
 * The reviewer's difference view of a copy of a live event: each changed field with its live and proposed value
 * (lines the other side lacks in bold), what approval leaves as it is noted, and the unchanged fields collapsed.
 */
export function EventDiffView({ diff, label = 'Changes to the live event' }: EventDiffViewProps) {
  const changed = diff.filter((d) => d.changed);
  const unchanged = diff.filter((d) => !d.changed);
  return (
    <StyledDiff aria-label={label}>
      {changed.length === 0 ? <StyledNote>{EVENT_DIFF_TEXTS.noChanges}</StyledNote> : null}
      {changed.map((d) => {
        const { added, removed } = changedLines(d);
        return (
          <StyledField key={`${d.section}.${d.field}`} data-field={d.field} aria-label={`Changed: ${d.label}`}>
            <h3>{d.label}</h3>
            <StyledColumns>
              <Side diff={d} side="live" marked={new Set(removed)} />
              <Side diff={d} side="proposed" marked={new Set(added)} />
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
