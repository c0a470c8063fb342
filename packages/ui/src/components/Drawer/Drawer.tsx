import type { ReactNode } from 'react';
import { Popup } from '../Popup';

export interface DrawerProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, a tap on the scrim and the close button. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions pinned under the content, e.g. a full-width Proceed button. */
  footer?: ReactNode;
  /** Minimum height in px (the scheduler drawer uses 450, or 200 while the change sheet shows). */
  minHeight?: number;
  closeLabel?: string;
}

/**
 * The phone bottom sheet: slides up from the bottom edge over a scrim, full width. Focus moves in, is trapped
 * and returns to the opener on close; Escape and the scrim close it. Give a field `data-autofocus="true"` to
 * focus it on open instead of the sheet itself.
 */
export function Drawer({ open, title, onClose, children, footer, minHeight, closeLabel }: DrawerProps) {
  return (
    <Popup
      open={open}
      title={title}
      onClose={onClose}
      footer={footer}
      minHeight={minHeight}
      closeLabel={closeLabel}
      layout="sheet"
      variant="content"
    >
      {children}
    </Popup>
  );
}
