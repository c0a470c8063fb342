import { eventRefFromId, useGetEventDraftQuery } from '@diy/api';
import { useEffect, useMemo, useRef } from 'react';
import { isReadOnly } from './draft-view';
import { useEventErrors } from './use-event-errors';

/**
 * The draft (or event) behind /events/configure/{draftId or eventCode}, loaded by the synopsis call. Load errors
 * react as seed 000 section 8 says (unknown or invalid reference: back to /events/live).
 */
export function useDraft(id: string, eventCode?: string | null) {
  const ref = useMemo(() => eventRefFromId(id, eventCode), [id, eventCode]);
  const query = useGetEventDraftQuery(ref, { refetchOnMountOrArgChange: true });
  const onError = useEventErrors();
  const reported = useRef<unknown>(null);
  const { error, refetch } = query;

  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    onError(error, 'load', () => void refetch());
  }, [error, onError, refetch]);

  const draft = query.data;
  return {
    draft,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error,
    readOnly: draft ? isReadOnly(draft) : true,
    reload: () => void refetch(),
  };
}
