import { randomUuid, scanDeviceId, scanGateName, useConsumeTicketsMutation } from '@diy/api';
import { isExitScan } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { useCallback, useState } from 'react';
import { verdictFeedback } from './feedback';
import { useScanFailure, useScanning } from './hooks';
import { modalToggled, resultsApplied } from './scanning-slice';
import { verdictFor, type Verdict } from './verdict';

export interface LastAdmission {
  barcode: string;
  /** When it was admitted (this device's clock). */
  at: number;
}

/** Admits or lets out tickets and holds the verdict on screen; opening or closing it clears the selection. */
export function useConsume() {
  const dispatch = useAppDispatch();
  const scanning = useScanning();
  const fail = useScanFailure();
  const [consumeTickets, { isLoading }] = useConsumeTicketsMutation();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  // Each verdict is a new one on screen (a scan during a verdict replaces it and restarts its time).
  const [verdictKey, setVerdictKey] = useState(0);
  // The last single ticket this device admitted, which may be undone for 30 s.
  const [lastAdmission, setLastAdmission] = useState<LastAdmission | null>(null);

  const consume = useCallback(
    async (barcodes: string[], scanType: 'BOOKING' | 'BARCODE') => {
      const { selectedEvent, selectedSession, scanCategory, geolocation } = scanning;
      if (!selectedEvent || !selectedSession || barcodes.length === 0) return;
      const deviceId = scanDeviceId();
      try {
        const answer = await consumeTickets({
          scanType,
          eventCode: selectedEvent.eventCode,
          venueCode: selectedSession.venueCode,
          sessionId: selectedSession.sessionId,
          barcodes,
          exitScan: isExitScan(scanCategory),
          geolocation,
          idempotencyKey: randomUuid(),
          deviceId,
          gate: scanGateName(),
          userAgent: navigator.userAgent,
        }).unwrap();
        dispatch(resultsApplied(answer.results));
        const [only] = answer.results;
        if (answer.results.length === 1 && only?.success && !isExitScan(scanCategory)) setLastAdmission({ barcode: only.barcode, at: Date.now() });
        const next = verdictFor(answer.results, scanCategory, deviceId);
        dispatch(modalToggled());
        setVerdict(next);
        setVerdictKey((k) => k + 1);
        verdictFeedback(next.tone);
      } catch (error) {
        verdictFeedback('failure');
        fail(error);
      }
    },
    [scanning, consumeTickets, dispatch, fail],
  );

  const closeVerdict = useCallback(() => {
    dispatch(modalToggled());
    setVerdict(null);
  }, [dispatch]);

  const clearLastAdmission = useCallback(() => setLastAdmission(null), []);

  return { consume, verdict, verdictKey, closeVerdict, busy: isLoading, lastAdmission, clearLastAdmission };
}
