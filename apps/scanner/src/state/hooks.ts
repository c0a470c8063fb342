import { isAppError, isMissingParameter, isTcsRefusal, TIMEOUT_ERROR_CODE, type AppError } from '@diy/api';
import { SCAN_MESSAGES, TCS_MESSAGES, displayErrorCode, scanParamsError, scanRefusalText } from '@diy/domain';
import { showPopup, useAppDispatch } from '@diy/shell';
import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { geolocationSet, selectScanning, type ScanningState } from './scanning-slice';

export const EVENT_LIST_PATH = '/scanningApp/eventList';
export const SCANNER_PATH = '/scanningApp/scanner';
export const TICKETS_PATH = '/scanningApp/tickets';
/** The box office's Sell tab (issue 30), for users with the box-office feature. */
export const SELL_PATH = '/scanningApp/sell';

export function useScanning(): ScanningState {
  return useSelector(selectScanning);
}

/** The failure popups of scan calls (seed 000 sections 5 and 8). */
export function useScanFailure() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      const e: AppError | null = isAppError(error) ? error : null;
      if (isTcsRefusal(e)) {
        // The TCS stop: the flow ends here; the steward goes back to the event list.
        showPopup(dispatch, {
          title: TCS_MESSAGES.title,
          body: TCS_MESSAGES.body,
          dismissible: false,
          buttons: [{ label: 'Okay', onClick: () => navigate(EVENT_LIST_PATH, { replace: true }) }],
        });
      } else if (isMissingParameter(e)) {
        missingParameterPopup(dispatch, () => navigate(EVENT_LIST_PATH, { replace: true }));
      } else if (e?.code === TIMEOUT_ERROR_CODE) {
        showPopup(dispatch, { title: SCAN_MESSAGES.timeoutTitle, body: SCAN_MESSAGES.somethingWentWrong });
      } else {
        const message = scanRefusalText(e?.code, e?.message);
        const code = e?.code ? ` (${displayErrorCode(e.code)})` : '';
        showPopup(dispatch, { title: SCAN_MESSAGES.oopsTitle, body: `${message}${code}` });
      }
    },
    [dispatch, navigate],
  );
}

function missingParameterPopup(dispatch: ReturnType<typeof useAppDispatch>, onClose: () => void) {
  showPopup(dispatch, {
    title: SCAN_MESSAGES.oopsTitle,
    body: SCAN_MESSAGES.missingParameter,
    dismissible: false,
    buttons: [{ label: 'Okay', onClick: onClose }],
  });
}

/**
 * Scanner screens need the selected event and session (seed 000 section 5): after a page refresh the store is
 * empty, so the missing-parameter popup shows and the steward goes back to the event list. Returns whether the
 * screen may render.
 */
export function useRequireSelection(needs: { session: boolean; tickets?: boolean }): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { selectedEvent, selectedSession, bookingId } = useScanning();
  const missing =
    scanParamsError({ eventCode: selectedEvent?.eventCode, sessionId: selectedSession?.sessionId }) !== null ||
    !selectedEvent ||
    (needs.session && !selectedSession) ||
    (needs.tickets === true && !bookingId);
  const shown = useRef(false);
  useEffect(() => {
    if (!missing || shown.current) return;
    shown.current = true;
    navigate(EVENT_LIST_PATH, { replace: true });
    missingParameterPopup(dispatch, () => undefined);
  }, [missing, dispatch, navigate]);
  return !missing;
}

/** Best-effort geolocation for consume calls; never blocks scanning. */
export function useGeolocation() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let id: number | null = null;
    try {
      id = navigator.geolocation.watchPosition(
        (p) =>
          dispatch(
            geolocationSet({
              latitude: p.coords.latitude.toFixed(6),
              longitude: p.coords.longitude.toFixed(6),
              accuracy: String(Math.round(p.coords.accuracy)),
            }),
          ),
        () => undefined,
        { enableHighAccuracy: false, maximumAge: 60_000, timeout: 20_000 },
      );
    } catch {
      // Not available here.
    }
    return () => {
      if (id !== null) navigator.geolocation.clearWatch(id);
    };
  }, [dispatch]);
}

/** Scanning screens hide page overflow (seed 000 section 2); their own regions scroll. */
export function useHiddenPageOverflow() {
  useEffect(() => {
    const html = document.documentElement;
    const previous = [html.style.overflow, document.body.style.overflow];
    html.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous[0] ?? '';
      document.body.style.overflow = previous[1] ?? '';
    };
  }, []);
}
