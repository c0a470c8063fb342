import { BOX_OFFICE_TEXTS, changeDuePaise, formatPaise } from '@diy/domain';
import { StyledChange } from './ChangeDue.styles';

export interface ChangeDueProps {
  amountPaise: number;
  /** Cash the buyer handed over; null before it is typed. */
  tenderedPaise: number | null;
}

/** The change to give back on a cash sale, large; or that too little was tendered. */
export function ChangeDue({ amountPaise, tenderedPaise }: ChangeDueProps) {
  if (tenderedPaise === null) return null;
  const change = changeDuePaise(tenderedPaise, amountPaise);
  if (change === null) {
    return (
      <StyledChange $short role="alert">
        {BOX_OFFICE_TEXTS.tenderedTooLittle}
        <strong>{formatPaise(amountPaise - tenderedPaise)} more</strong>
      </StyledChange>
    );
  }
  return (
    <StyledChange $short={false} aria-live="polite" data-testid="change-due">
      Change due
      <strong>{formatPaise(change)}</strong>
    </StyledChange>
  );
}
