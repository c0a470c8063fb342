import { followLiveFeed, scanApi, useGetSessionCountsQuery } from '@diy/api';
import { gateCountsSchema, LIVE_SCAN_PATH, type GateCounts } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useScanning } from './hooks';

/**
 * The session's counts, pushed live (issue 21): read once, then every committed scan or sale of the session arrives
 * over server-sent events (GET /live/scan, the live feed over PostgreSQL LISTEN/NOTIFY) with the session's figures and
 * each gate's admissions and exits. After a reconnect (with Last-Event-ID) the counts are fetched once more.
 */
export function useSessionCounts() {
  const dispatch = useAppDispatch();
  const { selectedEvent, selectedSession } = useScanning();
  const sessionId = selectedSession?.sessionId;
  const eventCode = selectedEvent?.eventCode;
  const counts = useGetSessionCountsQuery(sessionId && eventCode ? { sessionId, eventCode } : skipToken);
  const [live, setLive] = useState<GateCounts | null>(null);
  const { refetch } = counts;

  useEffect(() => {
    if (!sessionId || !eventCode) return;
    setLive(null);
    const query = new URLSearchParams({ sessionId, eventCode });
    return followLiveFeed(`${LIVE_SCAN_PATH}?${query.toString()}`, {
      onEvent: (event, data) => {
        if (event !== 'counts') return;
        const parsed = gateCountsSchema.safeParse(data);
        if (!parsed.success || parsed.data.sessionId !== sessionId) return;
        const { admitted, inside, total } = parsed.data.session;
        dispatch(scanApi.util.upsertQueryData('getSessionCounts', { sessionId, eventCode }, { admitted, inside, total }));
        setLive(parsed.data);
      },
      onReconnect: () => void refetch().catch(() => undefined),
    });
  }, [sessionId, eventCode, dispatch, refetch]);

  return { ...counts, live };
}
