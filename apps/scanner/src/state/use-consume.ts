import { isAppError, NETWORK_ERROR_CODE, randomUuid, scanDeviceId, scanGateName, TIMEOUT_ERROR_CODE, useConsumeTicketsMutation } from '@diy/api';
import { isExitScan, OFFLINE_SWITCH_MS, scanActionFor } from '@diy/domain';
import { offlineVerdictView } from '../offline/offline-verdict-view';
import { useAppDispatch } from '@diy/shell';
import { useCallback, useState } from 'react';
import { verdictFeedback } from './feedback';
import { useScanFailure, useScanning } from './hooks';
import { modalToggled, resultsApplied } from './scanning-slice';
import type { OfflineDesk } from './use-offline';
import { verdictFor, type Verdict } from './verdict';

/** The call did not reach the server, or took over OFFLINE_SWITCH_MS: the device switches to offline. */
const SLOW = Symbol('slow');
function unreachable(error: unknown): boolean {
  if (error === SLOW) return true;
  if ((error as { name?: string } | null)?.name === 'AbortError') return true;
  return isAppError(error) && (error.code === NETWORK_ERROR_CODE || error.code === TIMEOUT_ERROR_CODE);
}

export interface LastAdmission {
  barcode: string;
  /** When it was admitted (this device's clock). */
  at: number;
}

/**
 * Admits or lets out tickets and holds the verdict on screen; opening or closing it clears the selection. A scanned
 * barcode is decided on the device (offline) when the server cannot be reached or answers slower than
 * OFFLINE_SWITCH_MS, with the same Idempotency-Key, so a call that did land is never applied twice.
 */
export function useConsume(offline?: OfflineDesk) {
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
      const idempotencyKey = randomUuid();
      const engine = offline?.engine.current ?? null;
      const show = (next: Verdict) => {
        dispatch(modalToggled());
        setVerdict(next);
        setVerdictKey((k) => k + 1);
        verdictFeedback(next.tone);
      };
      const decideOffline = async (): Promise<boolean> => {
        const barcode = barcodes[0];
        if (!engine || !engine.current.ready || scanType !== 'BARCODE' || barcodes.length !== 1 || !barcode) return false;
        const v = await engine.scan(barcode, scanActionFor(scanCategory), {
          idempotencyKey,
          gate: scanGateName(),
          latitude: geolocation.latitude,
          longitude: geolocation.longitude,
          accuracy: geolocation.accuracy,
        });
        show(offlineVerdictView(v));
        return true;
      };
      if (engine && !engine.current.online && (await decideOffline())) return;
      const call = consumeTickets({
        scanType,
        eventCode: selectedEvent.eventCode,
        venueCode: selectedSession.venueCode,
        sessionId: selectedSession.sessionId,
        barcodes,
        exitScan: isExitScan(scanCategory),
        geolocation,
        idempotencyKey,
        deviceId,
        gate: scanGateName(),
        userAgent: navigator.userAgent,
      });
      let slow: ReturnType<typeof setTimeout> | undefined;
      try {
        // Only a barcode can be decided offline: a booking's tickets wait for the server as before.
        const deadline = engine && scanType === 'BARCODE' ? new Promise<never>((_, reject) => (slow = setTimeout(() => reject(SLOW), OFFLINE_SWITCH_MS))) : null;
        const answer = await (deadline ? Promise.race([call.unwrap(), deadline]) : call.unwrap());
        dispatch(resultsApplied(answer.results));
        const [only] = answer.results;
        if (answer.results.length === 1 && only?.success && !isExitScan(scanCategory)) setLastAdmission({ barcode: only.barcode, at: Date.now() });
        show(verdictFor(answer.results, scanCategory, deviceId));
      } catch (error) {
        if (engine && unreachable(error)) {
          if (error === SLOW) call.abort();
          engine.goOffline();
          if (await decideOffline()) return;
        }
        verdictFeedback('failure');
        fail(error === SLOW ? { status: 0, code: TIMEOUT_ERROR_CODE, message: 'Timeout Error', shortDesc: 'Timeout Error', longDesc: 'Timeout Error' } : error);
      } finally {
        clearTimeout(slow);
      }
    },
    [scanning, consumeTickets, dispatch, fail, offline],
  );

  const closeVerdict = useCallback(() => {
    dispatch(modalToggled());
    setVerdict(null);
  }, [dispatch]);

  const clearLastAdmission = useCallback(() => setLastAdmission(null), []);

  return { consume, verdict, verdictKey, closeVerdict, busy: isLoading, lastAdmission, clearLastAdmission };
}
