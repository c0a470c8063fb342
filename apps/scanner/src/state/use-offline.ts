import { scanApi, scanDeviceId } from '@diy/api';
import { useAppDispatch } from '@diy/shell';
import { useEffect, useRef, useState } from 'react';
import type { OfflineEngine } from '../offline/offline-engine';
import type { OfflineStatus } from '../offline/offline-status';
import { SyncLoop } from '../offline/sync-loop';

export interface OfflineDesk {
  status: OfflineStatus | null;
  /** The engine once loaded (null before, or when IndexedDB is unavailable). */
  engine: React.RefObject<OfflineEngine | null>;
}

/**
 * Offline scanning for the open session. The engine (IndexedDB, the ticket copy, the queue) is a separate chunk,
 * imported when the scan desk opens, so the first screen's script does not grow. It syncs at once, then every
 * OFFLINE_SYNC_EVERY_MS while online; while offline (a failed or slow call, or the browser's offline event) it tries
 * again with a back-off (`SyncLoop`: 5 s doubling to a minute, from the start again at the browser's online event),
 * and the first answer uploads the waiting scans in order.
 */
export function useOfflineDesk(session: { sessionId: string; eventCode: string } | null): OfflineDesk {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<OfflineStatus | null>(null);
  const engine = useRef<OfflineEngine | null>(null);
  const sessionId = session?.sessionId;
  const eventCode = session?.eventCode;

  useEffect(() => {
    if (!sessionId || !eventCode) return;
    let closed = false;
    let loop: SyncLoop | null = null;
    const onOnline = () => loop?.online();
    const onOffline = () => engine.current?.goOffline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    void import('../offline/offline-engine')
      .then(({ OfflineEngine }) =>
        OfflineEngine.open(
          { sessionId, eventCode },
          {
            deviceId: scanDeviceId(),
            onStatus: (s) => {
              if (!closed) setStatus(s);
            },
            onCounts: (counts) => dispatch(scanApi.util.upsertQueryData('getSessionCounts', { sessionId, eventCode }, counts)),
          },
        ),
      )
      .then((e) => {
        if (closed) return e.close();
        engine.current = e;
        loop = new SyncLoop({ sync: () => e.sync(), status: () => e.current });
        loop.start();
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      loop?.stop();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      engine.current?.close();
      engine.current = null;
    };
  }, [sessionId, eventCode, dispatch]);

  return { status, engine };
}
