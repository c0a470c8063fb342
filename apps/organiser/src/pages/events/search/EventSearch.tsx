import { useSearchEventsQuery } from '@diy/api';
import { EVENT_SEARCH_MIN_CHARS, EVENT_SEARCH_TEXTS, formatIstDateTime } from '@diy/domain';
import { StatusLabel } from '@diy/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebounced } from '../../schedule/schedule-model';
import { overviewHref } from '../list/overview-href';
import { StyledEmpty, StyledInput, StyledMeta, StyledPanel, StyledResult, StyledRoot } from './EventSearch.styles';

/** Typing settles for this long before the search is sent. */
const SEARCH_SETTLE_MS = 300;

/**
 * The app bar's event search (GET /proxy/nmcms/manage/search/events?q=): the organiser's events by name, code, venue
 * or city, each a link to its overview with its status label and next show. Escape or a pick closes the results.
 */
export function EventSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const enough = q.length >= EVENT_SEARCH_MIN_CHARS;
  const { data, isFetching } = useSearchEventsQuery(q, { skip: !enough });
  const close = () => {
    setOpen(false);
    setText('');
  };
  return (
    <StyledRoot role="search" aria-label={EVENT_SEARCH_TEXTS.label} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <StyledInput
        type="search"
        aria-label={EVENT_SEARCH_TEXTS.label}
        aria-controls={`${id}-results`}
        placeholder={EVENT_SEARCH_TEXTS.placeholder}
        value={text}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open && enough && data ? (
        <StyledPanel id={`${id}-results`} aria-label="Search results" aria-busy={isFetching}>
          {data.results.length === 0 ? (
            <StyledEmpty>{EVENT_SEARCH_TEXTS.none(q)}</StyledEmpty>
          ) : (
            <ul>
              {data.results.map((event) => (
                <li key={event.draftId}>
                  <StyledResult as={Link} to={overviewHref(event)} onClick={close}>
                    <strong>{event.title}</strong>
                    <StyledMeta>
                      <StatusLabel status={event.status} size="sm" />
                      <span>{[event.eventCode, event.venueName, event.city].filter(Boolean).join(' · ')}</span>
                      {event.showTime ? <span>{formatIstDateTime(event.showTime)}</span> : null}
                    </StyledMeta>
                  </StyledResult>
                </li>
              ))}
            </ul>
          )}
        </StyledPanel>
      ) : null}
    </StyledRoot>
  );
}
