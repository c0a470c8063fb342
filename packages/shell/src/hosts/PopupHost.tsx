import { ErrorList, Popup } from '@diy/ui';
import { Link } from 'react-router-dom';
import { dismissPopup, pressPopupButton } from '../store/popup-actions';
import { useAppDispatch } from '../store/create-store';
import type { PopupState } from '../store/ui-slice';

/** The global popup of the ui slice (GlobalHosts loads it with the first popup shown). */
export function PopupHost({ popup }: { popup: PopupState }) {
  const dispatch = useAppDispatch();
  return (
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
  );
}
