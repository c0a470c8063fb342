import { useGetDueNextQuery, useGetStatementsQuery } from '@diy/api';
import { PAYMENTS_UI_TEXTS as T, STATEMENT_STATUSES, type StatementStatus } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { DueNextSummary, StatementList, WithholdingDownload, type StatementFilter } from '@diy/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_ROUTES } from './paths';
import { StyledFilter, StyledStack } from './Payments.styles';
import { usePaymentDownloads } from './use-payment-downloads';
import { quarterOf, withholdingYears } from './withholding-period';

const isStatus = (v: string | null): v is StatementStatus => v !== null && (STATEMENT_STATUSES as readonly string[]).includes(v);

/** /payments: what is due next, the statements by status (or one event's, from its report), the TCS/TDS CSV. */
export default function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: StatementFilter = isStatus(statusParam) ? statusParam : 'ALL';
  const eventCode = params.get('event');
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  // One event's statements (from its report's link) are filtered by the server, counts included.
  const list = useGetStatementsQuery({ ...(status !== 'ALL' ? { status } : {}), ...(eventCode ? { eventCode } : {}), offset });
  const due = useGetDueNextQuery();
  const downloads = usePaymentDownloads();
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => withholdingYears(now), [now]);
  const answer = list.data;
  const eventTitle = eventCode ? (answer?.list[0]?.eventTitle ?? eventCode) : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <StyledStack>
      <PageHeading title={T.title} lead={eventTitle ? T.eventLead(eventTitle) : T.lead} />
      {eventCode && (
        <StyledFilter>
          <span>{eventCode}</span>
          <Link to={PAYMENT_ROUTES.list}>{T.allEvents}</Link>
        </StyledFilter>
      )}
      <DueNextSummary due={due.data} loading={due.isLoading} error={due.isError} onRetry={() => void due.refetch()} />
      <StatementList
        {...(answer ? { answer } : {})}
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        status={status}
        onStatusChange={(s) => update({ status: s === 'ALL' ? null : s, offset: null })}
        onOffsetChange={(o: number) => update({ offset: o > 0 ? String(o) : null })}
        hrefFor={PAYMENT_ROUTES.statement}
        renderLink={(href, children, name) => (
          <Link to={href} aria-label={name}>
            {children}
          </Link>
        )}
      />
      <WithholdingDownload
        financialYears={years}
        initial={{ financialYear: years[0]!, quarter: quarterOf(now) }}
        downloading={downloads.withholdingBusy}
        onDownload={(choice) => void downloads.withholding(choice)}
      />
    </StyledStack>
  );
}
