import { formatIstDateTime, formatPaise, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, VOID_REASON_LABELS, type ShiftReport } from '@diy/domain';
import { StyledDifference, StyledShift } from './ShiftSummary.styles';

export interface ShiftSummaryProps {
  shift: ShiftReport;
  /** Show the event and session line (the organiser's Reports list). */
  showEvent?: boolean;
  /** List each voided sale with its reason, and the seller's closing note (the organiser's shift report). */
  showVoids?: boolean;
}

/** A void's reason as the organiser reads it (the stored code's label). */
function voidReasonText(reason: string | null): string {
  if (!reason) return '';
  return reason in VOID_REASON_LABELS ? VOID_REASON_LABELS[reason as keyof typeof VOID_REASON_LABELS] : reason;
}

/** A box-office shift: sales by payment method, voids, comps with their reasons, expected cash against counted. */
export function ShiftSummary({ shift, showEvent = false, showVoids = false }: ShiftSummaryProps) {
  const comps = shift.sales.filter((s) => s.method === 'COMP' && !s.voidedAt);
  const voids = showVoids ? shift.sales.filter((s) => s.voidedAt) : [];
  const diff = shift.differencePaise;
  const tone = diff === null || diff === 0 ? 'ok' : diff < 0 ? 'short' : 'over';
  const title = `Shift of ${shift.seller}, opened ${formatIstDateTime(new Date(shift.openedAt))}${shift.closedAt ? `, closed ${formatIstDateTime(new Date(shift.closedAt))}` : ' (open)'}`;
  return (
    <StyledShift aria-label={title} data-shift={shift.id}>
      <h3>{title}</h3>
      {showEvent && <p>{`${shift.eventTitle} (${shift.eventCode}), show ${formatIstDateTime(new Date(shift.showTime))}`}</p>}
      <table aria-label="Sales by payment method">
        <thead>
          <tr><th scope="col">Payment</th><th scope="col">Sales</th><th scope="col">Tickets</th><th scope="col">Amount</th></tr>
        </thead>
        <tbody>
          {PAYMENT_METHODS.map((m) => (
            <tr key={m} data-method={m}>
              <th scope="row">{PAYMENT_METHOD_LABELS[m]}</th>
              <td>{shift.byMethod[m].sales}</td>
              <td>{shift.byMethod[m].tickets}</td>
              <td>{formatPaise(shift.byMethod[m].amountPaise)}</td>
            </tr>
          ))}
          <tr data-method="VOIDED">
            <th scope="row">Voided</th>
            <td>{shift.voided.sales}</td>
            <td>{shift.voided.tickets}</td>
            <td>{formatPaise(shift.voided.amountPaise)}</td>
          </tr>
        </tbody>
      </table>
      {comps.length > 0 && (
        <ul aria-label="Complimentary tickets">
          {comps.map((c) => <li key={c.id}>{`${c.tickets} x ${c.ticketType}: ${c.compReason ?? ''}`}</li>)}
        </ul>
      )}
      {voids.length > 0 && (
        <ul aria-label="Voided sales">
          {voids.map((v) => (
            <li key={v.id}>{`${v.bookingId}: ${v.tickets} x ${v.ticketType}, ${PAYMENT_METHOD_LABELS[v.method]} ${formatPaise(v.amountPaise)}, voided ${formatIstDateTime(new Date(v.voidedAt!))} (${voidReasonText(v.voidReason)})`}</li>
          ))}
        </ul>
      )}
      <table aria-label="Cash">
        <tbody>
          <tr><th scope="row">Opening float</th><td>{formatPaise(shift.openingFloatPaise)}</td></tr>
          <tr data-cash="expected"><th scope="row">Expected cash</th><td>{formatPaise(shift.expectedCashPaise)}</td></tr>
          <tr data-cash="counted"><th scope="row">Counted cash</th><td>{shift.countedCashPaise === null ? 'Not counted yet' : formatPaise(shift.countedCashPaise)}</td></tr>
          {diff !== null && (
            <tr data-cash="difference">
              <th scope="row">Difference</th>
              <td><StyledDifference $tone={tone}>{diff === 0 ? 'Balanced' : `${diff < 0 ? 'Short' : 'Over'} ${formatPaise(Math.abs(diff))}`}</StyledDifference></td>
            </tr>
          )}
        </tbody>
      </table>
      {showVoids && shift.note && <p data-shift-note>{`Closing note: ${shift.note}`}</p>}
    </StyledShift>
  );
}
