import { api, followLiveFeed, LIVE_PATHS } from '@diy/api';
import { useAppDispatch } from '@diy/shell';
import { useEffect, useState } from 'react';

/** Changes arriving within this window are refreshed together (a burst of sales is one refetch). */
const BATCH_MS = 250;

/** Whether the page follows the live feed now; pages show it as `data-live-feed` (journeys wait for 'open'). */
export type LiveFeedState = 'connecting' | 'open';

/**
 * Keeps the open dashboard or report current: follows the organiser's live feed and, for each change, refreshes the
 * figures of that event (its reports, the events list and the dashboard); after a reconnect, every report once.
 * Answers whether the feed is open.
 */
export function useLiveReports(): LiveFeedState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<LiveFeedState>('connecting');
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
      onOpen: () => setState('open'),
      onClose: () => setState('connecting'),
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [dispatch]);
  return state;
}
