import { isAppError, useLazySearchBookingIdQuery, type ReportSessionArg } from '@diy/api';
import { formatIstDateTime, formatPaise, REPORT_ERROR_CODES, REPORT_TEXTS, type BookingReport } from '@diy/domain';
import { DataTable, MessageBanner, SearchField, Spinner } from '@diy/ui';
import { useState } from 'react';
import { reportStatusOf, searchedBooking } from './report-status';
import { taxSplit } from './FiguresTable';
import { StyledFacts, StyledPanel, StyledPanelHead } from './Reports.styles';
import { useReportToast } from './use-report-toast';

const STATE_LABELS: Record<BookingReport['tickets'][number]['state'], string> = { unused: 'Not scanned', entered: 'Inside', exited: 'Went out', cancelled: 'Cancelled' };

/** Find a booking of the session by its id: amounts, buyer, each ticket and its scans at the gate. */
export function BookingSearch({ session }: { session: ReportSessionArg }) {
  const [search, result] = useLazySearchBookingIdQuery();
  const [searched, setSearched] = useState('');
  const toast = useReportToast();
  const status = reportStatusOf(result);
  const onSearch = async (text: string) => {
    setSearched(text);
    if (!text) return;
    try {
      await search({ ...session, bookingId: text }).unwrap();
    } catch {
      toast.failure(REPORT_TEXTS.searchFailed);
    }
  };
  const notFound = isAppError(result.error) && result.error.code === REPORT_ERROR_CODES.bookingNotFound;
  // A search that finds nothing clears the booking found before it.
  const booking = searchedBooking(result);
  return (
    <StyledPanel aria-labelledby="booking-search" data-search-status={searched ? status : 'IDLE'}>
      <StyledPanelHead>
        <h2 id="booking-search">Find a booking</h2>
        <p>Booking id as on the ticket, e.g. DIY7K3M9Q2XWP</p>
      </StyledPanelHead>
      <SearchField label="Booking id" placeholder="DIY…" onSearch={(t) => void onSearch(t)} />
      {searched && result.isFetching && <Spinner label="Searching" />}
      {searched && !result.isFetching && notFound && <MessageBanner tone="info">{result.error && isAppError(result.error) ? result.error.message : ''}</MessageBanner>}
      {searched && booking && <BookingDetails booking={booking} />}
    </StyledPanel>
  );
}

function BookingDetails({ booking: b }: { booking: BookingReport }) {
  return (
    <section aria-label={`Booking ${b.bookingId}`}>
      <StyledFacts>
        <div><dt>Booking id</dt><dd>{b.bookingId}</dd></div>
        <div><dt>Status</dt><dd>{b.status === 'CANCELLED' ? `Cancelled ${b.cancelledAt ? formatIstDateTime(b.cancelledAt) : ''}` : 'Confirmed'}</dd></div>
        <div><dt>Sold</dt><dd>{formatIstDateTime(b.soldAt)} via {b.channel}</dd></div>
        <div><dt>Buyer</dt><dd>{b.buyer.name}{b.buyer.mobile ? `, ${b.buyer.mobile}` : ''}{b.buyer.email ? `, ${b.buyer.email}` : ''}</dd></div>
        <div><dt>Tickets</dt><dd>{b.ticketCount}</dd></div>
        <div><dt>Paid</dt><dd>{formatPaise(b.amounts.totalPaise)}</dd></div>
        <div><dt>Channel fee and GST (kept by the channel)</dt><dd>{`${formatPaise(b.amounts.feesPaise)} + GST ${formatPaise(b.amounts.taxesPaise)}`}</dd></div>
        <div><dt>Discount</dt><dd>{b.offerCode ? `${formatPaise(b.amounts.discountsPaise)} (offer ${b.offerCode}), ${b.amounts.reimbursedDiscountsPaise > 0 ? `${formatPaise(b.amounts.reimbursedDiscountsPaise)} reimbursed to you` : 'funded by you'}` : formatPaise(0)}</dd></div>
        <div><dt>Platform fee</dt><dd>{formatPaise(b.amounts.platformFeePaise)}</dd></div>
        <div><dt>GST on the platform fee</dt><dd>{taxSplit(b.amounts)}</dd></div>
        <div><dt>Net to you</dt><dd>{formatPaise(b.amounts.netPaise)}</dd></div>
      </StyledFacts>
      <DataTable
        caption={`Tickets of booking ${b.bookingId}`}
        rows={b.tickets}
        rowKey={(t) => String(t.position)}
        columns={[
          { key: 'position', header: 'Ticket', rowHeader: true, render: (t) => `${t.position} of ${b.ticketCount}` },
          { key: 'type', header: 'Type', render: (t) => t.ticketTypeName },
          { key: 'barcode', header: 'Barcode', render: (t) => t.barcode },
          { key: 'price', header: 'Paid', align: 'end', render: (t) => formatPaise(t.paidPaise) },
          { key: 'discount', header: 'Discount', align: 'end', render: (t) => formatPaise(t.discountsPaise) },
          { key: 'state', header: 'At the gate', render: (t) => STATE_LABELS[t.state] },
          {
            key: 'scans',
            header: 'Scans',
            render: (t) =>
              t.scans.length === 0
                ? 'None'
                : t.scans.map((s) => `${formatIstDateTime(s.at)} ${s.action} ${s.outcome === 'OK' ? 'OK' : s.outcome} (${s.deviceId})`).join('; '),
          },
        ]}
      />
    </section>
  );
}
