import { useId } from 'react';
import { SCHEDULER_LABELS, SUPPORT_EMAIL, VENUE_MODAL_MIN_WIDTH_PX } from '@diy/domain';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import {
  StyledBody, StyledChip, StyledChipRemove, StyledChips, StyledFooter, StyledGroupTitle, StyledNotFound, StyledSearch,
  StyledSearchLabel, StyledVenueAddress, StyledVenueButton, StyledVenueList, StyledVenueName,
} from './VenueSelection.styles';

export interface VenueOption {
  code: string;
  name: string;
  address?: string;
  trending?: boolean;
}

export interface VenueSelectionProps {
  open: boolean;
  /** Desktop: a modal at least 726 px wide; phone: a bottom drawer. */
  layout?: 'desktop' | 'phone';
  /** The venues the current search answered (the page debounces the search by 600 ms). */
  venues: readonly VenueOption[];
  /** Chosen venues (controlled). */
  selected: readonly VenueOption[];
  onSelectedChange: (venues: VenueOption[]) => void;
  search: string;
  onSearchChange: (text: string) => void;
  loading?: boolean;
  /** At most this many venues (1 for online events). */
  maxSelected?: number;
  onProceed: () => void;
  onClose: () => void;
}

/** The 'not found' line (the spec asks the organiser to write to support to register the venue). */
export function venueNotFoundText(search: string): string {
  return `We could not find "${search}". Write to ${SUPPORT_EMAIL} to register the venue.`;
}

/** 'Venue Selection': search, 'Recent Venues' (trending, not chosen) and 'All Venues' (the rest, not chosen); Proceed needs one. */
export function VenueSelection({
  open, layout = 'desktop', venues, selected, onSelectedChange, search, onSearchChange, loading = false, maxSelected, onProceed, onClose,
}: VenueSelectionProps) {
  const id = useId();
  const chosen = new Set(selected.map((v) => v.code));
  const available = venues.filter((v) => !chosen.has(v.code));
  const recent = available.filter((v) => v.trending);
  const all = available.filter((v) => !v.trending);
  const full = maxSelected !== undefined && selected.length >= maxSelected;
  const pick = (venue: VenueOption) => {
    if (maxSelected === 1) onSelectedChange([venue]);
    else if (!full) onSelectedChange([...selected, venue]);
  };

  const group = (title: string, list: readonly VenueOption[], key: string) =>
    list.length > 0 ? (
      <section aria-labelledby={`${id}-${key}`}>
        <StyledGroupTitle id={`${id}-${key}`}>{title}</StyledGroupTitle>
        <StyledVenueList>
          {list.map((venue) => (
            <li key={venue.code}>
              <StyledVenueButton type="button" onClick={() => pick(venue)} disabled={full && maxSelected !== 1}>
                <StyledVenueName>{venue.name}</StyledVenueName>
                {venue.address ? <StyledVenueAddress>{venue.address}</StyledVenueAddress> : null}
              </StyledVenueButton>
            </li>
          ))}
        </StyledVenueList>
      </section>
    ) : null;

  const body = (
    <StyledBody>
      <StyledSearchLabel htmlFor={`${id}-search`}>Search venues</StyledSearchLabel>
      <StyledSearch
        id={`${id}-search`}
        type="search"
        value={search}
        placeholder="Search by venue name"
        autoComplete="off"
        data-autofocus="true"
        onChange={(e) => onSearchChange(e.target.value)}
      />
      {selected.length > 0 ? (
        <StyledChips aria-label="Chosen venues">
          {selected.map((venue) => (
            <StyledChip key={venue.code}>
              {venue.name}
              <StyledChipRemove type="button" aria-label={`Remove ${venue.name}`} onClick={() => onSelectedChange(selected.filter((v) => v.code !== venue.code))}>
                <span aria-hidden="true">×</span>
              </StyledChipRemove>
            </StyledChip>
          ))}
        </StyledChips>
      ) : null}
      {loading ? <Spinner size="md" label="Loading venues" /> : null}
      {!loading && available.length === 0 && search.trim() !== '' ? (
        <StyledNotFound role="status">
          We could not find "{search.trim()}". Write to <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Register a venue')}`}>{SUPPORT_EMAIL}</a> to register the venue.
        </StyledNotFound>
      ) : null}
      {group(SCHEDULER_LABELS.recentVenues, recent, 'recent')}
      {group(SCHEDULER_LABELS.allVenues, all, 'all')}
    </StyledBody>
  );
  const footer = (
    <StyledFooter>
      <Button variant="secondary" onClick={onClose}>Cancel</Button>
      <Button onClick={onProceed} disabled={selected.length === 0}>Proceed</Button>
    </StyledFooter>
  );

  return layout === 'phone' ? (
    <Drawer open={open} title={SCHEDULER_LABELS.venueSelection} onClose={onClose} footer={footer}>
      {body}
    </Drawer>
  ) : (
    <Modal open={open} title={SCHEDULER_LABELS.venueSelection} onClose={onClose} footer={footer} minWidth={VENUE_MODAL_MIN_WIDTH_PX}>
      {body}
    </Modal>
  );
}
