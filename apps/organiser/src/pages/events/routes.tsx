import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { StyledCenter } from './shared/SectionFrame.styles';

// Every events screen loads when first opened, so the console's first screen stays small.
const EventsPage = lazy(() => import('./list/EventsPage'));
const CreateEventPage = lazy(() => import('./create-event/CreateEventPage'));
const EventOverviewPage = lazy(() => import('./overview/EventOverviewPage'));
const SectionPage = lazy(() => import('./sections/SectionPage'));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <StyledCenter>
          <Spinner size="lg" label="Loading" />
        </StyledCenter>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The events area (seed 000 section 2): lists, the name and category step, the overview with its sections, and
 * one section at a time (the id segment is additional info's field, e.g. .../edit/additionalInfo/language).
 */
export const eventRoutes = (
  <>
    <Route path="/events" element={<Navigate to="/events/live" replace />} />
    <Route path="/events/create-event" element={<Lazy><CreateEventPage /></Lazy>} />
    <Route path="/events/configure/:id" element={<Lazy><EventOverviewPage /></Lazy>} />
    <Route path="/events/configure/:id/edit/:section/:itemId?" element={<Lazy><SectionPage /></Lazy>} />
    <Route path="/events/:tab" element={<Lazy><EventsPage /></Lazy>} />
  </>
);
