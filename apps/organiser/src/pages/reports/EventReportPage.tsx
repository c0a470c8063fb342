import { useGetEventReportQuery, useGetMultiSessionFlagQuery } from '@diy/api';
import { FEATURES, formatCount, formatIstDateTime, formatPaise, PAYMENTS_UI_TEXTS, REPORT_TEXTS, SESSION_STATE_LABELS, SHOWS_TYPES, type EventReport, type ShowsType } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { EmptyState, Select, SoldBar, StatTiles, Tabs } from '@diy/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PAYMENT_ROUTES } from '../payments/paths';
import { SoldInventoryChart } from './charts';
import { DailySummaryPanel } from './DailySummaryPanel';
import { FiguresTable, taxSplit, rupeesShown } from './FiguresTable';
import { SHIFT_REPORT_TEXTS } from './box-office/texts';
import { REPORT_ROUTES } from './paths';
import { ReportFileActions } from './ReportFileActions';
import { reportStatusOf } from './report-status';
import { ReportStatusView } from './ReportStatusView';
import { StyledActions, StyledBack, StyledMuted, StyledPanel, StyledPanelHead, StyledStack } from './Reports.styles';
import { useReportToast } from './use-report-toast';
import { useLiveReports } from './use-live-reports';

const SHOWS_LABELS: Record<ShowsType, string> = { live: 'Live', past: 'Past', all: 'All shows' };
/** The spec's session state (seed 000 section 4): a cancelled show reads so, not Live or Past. */
const CANCELLED_LABEL = SESSION_STATE_LABELS.cancelled;
const ALL_SESSIONS = '';
/** /reports/{eventCode}: the event's sessions with their figures by ticket type, and the totals. */
export default function EventReportPage() {
  const { eventCode = '' } = useParams();
  const [showsType, setShowsType] = useState<ShowsType>('all');
  const [sessionId, setSessionId] = useState(ALL_SESSIONS);
  const toast = useReportToast();
  const { features } = useCurrentUser();
  const live = useLiveReports();
  const report = useGetEventReportQuery({ eventCode, showsType });
  const flag = useGetMultiSessionFlagQuery(eventCode);
  const status = reportStatusOf(report);

  useEffect(() => {
    if (flag.isError) toast.failure(REPORT_TEXTS.multiSessionFlagFailed);
  }, [flag.isError, toast]);

  const data = report.data;
  return (
    <StyledStack data-report-status={status} data-live-feed={live}>
      <div>
        <StyledBack>
          <Link to={REPORT_ROUTES.list}>← All reports</Link>
        </StyledBack>
        <PageHeading
          title={data?.title ?? 'Event report'}
          lead={`${eventCode} · sales by show and ticket type`}
          actions={
            <StyledActions>
              {features.includes(FEATURES.finance) ? <Link to={PAYMENT_ROUTES.event(eventCode)}>{PAYMENTS_UI_TEXTS.eventPayments}</Link> : null}
              {features.includes(FEATURES.boxOffice) ? <Link to={REPORT_ROUTES.shifts(eventCode)}>{SHIFT_REPORT_TEXTS.shiftsLink}</Link> : null}
            </StyledActions>
          }
        />
      </div>
      <Tabs
        label="Shows"
        items={SHOWS_TYPES.map((value) => ({ value, label: SHOWS_LABELS[value] }))}
        value={showsType}
        onChange={(v) => {
          setShowsType(v);
          setSessionId(ALL_SESSIONS);
        }}
      />
      {status !== 'SUCCESS' || !data ? (
        <ReportStatusView status={status} error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <EventFigures report={data} multiSession={flag.data?.multiSession ?? data.sessions.length > 1} sessionId={sessionId} onSession={setSessionId} />
      )}
      {status === 'SUCCESS' && <DailySummaryPanel eventCode={eventCode} />}
    </StyledStack>
  );
}

function EventFigures({ report, multiSession, sessionId, onSession }: { report: EventReport; multiSession: boolean; sessionId: string; onSession: (id: string) => void }) {
  const { totals } = report;
  const sessions = sessionId === ALL_SESSIONS ? report.sessions : report.sessions.filter((s) => s.sessionId === sessionId);
  const sessionLabel = (s: EventReport['sessions'][number]) => `${s.venueName}, ${formatIstDateTime(s.showTime)}${s.cancelled ? ` (${CANCELLED_LABEL})` : ''}`;
  return (
    <>
      <StatTiles
        label="Event totals"
        items={[
          { label: 'Tickets sold', value: formatCount(totals.sold), hint: `${formatCount(totals.cancelled)} cancelled` },
          { label: 'Gross sales', value: rupeesShown(totals.grossPaise), hint: `After ${rupeesShown(totals.discountsPaise)} of discounts` },
          { label: 'Net to you', value: rupeesShown(totals.netPaise), hint: `After the platform fee ${rupeesShown(totals.platformFeePaise)} and its GST` },
          { label: 'GST on the platform fee', value: rupeesShown(totals.platformFeeGstPaise), hint: totals.igstPaise > 0 ? `IGST ${rupeesShown(totals.igstPaise)}` : `CGST ${rupeesShown(totals.cgstPaise)} + SGST ${rupeesShown(totals.sgstPaise)}` },
          { label: 'Admitted', value: formatCount(totals.admitted), hint: totals.noShows === null ? undefined : `${formatCount(totals.noShows)} no-shows` },
        ]}
      />
      <SoldBar sold={totals.sold} total={totals.inventory} label="Tickets sold for the event" />
      <StyledPanel aria-labelledby="event-report-files">
        <StyledPanelHead>
          <h2 id="event-report-files">Download or e-mail the whole event</h2>
          <p>Every show, one row per ticket, times in IST.</p>
        </StyledPanelHead>
        <ReportFileActions scope={{ eventCode: report.eventCode }} />
      </StyledPanel>
      {report.sessions.length === 0 ? (
        <EmptyState title="No shows here" body="There are no shows of this kind for the event." />
      ) : (
        <>
          {multiSession && (
            <Select
              label="Show"
              value={sessionId}
              onChange={(e) => onSession(e.target.value)}
              options={[{ value: ALL_SESSIONS, label: 'All shows' }, ...report.sessions.map((s) => ({ value: s.sessionId, label: sessionLabel(s) }))]}
            />
          )}
          <SoldInventoryChart
            title={sessions.length > 1 ? 'Sold against inventory by show' : 'Sold against inventory by ticket type'}
            rows={
              sessions.length > 1
                ? sessions.map((s) => ({ name: `${formatIstDateTime(s.showTime)}${s.cancelled ? ` (${CANCELLED_LABEL})` : ''}`, sold: s.totals.sold, inventory: s.totals.inventory }))
                : (sessions[0]?.ticketTypes ?? []).map((t) => ({ name: t.ticketTypeName, sold: t.sold, inventory: t.inventory }))
            }
          />
          {sessions.map((s) => (
            <StyledPanel key={s.sessionId} aria-labelledby={`session-${s.sessionId}`} data-session={s.sessionId}>
              <StyledPanelHead>
                <h2 id={`session-${s.sessionId}`}>{sessionLabel(s)}</h2>
                <Link to={REPORT_ROUTES.session(report.eventCode, s.sessionId)}>Session report</Link>
              </StyledPanelHead>
              <StyledMuted>
                {s.cancelled ? CANCELLED_LABEL : s.showsType === 'live' ? 'Live' : 'Past'} · GST on the platform fee {s.gst.supply === 'INTRA_STATE' ? 'CGST + SGST' : 'IGST'}
                {s.gst.gstin ? ` (your GSTIN ${s.gst.gstin})` : ''} · {taxSplit(s.totals)}
              </StyledMuted>
              {s.cancelled ? null : <SoldBar sold={s.totals.sold} total={s.totals.inventory} label={`Tickets sold for ${sessionLabel(s)}`} />}
              <FiguresTable caption={`Figures by ticket type, ${sessionLabel(s)}`} types={s.ticketTypes} totals={s.totals} supply={s.gst.supply} />
            </StyledPanel>
          ))}
        </>
      )}
    </>
  );
}
