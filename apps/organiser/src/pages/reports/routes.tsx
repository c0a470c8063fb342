import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

// The report screens (and the chart library they use) load when first opened.
const ReportsPage = lazy(() => import('./ReportsPage'));
const EventReportPage = lazy(() => import('./EventReportPage'));
const SessionReportPage = lazy(() => import('./SessionReportPage'));
const ShiftsPage = lazy(() => import('./box-office/ShiftsPage'));
const ShiftReportPage = lazy(() => import('./box-office/ShiftReportPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" label="Loading" />}>{children}</Suspense>;
}

/** The Reports area (seed 000 sections 2 and 7): the events, an event's report, a session's report, the
 * event's box-office shifts and one shift's report (issue 30). */
export const reportRoutes = (
  <>
    <Route path="/reports" element={<Lazy><ReportsPage /></Lazy>} />
    <Route path="/reports/:eventCode" element={<Lazy><EventReportPage /></Lazy>} />
    <Route path="/reports/:eventCode/session/:sessionId" element={<Lazy><SessionReportPage /></Lazy>} />
    <Route path="/reports/:eventCode/shifts" element={<Lazy><ShiftsPage /></Lazy>} />
    <Route path="/reports/:eventCode/shifts/:shiftId" element={<Lazy><ShiftReportPage /></Lazy>} />
  </>
);
