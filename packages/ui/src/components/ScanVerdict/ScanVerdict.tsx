import { useEffect, useRef } from 'react';
import { StyledCode, StyledDetail, StyledDismiss, StyledHint, StyledMark, StyledNote, StyledTitle, StyledVerdict, type VerdictTone } from './ScanVerdict.styles';

export type { VerdictTone };

export interface ScanVerdictProps {
  /** Green for admitted / let out, red for refused. */
  tone: VerdictTone;
  /** The big line: '2 tickets admitted', 'Oops! Ticket already scanned'. */
  title: string;
  /** Ticket type and count, or the server's message under a refusal title. */
  detail?: string | null;
  /** A further line: when and where a refused ticket was scanned before. */
  note?: string | null;
  /**
   * The refusal code as a small secondary detail ('Code ERR_SCAN_ALREADY_SCANNED'; callers pass displayErrorCode(code)).
   * The title is always plain words (`scanRefusalText`), never the code.
   */
  code?: string | null;
  /** Closes the verdict: on tap, Enter, Escape, or after autoDismissMs. */
  onDismiss: () => void;
  /** Milliseconds before it closes by itself; 0 keeps it until tapped. */
  autoDismissMs?: number;
  /**
   * Take focus, so Enter or Escape closes it (default). Off beside a barcode field that keeps focus: the next scan
   * then goes on while the verdict shows.
   */
  takeFocus?: boolean;
}

function Tick() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function Cross() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * The gate verdict: the whole screen turns green or red with a large mark, title and detail, readable at arm's
 * length in sunlight. It announces itself (role alert), takes focus unless told not to (so Enter or Escape closes
 * it), and closes on a tap anywhere or by itself.
 */
export function ScanVerdict({ tone, title, detail, note, code, onDismiss, autoDismissMs = 1500, takeFocus = true }: ScanVerdictProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (takeFocus) ref.current?.focus();
    if (autoDismissMs <= 0) return;
    const timer = window.setTimeout(() => dismissRef.current(), autoDismissMs);
    return () => window.clearTimeout(timer);
  }, [autoDismissMs, takeFocus]);

  return (
    <StyledVerdict $tone={tone} role="alert" data-tone={tone}>
      <StyledDismiss
        ref={ref}
        type="button"
        onClick={() => onDismiss()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDismiss();
        }}
        aria-describedby={undefined}
      >
        <StyledMark>{tone === 'success' ? <Tick /> : <Cross />}</StyledMark>
        <StyledTitle>{title}</StyledTitle>
        {detail ? <StyledDetail>{detail}</StyledDetail> : null}
        {note ? <StyledNote>{note}</StyledNote> : null}
        {code ? <StyledCode data-code={code}>Code {code}</StyledCode> : null}
        <StyledHint>Tap to continue</StyledHint>
      </StyledDismiss>
    </StyledVerdict>
  );
}
