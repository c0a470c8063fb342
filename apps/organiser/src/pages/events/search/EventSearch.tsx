import { useSearchEventsQuery } from '@diy/api';
import { EVENT_SEARCH_MIN_CHARS, EVENT_SEARCH_TEXTS, FEATURES, formatIstDateTime } from '@diy/domain';
import { useCurrentUser, useDevice } from '@diy/shell';
import { CloseButton, StatusLabel } from '@diy/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebounced } from '../../schedule/schedule-model';
import { overviewHref } from '../list/overview-href';
import { StyledBox, StyledEmpty, StyledInput, StyledMeta, StyledOpen, StyledPanel, StyledPhoneBar, StyledResult, StyledRoot } from './EventSearch.styles';

/** Typing settles for this long before the search is sent. */
const SEARCH_SETTLE_MS = 300;

/**
 * The app bar's event search (GET /proxy/nmcms/manage/search/events?q=): the organiser's events by name, code, venue
 * or city, each a link to its overview with its status label and next show. Escape or a pick closes the results.
 * On a phone the bar has no room for the box: a Search button opens it in a row under the bar.
 */
/** The app bar's event search, for users who manage events (an offer manager or a reports-only user has none). */
export function EventSearch() {
  const { features } = useCurrentUser();
  return features.includes(FEATURES.events) ? <EventSearchBox /> : null;
}

function EventSearchBox() {
  const id = useId();
  const { isMobile } = useDevice();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const q = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const enough = q.length >= EVENT_SEARCH_MIN_CHARS;
  const { data, isFetching } = useSearchEventsQuery(q, { skip: !enough });
  const close = () => {
    setOpen(false);
    setText('');
    setExpanded(false);
  };
  if (isMobile && !expanded) {
    return (
      <StyledOpen type="button" aria-label={EVENT_SEARCH_TEXTS.label} onClick={() => setExpanded(true)}>
        <Magnifier />
      </StyledOpen>
    );
  }
  const Root = isMobile ? StyledPhoneBar : StyledRoot;
  const resultsId = `${id}-results`;
  // The results exist only while shown: aria-controls names them only then (an id of nothing is an invalid value).
  const showing = open && enough && data !== undefined;
  return (
    <Root role="search" aria-label={EVENT_SEARCH_TEXTS.label} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <StyledBox>
        <Magnifier />
        <StyledInput
          autoFocus={isMobile}
          type="search"
          aria-label={EVENT_SEARCH_TEXTS.label}
          aria-controls={showing ? resultsId : undefined}
          placeholder={EVENT_SEARCH_TEXTS.placeholder}
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        />
      </StyledBox>
      {showing && data ? (
        <StyledPanel id={resultsId} aria-label="Search results" aria-busy={isFetching}>
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
      {isMobile ? <CloseButton label="Close the search" onClick={close} /> : null}
    </Root>
  );
}

/** The search mark: on the phone's Search button, and inside the box so its short placeholder reads as a search. */
function Magnifier() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
