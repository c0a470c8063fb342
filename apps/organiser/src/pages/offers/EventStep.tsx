import { useGetOfferEventsQuery } from '@diy/api';
import { EVENT_LIST_PAGE_SIZE, formatIstDateTime } from '@diy/domain';
import { Button, EmptyState, SearchField, Spinner } from '@diy/ui';
import { useEffect, useState } from 'react';
import { ChoiceCard } from './ChoiceCard';
import { StyledActions, StyledChoices, StyledMuted, StyledPanelTitle } from './offers.styles';
import { useOfferErrors } from './use-offer-errors';

/** Step 1: pick one of the organiser's events that can still sell (GET /offers/events?sellable=true: searchable, 25 a page). */
export function EventStep({ selected, onPick }: { selected: string | null; onPick: (eventCode: string, event: string) => void }) {
  const [search, setSearch] = useState('');
  const [start, setStart] = useState(0);
  // Only events that can still sell (a show ahead, not closed): the server refuses an opt-in to any other.
  const list = useGetOfferEventsQuery({ search, start, limit: EVENT_LIST_PAGE_SIZE, sellable: true });
  const onError = useOfferErrors();
  useEffect(() => {
    if (list.error) onError(list.error, 'events');
  }, [list.error, onError]);
  const total = list.data?.total ?? 0;
  const results = list.data?.results ?? [];
  return (
    <>
      <StyledPanelTitle>Pick an event</StyledPanelTitle>
      <SearchField label="Search your events" placeholder="Event name or code" defaultValue={search} onSearch={(text) => { setSearch(text); setStart(0); }} />
      {list.isLoading ? <Spinner label="Loading events" /> : null}
      {!list.isLoading && results.length === 0 ? (
        <EmptyState compact headingLevel={3} title={search ? 'No events match your search' : 'No events on sale'} body="Offers run on published events with a show ahead whose sales are not closed." />
      ) : null}
      <StyledChoices role="radiogroup" aria-label="Events">
        {results.map((e) => (
          <ChoiceCard
            key={e.eventCode}
            name="offer-event"
            value={e.eventCode}
            checked={selected === e.eventCode}
            onPick={() => onPick(e.eventCode, e.eventName)}
            title={e.eventName}
            text={`${e.eventCode}${e.startTime ? ` · ${formatIstDateTime(e.startTime)}` : ''}${e.offers.length ? ` · ${e.offers.length} offer${e.offers.length === 1 ? '' : 's'}` : ''}`}
          />
        ))}
      </StyledChoices>
      {total > EVENT_LIST_PAGE_SIZE ? (
        <StyledActions>
          <StyledMuted>
            {start + 1}–{Math.min(start + EVENT_LIST_PAGE_SIZE, total)} of {total}
          </StyledMuted>
          <Button size="sm" variant="secondary" disabled={start === 0} onClick={() => setStart(Math.max(0, start - EVENT_LIST_PAGE_SIZE))}>Previous</Button>
          <Button size="sm" variant="secondary" disabled={start + EVENT_LIST_PAGE_SIZE >= total} onClick={() => setStart(start + EVENT_LIST_PAGE_SIZE)}>Next page</Button>
        </StyledActions>
      ) : null}
    </>
  );
}
