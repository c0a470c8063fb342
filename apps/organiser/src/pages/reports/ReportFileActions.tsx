import { useDownloadReportMutation, useEmailReportMutation, type ReportScopeArg } from '@diy/api';
import { REPORT_FORMATS, REPORT_TEXTS, type ReportFormat } from '@diy/domain';
import { Button, Select } from '@diy/ui';
import { useState } from 'react';
import { emailFailureToast } from './report-status';
import { StyledActions, StyledNarrow } from './Reports.styles';
import { useReportToast } from './use-report-toast';

const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' };

/** Download a session's report (or the whole event's: a scope without a session) as CSV or XLSX, or have it e-mailed. */
export function ReportFileActions({ scope }: { scope: ReportScopeArg }) {
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [download, downloading] = useDownloadReportMutation();
  const [email, emailing] = useEmailReportMutation();
  const toast = useReportToast();
  const onDownload = async () => {
    try {
      const file = await download({ ...scope, format }).unwrap();
      toast.success(`Downloaded ${file.fileName}`);
    } catch {
      toast.failure(REPORT_TEXTS.downloadFailed);
    }
  };
  const onEmail = async () => {
    try {
      const answer = await email({ ...scope, format }).unwrap();
      toast.success(answer.message);
    } catch (error) {
      toast.failure(emailFailureToast(error));
    }
  };
  return (
    <StyledActions>
      <StyledNarrow>
        <Select label="File format" value={format} onChange={(e) => setFormat(e.target.value as ReportFormat)} options={REPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))} />
      </StyledNarrow>
      <Button onClick={() => void onDownload()} loading={downloading.isLoading}>
        Download report
      </Button>
      <Button variant="secondary" onClick={() => void onEmail()} loading={emailing.isLoading}>
        E-mail report
      </Button>
    </StyledActions>
  );
}
