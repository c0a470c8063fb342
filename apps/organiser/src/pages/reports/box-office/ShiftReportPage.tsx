import { useGetShiftQuery } from '@diy/api';
import { formatIstDateTime } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { ShiftSummary } from '@diy/ui';
import { Link, useParams } from 'react-router-dom';
import { REPORT_ROUTES } from '../paths';
import { reportStatusOf } from '../report-status';
import { ReportStatusView } from '../ReportStatusView';
import { StyledBack, StyledStack } from '../Reports.styles';
import { SHIFT_REPORT_TEXTS } from './texts';

/** /reports/{eventCode}/shifts/{shiftId}: one shift's report (sales by method, comps, voids, expected and counted cash). */
export default function ShiftReportPage() {
  const { eventCode = '', shiftId = '' } = useParams();
  const shift = useGetShiftQuery(shiftId);
  const status = reportStatusOf(shift);
  const data = shift.data;
  return (
    <StyledStack data-report-status={status}>
      <div>
        <StyledBack>
          <Link to={REPORT_ROUTES.shifts(eventCode, data?.sessionId)}>{SHIFT_REPORT_TEXTS.backToShifts}</Link>
        </StyledBack>
        <PageHeading
          title={SHIFT_REPORT_TEXTS.reportTitle}
          lead={data ? `${data.eventTitle}, show ${formatIstDateTime(new Date(data.showTime))}` : eventCode}
        />
      </div>
      {status !== 'SUCCESS' || !data ? (
        <ReportStatusView status={status} error={shift.error} onRetry={() => void shift.refetch()} />
      ) : (
        <>
          <ShiftSummary shift={data} showVoids />
          <Link to={REPORT_ROUTES.session(eventCode, data.sessionId)}>{SHIFT_REPORT_TEXTS.sessionReport}</Link>
        </>
      )}
    </StyledStack>
  );
}
