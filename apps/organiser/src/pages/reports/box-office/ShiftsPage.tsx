import { useGetShiftsQuery } from '@diy/api';
import { formatIstDateTime } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { EmptyState, ShiftSummary } from '@diy/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { REPORT_ROUTES } from '../paths';
import { reportStatusOf } from '../report-status';
import { ReportStatusView } from '../ReportStatusView';
import { StyledBack, StyledList, StyledStack } from '../Reports.styles';
import { SHIFT_REPORT_TEXTS } from './texts';

/** /reports/{eventCode}/shifts(?session=): every box-office shift of the event (or of one show), newest first. */
export default function ShiftsPage() {
  const { eventCode = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? undefined;
  const shifts = useGetShiftsQuery({ eventCode, ...(sessionId ? { sessionId } : {}) });
  const status = reportStatusOf(shifts);
  const list = shifts.data?.shifts ?? [];
  const show = sessionId ? list[0] : undefined;
  return (
    <StyledStack data-report-status={status}>
      <div>
        <StyledBack>
          <Link to={sessionId ? REPORT_ROUTES.session(eventCode, sessionId) : REPORT_ROUTES.event(eventCode)}>
            {sessionId ? SHIFT_REPORT_TEXTS.backToSession : SHIFT_REPORT_TEXTS.backToEvent}
          </Link>
        </StyledBack>
        <PageHeading
          title={SHIFT_REPORT_TEXTS.listTitle}
          lead={show ? `${show.eventTitle}, show ${formatIstDateTime(new Date(show.showTime))}` : (list[0]?.eventTitle ?? eventCode)}
        />
      </div>
      {status !== 'SUCCESS' ? (
        <ReportStatusView status={status} error={shifts.error} onRetry={() => void shifts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={SHIFT_REPORT_TEXTS.noShifts} body={SHIFT_REPORT_TEXTS.noShiftsBody} />
      ) : (
        <StyledList aria-label={SHIFT_REPORT_TEXTS.listTitle}>
          {list.map((s) => (
            <li key={s.id}>
              <ShiftSummary shift={s} showEvent />
              <Link to={REPORT_ROUTES.shift(eventCode, s.id)} aria-label={`${SHIFT_REPORT_TEXTS.open}: ${s.seller}, ${formatIstDateTime(new Date(s.openedAt))}`}>
                {SHIFT_REPORT_TEXTS.open}
              </Link>
            </li>
          ))}
        </StyledList>
      )}
    </StyledStack>
  );
}
