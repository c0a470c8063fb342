import {
  DATE_FORMAT,
  formatCount,
  formatIstDate,
  formatIstDateTime,
  formatIstTime,
  formatPaise,
  formatPaiseCompact,
  formatRupees,
  maskBarcode,
  maskDestination,
  maskEmail,
  maskMobile,
} from '@diy/domain';
import { StyledSection, StyledSheet, StyledTable } from './foundations.styles';

/** A fixed instant (no clock): 24/12/2026 19:30 IST, so the page and its screenshot never change by the day. */
const INSTANT = '2026-12-24T14:00:00.000Z';

interface Row {
  what: string;
  call: string;
  shows: string;
}

const ROWS: Row[] = [
  { what: 'Money, paise to rupees', call: 'formatPaise(10000050)', shows: formatPaise(10000050) },
  { what: 'Money, whole rupees', call: 'formatRupees(10000000)', shows: formatRupees(10000000) },
  { what: 'Money, compact', call: 'formatPaiseCompact(150000)', shows: formatPaiseCompact(150000) },
  { what: 'Money, negative', call: 'formatPaise(-250000)', shows: formatPaise(-250000) },
  { what: 'Counts', call: 'formatCount(1234567)', shows: formatCount(1234567) },
  { what: `Date in IST (${DATE_FORMAT})`, call: `formatIstDate('${INSTANT}')`, shows: formatIstDate(INSTANT) },
  { what: 'Time in IST, 12 hours', call: `formatIstTime('${INSTANT}')`, shows: formatIstTime(INSTANT) },
  { what: 'Date and time in IST', call: `formatIstDateTime('${INSTANT}')`, shows: formatIstDateTime(INSTANT) },
  { what: 'Mobile, masked in reports', call: "maskMobile('9876543221')", shows: maskMobile('9876543221') },
  { what: 'Where a code was sent', call: "maskDestination('9876543210')", shows: maskDestination('9876543210') },
  { what: 'E-mail, masked in reports', call: "maskEmail('asha@example.in')", shows: maskEmail('asha@example.in') },
  { what: 'Barcode, masked in reports', call: "maskBarcode('T1V2W3X4Y5Z60123')", shows: maskBarcode('T1V2W3X4Y5Z60123') },
];

/**
 * Indian conventions, shown by calling the domain's formatters (packages/domain): INR with Indian grouping, IST dates
 * and times with AM/PM, masked mobiles. A screen never formats money or time itself.
 */
export function FormatFoundation() {
  return (
    <StyledSheet>
      <StyledSection aria-label="Formats">
        <h2>Formats</h2>
        <p>Every amount, date, time and masked contact on every screen comes from these functions of @diy/domain.</p>
        <StyledTable aria-label="Formatters">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Call</th>
              <th scope="col">Shows</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.call}>
                <td>{r.what}</td>
                <td>
                  <code>{r.call}</code>
                </td>
                <td>
                  <strong>{r.shows}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledSection>
    </StyledSheet>
  );
}
