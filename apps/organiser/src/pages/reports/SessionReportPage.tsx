import { useGetSessionReportQuery } from '@diy/api';
import { formatCount, formatIstDateTime, formatPaise, type SessionReport, SESSION_STATE_LABELS } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { DataTable, SoldBar, StatTiles } from '@diy/ui';
import { Link, useParams } from 'react-router-dom';
import { BoxOfficeSplit } from './box-office/BoxOfficeSplit';
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

/** /reports/{eventCode}/session/{sessionId}: one show's sales by ticket type, channel, day and hour, and its gate. */
export default function SessionReportPage() {
  const { eventCode = '', sessionId = '' } = useParams();
  const report = useGetSessionReportQuery({ eventCode, sessionId });
  const live = useLiveReports();
  const status = reportStatusOf(report);
  const data = report.data;
  return (
    <StyledStack data-report-status={status} data-live-feed={live}>
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
          { label: 'Tickets sold', value: formatCount(totals.sold), hint: `${formatCount(totals.cancelled)} cancelled` },
          { label: 'Gross sales', value: rupeesShown(totals.grossPaise), hint: `After ${rupeesShown(totals.discountsPaise)} of discounts` },
          { label: 'Net to you', value: rupeesShown(totals.netPaise), hint: `After the platform fee ${rupeesShown(totals.platformFeePaise)} and its GST` },
          {
            label: 'GST on the platform fee',
            value: rupeesShown(totals.platformFeeGstPaise),
            hint: session.gst.supply === 'INTER_STATE' ? `IGST ${rupeesShown(totals.igstPaise)}` : `CGST ${rupeesShown(totals.cgstPaise)} + SGST ${rupeesShown(totals.sgstPaise)}`,
          },
          { label: 'Admitted', value: formatCount(gate.admitted), hint: totals.noShows === null ? 'Show not begun' : `${formatCount(totals.noShows)} no-shows` },
          { label: 'Inside now', value: formatCount(gate.insideNow), hint: `${formatCount(gate.exited)} went out` },
        ]}
      />
      <SoldBar sold={totals.sold} total={totals.inventory} label="Tickets sold for the show" />
      <StyledMuted>
        GST on the platform fee: {session.gst.supply === 'INTRA_STATE' ? 'CGST + SGST (your GSTIN is in Maharashtra, as ours)' : 'IGST'}
        {session.gst.gstin ? `, your GSTIN ${session.gst.gstin}` : ', no GSTIN on your profile'}
        {session.gst.venueState ? `; venue in ${session.gst.venueState}` : ''}.
      </StyledMuted>
      <StyledPanel aria-labelledby="report-files">
        <StyledPanelHead>
          <h2 id="report-files">Download or e-mail</h2>
          <p>One row per ticket, times in IST.</p>
        </StyledPanelHead>
        <ReportFileActions scope={arg} />
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
          dense
          rows={summary.byChannel}
          rowKey={(c) => c.channel}
          emptyTitle="No sales yet"
          columns={[
            { key: 'channel', header: 'Channel', rowHeader: true, render: (c) => c.channel },
            { key: 'bookings', header: 'Bookings', align: 'end', render: (c) => formatCount(c.bookings) },
            { key: 'tickets', header: 'Tickets', align: 'end', render: (c) => formatCount(c.tickets) },
            { key: 'cancelled', header: 'Cancelled', align: 'end', render: (c) => formatCount(c.cancelled) },
            { key: 'gross', header: 'Gross', align: 'end', render: (c) => formatPaise(c.grossPaise) },
            { key: 'discounts', header: 'Discounts', align: 'end', render: (c) => formatPaise(c.discountsPaise) },
            { key: 'platformFee', header: 'Platform fee', align: 'end', render: (c) => formatPaise(c.platformFeePaise) },
            { key: 'platformFeeGst', header: 'GST on platform fee', align: 'end', render: (c) => formatPaise(c.platformFeeGstPaise) },
            { key: 'net', header: 'Net to you', align: 'end', render: (c) => formatPaise(c.netPaise) },
          ]}
        />
      </StyledPanel>
      <BoxOfficeSplit report={report} />
      <OfflineConflicts conflicts={report.offlineConflicts} clamped={report.offlineClamped} />
      <BookingSearch session={arg} />
    </>
  );
}
