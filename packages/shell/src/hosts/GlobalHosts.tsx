import { LoadingOverlay, Toast } from '@diy/ui';
import { Suspense, lazy } from 'react';
import { useAppDispatch, useAppSelector } from '../store/create-store';
import { hideToast } from '../store/ui-slice';

// The popup (a focus-trapping dialog) loads with the first popup shown, not with the login screen.
const PopupHost = lazy(async () => ({ default: (await import('./PopupHost')).PopupHost }));

/** The global toast, popup and app-covering spinner, driven by the ui slice. */
export function GlobalHosts() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((s) => s.ui.toast);
  const popup = useAppSelector((s) => s.ui.popup);
  const spinning = useAppSelector((s) => s.ui.spinnerCount > 0);

  return (
    <>
      {toast.show && (
        <Toast
          key={`${toast.type}:${toast.data}`}
          type={toast.type}
          message={toast.data}
          persists={toast.persists}
          timeout={toast.timeout}
          onClose={() => dispatch(hideToast())}
        />
      )}
      {popup && (
        <Suspense fallback={null}>
          <PopupHost popup={popup} />
        </Suspense>
      )}
      {spinning && <LoadingOverlay label="Loading" />}
    </>
  );
}
