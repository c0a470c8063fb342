import { ErrorList, LoadingOverlay, Popup, Toast } from '@diy/ui';
import { Link } from 'react-router-dom';
import { dismissPopup, pressPopupButton } from '../store/popup-actions';
import { useAppDispatch, useAppSelector } from '../store/create-store';
import { hideToast } from '../store/ui-slice';

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
        <Popup
          open
          title={popup.title}
          dismissible={popup.dismissible}
          onClose={() => dismissPopup(dispatch, popup.id)}
          buttons={popup.buttons.map((b, i) => ({
            label: b.label,
            variant: b.variant,
            onClick: () => pressPopupButton(dispatch, popup.id, i),
          }))}
        >
          {popup.body}
          {popup.items ? (
            <ErrorList
              errors={popup.items.map((item) => (
                <>
                  {item.text}
                  {item.href ? (
                    <>
                      {item.text ? ' ' : null}
                      <Link to={item.href} onClick={() => dismissPopup(dispatch, popup.id)}>
                        {item.linkLabel ?? item.href}
                      </Link>
                    </>
                  ) : null}
                </>
              ))}
            />
          ) : null}
        </Popup>
      )}
      {spinning && <LoadingOverlay label="Loading" />}
    </>
  );
}
