import type { ReactNode } from 'react';
import { Popup, type PopupLayout } from '../Popup';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, a backdrop click and the close button (only when dismissible). */
  onClose: () => void;
  children?: ReactNode;
  /** Actions under the content (Cancel / Proceed...). */
  footer?: ReactNode;
  /** Minimum width in px on desktop, e.g. VENUE_MODAL_MIN_WIDTH_PX (726). Never wider than the viewport. */
  minWidth?: number;
  /** Default true. When false only the footer's actions close it. */
  dismissible?: boolean;
  /** `auto` (default): centred dialog on desktop, bottom sheet on phones; `dialog` keeps it centred everywhere. */
  layout?: PopupLayout;
  closeLabel?: string;
}

/**
 * The desktop dialog for content (forms, lists): the shared Popup with a free footer and a minimum width.
 * Focus moves in, is trapped and returns on close. `data-autofocus="true"` on a field focuses it on open.
 */
export function Modal({ open, title, onClose, children, footer, minWidth, dismissible = true, layout = 'auto', closeLabel }: ModalProps) {
  return (
    <Popup
      open={open}
      title={title}
      onClose={onClose}
      footer={footer}
      minWidth={minWidth}
      dismissible={dismissible}
      layout={layout}
      closeLabel={closeLabel}
      variant="content"
    >
      {children}
    </Popup>
  );
}
