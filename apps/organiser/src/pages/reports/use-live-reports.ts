import { api, followLiveFeed, LIVE_PATHS } from '@diy/api';
import { useAppDispatch } from '@diy/shell';
import { useEffect } from 'react';

/** Changes arriving within this window are refreshed together (a burst of sales is one refetch). */
const BATCH_MS = 250;

/**
 * Keeps the open dashboard or report current: follows the organiser's live feed and, for each change, refreshes the
 * figures of that event (its reports, the events list and the dashboard); after a reconnect, every report once.
 */
export function useLiveReports(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const tags = [...pending].map((id) => ({ type: 'Report' as const, id }));
      pending.clear();
      dispatch(api.util.invalidateTags([...tags, { type: 'Report', id: 'LIST' }, { type: 'Report', id: 'DASHBOARD' }]));
    };
    const stop = followLiveFeed(LIVE_PATHS.organiser, {
      onChange: (change) => {
        if (change.eventCode) pending.add(change.eventCode);
        pending.add(change.sessionId);
        timer ??= setTimeout(flush, BATCH_MS);
      },
      onReconnect: () => dispatch(api.util.invalidateTags(['Report'])),
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [dispatch]);
}
