import type { PopupButtonState, PopupItemState } from './ui-slice';
import { closePopup, openPopup } from './ui-slice';

export interface PopupButton extends Partial<PopupButtonState> {
  label: string;
  /** Runs after the popup closes. */
  onClick?: () => void;
}

export interface PopupOptions {
  title: string;
  body: string;
  /** A list under the body: the fields a refusal names, each with a link to the section to fix. */
  items?: PopupItemState[];
  /** When false the popup can only be left through its buttons (no Escape, no backdrop, no close icon). */
  dismissible?: boolean;
  buttons?: PopupButton[];
  onDismiss?: () => void;
}

interface Callbacks {
  buttons: Array<(() => void) | undefined>;
  onDismiss?: () => void;
}

/** Button callbacks are kept out of the store (they are functions) and found again by popup id. */
const callbacks = new Map<string, Callbacks>();
let counter = 0;

type Dispatch = (action: ReturnType<typeof openPopup> | ReturnType<typeof closePopup>) => unknown;

export function showPopup(dispatch: Dispatch, options: PopupOptions): string {
  counter += 1;
  const id = `popup-${counter}`;
  const buttons = options.buttons ?? [{ label: 'Okay' }];
  callbacks.clear();
  callbacks.set(id, { buttons: buttons.map((b) => b.onClick), onDismiss: options.onDismiss });
  dispatch(
    openPopup({
      id,
      title: options.title,
      body: options.body,
      ...(options.items && options.items.length > 0 ? { items: options.items } : {}),
      dismissible: options.dismissible ?? true,
      buttons: buttons.map((b, i) => ({ label: b.label, variant: b.variant ?? (i === 0 ? 'primary' : 'secondary') })),
    }),
  );
  return id;
}

export function pressPopupButton(dispatch: Dispatch, id: string, index: number): void {
  const entry = callbacks.get(id);
  callbacks.delete(id);
  dispatch(closePopup(id));
  entry?.buttons[index]?.();
}

export function dismissPopup(dispatch: Dispatch, id: string): void {
  const entry = callbacks.get(id);
  callbacks.delete(id);
  dispatch(closePopup(id));
  entry?.onDismiss?.();
}
