import type { ReportStatus } from '@diy/domain';
import { Button, EmptyState, Spinner } from '@diy/ui';
import { reportLoadFailure } from './report-status';

export const REPORT_STATUS_TEXTS = {
  loading: 'Loading the report',
  errorTitle: 'The report could not be loaded',
  serverIssueTitle: 'Our report server ran into a problem',
  retry: 'Try again',
} as const;

/** What a report screen shows while its figures are not there: a spinner, or the failure with a retry. */
export function ReportStatusView({ status, error, onRetry }: { status: ReportStatus; error: unknown; onRetry: () => void }) {
  if (status === 'IN_PROGRESS' || status === 'IDLE') return <Spinner size="lg" label={REPORT_STATUS_TEXTS.loading} />;
  if (status === 'SUCCESS') return null;
  return (
    <EmptyState
      title={status === 'SERVER_ISSUE' ? REPORT_STATUS_TEXTS.serverIssueTitle : REPORT_STATUS_TEXTS.errorTitle}
      body={reportLoadFailure(error)}
      action={<Button onClick={onRetry}>{REPORT_STATUS_TEXTS.retry}</Button>}
    />
  );
}
