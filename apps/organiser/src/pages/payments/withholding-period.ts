import { IST_OFFSET_MS, QUARTERS, financialYearOf, type Quarter } from '@diy/domain';

/** How many financial years the TCS/TDS picker offers, the current one first. */
export const WITHHOLDING_YEARS = 4;

/** The financial years offered, newest first: '2026-27', '2025-26', ... */
export function withholdingYears(now: Date, count = WITHHOLDING_YEARS): string[] {
  const start = Number(financialYearOf(now).slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const y = start - i;
    return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
  });
}

/** The quarter of the financial year an instant falls in (IST): April-June Q1 ... January-March Q4. */
export function quarterOf(now: Date): Quarter {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const month = ist.getUTCMonth(); // 0 = January
  return QUARTERS[Math.floor(((month + 9) % 12) / 3)]!;
}
