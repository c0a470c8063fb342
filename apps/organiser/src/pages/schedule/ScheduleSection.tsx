import {
  useGetScheduleQuery, useSaveScheduleMutation, useSearchVenuesQuery, useUpdatePublishedSessionsMutation,
} from '@diy/api';
import {
  EVENT_ROUTES, POPUP_OKAY, SCHEDULE_API_MESSAGES, STATUS_TOAST_TIMEOUT_MS,
  ZOOM_READ_ONLY_NOTE, confirmNewShowsState, duplicateShowTimes, formatIstDate, isScheduleEditDisabled, newShowTimes,
  type ConfirmNewShowsState, type MasterVenue, type ScheduleAnswer, type VenueType,
} from '@diy/domain';
import { showPopup, showToast, useAppDispatch, useDevice } from '@diy/shell';
import {
  Button, ConfirmNewShowsDialog, SessionAuditSummary, SessionScheduler, Spinner, VenueSelection, VenueSummaryCards, emptyDay, sessionsFromDays,
  venueShowTimes, type VenueOption,
} from '@diy/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SectionProps } from '../events/sections/section-props';
import { SectionFrame } from '../events/shared/SectionFrame';
import { StyledCenter, StyledPanel, StyledPanelTitle } from '../events/shared/SectionFrame.styles';
import { useEventErrors } from '../events/shared/use-event-errors';
import { isPublishedEvent, publishedScheduleChanges } from './live-changes';
import { OnlineSection } from './OnlineSection';
import { PublishedShowsPanel } from './PublishedShowsPanel';
import { usePublishedAudit } from './use-published-audit';
import { duplicatePopupOf, screenScheduleOf, ticketStepPath, useDebounced, venueInfoOf, type PageVenue } from './schedule-model';
import { StyledChoice, StyledTicketLinks } from './ScheduleSection.styles';

export const SCHEDULE_LIVE_TEXTS = {
  noChange: 'Nothing to save: no show was added or changed',
} as const;

export const SCHEDULE_TEXTS = {
  title: 'Schedule',
  scheduler: 'Time Scheduler',
  where: 'Where does the event happen?',
  atVenue: 'At a venue',
  online: 'Online',
  tickets: 'Ticket types',
  editTickets: (venue: string) => `Tickets at ${venue}`,
} as const;

/** In the schedule's address once the phone's 'Change of Schedule?' sheet was answered. */
const CHANGE_ASKED_PARAM = 'change';

/** The schedule section (venueInfo, date-time-scheduler): venues, then days and show times, then tickets per venue. */
export default function ScheduleSection(props: SectionProps) {
  const { data, fulfilledTimeStamp, isError, isFetching, refetch } = useGetScheduleQuery(props.draft.draftId, { refetchOnMountOrArgChange: true });
  // The screen starts from a fresh answer, so a refetch never replaces what the organiser is typing.
  if (!data || isFetching) {
    return (
      <StyledCenter>
        {isError ? <Button onClick={() => void refetch()}>Retry</Button> : <Spinner size="lg" label="Loading schedule" />}
      </StyledCenter>
    );
  }
  return <ScheduleScreen key={fulfilledTimeStamp} {...props} answer={data} />;
}

function summaryOf(venue: PageVenue): string {
  const shows = sessionsFromDays(venue.days);
  if (shows.length === 0) return 'No shows yet';
  const first = formatIstDate(shows[0]!.showTime);
  const last = formatIstDate(shows[shows.length - 1]!.showTime);
  return `${shows.length} ${shows.length === 1 ? 'show' : 'shows'}, ${first === last ? first : `${first} to ${last}`}`;
}

function ScheduleScreen({ draft, readOnly, reload, answer }: SectionProps & { answer: ScheduleAnswer }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onError = useEventErrors();
  const [params, setParams] = useSearchParams();
  const device = useDevice();
  const layout = device.isMobile ? 'phone' : 'desktop';
  const initial = useMemo(() => screenScheduleOf(answer), [answer]);
  const [venues, setVenues] = useState<PageVenue[]>(initial.venues);
  const tickets = initial.tickets;
  const [venueType, setVenueType] = useState<VenueType>(answer.venueInfo.length > 0 ? answer.venueType : draft.eventInfo.venueType);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [picked, setPicked] = useState<VenueOption[]>([]);
  const [search, setSearch] = useState('');
  const [masters, setMasters] = useState<Map<string, MasterVenue>>(new Map());
  // Phone: a schedule with saved shows opens on the 'Change of Schedule?' sheet (Venue Change / Date Changes), once: the
  // answer goes in the address (?change=asked), so the screen started again after a save or a cancelled show, which
  // reloads the draft, does not ask again.
  const [sheet, setSheetOpen] = useState(initial.saved.length > 0 && !params.has(CHANGE_ASKED_PARAM));
  const setSheet = (open: boolean) => {
    setSheetOpen(open);
    if (!open && !params.has(CHANGE_ASKED_PARAM)) {
      setParams((next) => {
        next.set(CHANGE_ASKED_PARAM, 'asked');
        return next;
      }, { replace: true });
    }
  };
  const [confirm, setConfirm] = useState<{ state: ConfirmNewShowsState; shows: string[]; next: 'stay' | 'tickets' } | null>(null);
  const [saveSchedule, { isLoading: savingSchedule }] = useSaveScheduleMutation();
  const [updatePublished, { isLoading: savingSessions }] = useUpdatePublishedSessionsMutation();
  const saving = savingSchedule || savingSessions;
  const published = isPublishedEvent(draft);
  const [audit, setAudit] = usePublishedAudit();
  const debounced = useDebounced(search);
  const venuesQuery = useSearchVenuesQuery({ venueType, search: debounced }, { skip: !pickerOpen });

  const isPastEvent = draft.eventCurrentStatus.toUpperCase() === 'PAST';
  const addSession = params.get('addSession') === 'true' && !isPastEvent;
  const locked = readOnly || answer.readOnly || isScheduleEditDisabled({ notificationType: draft.notificationType, venueType, isUnsavedDraft: !draft.eventCode });

  const openPicker = () => {
    setPicked(venues.map((v) => ({ code: v.venueCode, name: v.venueName })));
    setSearch('');
    setSheet(false);
    setPickerOpen(true);
  };
  const proceedVenues = () => {
    const next = picked.map((option): PageVenue => {
      const existing = venues.find((v) => v.venueCode === option.code);
      if (existing) return existing;
      const master = masters.get(option.code);
      return {
        venueCode: option.code,
        venueName: option.name,
        region: master?.region ?? '',
        regionCode: master?.regionCode ?? '',
        online: venueType === 'online',
        days: [emptyDay()],
      };
    });
    setVenues(next);
    setPickerOpen(false);
  };

  const results = (venuesQuery.data?.venues ?? []).map((v) => ({ code: v.code, name: v.name, address: v.address, trending: v.trending }));
  if (venuesQuery.data) {
    const missing = venuesQuery.data.venues.filter((v) => !masters.has(v.code));
    if (missing.length > 0) setMasters(new Map([...masters, ...missing.map((v) => [v.code, v] as const)]));
  }

  const persist = async (next: 'stay' | 'tickets', confirmed = false) => {
    const venueInfo = venueInfoOf(venues, tickets);
    const popup = duplicatePopupOf(venueInfo);
    if (popup) {
      showPopup(dispatch, { title: popup.title, body: popup.body, dismissible: false, buttons: [{ label: POPUP_OKAY }] });
      return;
    }
    if (addSession && !confirmed) {
      const shows = venues.flatMap(venueShowTimes);
      const state = confirmNewShowsState(initial.saved, shows);
      setConfirm({ state, shows: state === 'DUPLICATE' ? duplicateShowTimes(shows) : newShowTimes(initial.saved, shows), next });
      return;
    }
    if (published) {
      await persistPublished(venueInfo, next);
      return;
    }
    try {
      const saved = await saveSchedule({ draftId: draft.draftId, eventCode: draft.eventCode, venueInfo, addSession }).unwrap();
      dispatch(showToast({ type: 'success', data: SCHEDULE_API_MESSAGES.saved }));
      setConfirm(null);
      if (next === 'tickets') {
        const firstNew = saved.venueInfo.find((v) => v.sessionInfo.some((s) => s.ticketInfo.length === 0 && !s.expired)) ?? saved.venueInfo[0];
        if (firstNew) void navigate(ticketStepPath(draft.draftId, firstNew.venueCode, draft.eventCode));
      }
    } catch (error) {
      setConfirm(null);
      onError(error, 'save', reload);
    }
  };

  /**
   * A published event: new shows and changed ones go to POST /manage/event/published/sessions (status toast 5000 ms,
   * the session audit listed); an expired show is the partial failure 'Failed to update the changes'.
   */
  const persistPublished = async (venueInfo: ReturnType<typeof venueInfoOf>, next: 'stay' | 'tickets') => {
    const changes = publishedScheduleChanges(answer, venueInfo);
    setConfirm(null);
    if (changes.length === 0) {
      dispatch(showToast({ type: 'info', data: SCHEDULE_LIVE_TEXTS.noChange }));
      return;
    }
    try {
      const result = await updatePublished({ eventCode: draft.eventCode!, venueInfo: changes }).unwrap();
      dispatch(showToast({ type: 'success', data: result.snackbar.toastMsg, timeout: STATUS_TOAST_TIMEOUT_MS }));
      const firstNew = changes.find((v) => v.sessionInfo.some((s) => s.sessionId === '0'));
      if (next === 'tickets' && firstNew) void navigate(ticketStepPath(draft.draftId, firstNew.venueCode, draft.eventCode), { state: { published: result } });
      else setAudit(result);
      reload();
    } catch (error) {
      onError(error, 'save', reload);
    }
  };

  const scheduler = (
    <SessionScheduler
      venues={venues}
      onChange={(next) => setVenues(next as PageVenue[])}
      savedShowTimes={initial.saved}
      layout={layout}
      isPastEvent={isPastEvent}
      addSession={addSession}
      readOnly={locked}
      note={answer.readOnly ? ZOOM_READ_ONLY_NOTE : undefined}
      saving={saving}
      onSave={() => void persist(layout === 'phone' && !isPastEvent ? 'tickets' : 'stay')}
      onProceedToTickets={layout === 'desktop' ? () => void persist('tickets') : undefined}
      askChange={sheet}
      onVenueChange={openPicker}
      onDateChanges={() => setSheet(false)}
      onPickVenue={locked ? undefined : openPicker}
    />
  );

  const savedVenues = answer.venueInfo.filter((v) => v.sessionInfo.length > 0);
  return (
    <SectionFrame draft={draft} slug="venueInfo" title={SCHEDULE_TEXTS.title} readOnly={readOnly} dirty={false} onSave={() => undefined}>
      {audit ? (
        <SessionAuditSummary title={audit.snackbar.title} content={audit.snackbar.content} audit={audit.sessionAudit} onDismiss={() => setAudit(null)} />
      ) : null}
      <StyledPanel aria-label="Where the event happens">
        {venues.length === 0 && !locked ? (
          <StyledChoice>
            <legend>{SCHEDULE_TEXTS.where}</legend>
            {(['onGround', 'online'] as const).map((type) => (
              <label key={type}>
                <input type="radio" name="venue-type" checked={venueType === type} onChange={() => setVenueType(type)} />
                {type === 'online' ? SCHEDULE_TEXTS.online : SCHEDULE_TEXTS.atVenue}
              </label>
            ))}
          </StyledChoice>
        ) : null}
        <VenueSummaryCards
          headingLevel={2}
          venues={venues.map((v) => ({ venueCode: v.venueCode, venueName: v.venueName, summary: summaryOf(v) }))}
          onEdit={openPicker}
          onAdd={openPicker}
          readOnly={locked}
        />
      </StyledPanel>
      <StyledPanel aria-label={SCHEDULE_TEXTS.scheduler}>
        <StyledPanelTitle>{SCHEDULE_TEXTS.scheduler}</StyledPanelTitle>
        {scheduler}
      </StyledPanel>
      {published ? <PublishedShowsPanel draft={draft} answer={answer} layout={layout} readOnly={readOnly} /> : null}
      {savedVenues.length > 0 ? (
        <StyledPanel aria-label={SCHEDULE_TEXTS.tickets}>
          <StyledPanelTitle>{SCHEDULE_TEXTS.tickets}</StyledPanelTitle>
          <StyledTicketLinks>
            {savedVenues.map((v) => (
              <li key={v.venueCode}>
                <Link to={ticketStepPath(draft.draftId, v.venueCode, draft.eventCode)}>{SCHEDULE_TEXTS.editTickets(v.venueName)}</Link>
              </li>
            ))}
          </StyledTicketLinks>
        </StyledPanel>
      ) : null}
      {answer.venueType === 'online' && answer.venueSubType && answer.venueInfo.length > 0 ? (
        <OnlineSection draft={draft} answer={answer} readOnly={readOnly} />
      ) : null}
      <VenueSelection
        open={pickerOpen}
        layout={layout}
        venues={results}
        loading={venuesQuery.isFetching && !venuesQuery.data}
        selected={picked}
        onSelectedChange={setPicked}
        search={search}
        onSearchChange={setSearch}
        maxSelected={venueType === 'online' ? 1 : undefined}
        onProceed={proceedVenues}
        onClose={() => setPickerOpen(false)}
      />
      <ConfirmNewShowsDialog
        open={confirm !== null}
        state={confirm?.state ?? 'NO_SHOWS'}
        shows={confirm?.shows}
        confirming={saving}
        onBackToEdit={() => setConfirm(null)}
        onConfirm={() => confirm && void persist(confirm.next, true)}
      />
      {isPastEvent ? <p><Link to={EVENT_ROUTES.overview(draft.draftId)}>Back to the event</Link></p> : null}
    </SectionFrame>
  );
}
