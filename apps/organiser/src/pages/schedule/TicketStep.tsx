import { useCreateTicketTypeMutation, useGetApprovedTicketTypesQuery, useGetScheduleQuery, useSaveScheduleMutation, isAppError } from '@diy/api';
import { EVENT_ROUTES, SCHEDULE_API_MESSAGES, TICKET_MESSAGES, type ScheduleAnswer } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { Button, Spinner, TicketTypeEditor, type TicketSessionValue } from '@diy/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { SectionProps } from '../events/sections/section-props';
import { SectionFrame } from '../events/shared/SectionFrame';
import { StyledCenter, StyledMuted, StyledPanel } from '../events/shared/SectionFrame.styles';
import { useEventErrors } from '../events/shared/use-event-errors';
import { savedVenueInfo, ticketInfoOfRows, ticketRowsOf, ticketStepPath } from './schedule-model';

export const TICKET_STEP_TEXTS = {
  title: (venue: string) => `Tickets at ${venue}`,
  lead: 'Pick an approved ticket type for every show, with its total inventory and price. A price of 0 makes the ticket free.',
  expired: (n: number) => `${n} expired ${n === 1 ? 'show is' : 'shows are'} not listed.`,
  nextVenue: (venue: string) => `Save and go to ${venue}`,
  backToSchedule: 'Back to the schedule',
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
  const open = venue.sessionInfo.filter((s) => !s.expired);
  const expired = venue.sessionInfo.length - open.length;
  // The answer is fixed for this screen (its key changes when the schedule reloads).
  const [sessions, setSessions] = useState<TicketSessionValue[]>(() =>
    open.map((s) => ({ key: s.sessionId, venueName: venue.venueName, showTime: s.showTime, tickets: ticketRowsOf(s) })),
  );
  const approved = useGetApprovedTicketTypesQuery();
  const [createType] = useCreateTicketTypeMutation();
  const [saveSchedule, { isLoading: saving }] = useSaveScheduleMutation();

  const save = async () => {
    const venueInfo = savedVenueInfo(answer);
    const target = venueInfo[venueIndex]!;
    target.sessionInfo = (target.sessionInfo ?? []).map((s) => {
      const edited = sessions.find((x) => x.key === s.sessionId);
      return edited ? { ...s, ticketInfo: ticketInfoOfRows(edited.tickets) } : s;
    });
    try {
      await saveSchedule({ draftId: draft.draftId, eventCode: draft.eventCode, venueInfo }).unwrap();
      dispatch(showToast({ type: 'success', data: SCHEDULE_API_MESSAGES.saved }));
      void navigate(nextVenue ? ticketStepPath(draft.draftId, nextVenue.venueCode, draft.eventCode) : EVENT_ROUTES.overview(draft.draftId));
    } catch (error) {
      onError(error, 'save', reload);
    }
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
        {expired > 0 ? <StyledMuted>{TICKET_STEP_TEXTS.expired(expired)}</StyledMuted> : null}
        {approved.data ? (
          <TicketTypeEditor
            sessions={sessions}
            onChange={setSessions}
            approvedTypes={approved.data.ticketTypes.map((t) => t.ticketTypeName)}
            onCreateTicketType={onCreate}
            onSave={() => void save()}
            saveLabel={nextVenue ? TICKET_STEP_TEXTS.nextVenue(nextVenue.venueName) : 'Save'}
            saving={saving}
            readOnly={readOnly}
          />
        ) : (
          <Spinner label="Loading ticket types" />
        )}
        <Link to={EVENT_ROUTES.section(draft.draftId, 'venueInfo', draft.eventCode)}>{TICKET_STEP_TEXTS.backToSchedule}</Link>
      </StyledPanel>
      {open.length === 0 ? <Button variant="secondary" onClick={() => void navigate(EVENT_ROUTES.overview(draft.draftId))}>Back to the event</Button> : null}
    </SectionFrame>
  );
}
