import { resendOtpLabel } from '@diy/domain';
import { useEffect, useState } from 'react';
import { Button } from '../Button';
import { StyledCountdown, StyledResend } from './ResendOtp.styles';

export interface ResendOtpProps {
  /** When a new code may be asked for (epoch milliseconds). */
  availableAt: number;
  onResend: () => void;
  /** A resend is on its way. */
  loading?: boolean;
  /** No resend is possible at all (e.g. no code id yet). */
  disabled?: boolean;
  /** The clock, for tests; defaults to Date.now. */
  now?: () => number;
}

function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "Resend OTP in 00:25", then a "Resend OTP" button (seed 001 section 4). */
export function ResendOtp({ availableAt, onResend, loading = false, disabled = false, now = Date.now }: ResendOtpProps) {
  const [left, setLeft] = useState(() => secondsUntil(availableAt, now()));
  useEffect(() => {
    setLeft(secondsUntil(availableAt, now()));
    const timer = setInterval(() => {
      const next = secondsUntil(availableAt, now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [availableAt, now]);

  return (
    <StyledResend>
      {left > 0 ? (
        <StyledCountdown role="timer" aria-live="off">
          {resendOtpLabel(left)}
        </StyledCountdown>
      ) : (
        <Button variant="ghost" size="sm" onClick={onResend} loading={loading} disabled={disabled}>
          {resendOtpLabel(0)}
        </Button>
      )}
    </StyledResend>
  );
}
