import { useGetDashboardQuery } from '@diy/api';
import { FEATURES, formatCount, formatIstDateTime, formatPaise, type Dashboard } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { DataTable, EmptyState, SessionCounts, SoldBar, StatTiles } from '@diy/ui';
import { Link } from 'react-router-dom';
import { SalesOverTimeChart } from './reports/charts';
import { rupeesShown } from './reports/FiguresTable';
import { REPORT_ROUTES } from './reports/paths';
import { reportStatusOf } from './reports/report-status';
import { ReportStatusView } from './reports/ReportStatusView';
import { StyledList, StyledMuted, StyledPanel, StyledPanelHead, StyledStack } from './reports/Reports.styles';
import { StyledShowList, StyledTile, StyledTileText, StyledTileTitle, StyledTiles } from './HomePage.styles';
import { useLiveReports } from './reports/use-live-reports';

/**
 * /apps: the landing after login. An organiser's is a sales dashboard (today and this week, shows at the gate now,
 * next shows, recent bookings); below it, tiles for what the user's features open (an offer manager sees Offers only).
 */
export function HomePage() {
  const { profile, features } = useCurrentUser();
  const events = features.includes(FEATURES.events);
  return (
    <StyledStack>
      <PageHeading title={`Welcome, ${profile.name}`} lead={profile.organiserName} />
      {events ? <SalesDashboard /> : null}
      <StyledTiles>
        {events ? (
          <>
            <StyledTile as={Link} to="/events/live">
              <StyledTileTitle>Live events</StyledTileTitle>
              <StyledTileText>Events on sale now and ready to publish, with their next show.</StyledTileText>
            </StyledTile>
            <StyledTile as={Link} to="/events/draft">
              <StyledTileTitle>Drafts</StyledTileTitle>
              <StyledTileText>Events you are still writing, under review, or sent back for changes.</StyledTileText>
            </StyledTile>
          </>
        ) : null}
        {features.includes(FEATURES.offers) ? (
          <StyledTile as={Link} to="/offers/dashboard">
            <StyledTileTitle>Offers</StyledTileTitle>
            <StyledTileText>Offers for the audiences you choose: redemptions, discount given and revenue.</StyledTileText>
          </StyledTile>
        ) : null}
      </StyledTiles>
    </StyledStack>
  );
}

/** The organiser's sales figures, kept current by the live feed. */
function SalesDashboard() {
  const query = useGetDashboardQuery();
  const live = useLiveReports();
  const status = reportStatusOf(query);
  return (
    <StyledStack data-report-status={status} data-live-feed={live}>
      {status !== 'SUCCESS' || !query.data ? (
        <ReportStatusView status={status} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardView d={query.data} />
      )}
    </StyledStack>
  );
}

function DashboardView({ d }: { d: Dashboard }) {
  return (
    <>
      <StatTiles
        label="Sales"
        items={[
          { label: 'Tickets today', value: formatCount(d.today.tickets), hint: `${formatCount(d.today.bookings)} bookings` },
          { label: 'Sales today', value: rupeesShown(d.today.grossPaise), hint: `After ${rupeesShown(d.today.discountsPaise)} of discounts` },
          { label: 'Tickets this week', value: formatCount(d.week.tickets), hint: `${formatCount(d.week.bookings)} bookings` },
          { label: 'Sales this week', value: rupeesShown(d.week.grossPaise), hint: `After ${rupeesShown(d.week.discountsPaise)} of discounts` },
        ]}
      />
      {d.inProgress.length > 0 && (
        <StyledPanel aria-labelledby="at-the-gate">
          <StyledPanelHead>
            <h2 id="at-the-gate">At the gate now</h2>
          </StyledPanelHead>
          <StyledList>
            {d.inProgress.map((s) => (
              <li key={s.sessionId} data-gate={s.sessionId}>
                <StyledMuted>
                  <Link to={REPORT_ROUTES.session(s.eventCode, s.sessionId)}>{s.title}</Link> · {s.venueName}, {formatIstDateTime(s.showTime)}
                </StyledMuted>
                <SessionCounts compact admitted={s.admitted} inside={s.insideNow} total={s.sold} label={`Gate of ${s.title}`} />
              </li>
            ))}
          </StyledList>
        </StyledPanel>
      )}
      {/* The chart has a row of its own: at 1366 px every one of its 30 days is labelled (issue 34). */}
      <SalesOverTimeChart title="Tickets sold, last 30 days" points={d.byDay.map((p) => ({ label: p.label.slice(0, 5), tickets: p.tickets, grossPaise: p.grossPaise }))} />
      <StyledPanel aria-labelledby="next-shows">
        <StyledPanelHead>
          <h2 id="next-shows">Next shows</h2>
          <Link to={REPORT_ROUTES.list}>All reports</Link>
        </StyledPanelHead>
        {d.nextShows.length === 0 ? (
          <EmptyState compact title="No shows coming up" />
        ) : (
          <StyledShowList>
            {d.nextShows.map((s) => (
              <li key={s.sessionId}>
                <StyledMuted>
                  <Link to={REPORT_ROUTES.session(s.eventCode, s.sessionId)}>{s.title}</Link> · {formatIstDateTime(s.showTime)}
                </StyledMuted>
                <SoldBar sold={s.sold} total={s.inventory} label={`Tickets sold for ${s.title}, ${formatIstDateTime(s.showTime)}`} />
              </li>
            ))}
          </StyledShowList>
        )}
      </StyledPanel>
      <StyledPanel aria-labelledby="recent-bookings">
        <StyledPanelHead>
          <h2 id="recent-bookings">Recent bookings</h2>
          <p>Updated {formatIstDateTime(d.generatedAt)}</p>
        </StyledPanelHead>
        <DataTable
          caption="Recent bookings"
          rows={d.recentBookings}
          rowKey={(b) => b.bookingId}
          emptyTitle="No bookings yet"
          columns={[
            { key: 'id', header: 'Booking', rowHeader: true, render: (b) => b.bookingId },
            { key: 'event', header: 'Event', render: (b) => <Link to={REPORT_ROUTES.session(b.eventCode, b.sessionId)}>{b.title}</Link> },
            { key: 'when', header: 'Sold', render: (b) => formatIstDateTime(b.soldAt) },
            { key: 'channel', header: 'Channel', render: (b) => b.channel },
            { key: 'tickets', header: 'Tickets', align: 'end', render: (b) => formatCount(b.tickets) },
            { key: 'paid', header: 'Paid', align: 'end', render: (b) => (b.status === 'CANCELLED' ? `${formatPaise(b.totalPaise)} (cancelled)` : formatPaise(b.totalPaise)) },
          ]}
        />
      </StyledPanel>
    </>
  );
}
