import { useGetSessionReportQuery } from '@diy/api';
import { formatIstDateTime, formatPaise, type SessionReport, SESSION_STATE_LABELS } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { DataTable, SoldBar, StatTiles } from '@diy/ui';
import { Link, useParams } from 'react-router-dom';
import { BookingSearch } from './BookingSearch';
import { SalesOverTimeChart, ShareChart, SoldInventoryChart } from './charts';
import { FiguresTable, rupeesShown } from './FiguresTable';
import { OfflineConflicts } from './OfflineConflicts';
import { REPORT_ROUTES } from './paths';
import { ReportFileActions } from './ReportFileActions';
import { reportStatusOf } from './report-status';
import { ReportStatusView } from './ReportStatusView';
import { StyledBack, StyledChartGrid, StyledMuted, StyledPanel, StyledPanelHead, StyledStack } from './Reports.styles';
import { useLiveReports } from './use-live-reports';

const grouped = (n: number) => n.toLocaleString('en-IN');

/** /reports/{eventCode}/session/{sessionId}: one show's sales by ticket type, channel, day and hour, and its gate. */
export default function SessionReportPage() {
  const { eventCode = '', sessionId = '' } = useParams();
  const report = useGetSessionReportQuery({ eventCode, sessionId });
  useLiveReports();
  const status = reportStatusOf(report);
  const data = report.data;
  return (
    <StyledStack data-report-status={status}>
      <div>
        <StyledBack>
          <Link to={REPORT_ROUTES.event(eventCode)}>← Event report</Link>
        </StyledBack>
        <PageHeading
          title={data?.title ?? 'Session report'}
          lead={data ? `${data.session.venueName}, ${formatIstDateTime(data.session.showTime)}${data.session.cancelled ? ` · ${SESSION_STATE_LABELS.cancelled}` : ''}` : eventCode}
        />
      </div>
      {status !== 'SUCCESS' || !data ? (
        <ReportStatusView status={status} error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <SessionFigures report={data} />
      )}
    </StyledStack>
  );
}

function SessionFigures({ report }: { report: SessionReport }) {
  const { totals, bookingSummary: summary, gate, session } = report;
  const arg = { eventCode: report.eventCode, sessionId: session.sessionId, venueCode: session.venueCode };
  return (
    <>
      <StatTiles
        label="Show totals"
        items={[
          { label: 'Tickets sold', value: grouped(totals.sold), hint: `${grouped(totals.cancelled)} cancelled` },
          { label: 'Gross sales', value: rupeesShown(totals.grossPaise), hint: `After ${formatPaise(totals.discountsPaise)} of discounts` },
          { label: 'Net to you', value: rupeesShown(totals.netPaise), hint: `Fees ${formatPaise(totals.feesPaise)}` },
          {
            label: 'Taxes (GST)',
            value: rupeesShown(totals.taxesPaise),
            hint: session.gst.supply === 'INTER_STATE' ? `IGST ${formatPaise(totals.igstPaise)}` : `CGST ${formatPaise(totals.cgstPaise)} + SGST ${formatPaise(totals.sgstPaise)}`,
          },
          { label: 'Admitted', value: grouped(gate.admitted), hint: totals.noShows === null ? 'Show not begun' : `${grouped(totals.noShows)} no-shows` },
          { label: 'Inside now', value: grouped(gate.insideNow), hint: `${grouped(gate.exited)} went out` },
        ]}
      />
      <SoldBar sold={totals.sold} total={totals.inventory} label="Tickets sold for the show" />
      <StyledMuted>
        GST {session.gst.supply === 'INTRA_STATE' ? 'CGST + SGST (venue in your GSTIN state)' : 'IGST'}
        {session.gst.gstin ? `, reported under ${session.gst.gstin}` : ', no GSTIN on your profile for this state'}
        {session.gst.venueState ? `; venue in ${session.gst.venueState}` : ''}.
      </StyledMuted>
      <StyledPanel aria-labelledby="report-files">
        <StyledPanelHead>
          <h2 id="report-files">Download or e-mail</h2>
          <p>One row per ticket, times in IST.</p>
        </StyledPanelHead>
        <ReportFileActions session={arg} />
      </StyledPanel>
      <StyledChartGrid>
        <SalesOverTimeChart title="Tickets sold by day" points={summary.byDay.map((d) => ({ label: d.label.slice(0, 5), tickets: d.tickets, grossPaise: d.grossPaise }))} />
        <SalesOverTimeChart title="Last 24 hours by hour" points={summary.byHour.map((h) => ({ label: h.label, tickets: h.tickets, grossPaise: h.grossPaise }))} />
        <ShareChart title="By ticket type" rows={summary.byTicketType.map((t) => ({ name: t.ticketTypeName, tickets: t.sold, grossPaise: t.grossPaise }))} />
        <ShareChart title="By sales channel" rows={summary.byChannel.map((c) => ({ name: c.channel, tickets: c.tickets, grossPaise: c.grossPaise }))} />
        <SoldInventoryChart title="Sold against inventory" rows={summary.byTicketType.map((t) => ({ name: t.ticketTypeName, sold: t.sold, inventory: t.inventory }))} />
      </StyledChartGrid>
      <StyledPanel aria-labelledby="by-type">
        <StyledPanelHead>
          <h2 id="by-type">By ticket type</h2>
        </StyledPanelHead>
        <FiguresTable caption="Figures by ticket type" types={summary.byTicketType} totals={totals} supply={session.gst.supply} />
      </StyledPanel>
      <StyledPanel aria-labelledby="by-channel">
        <StyledPanelHead>
          <h2 id="by-channel">By sales channel</h2>
        </StyledPanelHead>
        <DataTable
          caption="Sales by channel"
          phoneLayout="scroll"
          rows={summary.byChannel}
          rowKey={(c) => c.channel}
          emptyTitle="No sales yet"
          columns={[
            { key: 'channel', header: 'Channel', rowHeader: true, render: (c) => c.channel },
            { key: 'bookings', header: 'Bookings', align: 'end', render: (c) => grouped(c.bookings) },
            { key: 'tickets', header: 'Tickets', align: 'end', render: (c) => grouped(c.tickets) },
            { key: 'cancelled', header: 'Cancelled', align: 'end', render: (c) => grouped(c.cancelled) },
            { key: 'gross', header: 'Gross', align: 'end', render: (c) => formatPaise(c.grossPaise) },
            { key: 'discounts', header: 'Discounts', align: 'end', render: (c) => formatPaise(c.discountsPaise) },
            { key: 'net', header: 'Net to you', align: 'end', render: (c) => formatPaise(c.netPaise) },
          ]}
        />
      </StyledPanel>
      <OfflineConflicts conflicts={report.offlineConflicts} />
      <BookingSearch session={arg} />
    </>
  );
}
