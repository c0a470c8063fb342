import { isAppError } from '@diy/api';
import { OFFER_ROUTES, OFFER_TEXTS, offerErrorRoute } from '@diy/domain';
import { showPopup, useAppDispatch } from '@diy/shell';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Which offer call failed: the event list (401 goes to /login), the detail, a deactivation, or any other. */
export type OfferCall = 'events' | 'detail' | 'deactivate' | 'other';

/** Where the last deactivation failure's server message is kept (seed 000 section 8: "the server message is stored"). */
export const OFFER_LAST_ERROR_KEY = 'diy.offers.lastError';

export function lastOfferError(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(OFFER_LAST_ERROR_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Seed 000 section 8, offers: a failed call shows 'Oops, something went wrong.' / 'Try again later.' with Okay back to
 * /offers/landing (to /offers/dashboard for the detail call); a 401 on the event-offer list goes to /login; a failed
 * deactivation offers 'Back to Dashboard' and keeps the server's message.
 */
export function useOfferErrors() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, call: OfferCall) => {
      if (call === 'events' && isAppError(error) && error.status === 401) {
        void navigate(OFFER_ROUTES.login, { replace: true });
        return;
      }
      if (call === 'deactivate') {
        try {
          globalThis.sessionStorage?.setItem(OFFER_LAST_ERROR_KEY, isAppError(error) ? error.message : OFFER_TEXTS.errorBody);
        } catch {
          // No storage: the popup still shows.
        }
        showPopup(dispatch, {
          title: OFFER_TEXTS.errorTitle,
          body: OFFER_TEXTS.errorBody,
          dismissible: false,
          buttons: [{ label: OFFER_TEXTS.backToDashboard, onClick: () => void navigate(OFFER_ROUTES.dashboard) }],
        });
        return;
      }
      showPopup(dispatch, {
        title: OFFER_TEXTS.errorTitle,
        body: OFFER_TEXTS.errorBody,
        dismissible: false,
        buttons: [{ label: OFFER_TEXTS.okay, onClick: () => void navigate(offerErrorRoute(call === 'detail' ? 'detail' : 'other')) }],
      });
    },
    [dispatch, navigate],
  );
}
