import { useRequestPayoutStepUpMutation } from '@diy/api';
import type { StepUp } from '@diy/domain';
import { Button, OtpInput } from '@diy/ui';
import { useState } from 'react';
import { failureText } from '../shared/staff-feedback';
import { StyledActions, StyledMuted, StyledStack } from '../shared/staff.styles';

/**
 * A payout action through its second step: "Send code" sends the signed-in user a fresh one-time code; the action runs
 * with it (docs/settlements.md "Payouts": prepare and approve each need one).
 */
export function StepUpAction({ label, disabled, busy, onConfirm }: { label: string; disabled?: boolean; busy?: boolean; onConfirm: (stepUp: StepUp) => void }) {
  const [send, sending] = useRequestPayoutStepUpMutation();
  const [code, setCode] = useState('');
  const challenge = sending.data?.challenge;
  if (!challenge) {
    return (
      <StyledStack>
        {sending.error ? <StyledMuted role="alert">{failureText(sending.error)}</StyledMuted> : null}
        <StyledActions>
          <Button onClick={() => void send()} disabled={disabled || sending.isLoading}>{`${label}: send code`}</Button>
        </StyledActions>
      </StyledStack>
    );
  }
  return (
    <StyledStack>
      <OtpInput label={`Code sent to ${challenge.sentTo}`} value={code} onChange={setCode} />
      <StyledActions>
        <Button onClick={() => onConfirm({ otpId: challenge.otpId, otp: code })} disabled={disabled || busy || code.length !== 6}>{label}</Button>
        <Button variant="secondary" onClick={() => { setCode(''); void send(); }}>Send a new code</Button>
      </StyledActions>
    </StyledStack>
  );
}
