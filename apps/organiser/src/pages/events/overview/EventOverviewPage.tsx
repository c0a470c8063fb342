import { useChangeEventStatusMutation } from '@diy/api';
import { EVENT_ROUTES, POPUP_OKAY, SUBMIT_MESSAGES, eventTabOf, textSectionsPopup, type EventDraft } from '@diy/domain';
import { PageHeading, showPopup, showToast, useAppDispatch } from '@diy/shell';
import { Button, MessageBanner, RejectionNotice, SectionList, Spinner, StatusLabel } from '@diy/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { cardStatusOf } from '../shared/card-status';
import { canSubmit, fieldLinkOf, overviewSections, rejectedValueText, rejectionsFor, submitBlocker } from '../shared/draft-view';
import { fieldLabel } from '../shared/SectionFrame';
import { StyledBack, StyledCenter } from '../shared/SectionFrame.styles';
import { useDraft } from '../shared/use-draft';
import { useEventErrors } from '../shared/use-event-errors';
import { REPORT_ROUTES } from '../../reports/paths';
import { StyledHeadActions, StyledLayout, StyledSubmit } from './EventOverviewPage.styles';
import { StatusActions } from './StatusActions';

export const OVERVIEW_TEXTS = {
  submit: 'Submit for review',
  submitted: 'Submitted for review. We will let you know once it is approved.',
  ready: 'Every required section is filled in. Our team reviews the event before it goes live.',
  needsChanges: 'Our reviewers asked for changes in the sections marked below.',
  backToEvents: '← Back to events',
  sectionReasons: (title: string) => `${title}: changes needed`,
  fixAndResubmit: 'Fix each section below from the reasons, then submit for review again.',
  editsUnderReview: 'Your edits to this live event are in a draft copy. The live event stays on sale until they are approved.',
  openCopy: 'Open the draft copy',
} as const;

/** /events/{tab}: the list the event belongs to ('Back to events'). */
export function eventsTabHref(draft: Pick<EventDraft, 'status' | 'eventCurrentStatus'>): string {
  return `/events/${eventTabOf(draft)}`;
}

/** Whether the overview shows the reduced list with only Schedule: for an event whose shows are all over. */
export function showsScheduleOnly(draft: Pick<EventDraft, 'eventCurrentStatus'>): boolean {
  return draft.eventCurrentStatus.toUpperCase() === 'PAST';
}

/** /events/configure/{draftId or eventCode}: the event's sections in order, and submission for review. */
export default function EventOverviewPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { draft, readOnly, reload } = useDraft(id, params.get('eventCode'));
  if (!draft) {
    return (
      <StyledCenter>
        <Spinner size="lg" label="Loading event" />
      </StyledCenter>
    );
  }
  return <Overview draft={draft} readOnly={readOnly} reload={reload} />;
}

function Overview({ draft, readOnly, reload }: { draft: EventDraft; readOnly: boolean; reload: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onError = useEventErrors();
  const [changeStatus, { isLoading }] = useChangeEventStatusMutation();
  const sections = overviewSections(draft, showsScheduleOnly(draft));
  const blocker = submitBlocker(draft);
  const rejectedTitles = sections.filter((s) => s.rejected.length > 0).map((s) => s.title);

  const submit = async () => {
    const popup = textSectionsPopup({ synopsis: draft.synopsis, tnc: draft.tnc, reasonsToAttend: draft.reasonsToAttend, emailIds: draft.emailIds });
    if (popup) {
      showPopup(dispatch, { title: popup.title, body: popup.body, dismissible: false, buttons: [{ label: POPUP_OKAY }] });
      return;
    }
    try {
      const answer = await changeStatus({ eventId: draft.draftId, status: 'review' }).unwrap();
      dispatch(showToast({ type: 'success', data: answer.snackbar?.toastMsg || OVERVIEW_TEXTS.submitted }));
      void navigate(EVENT_ROUTES.draft);
    } catch (error) {
      onError(error, 'save', reload, fieldLinkOf(draft));
    }
  };

  const category = draft.eventInfo.category[0]?.name;
  return (
    <>
      <StyledBack>
        <Link to={eventsTabHref(draft)}>{OVERVIEW_TEXTS.backToEvents}</Link>
      </StyledBack>
      <PageHeading
        title={draft.eventInfo.eventTitle}
        lead={category ?? null}
        actions={
          <StyledHeadActions>
            {draft.eventCode && <Link to={REPORT_ROUTES.event(draft.eventCode)}>Sales report</Link>}
            <StatusLabel status={cardStatusOf(draft)} />
          </StyledHeadActions>
        }
      />
      <StyledLayout>
        {readOnly && <MessageBanner tone="info">{SUBMIT_MESSAGES.readOnly}</MessageBanner>}
        <StatusActions draft={draft} reload={reload} />
        {draft.openCopyDraftId ? (
          <MessageBanner tone="info" action={<Link to={EVENT_ROUTES.overview(draft.openCopyDraftId)}>{OVERVIEW_TEXTS.openCopy}</Link>}>
            {OVERVIEW_TEXTS.editsUnderReview}
          </MessageBanner>
        ) : null}
        {!readOnly && rejectedTitles.length > 0 && (
          <MessageBanner tone="error" title={OVERVIEW_TEXTS.needsChanges}>
            {rejectedTitles.join(', ')}. {OVERVIEW_TEXTS.fixAndResubmit}
          </MessageBanner>
        )}
        {!readOnly &&
          sections
            .filter((section) => section.rejected.length > 0)
            .map((section) => (
              <RejectionNotice
                key={section.slug}
                title={OVERVIEW_TEXTS.sectionReasons(section.title)}
                fieldLabel={fieldLabel}
                items={rejectionsFor(draft, section.slug).flatMap((group) =>
                  group.items.map((item) => ({ field: item.field, reasons: item.reasons, rejectedValue: rejectedValueText(item.rejectedValue) })),
                )}
              />
            ))}
        <SectionList headingLevel={2} sections={sections} readOnly={readOnly} renderLink={(href: string, children: ReactNode) => <Link to={href}>{children}</Link>} />
        {!readOnly && canSubmit(draft) && (
          <StyledSubmit>
            <p>{blocker ?? OVERVIEW_TEXTS.ready}</p>
            <Button onClick={() => void submit()} loading={isLoading} disabled={blocker !== null}>
              {OVERVIEW_TEXTS.submit}
            </Button>
          </StyledSubmit>
        )}
      </StyledLayout>
    </>
  );
}

