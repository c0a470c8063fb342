import { useGetSessionCountsQuery } from '@diy/api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useScanning } from './hooks';

/** Live counts are polled every few seconds (other gates scan too) and replaced after each consume. */
export const COUNTS_POLL_MS = 5_000;

export function useSessionCounts() {
  const { selectedEvent, selectedSession } = useScanning();
  return useGetSessionCountsQuery(
    selectedEvent && selectedSession ? { sessionId: selectedSession.sessionId, eventCode: selectedEvent.eventCode } : skipToken,
    { pollingInterval: COUNTS_POLL_MS, skipPollingIfUnfocused: true },
  );
}
