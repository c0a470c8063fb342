import { EVENT_ROUTES, SUBMIT_MESSAGES, type EventDraft, type EventSectionSlug } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { MessageBanner, RejectionNotice, SaveBar, StatusLabel } from '@diy/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardStatusOf } from './card-status';
import { rejectedValueText, rejectionsFor } from './draft-view';
import { StyledBack, StyledSaveSpace, StyledStack } from './SectionFrame.styles';

/** Field keys of rejection reasons as people read them. */
const FIELD_LABELS: Record<string, string> = {
  eventTitle: 'Event name',
  'eventInfo.eventTitle': 'Event name',
  category: 'Category',
  desktop: 'Horizontal banner',
  'banner.desktop': 'Horizontal banner',
  webListing: 'Vertical poster',
  'banner.webListing': 'Vertical poster',
  synopsis: 'Description',
  reasonsToAttend: 'Reasons to attend',
  tnc: 'Terms & Conditions',
  languages: 'Language',
  ageLimit: 'Age limit',
  duration: 'Duration',
};
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? FIELD_LABELS[field.split('.').pop() ?? ''] ?? field;
}

export interface SectionFrameProps {
  draft: EventDraft;
  slug: EventSectionSlug;
  title: string;
  readOnly: boolean;
  /** Current values differ from those loaded. */
  dirty: boolean;
  saving?: boolean;
  /** Save stays visible but disabled with this reason shown (e.g. 'Upload horizontal banner to proceed'). */
  blocker?: string | null;
  onSave: () => void;
  onDiscard?: () => void;
  children: ReactNode;
}

/**
 * One section screen: back to the overview, the event's title and status, the read-only note under review, the
 * rejection reasons this screen concerns, the fields, and the Save bar that shows only when something changed.
 */
export function SectionFrame({ draft, slug, title, readOnly, dirty, saving = false, blocker, onSave, onDiscard, children }: SectionFrameProps) {
  const rejections = rejectionsFor(draft, slug);
  const items = rejections.flatMap((group) => group.items.map((item) => ({ field: item.field, reasons: item.reasons, rejectedValue: rejectedValueText(item.rejectedValue) })));
  return (
    <>
      <StyledBack>
        <Link to={EVENT_ROUTES.overview(draft.draftId)}>← Back to event overview</Link>
      </StyledBack>
      <PageHeading title={title} lead={draft.eventInfo.eventTitle} actions={<StatusLabel status={cardStatusOf(draft)} />} />
      <StyledStack>
        {readOnly && <MessageBanner tone="info">{SUBMIT_MESSAGES.readOnly}</MessageBanner>}
        {items.length > 0 && <RejectionNotice items={items} fieldLabel={fieldLabel} />}
        {children}
      </StyledStack>
      {!readOnly && (
        <>
          <StyledSaveSpace />
          <SaveBar visible={dirty} onSave={onSave} onDiscard={onDiscard} saving={saving} disabled={Boolean(blocker)} message={blocker ?? undefined} />
        </>
      )}
    </>
  );
}
