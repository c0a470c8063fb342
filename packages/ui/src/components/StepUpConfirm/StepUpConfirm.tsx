import { OTP_LENGTH, PAYOUTS_UI_TEXTS as T } from '@diy/domain';
import { useEffect, useState } from 'react';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { OtpInput } from '../OtpInput';
import { StyledActions, StyledStepUp } from './StepUpConfirm.styles';

export interface StepUpConfirmProps {
  /** The action the code confirms, as its button reads: 'Prepare batch', 'Approve batch'. */
  label: string;
  /** Where the code went ('+91 ******0031'), once sent; null before. */
  sentTo: string | null;
  /** The code is being sent. */
  sending?: boolean;
  /** The action is running with the code. */
  busy?: boolean;
  /** Nothing to confirm yet (no statement chosen). */
  disabled?: boolean;
  /** Why the code could not be sent, or the action was refused (a wrong code). */
  error?: string | null;
  onSendCode: () => void;
  onConfirm: (code: string) => void;
}

/**
 * A money action through its second step (docs/settlements.md "Payouts"): "<action>: send code" sends the signed-in
 * user a fresh one-time code; with it typed, the action's own button runs it. "Send a new code" starts again.
 */
export function StepUpConfirm({ label, sentTo, sending = false, busy = false, disabled = false, error, onSendCode, onConfirm }: StepUpConfirmProps) {
  const [code, setCode] = useState('');
  useEffect(() => setCode(''), [sentTo]);
  const alert = error ? <MessageBanner tone="error">{error}</MessageBanner> : null;
  if (!sentTo) {
    return (
      <StyledStepUp>
        {alert}
        <StyledActions>
          <Button onClick={onSendCode} disabled={disabled} loading={sending}>
            {T.sendCode(label)}
          </Button>
        </StyledActions>
      </StyledStepUp>
    );
  }
  return (
    <StyledStepUp>
      <OtpInput label={T.codeSentTo(sentTo)} hint={T.stepUpHint} value={code} onChange={setCode} disabled={busy} />
      {alert}
      <StyledActions>
        <Button onClick={() => onConfirm(code)} disabled={disabled || code.length !== OTP_LENGTH} loading={busy}>
          {label}
        </Button>
        <Button variant="secondary" onClick={onSendCode} disabled={busy} loading={sending}>
          {T.newCode}
        </Button>
      </StyledActions>
    </StyledStepUp>
  );
}
