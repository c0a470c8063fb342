import { useEffect, useRef } from 'react';
import {
  StyledBody, StyledCheckbox, StyledDetail, StyledFieldset, StyledLegend, StyledList, StyledRow, StyledState, StyledTitle,
  type TicketTone,
} from './TicketList.styles';

export type { TicketTone };

export interface TicketListItem {
  /** The ticket's barcode (unique). */
  id: string;
  /** The ticket type, in large type. */
  title: string;
  /** E.g. 'Ticket 2 of 3 · 1F3K…'. */
  detail?: string;
  /** The ticket's state as a word: 'Not scanned', 'Inside', 'Went out', 'Cancelled'. */
  state: string;
  stateTone?: TicketTone;
  /** A ticket that cannot be chosen for this action (e.g. cancelled). */
  disabled?: boolean;
}

export interface TicketListProps {
  /** Legend of the group, e.g. 'Tickets of DIY7K3M9QX2TB'. */
  legend: string;
  tickets: readonly TicketListItem[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  /** Select every selectable ticket (true) or none (false). */
  onToggleAll: (select: boolean) => void;
}

/** A booking's tickets as large checkbox rows with a select-all row (indeterminate when some are chosen). */
export function TicketList({ legend, tickets, selected, onToggle, onToggleAll }: TicketListProps) {
  const selectable = tickets.filter((t) => !t.disabled);
  const chosen = selectable.filter((t) => selected.includes(t.id)).length;
  const all = selectable.length > 0 && chosen === selectable.length;
  const some = chosen > 0 && !all;
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <StyledFieldset>
      <StyledLegend>{legend}</StyledLegend>
      <StyledRow $selected={all} $disabled={selectable.length === 0} $all>
        <StyledCheckbox
          ref={allRef}
          type="checkbox"
          checked={all}
          disabled={selectable.length === 0}
          onChange={() => onToggleAll(!all)}
        />
        <StyledBody>
          <StyledTitle>Select all</StyledTitle>
          <StyledDetail>
            {chosen} of {selectable.length} selected
          </StyledDetail>
        </StyledBody>
      </StyledRow>
      <StyledList>
        {tickets.map((ticket) => {
          const isSelected = selected.includes(ticket.id);
          return (
            <li key={ticket.id}>
              <StyledRow $selected={isSelected} $disabled={Boolean(ticket.disabled)} data-ticket={ticket.id}>
                <StyledCheckbox
                  type="checkbox"
                  checked={isSelected}
                  disabled={ticket.disabled}
                  onChange={() => onToggle(ticket.id)}
                />
                <StyledBody>
                  <StyledTitle>{ticket.title}</StyledTitle>
                  {ticket.detail ? <StyledDetail>{ticket.detail}</StyledDetail> : null}
                </StyledBody>
                <StyledState $tone={ticket.stateTone ?? 'neutral'}>{ticket.state}</StyledState>
              </StyledRow>
            </li>
          );
        })}
      </StyledList>
    </StyledFieldset>
  );
}
