import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { Modal } from '../Modal';
import { TextArea } from '../TextArea';
import { StyledBody, StyledMessage } from './ConfirmDialog.styles';

/** Where a confirmed action is: not sent yet, on its way, done, or refused (the spec's idle / in progress / success / error). */
export type ConfirmState = 'idle' | 'inProgress' | 'success' | 'error';

export interface ConfirmDialogNote {
  label: string;
  placeholder?: string;
  hint?: string;
  /** Confirm stays disabled until the note has text. */
  required?: boolean;
  maxLength?: number;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or warning under the title. */
  message?: ReactNode;
  /** Extra content between the message and the note (e.g. a BD picker). */
  children?: ReactNode;
  /** A free-text field sent with the confirmation (a reason, a note). */
  note?: ConfirmDialogNote;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (reject, deactivate). */
  tone?: 'primary' | 'danger';
  state?: ConfirmState;
  /** Shown in an error banner when `state` is error; Confirm then retries. */
  errorMessage?: ReactNode;
  /** Shown in a success banner when `state` is success, with a single Done button. */
  successMessage?: ReactNode;
  /** Keeps Confirm disabled (e.g. until a BD is chosen). */
  confirmDisabled?: boolean;
  onConfirm: (note: string) => void;
  /** Cancel, Done, Escape and the close button. Not offered while the action is in progress. */
  onClose: () => void;
}

/**
 * A staff confirmation: title, message, optional content and note, then Cancel / Confirm. The dialog follows the
 * action: in progress (Confirm busy, nothing else), success (a banner and Done) or error (a banner; Confirm retries).
 */
export function ConfirmDialog({
  open, title, message, children, note, confirmLabel = 'Confirm', cancelLabel = 'Cancel', tone = 'primary', state = 'idle',
  errorMessage, successMessage, confirmDisabled = false, onConfirm, onClose,
}: ConfirmDialogProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  const busy = state === 'inProgress';
  const done = state === 'success';
  const missingNote = Boolean(note?.required) && text.trim() === '';
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      dismissible={!busy}
      footer={
        done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              disabled={confirmDisabled || missingNote}
              onClick={() => onConfirm(text.trim())}
            >
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      <StyledBody>
        {message ? <StyledMessage>{message}</StyledMessage> : null}
        {done ? null : children}
        {note && !done ? (
          <TextArea
            label={note.label}
            placeholder={note.placeholder}
            hint={note.hint}
            required={note.required}
            maxLength={note.maxLength}
            showCount={note.maxLength !== undefined}
            value={text}
            disabled={busy}
            onChange={(event) => setText(event.target.value)}
          />
        ) : null}
        {state === 'error' && errorMessage ? <MessageBanner tone="error">{errorMessage}</MessageBanner> : null}
        {done && successMessage ? <MessageBanner tone="success">{successMessage}</MessageBanner> : null}
      </StyledBody>
    </Modal>
  );
}
