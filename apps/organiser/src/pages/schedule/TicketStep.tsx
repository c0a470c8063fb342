import {
  useCreateTicketTypeMutation, useGetApprovedTicketTypesQuery, useGetScheduleQuery, useSaveScheduleMutation, useUpdateInventoryMutation,
  useUpdatePublishedSessionsMutation, isAppError,
} from '@diy/api';
import {
  EVENT_ROUTES, INVENTORY_MESSAGES, INVENTORY_TOAST_TIMEOUT_MS, SCHEDULE_API_MESSAGES, STATUS_TOAST_TIMEOUT_MS, TICKET_MESSAGES, ticketTypeNameKey,
  type ScheduleAnswer, type ScheduleTicketInfo,
} from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { Button, SessionAuditSummary, Spinner, TicketTypeEditor, emptyTicketRow, type TicketRowValue, type TicketSessionValue } from '@diy/ui';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { SectionProps } from '../events/sections/section-props';
import { SectionFrame } from '../events/shared/SectionFrame';
import { StyledCenter, StyledMuted, StyledPanel } from '../events/shared/SectionFrame.styles';
import { useEventErrors } from '../events/shared/use-event-errors';
import { isPublishedEvent, liveTicketChanges } from './live-changes';
import { usePublishedAudit } from './use-published-audit';
import { DoorTermsPanel } from './DoorTermsPanel';
import { priceText, savedVenueInfo, ticketInfoOfRows, ticketRowsOf, ticketStepPath } from './schedule-model';

export const TICKET_STEP_TEXTS = {
  title: (venue: string) => `Tickets at ${venue}`,
  lead: 'Pick an approved ticket type for every show, with its total inventory and price. A price of 0 makes the ticket free.',
  expired: (n: number) => `${n} expired ${n === 1 ? 'show is' : 'shows are'} not listed.`,
  nextVenue: (venue: string) => `Save and go to ${venue}`,
  backToSchedule: 'Back to the schedule',
  noChange: 'Nothing to save: no ticket type changed',
  liveLead: 'This event is on sale: sold counts are shown, inventory never goes below what is sold, and saved ticket types stay.',
} as const;

/** /events/configure/{id}/edit/{venueCode}: the ticket step of one venue (after Proceed To Tickets). */
export default function TicketStep(props: SectionProps) {
  const { section = '' } = useParams();
  const { data, fulfilledTimeStamp, isFetching } = useGetScheduleQuery(props.draft.draftId, { refetchOnMountOrArgChange: true });
  // The screen starts from a fresh answer, so a refetch never replaces the rows being typed.
  if (!data || isFetching) {
    return (
      <StyledCenter>
        <Spinner size="lg" label="Loading shows" />
      </StyledCenter>
    );
  }
  const venue = data.venueInfo.find((v) => v.venueCode === section);
  if (!venue) return <Navigate to={EVENT_ROUTES.overview(props.draft.draftId)} replace />;
  return <TicketScreen key={`${section}:${fulfilledTimeStamp}`} {...props} answer={data} venueCode={section} />;
}

function TicketScreen({ draft, readOnly, reload, answer, venueCode }: SectionProps & { answer: ScheduleAnswer; venueCode: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onError = useEventErrors();
  const venueIndex = answer.venueInfo.findIndex((v) => v.venueCode === venueCode);
  const venue = answer.venueInfo[venueIndex]!;
  const nextVenue = answer.venueInfo[venueIndex + 1];
  // A cancelled show takes no ticket changes: it is left out, as an expired one is (and not counted as expired).
  const live = venue.sessionInfo.filter((s) => !s.cancelled);
  const open = live.filter((s) => !s.expired);
  const expired = live.length - open.length;
  // The answer is fixed for this screen (its key changes when the schedule reloads).
  const [sessions, setSessions] = useState<TicketSessionValue[]>(() =>
    open.map((s) => ({ key: s.sessionId, venueName: venue.venueName, showTime: s.showTime, tickets: ticketRowsOf(s) })),
  );
  const approved = useGetApprovedTicketTypesQuery();
  const [createType] = useCreateTicketTypeMutation();
  const [saveSchedule, { isLoading: savingSchedule }] = useSaveScheduleMutation();
  const [updateInventory, { isLoading: savingInventory }] = useUpdateInventoryMutation();
  const [updatePublished, { isLoading: savingSessions }] = useUpdatePublishedSessionsMutation();
  const saving = savingSchedule || savingInventory || savingSessions;
  const published = isPublishedEvent(draft);
  const [audit, setAudit] = usePublishedAudit();
  // A type already on sale on this event stays valid here whatever happens to its name's approval.
  const onEvent = useMemo(() => answer.venueInfo.flatMap((v) => v.sessionInfo.flatMap((s) => s.ticketInfo.map((t) => t.ticketTypeName))), [answer]);
  const choices = useMemo(() => {
    const names = [...(approved.data?.ticketTypes.map((t) => t.ticketTypeName) ?? []), ...onEvent];
    const seen = new Set<string>();
    return names.filter((n) => !seen.has(ticketTypeNameKey(n)) && Boolean(seen.add(ticketTypeNameKey(n))));
  }, [approved.data, onEvent]);

  /**
   * A published event: inventory changes through POST v1/manage/event/session/update-inventory (toast 7000 ms), new
   * types and prices through POST /manage/event/published/sessions (its session audit listed, toast 5000 ms).
   */
  const saveLive = async (edited: readonly TicketSessionValue[]): Promise<boolean> => {
    const eventCode = draft.eventCode!;
    const changes = liveTicketChanges(answer, venueCode, edited);
    try {
      for (const call of changes.inventory) {
        await updateInventory({ ...call, etCode: eventCode, vnuCode: venueCode, draftId: draft.draftId }).unwrap();
      }
      if (changes.inventory.length > 0) dispatch(showToast({ type: 'success', data: INVENTORY_MESSAGES.updated, timeout: INVENTORY_TOAST_TIMEOUT_MS }));
      if (changes.sessions.length > 0) {
        const result = await updatePublished({ eventCode, venueInfo: [{ venueCode, sessionInfo: changes.sessions }] }).unwrap();
        setAudit(result);
        dispatch(showToast({ type: 'success', data: result.snackbar.toastMsg, timeout: STATUS_TOAST_TIMEOUT_MS }));
      }
      if (changes.inventory.length === 0 && changes.sessions.length === 0) {
        dispatch(showToast({ type: 'info', data: TICKET_STEP_TEXTS.noChange }));
        return false;
      }
      reload();
      return true;
    } catch (error) {
      onError(error, 'save', reload);
      return false;
    }
  };

  /** A draft's tickets saved with the schedule; `onward` goes to the next venue (or the event) afterwards. */
  const saveDraft = async (edited: readonly TicketSessionValue[], onward: boolean): Promise<boolean> => {
    const venueInfo = savedVenueInfo(answer);
    const target = venueInfo[venueIndex]!;
    target.sessionInfo = (target.sessionInfo ?? []).map((s) => {
      const row = edited.find((x) => x.key === s.sessionId);
      return row ? { ...s, ticketInfo: ticketInfoOfRows(row.tickets) } : s;
    });
    try {
      await saveSchedule({ draftId: draft.draftId, eventCode: draft.eventCode, venueInfo }).unwrap();
      dispatch(showToast({ type: 'success', data: SCHEDULE_API_MESSAGES.saved }));
      if (onward) void navigate(nextVenue ? ticketStepPath(draft.draftId, nextVenue.venueCode, draft.eventCode) : EVENT_ROUTES.overview(draft.draftId));
      return true;
    } catch (error) {
      onError(error, 'save', reload);
      return false;
    }
  };

  const save = () => (published ? saveLive(sessions) : saveDraft(sessions, true));

  /** The Box office section's new door-only type: one more ticket row on the show, saved as the step saves. */
  const addTicketType = async (sessionId: string, ticket: ScheduleTicketInfo): Promise<boolean> => {
    const row: TicketRowValue = { ...emptyTicketRow(), ticketTypeName: ticket.ticketTypeName, totalInventory: String(ticket.totalInventory), price: priceText(ticket.price) };
    const edited = sessions.map((s) => (s.key === sessionId ? { ...s, tickets: [...s.tickets, row] } : s));
    const done = published ? await saveLive(edited) : await saveDraft(edited, false);
    if (done) setSessions(edited);
    return done;
  };

  const onCreate = async (name: string): Promise<string> => {
    try {
      const answerName = await createType(name).unwrap();
      return answerName.message || TICKET_MESSAGES.sentForApproval;
    } catch (error) {
      throw new Error(isAppError(error) ? error.message : String(error));
    }
  };

  return (
    <SectionFrame draft={draft} slug="venueInfo" title={TICKET_STEP_TEXTS.title(venue.venueName)} readOnly={readOnly} dirty={false} onSave={() => undefined}>
      <StyledPanel aria-label="Ticket types">
        <StyledMuted>{TICKET_STEP_TEXTS.lead}</StyledMuted>
        {published ? <StyledMuted>{TICKET_STEP_TEXTS.liveLead}</StyledMuted> : null}
        {audit ? (
          <SessionAuditSummary
            title={audit.snackbar.title}
            content={audit.snackbar.content}
            audit={audit.sessionAudit}
            onDismiss={() => setAudit(null)}
          />
        ) : null}
        {expired > 0 ? <StyledMuted>{TICKET_STEP_TEXTS.expired(expired)}</StyledMuted> : null}
        {approved.data ? (
          <TicketTypeEditor
            headingLevel={2}
            sessions={sessions}
            onChange={setSessions}
            approvedTypes={choices}
            keepSaved={published}
            onCreateTicketType={onCreate}
            onSave={() => void save()}
            saveLabel={nextVenue && !published ? TICKET_STEP_TEXTS.nextVenue(nextVenue.venueName) : 'Save'}
            saving={saving}
            readOnly={readOnly}
          />
        ) : (
          <Spinner label="Loading ticket types" />
        )}
        <Link to={EVENT_ROUTES.section(draft.draftId, 'venueInfo', draft.eventCode)}>{TICKET_STEP_TEXTS.backToSchedule}</Link>
      </StyledPanel>
      {/* A door to sell at: on-ground venues only (an online show has no box office). */}
      {open.length > 0 && venue.venueType === 'onGround' ? (
        <DoorTermsPanel
          shows={open.map((s) => ({ sessionId: s.sessionId, venueName: venue.venueName, showTime: s.showTime }))}
          approvedTypes={choices}
          readOnly={readOnly}
          onAddTicketType={addTicketType}
        />
      ) : null}
      {open.length === 0 ? <Button variant="secondary" onClick={() => void navigate(EVENT_ROUTES.overview(draft.draftId))}>Back to the event</Button> : null}
    </SectionFrame>
  );
}
