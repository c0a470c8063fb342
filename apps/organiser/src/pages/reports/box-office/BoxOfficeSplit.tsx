import { BOX_OFFICE_CHANNEL_NAME, formatCount, formatPaise, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type SessionReport } from '@diy/domain';
import { DataTable } from '@diy/ui';
import { Link } from 'react-router-dom';
import { REPORT_ROUTES } from '../paths';
import { StyledPanel, StyledPanelHead } from '../Reports.styles';
import { SHIFT_REPORT_TEXTS } from './texts';

type Split = NonNullable<SessionReport['bookingSummary']['byChannel'][number]['paymentMethods']>[number];

/**
 * The session report's "Box office" channel by payment method (UPI, cash, card, complimentary: sales, tickets, amount
 * of sales not voided), with a link to the show's shifts. Nothing when the show sold nothing at the door.
 */
export function BoxOfficeSplit({ report }: { report: SessionReport }) {
  const channel = report.bookingSummary.byChannel.find((c) => c.channel === BOX_OFFICE_CHANNEL_NAME);
  if (!channel) return null;
  const byMethod = new Map((channel.paymentMethods ?? []).map((m) => [m.method, m]));
  const rows: Split[] = PAYMENT_METHODS.map((method) => byMethod.get(method) ?? { method, sales: 0, tickets: 0, amountPaise: 0 });
  return (
    <StyledPanel aria-labelledby="box-office-split" data-box-office-split>
      <StyledPanelHead>
        <div>
          <h2 id="box-office-split">{SHIFT_REPORT_TEXTS.splitTitle}</h2>
          <p>{SHIFT_REPORT_TEXTS.splitLead}</p>
        </div>
        <Link to={REPORT_ROUTES.shifts(report.eventCode, report.session.sessionId)}>{SHIFT_REPORT_TEXTS.shiftsLink}</Link>
      </StyledPanelHead>
      <DataTable
        caption="Box office sales by payment method"
        dense
        rows={rows}
        rowKey={(m) => m.method}
        columns={[
          { key: 'method', header: 'Payment', rowHeader: true, render: (m) => PAYMENT_METHOD_LABELS[m.method] },
          { key: 'sales', header: 'Sales', align: 'end', render: (m) => formatCount(m.sales) },
          { key: 'tickets', header: 'Tickets', align: 'end', render: (m) => formatCount(m.tickets) },
          { key: 'amount', header: 'Amount', align: 'end', render: (m) => formatPaise(m.amountPaise) },
        ]}
      />
    </StyledPanel>
  );
}
