import { useGetReportEventsQuery } from '@diy/api';
import { FEATURES } from '@diy/domain';
import { useCurrentUser } from '@diy/shell';
import { useCallback, useMemo } from 'react';

/** Sold against inventory of the organiser's published events, by event code (the sold bar on event cards). */
export function useEventSales(): (eventCode: string | null | undefined) => { sold: number; total: number } | null {
  const { features } = useCurrentUser();
  const { data } = useGetReportEventsQuery(undefined, { skip: !features.includes(FEATURES.reports) });
  const byCode = useMemo(() => new Map((data?.events ?? []).map((e) => [e.eventCode, { sold: e.sold, total: e.inventory }])), [data]);
  return useCallback((eventCode) => (eventCode ? (byCode.get(eventCode) ?? null) : null), [byCode]);
}
