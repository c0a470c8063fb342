import { PAYMENTS_UI_TEXTS as T, QUARTERS, quarterRange, formatIsoDate, type Quarter } from '@diy/domain';
import { useId, useState } from 'react';
import { Button } from '../Button';
import { Select } from '../Select';
import { StyledFields, StyledLead, StyledTitle, StyledWithholding } from './WithholdingDownload.styles';

export interface WithholdingDownloadProps {
  /** The financial years to offer, newest first ('2026-27'). */
  financialYears: readonly string[];
  /** The quarter chosen at first (the current one). */
  initial: { financialYear: string; quarter: Quarter };
  onDownload: (choice: { financialYear: string; quarter: Quarter }) => void;
  downloading?: boolean;
}

/** A quarter's label with its months: 'Q3 (01/10/2026 – 31/12/2026)'. */
export function quarterLabel(financialYear: string, quarter: Quarter): string {
  const { from, to } = quarterRange(financialYear, quarter);
  const last = new Date(`${to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return `${quarter} (${formatIsoDate(from)} – ${formatIsoDate(last.toISOString().slice(0, 10))})`;
}

/** The quarterly CSV of TCS and TDS withheld: a financial year, a quarter and the download. */
export function WithholdingDownload({ financialYears, initial, onDownload, downloading = false }: WithholdingDownloadProps) {
  const [financialYear, setFinancialYear] = useState(initial.financialYear);
  const [quarter, setQuarter] = useState<Quarter>(initial.quarter);
  const titleId = useId();
  return (
    <StyledWithholding aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{T.withholdingTitle}</StyledTitle>
      <StyledLead>{T.withholdingLead}</StyledLead>
      <StyledFields>
        <Select
          label={T.financialYear}
          fullWidth={false}
          options={financialYears.map((fy) => ({ value: fy, label: fy }))}
          value={financialYear}
          onChange={(e) => setFinancialYear(e.target.value)}
        />
        <Select
          label={T.quarter}
          fullWidth={false}
          options={QUARTERS.map((q) => ({ value: q, label: quarterLabel(financialYear, q) }))}
          value={quarter}
          onChange={(e) => setQuarter(e.target.value as Quarter)}
        />
        <Button variant="secondary" loading={downloading} onClick={() => onDownload({ financialYear, quarter })}>
          {T.downloadWithholding}
        </Button>
      </StyledFields>
    </StyledWithholding>
  );
}
