import { scanDeviceId, scanGateName, useUndoAdmissionMutation } from '@diy/api';
import { UNDO_MESSAGES, UNDO_REASONS, UNDO_WINDOW_MS, type UndoReason } from '@diy/domain';
import { Button, Select } from '@diy/ui';
import { useEffect, useState } from 'react';
import { useScanFailure, useScanning } from '../state/hooks';
import type { LastAdmission } from '../state/use-consume';
import { StyledUndo, StyledUndoLine } from './scan-pages.styles';

export interface UndoBarProps {
  admission: LastAdmission;
  onDone: () => void;
}

/** The last admission, with a way to undo it and why, for 30 s after it was made (the server checks the time too). */
export function UndoBar({ admission, onDone }: UndoBarProps) {
  const fail = useScanFailure();
  const { selectedEvent, selectedSession } = useScanning();
  const [undo, { isLoading }] = useUndoAdmissionMutation();
  const [reason, setReason] = useState<UndoReason>(UNDO_REASONS[0]);
  const [left, setLeft] = useState(() => Math.ceil((UNDO_WINDOW_MS - (Date.now() - admission.at)) / 1000));

  useEffect(() => {
    const tick = window.setInterval(() => {
      const seconds = Math.ceil((UNDO_WINDOW_MS - (Date.now() - admission.at)) / 1000);
      setLeft(seconds);
      if (seconds <= 0) onDone();
    }, 1000);
    return () => window.clearInterval(tick);
  }, [admission.at, onDone]);

  if (!selectedEvent || !selectedSession || left <= 0) return null;
  const run = async () => {
    try {
      await undo({
        eventCode: selectedEvent.eventCode,
        sessionId: selectedSession.sessionId,
        barcode: admission.barcode,
        reason,
        deviceId: scanDeviceId(),
        gate: scanGateName(),
      }).unwrap();
      onDone();
    } catch (error) {
      fail(error);
      onDone();
    }
  };
  return (
    <StyledUndo aria-label="Last admission">
      <StyledUndoLine>
        Admitted ticket …{admission.barcode.slice(-4)} · undo within{' '}
        <span role="timer" aria-live="off">
          {left} s
        </span>
      </StyledUndoLine>
      <Select label={UNDO_MESSAGES.reason} options={UNDO_REASONS.map((r) => ({ value: r, label: r }))} value={reason} onChange={(e) => setReason(e.target.value as UndoReason)} fullWidth />
      <Button variant="secondary" fullWidth loading={isLoading} onClick={() => void run()}>
        {UNDO_MESSAGES.button}
      </Button>
    </StyledUndo>
  );
}
