import { EVENT_ROUTES, SCHEDULE_SECTION_ALIASES, type EventSectionSlug } from '@diy/domain';
import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { StyledCenter } from '../shared/SectionFrame.styles';
import { useDraft } from '../shared/use-draft';
import type { SectionProps } from './section-props';

type Screen = LazyExoticComponent<ComponentType<SectionProps>>;

const EventInfoSection = lazy(() => import('./event-info/EventInfoSection'));
const ImagesSection = lazy(() => import('./banner/ImagesSection'));
const AdditionalInfoSection = lazy(() => import('./additional-info/AdditionalInfoSection'));
const ArtistInfoSection = lazy(() => import('./artist-info/ArtistInfoSection'));
const AboutSection = lazy(() => import('./about/AboutSection'));
const TncSection = lazy(() => import('./tnc/TncSection'));
// The schedule's screens (apps/organiser/src/pages/schedule): the scheduler, and a venue's ticket step.
const ScheduleSection = lazy(() => import('../../schedule/ScheduleSection'));
const TicketStep = lazy(() => import('../../schedule/TicketStep'));

/** Screens by section slug; description and reasons to attend open the About screen that combines them. */
const SCREENS: Partial<Record<EventSectionSlug, Screen>> = {
  eventInfo: EventInfoSection,
  banner: ImagesSection,
  additionalInfo: AdditionalInfoSection,
  artistInfo: ArtistInfoSection,
  about: AboutSection,
  synopsis: AboutSection,
  reasonsToAttend: AboutSection,
  tnc: TncSection,
};

export function screenFor(section: string): Screen | undefined {
  return (SCREENS as Record<string, Screen | undefined>)[section];
}

/** Slugs that belong to the schedule: venueInfo, dateTimeSchduler, event-schedule and date-time-scheduler. */
export function isScheduleSection(section: string): boolean {
  return section === 'venueInfo' || section === 'dateTimeSchduler' || (SCHEDULE_SECTION_ALIASES as readonly string[]).includes(section);
}

/** /events/configure/{draftId}/edit/{section}[/{id}]?eventCode=: one section of the draft. */
export default function SectionPage() {
  const { id = '', section = '', itemId } = useParams();
  const [params] = useSearchParams();
  const { draft, readOnly, reload } = useDraft(id, params.get('eventCode'));
  // Any other segment is a venue code: the ticket step /edit/{venueCode} (it goes to the overview for an unknown one).
  const Screen = isScheduleSection(section) ? ScheduleSection : (screenFor(section) ?? (/^[\w-]{1,40}$/.test(section) ? TicketStep : undefined));
  if (!Screen) return <Navigate to={EVENT_ROUTES.overview(id)} replace />;
  if (!draft) {
    return (
      <StyledCenter>
        <Spinner size="lg" label="Loading event" />
      </StyledCenter>
    );
  }
  return (
    <Suspense
      fallback={
        <StyledCenter>
          <Spinner size="lg" label="Loading" />
        </StyledCenter>
      }
    >
      {/* A save reloads the draft: the screen starts again with the saved values as the ones loaded. */}
      <Screen key={`${draft.draftId}:${draft.updatedAt}`} draft={draft} readOnly={readOnly} reload={reload} itemId={itemId} />
    </Suspense>
  );
}
