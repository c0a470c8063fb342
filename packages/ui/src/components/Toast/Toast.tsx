import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toastTimeout, type ToastType } from '@diy/domain';
import { CloseButton } from '../CloseButton';
import { StyledMessage, StyledToast, StyledToastClose, StyledToastGlyph, StyledToastTitle } from './Toast.styles';

export interface ToastProps {
  type?: ToastType;
  message: ReactNode;
  title?: ReactNode;
  /** Show or hide; a hidden toast renders nothing. Defaults to true. */
  open?: boolean;
  /** When true the toast stays until it is closed by hand. */
  persists?: boolean;
  /** Milliseconds before onClose is called; defaults to the domain's duration for the type. */
  timeout?: number;
  onClose?: () => void;
  closeLabel?: string;
  /** Render in place instead of into document.body (for previews). */
  inline?: boolean;
}

const GLYPH: Record<ToastType, string> = { success: '✓', info: 'i', error: '!', default: '•' };

/**
 * The global toast: fixed at the top right, 350 px wide on desktop and full width at the bottom on phones.
 * It closes itself after `timeout` unless it persists; hovering or focusing it pauses the countdown.
 */
export function Toast({ type = 'default', message, title, open = true, persists = false, timeout, onClose, closeLabel = 'Close notification', inline = false }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const duration = timeout ?? toastTimeout(type);

  useEffect(() => {
    if (!open || persists || paused) return undefined;
    const timer = window.setTimeout(() => onCloseRef.current?.(), duration);
    return () => window.clearTimeout(timer);
  }, [open, persists, paused, duration, message]);

  if (!open) return null;

  const toast = (
    <StyledToast
      $type={type}
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <StyledToastGlyph $type={type} aria-hidden="true">
        {GLYPH[type]}
      </StyledToastGlyph>
      <StyledMessage>
        {title ? <StyledToastTitle>{title}</StyledToastTitle> : null}
        <div>{message}</div>
      </StyledMessage>
      <StyledToastClose>
        <CloseButton label={closeLabel} onClick={() => onCloseRef.current?.()} />
      </StyledToastClose>
    </StyledToast>
  );
  return inline ? toast : createPortal(toast, document.body);
}
