import { useApproveEventMutation, useGetEventReviewQuery, useRejectEventMutation } from '@diy/api';
import { ageLimitLabel, formatIstDateTime, SESSION_STATE_LABELS, type EventDraft, type EventSectionSlug } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { Button, ConfirmDialog, EventDiffView, MessageBanner, RejectionNotice, Select, Spinner, TextArea } from '@diy/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { STAFF_PATHS } from '../../staff-paths';
import { confirmState } from '../organisers/OrganiserReviewPanel';
import { failureText } from '../shared/staff-feedback';
import { StyledActions, StyledDetails, StyledList, StyledListRow, StyledMuted, StyledPill, StyledStack, StyledSubTitle } from '../shared/staff.styles';
import { REVIEW_SECTIONS, rejectionReasons, sectionChanged, type ReviewSection, type SectionVerdict } from './event-review';
import {
  StyledBanner, StyledEventTitle, StyledImages, StyledLayout, StyledPoster, StyledRichText, StyledSection, StyledSectionHead, StyledSections,
  StyledSidebar, StyledVerdict,
} from './EventReviewPage.styles';

/** /apps/diy/event-review/:draftId: the event as the public would see it, approve (live) or reject with reasons per section. */
export function EventReviewPage() {
  return <EventReview />;
}

function sectionContent(section: EventSectionSlug, event: EventDraft): ReactNode {
  switch (section) {
    case 'banner': {
      const banner = event.banner.desktop[0] ?? event.banner.mobile[0];
      const poster = event.banner.webListing[0];
      return (
        <StyledImages>
          {banner ? <StyledBanner src={banner.url} alt={`Banner of ${event.eventInfo.eventTitle}`} /> : <StyledMuted>No banner.</StyledMuted>}
          {poster ? <StyledPoster src={poster.url} alt={`Poster of ${event.eventInfo.eventTitle}`} /> : <StyledMuted>No poster.</StyledMuted>}
        </StyledImages>
      );
    }
    case 'eventInfo': {
      const info = event.eventInfo;
      return (
        <>
          <StyledEventTitle>{info.eventTitle}</StyledEventTitle>
          <StyledDetails>
            <dt>Category</dt>
            <dd>{info.category.map((c) => c.name).join(', ') || '—'}</dd>
            <dt>Sub-category</dt>
            <dd>{info.subCategory?.name ?? '—'}</dd>
            <dt>Genre</dt>
            <dd>{info.genre.map((g) => g.name).join(', ') || '—'}</dd>
            <dt>Venue type</dt>
            <dd>{info.venueType === 'online' ? `Online${info.venueSubType ? ` (${info.venueSubType})` : ''}` : 'On ground'}</dd>
            <dt>City</dt>
            <dd>{event.city}</dd>
          </StyledDetails>
        </>
      );
    }
    case 'venueInfo':
      return event.venueInfo.length === 0 ? (
        <StyledMuted>No venue yet.</StyledMuted>
      ) : (
        <StyledList>
          {event.venueInfo.map((v) => (
            <StyledListRow key={v.venueCode}>
              <span>
                <strong>{v.venueName}</strong>
                {v.region ? ` · ${v.region}` : ''}
              </span>
              <span>
                {v.sessionInfo.length === 0
                  ? 'No sessions'
                  : v.sessionInfo
                      .map((s) => `${formatIstDateTime(s.showTime)}${s.cancelled ? ` (${SESSION_STATE_LABELS.cancelled})` : s.status ? '' : ' (inactive)'}${s.ticketInfo.length ? ` · ${s.ticketInfo.map((t) => `${t.ticketTypeName} × ${t.totalInventory}`).join(', ')}` : ''}`)
                      .join('; ')}
              </span>
            </StyledListRow>
          ))}
        </StyledList>
      );
    case 'additionalInfo': {
      const a = event.additionalInfo;
      return (
        <StyledDetails>
          <dt>Languages</dt>
          <dd>{a.languages.map((l) => l.name).join(', ') || '—'}</dd>
          <dt>Age limit</dt>
          <dd>{a.ageLimit ? (ageLimitLabel(a.ageLimit) ?? a.ageLimit) : '—'}</dd>
          <dt>Duration</dt>
          <dd>{a.duration !== null ? `${a.duration} minutes` : '—'}</dd>
        </StyledDetails>
      );
    }
    case 'synopsis':
      // The server sanitised this HTML when it was saved; it is shown as the public page shows it.
      return event.synopsis ? <StyledRichText dangerouslySetInnerHTML={{ __html: event.synopsis }} /> : <StyledMuted>No description.</StyledMuted>;
    case 'reasonsToAttend':
      return event.reasonsToAttend.filter(Boolean).length ? (
        <ol>
          {event.reasonsToAttend.filter(Boolean).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      ) : (
        <StyledMuted>None given.</StyledMuted>
      );
    case 'artistInfo':
      return event.artistInfo.length ? (
        <StyledList>
          {event.artistInfo.map((a) => (
            <StyledListRow key={a.id}>
              <strong>{a.name}</strong>
              <span>{a.roles.join(', ')}</span>
            </StyledListRow>
          ))}
        </StyledList>
      ) : (
        <StyledMuted>No artists listed.</StyledMuted>
      );
    case 'tnc':
      return event.tnc ? <StyledRichText dangerouslySetInnerHTML={{ __html: event.tnc }} /> : <StyledMuted>No terms.</StyledMuted>;
    default:
      return null;
  }
}

function SectionCard({
  def, event, changed, verdict, onVerdict,
}: {
  def: ReviewSection;
  event: EventDraft;
  /** A copy of a live event changes this section. */
  changed: boolean;
  verdict: SectionVerdict | undefined;
  onVerdict: (v: SectionVerdict | undefined) => void;
}) {
  const headingId = `review-${def.section}`;
  return (
    <StyledSection $flagged={verdict !== undefined} aria-labelledby={headingId} data-section={def.section}>
      <StyledSectionHead>
        <StyledActions>
          <h2 id={headingId}>{def.title}</h2>
          {changed ? <StyledPill $tone="info">Changed from the live event</StyledPill> : null}
        </StyledActions>
        <label>
          <input
            type="checkbox"
            aria-label={`Needs changes: ${def.title}`}
            checked={verdict !== undefined}
            onChange={(e) => onVerdict(e.target.checked ? { field: def.fields[0]?.field ?? def.section, reason: '' } : undefined)}
          />
          Needs changes
        </label>
      </StyledSectionHead>
      {sectionContent(def.section, event)}
      {verdict ? (
        <StyledVerdict>
          {def.fields.length > 1 ? (
            <Select
              label={`Field in ${def.title}`}
              options={def.fields.map((f) => ({ value: f.field, label: f.label }))}
              value={verdict.field}
              onChange={(e) => onVerdict({ ...verdict, field: e.target.value })}
            />
          ) : (
            <StyledMuted>{def.fields[0]?.label}</StyledMuted>
          )}
          <TextArea
            label={`Reason for ${def.title}`}
            required
            rows={2}
            maxLength={300}
            placeholder="What should the organiser change?"
            value={verdict.reason}
            onChange={(e) => onVerdict({ ...verdict, reason: e.target.value })}
          />
        </StyledVerdict>
      ) : null}
    </StyledSection>
  );
}

function EventReview() {
  const { draftId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useGetEventReviewQuery(draftId);
  const [verdicts, setVerdicts] = useState<Partial<Record<EventSectionSlug, SectionVerdict>>>({});
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [approve, approval] = useApproveEventMutation();
  const [reject, rejection] = useRejectEventMutation();

  // An approved copy of a live event is merged and removed: it is not asked for again (approveEvent's tags), and the
  // last loaded event stays on screen under the dialog's success message.
  const finished = approval.isSuccess || rejection.isSuccess;
  if (detail.isLoading) return <Spinner size="lg" label="Loading the event" />;
  if ((detail.isError && !finished) || !detail.data) {
    return (
      <MessageBanner tone="error" title="The event did not load" action={<Link to={STAFF_PATHS.eventReview}>Back to the queue</Link>}>
        {failureText(detail.error)}
      </MessageBanner>
    );
  }
  const { event, organiser, isUpdate, live, diff } = detail.data;
  const reasons = rejectionReasons(verdicts);
  const flagged = Object.keys(verdicts).length;
  const incomplete = flagged > reasons.length;
  const inReview = event.status === 'review';
  const close = () => {
    setDialog(null);
    if (finished) void navigate(STAFF_PATHS.eventReview);
  };

  return (
    <>
      <PageHeading
        title={event.eventInfo.eventTitle}
        lead={`${organiser.name} (${organiser.code}) · ${isUpdate ? `changes to live event ${event.eventCode ?? ''}` : 'new event'}`}
        actions={<Link to={STAFF_PATHS.eventReview}>Back to the queue</Link>}
      />
      <StyledLayout>
        <StyledSections>
          {event.formattedRejectionReasons.length > 0 ? (
            <RejectionNotice
              title="Earlier review"
              items={event.formattedRejectionReasons.flatMap((g) => g.items.map((i) => ({ field: `${g.section} · ${i.field}`, reasons: i.reasons })))}
            />
          ) : null}
          {isUpdate ? (
            <StyledSection $flagged={false} aria-labelledby="review-diff" data-section="diff">
              <StyledSectionHead>
                <h2 id="review-diff">Changes to the live event</h2>
              </StyledSectionHead>
              {/* Inside the region named by the heading, the view itself is the changed fields (not a second 'Changes'). */}
              <EventDiffView diff={diff} label="Changed fields" />
            </StyledSection>
          ) : null}
          {REVIEW_SECTIONS.map((def) => (
            <SectionCard
              key={def.section}
              def={def}
              event={event}
              changed={sectionChanged(event, live, def.section)}
              verdict={verdicts[def.section]}
              onVerdict={(v) =>
                setVerdicts((cur) => {
                  const next = { ...cur };
                  if (v) next[def.section] = v;
                  else delete next[def.section];
                  return next;
                })
              }
            />
          ))}
        </StyledSections>
        <StyledSidebar aria-label="Verdict">
          <StyledSubTitle>Verdict</StyledSubTitle>
          <StyledMuted>
            Status <StyledPill $tone={inReview ? 'warning' : 'neutral'}>{event.status}</StyledPill>
          </StyledMuted>
          {!inReview ? <MessageBanner tone="info">This event is not waiting for review.</MessageBanner> : null}
          <StyledMuted>{flagged === 0 ? 'Tick “Needs changes” on a section to send it back with a reason.' : `${flagged} section(s) need changes.`}</StyledMuted>
          <Button onClick={() => { approval.reset(); setDialog('approve'); }} disabled={!inReview || flagged > 0}>
            Approve
          </Button>
          <Button variant="danger" onClick={() => { rejection.reset(); setDialog('reject'); }} disabled={!inReview || flagged === 0 || incomplete}>
            Reject with reasons
          </Button>
        </StyledSidebar>
      </StyledLayout>
      <ConfirmDialog
        open={dialog === 'approve'}
        title="Approve event?"
        message={isUpdate ? 'The changes are published on the live event at once.' : 'The event goes live for the organiser and their gate staff at once.'}
        confirmLabel="Approve"
        state={confirmState(approval)}
        errorMessage={failureText(approval.error, 'longDesc')}
        successMessage={approval.data ? `${approval.data.message}${approval.data.eventCode ? ` Event code ${approval.data.eventCode}.` : ''}` : undefined}
        onConfirm={() => void approve(event.draftId)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        title="Reject event?"
        message={
          <StyledStack as="ul">
            {reasons.map((r) => (
              <li key={r.section}>
                {REVIEW_SECTIONS.find((s) => s.section === r.section)?.title}: {r.reasons[0]}
              </li>
            ))}
          </StyledStack>
        }
        confirmLabel="Reject"
        tone="danger"
        state={confirmState(rejection)}
        errorMessage={failureText(rejection.error, 'shortDesc')}
        successMessage={rejection.data?.message}
        onConfirm={() => void reject({ draftId: event.draftId, rejectionReasons: reasons })}
        onClose={close}
      />
    </>
  );
}
