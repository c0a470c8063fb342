import { usePatchEventSectionMutation } from '@diy/api';
import { EVENT_ROUTES, type EventDraft, type EventSectionSlug, type SectionPatch } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEventErrors } from './use-event-errors';

export const SAVED_TOAST = 'Changes saved';

/**
 * Saves a section with PATCH manage/event/{draftId} ({section: value, eventCode}). An active or inactive event is
 * saved as a new draft copy: the answer carries its draftId and the screen moves there. After the event-info
 * save the organiser goes to the overview. A sale that started meanwhile reloads the event.
 */
export function useSaveSection(draft: EventDraft, slug: EventSectionSlug, reload: () => void) {
  const [patch, { isLoading }] = usePatchEventSectionMutation();
  const onError = useEventErrors();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const save = useCallback(
    async (body: Omit<SectionPatch, 'eventCode'>): Promise<boolean> => {
      try {
        const answer = await patch({ draftId: draft.draftId, body: { ...body, ...(draft.eventCode ? { eventCode: draft.eventCode } : {}) } }).unwrap();
        dispatch(showToast({ type: 'success', data: answer.snackbar?.toastMsg || SAVED_TOAST }));
        if (slug === 'eventInfo') void navigate(EVENT_ROUTES.overview(answer.draftId));
        else if (answer.draftId !== draft.draftId) void navigate(EVENT_ROUTES.section(answer.draftId, slug, draft.eventCode), { replace: true });
        return true;
      } catch (error) {
        onError(error, 'save', reload);
        return false;
      }
    },
    [patch, draft.draftId, draft.eventCode, slug, dispatch, navigate, onError, reload],
  );
  return { save, saving: isLoading };
}
