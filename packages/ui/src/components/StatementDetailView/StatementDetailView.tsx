import {
  ADJUSTMENT_KIND_LABELS, HOLD_REASON_LABELS, PAYMENTS_UI_TEXTS as T, formatIsoDate, formatIstDate, formatIstDateTime, formatPaise,
  type StatementAdjustment, type StatementDetail, type StatementLine,
} from '@diy/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { MessageBanner } from '../MessageBanner';
import { Spinner } from '../Spinner';
import { StatementStatusBadge, statusNote } from '../StatementList';
import { discountsByFunder, figureRows, type FunderDiscount } from './statement-figures';
import {
  StyledAmount, StyledDownloads, StyledFacts, StyledFigureRow, StyledFigures, StyledHeader, StyledHint, StyledSection,
  StyledSectionTitle, StyledTitle, StyledTitleRow, StyledView,
} from './StatementDetailView.styles';

export type StatementDownload = 'statement' | 'invoice';

export interface StatementDetailViewProps {
  statement?: StatementDetail;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onDownload: (which: StatementDownload) => void;
  /** The download running now (its button shows a spinner). */
  downloading?: StatementDownload | null;
  /** A link back to the list, rendered by the app's router. */
  back?: ReactNode;
}

const money = (paise: number) => <StyledAmount>{formatPaise(paise)}</StyledAmount>;

const lineColumns: DataTableColumn<StatementLine>[] = [
  { key: 'type', header: 'Ticket type', rowHeader: true, render: (l) => <>{l.ticketTypeName} <StyledHint>{formatPaise(l.pricePaise)} each</StyledHint></> },
  { key: 'channel', header: 'Channel', render: (l) => l.channel },
  { key: 'tickets', header: 'Tickets', align: 'end', render: (l) => l.tickets.toLocaleString('en-IN') },
  { key: 'gross', header: 'Gross sales', align: 'end', render: (l) => money(l.grossPaise) },
  { key: 'discount', header: 'Discount', align: 'end', render: (l) => money(l.discountPaise) },
  { key: 'paid', header: 'Buyers paid', align: 'end', render: (l) => money(l.buyersPaidPaise) },
  { key: 'earns', header: 'You earn', align: 'end', render: (l) => money(l.organiserEarnsPaise) },
  { key: 'fee', header: 'Platform fee', align: 'end', render: (l) => money(l.platformFeePaise) },
];

const funderColumns: DataTableColumn<FunderDiscount>[] = [
  { key: 'funder', header: 'Funded by', rowHeader: true, render: (d) => d.label },
  { key: 'tickets', header: 'Tickets', align: 'end', render: (d) => d.tickets.toLocaleString('en-IN') },
  { key: 'discount', header: 'Discount', align: 'end', render: (d) => money(d.discountPaise) },
  { key: 'own', header: 'Borne by you', align: 'end', render: (d) => money(d.organiserDiscountPaise) },
  { key: 'reimbursed', header: 'Reimbursed to you', align: 'end', render: (d) => money(d.reimbursedDiscountPaise) },
];

const adjustmentColumns: DataTableColumn<StatementAdjustment>[] = [
  { key: 'kind', header: 'Adjustment', rowHeader: true, render: (a) => ADJUSTMENT_KIND_LABELS[a.kind] },
  { key: 'description', header: 'Details', render: (a) => a.description },
  { key: 'source', header: 'Statement', render: (a) => a.sourceStatementNumber ?? '—' },
  { key: 'at', header: 'Date', render: (a) => formatIstDate(a.at) },
  { key: 'amount', header: 'Amount', align: 'end', render: (a) => money(a.amountPaise) },
];

/**
 * A settlement statement read by its organiser: the show, the status (Paid with UTR and date, On hold with the reason),
 * the tickets sold by type and channel, discounts by funder, the working from gross sales to net payable (platform fee,
 * GST on it as CGST + SGST or IGST, TCS, TDS, adjustments, carried forward), and the statement and invoice PDFs.
 */
export function StatementDetailView({ statement: s, loading = false, error = false, onRetry, onDownload, downloading = null, back }: StatementDetailViewProps) {
  if (error) {
    return (
      <StyledView>
        {back}
        <MessageBanner tone="error" title={T.detailError} action={onRetry ? <Button variant="secondary" size="sm" onClick={onRetry}>{T.retry}</Button> : undefined} />
      </StyledView>
    );
  }
  if (loading || !s) {
    return (
      <StyledView aria-busy="true">
        {back}
        <Spinner size="lg" label="Loading the statement" />
      </StyledView>
    );
  }
  const title = s.number ?? T.draftTitle;
  const note = statusNote(s);
  const funders = discountsByFunder(s.lines);
  return (
    <StyledView>
      {back}
      <StyledHeader>
        <StyledTitleRow>
          <StyledTitle>{title}</StyledTitle>
          <StatementStatusBadge status={s.status} />
        </StyledTitleRow>
        <StyledFacts>
          <div><dt>{T.showTime}</dt><dd>{s.eventTitle}, {formatIstDateTime(s.showTime)}{s.sessionCancelled ? ' (cancelled)' : ''}</dd></div>
          <div><dt>{T.venue}</dt><dd>{s.venueName}</dd></div>
          <div><dt>{T.dueDate}</dt><dd>{formatIsoDate(s.dueDate)}</dd></div>
          {s.issuedAt && <div><dt>{T.issuedOn}</dt><dd>{formatIstDate(s.issuedAt)}</dd></div>}
          {s.invoiceNumber && <div><dt>{T.invoiceNumber}</dt><dd>{s.invoiceNumber}</dd></div>}
        </StyledFacts>
        {s.status === 'PAID' && note && <MessageBanner tone="success" title={note} />}
        {s.status === 'ON_HOLD' && s.holdReason && (
          <MessageBanner tone="info" title={HOLD_REASON_LABELS[s.holdReason]}>
            {s.holdNote}
          </MessageBanner>
        )}
      </StyledHeader>

      <StyledSection aria-labelledby="statement-documents">
        <StyledSectionTitle id="statement-documents">{T.downloadsTitle}</StyledSectionTitle>
        <StyledDownloads>
          <Button variant="secondary" disabled={!s.number} loading={downloading === 'statement'} onClick={() => onDownload('statement')}>
            {T.downloadStatement}
          </Button>
          <Button variant="secondary" disabled={!s.invoiceNumber} loading={downloading === 'invoice'} onClick={() => onDownload('invoice')}>
            {T.downloadInvoice}
          </Button>
        </StyledDownloads>
        {!s.number && <StyledHint>{T.noPdfYet}</StyledHint>}
        {s.number && !s.invoiceNumber && <StyledHint>{T.noInvoice}</StyledHint>}
      </StyledSection>

      <StyledSection aria-labelledby="statement-figures">
        <StyledSectionTitle id="statement-figures">{T.figuresTitle}</StyledSectionTitle>
        <StyledFigures>
          {figureRows(s).map((row) => (
            <StyledFigureRow key={row.key} $sub={row.sub ?? false} $total={row.total ?? false} data-figure={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </StyledFigureRow>
          ))}
        </StyledFigures>
      </StyledSection>

      <StyledSection aria-labelledby="statement-lines">
        <StyledSectionTitle id="statement-lines">{T.linesTitle}</StyledSectionTitle>
        <DataTable caption={T.linesCaption} columns={lineColumns} rows={s.lines} rowKey={(l) => `${l.ticketTypeId}-${l.channel}-${l.pricePaise}-${l.funder ?? 'none'}`} emptyTitle={T.noLines} />
      </StyledSection>

      {funders.length > 0 && (
        <StyledSection aria-labelledby="statement-discounts">
          <StyledSectionTitle id="statement-discounts">{T.discountsTitle}</StyledSectionTitle>
          <DataTable caption={T.discountsCaption} columns={funderColumns} rows={funders} rowKey={(d) => d.funder} />
        </StyledSection>
      )}

      {s.adjustments.length > 0 && (
        <StyledSection aria-labelledby="statement-adjustments">
          <StyledSectionTitle id="statement-adjustments">{T.adjustmentsTitle}</StyledSectionTitle>
          <DataTable caption={T.adjustmentsCaption} columns={adjustmentColumns} rows={s.adjustments} rowKey={(a) => a.id} />
        </StyledSection>
      )}
    </StyledView>
  );
}
