import { errorCode, isAppError } from '@diy/api';
import { EVENT_ERROR_TEXTS, EVENT_ROUTES, eventErrorMessage, eventErrorReaction, formatIstDateTime } from '@diy/domain';
import { showPopup, showToast, useAppDispatch } from '@diy/shell';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldItems, type FieldLink } from './draft-view';

export type EventErrorContext = 'load' | 'save' | 'other';

/**
 * The events area's error reactions (seed 000 section 8, domain eventErrorReaction): the generic message when
 * the answer had no body; the CONTENTV2 codes show 'Oops' then go back; an unknown or invalid reference while
 * loading a synopsis goes to /events/live; a sale that started meanwhile reloads the event on save; a partial
 * failure reloads on OK; anything else shows the server's message and the fields it names, each linked to its section
 * by `link`.
 */
export function useEventErrors() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, context: EventErrorContext, reload?: () => void, link?: FieldLink) => {
      const message = eventErrorMessage(isAppError(error) ? error.message : null);
      switch (eventErrorReaction(errorCode(error), context)) {
        case 'oopsThenBack':
          showPopup(dispatch, {
            title: EVENT_ERROR_TEXTS.oops,
            body: message,
            dismissible: false,
            buttons: [{ label: EVENT_ERROR_TEXTS.ok, onClick: () => void navigate(-1) }],
          });
          return;
        case 'redirectLive':
          dispatch(showToast({ type: 'error', data: message }));
          void navigate(EVENT_ROUTES.live, { replace: true });
          return;
        case 'reloadEvent':
          showPopup(dispatch, { title: EVENT_ERROR_TEXTS.oops, body: message, buttons: [{ label: EVENT_ERROR_TEXTS.ok }] });
          reload?.();
          return;
        case 'partialFailure':
          showPopup(dispatch, {
            title: EVENT_ERROR_TEXTS.partialFailureTitle,
            body: partialFailureBody(message, isAppError(error) ? error.showTimes : undefined),
            dismissible: false,
            buttons: [{ label: EVENT_ERROR_TEXTS.ok, onClick: () => reload?.() }],
          });
          return;
        default: {
          // The fields the refusal names, each with a link to fix it; the message alone when it is the only line, and
          // a lone field that repeats the message keeps only its link (the sentence is said once).
          const items = fieldItems(error, link)
            .filter((item, i, all) => all.length > 1 || item.text !== message || item.href)
            .map((item, i, all) => (all.length === 1 && item.text === message && item.href ? { ...item, text: '' } : item));
          showPopup(dispatch, { title: EVENT_ERROR_TEXTS.oops, body: message, items, buttons: [{ label: EVENT_ERROR_TEXTS.ok }] });
        }
      }
    },
    [dispatch, navigate],
  );
}

/** The body of the 'Failed to update the changes' popup: the server's message and the show times it names, in IST. */
export function partialFailureBody(message: string, showTimes: readonly string[] | undefined): string {
  const times = (showTimes ?? []).map((iso) => formatIstDateTime(iso));
  return times.length > 0 ? `${message}: ${times.join(', ')}` : message;
}
