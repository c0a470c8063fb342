import { useGetReportEventsQuery } from '@diy/api';
import { formatIstDateTime, formatPaise } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { EmptyState, SoldBar } from '@diy/ui';
import { Link } from 'react-router-dom';
import { REPORT_ROUTES } from './paths';
import { reportStatusOf } from './report-status';
import { ReportStatusView } from './ReportStatusView';
import { StyledList, StyledMuted, StyledPanel, StyledPanelHead, StyledStack } from './Reports.styles';
import { useLiveReports } from './use-live-reports';

export const REPORTS_TEXTS = {
  title: 'Reports',
  lead: 'Sales, taxes and the gate for each of your events.',
  emptyTitle: 'No published events yet',
  emptyBody: 'Reports appear here once an event is published and on sale.',
} as const;

/** /reports: the organiser's published events, each with sold against inventory and its sales so far. */
export default function ReportsPage() {
  const query = useGetReportEventsQuery();
  const live = useLiveReports();
  const status = reportStatusOf(query);
  const events = query.data?.events ?? [];
  return (
    <StyledStack data-report-status={status} data-live-feed={live}>
      <PageHeading title={REPORTS_TEXTS.title} lead={REPORTS_TEXTS.lead} />
      {status !== 'SUCCESS' ? (
        <ReportStatusView status={status} error={query.error} onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState title={REPORTS_TEXTS.emptyTitle} body={REPORTS_TEXTS.emptyBody} />
      ) : (
        <StyledList aria-label="Events with reports">
          {events.map((e) => (
            <li key={e.eventCode}>
              <StyledPanel aria-labelledby={`report-${e.eventCode}`}>
                <StyledPanelHead>
                  <h2 id={`report-${e.eventCode}`}>
                    <Link to={REPORT_ROUTES.event(e.eventCode)}>{e.title}</Link>
                  </h2>
                  <p>
                    {e.eventCode} · {e.sessionsCount === 1 ? '1 show' : `${e.sessionsCount} shows`}
                    {e.nextShowTime ? ` · ${formatIstDateTime(e.nextShowTime)}` : ''}
                  </p>
                </StyledPanelHead>
                <SoldBar sold={e.sold} total={e.inventory} />
                <StyledMuted>Gross sales {formatPaise(e.grossPaise)}</StyledMuted>
              </StyledPanel>
            </li>
          ))}
        </StyledList>
      )}
    </StyledStack>
  );
}
