import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '../Button';
import { CloseButton } from '../CloseButton';
import { StyledBackdrop, StyledBody, StyledClose, StyledFooter, StyledHeader, StyledPanel, StyledTitle, type PopupLayout } from './Popup.styles';

export type { PopupLayout };

export interface PopupButton {
  label: string;
  variant?: ButtonVariant;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Receives focus when the popup opens (otherwise the popup itself does). */
  autoFocus?: boolean;
}

export interface PopupProps {
  open: boolean;
  title: ReactNode;
  /** Body text or content. */
  children?: ReactNode;
  /** Footer buttons, in reading order (the last one is the main action on desktop). */
  buttons?: readonly PopupButton[];
  /**
   * When true (default) Escape, a backdrop click and the close icon call onClose.
   * When false none of these do anything and there is no close icon: only the buttons close it.
   */
  dismissible?: boolean;
  onClose?: () => void;
  closeLabel?: string;
  /** `auto` (default) is a centred dialog on desktop and a bottom sheet on phones (< 768 px). */
  layout?: PopupLayout;
  /** Use `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Free footer content (e.g. a form's actions), shown after `buttons`. */
  footer?: ReactNode;
  /** Minimum panel width in px on desktop (never wider than the viewport); also lifts the default maximum. */
  minWidth?: number;
  /** Minimum panel height in px (bottom sheets: the drawer's minimum height). */
  minHeight?: number;
  /**
   * `message` (default): muted body text for short confirmations. `content`: body in the default text colour,
   * for forms and lists (Modal and Drawer use this).
   */
  variant?: 'message' | 'content';
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getClientRects().length > 0);
}

/** The global modal popup: focus moves in and is trapped, and returns where it was on close. */
export function Popup({
  open,
  title,
  children,
  buttons = [],
  dismissible = true,
  onClose,
  closeLabel = 'Close',
  layout = 'auto',
  role = 'dialog',
  footer,
  minWidth,
  minHeight,
  variant = 'message',
}: PopupProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const bodyId = `${baseId}-body`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Move focus in on open, keep it in, and give it back on close.
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const preferred = panel?.querySelector<HTMLElement>('[data-autofocus="true"]');
    (preferred ?? panel)?.focus();

    const keepFocusInside = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  // A body that scrolls must be reachable by keyboard (WCAG 2.1.1), so it joins the tab order only then.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return undefined;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [open, children]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onCloseRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    // Keep focus in the dialog whether or not the click closes it.
    event.preventDefault();
    if (dismissible) onCloseRef.current?.();
  };

  return createPortal(
    <StyledBackdrop $layout={layout} onMouseDown={onBackdropMouseDown} data-testid="popup-backdrop">
      <StyledPanel
        ref={panelRef}
        $layout={layout}
        $minWidth={minWidth}
        $minHeight={minHeight}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {dismissible ? (
            <StyledClose>
              <CloseButton label={closeLabel} onClick={() => onCloseRef.current?.()} />
            </StyledClose>
          ) : null}
        </StyledHeader>
        {children ? (
          <StyledBody ref={bodyRef} id={bodyId} $variant={variant} tabIndex={bodyScrolls ? 0 : undefined} data-scrolls={bodyScrolls || undefined}>
            {children}
          </StyledBody>
        ) : null}
        {buttons.length > 0 || footer ? (
          <StyledFooter $layout={layout}>
            {buttons.map((button) => (
              <Button
                key={button.label}
                variant={button.variant ?? 'primary'}
                onClick={button.onClick}
                loading={button.loading}
                disabled={button.disabled}
                data-autofocus={button.autoFocus ? 'true' : undefined}
              >
                {button.label}
              </Button>
            ))}
            {footer}
          </StyledFooter>
        ) : null}
      </StyledPanel>
    </StyledBackdrop>,
    document.body,
  );
}
