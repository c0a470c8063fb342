import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import type { ConfirmState } from '../ConfirmDialog';
import { MessageBanner } from '../MessageBanner';
import { Modal } from '../Modal';
import { TextArea } from '../TextArea';
import {
  StyledBody, StyledCheck, StyledDescription, StyledInstructions, StyledItem, StyledList, StyledSummary,
} from './ChecklistDialog.styles';

export interface ChecklistItem {
  id: string;
  label: string;
  /** What the reviewer is looking at, e.g. the document's file name or the value given. */
  description?: ReactNode;
}

export interface ChecklistResult {
  /** The ticked items, each with the reviewer's reason. */
  rejected: { id: string; reason: string }[];
  /** The rest: approved automatically. */
  approved: string[];
  note: string;
}

export interface ChecklistDialogProps {
  open: boolean;
  title: string;
  /** e.g. "Select items from the list below to reject. Items not selected will be approved automatically." */
  instructions: ReactNode;
  items: readonly ChecklistItem[];
  /** Legend of the list of items. */
  listLabel?: string;
  /** Placeholder of each ticked item's reason, e.g. "Specify things to improve in the organiser’s submission". */
  reasonPlaceholder?: string;
  /** Label of the note for the whole submission, e.g. "Additional note for the organiser". */
  noteLabel?: string;
  /** Every ticked item needs a reason before Submit (default true). */
  reasonRequired?: boolean;
  submitLabel?: string;
  state?: ConfirmState;
  errorMessage?: ReactNode;
  successMessage?: ReactNode;
  onSubmit: (result: ChecklistResult) => void;
  onClose: () => void;
}

/**
 * Partial rejection: tick the items to reject, say what to improve for each, add a note. Items left unticked are
 * approved. Submit needs at least one ticked item (and its reason); the dialog follows the action's state.
 */
export function ChecklistDialog({
  open, title, instructions, items, listLabel = 'Items to reject', reasonPlaceholder, noteLabel = 'Note', reasonRequired = true,
  submitLabel = 'Reject selected', state = 'idle', errorMessage, successMessage, onSubmit, onClose,
}: ChecklistDialogProps) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) {
      setReasons({});
      setNote('');
    }
  }, [open]);
  const busy = state === 'inProgress';
  const done = state === 'success';
  const ticked = items.filter((item) => reasons[item.id] !== undefined);
  const missingReason = reasonRequired && ticked.some((item) => (reasons[item.id] ?? '').trim() === '');
  const toggle = (id: string, on: boolean) =>
    setReasons((current) => {
      const next = { ...current };
      if (on) next[id] = '';
      else delete next[id];
      return next;
    });
  const submit = () =>
    onSubmit({
      rejected: ticked.map((item) => ({ id: item.id, reason: (reasons[item.id] ?? '').trim() })),
      approved: items.filter((item) => reasons[item.id] === undefined).map((item) => item.id),
      note: note.trim(),
    });
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      dismissible={!busy}
      minWidth={560}
      footer={
        done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} disabled={ticked.length === 0 || missingReason} onClick={submit}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      <StyledBody>
        {done ? (
          successMessage ? <MessageBanner tone="success">{successMessage}</MessageBanner> : null
        ) : (
          <>
            <StyledInstructions>{instructions}</StyledInstructions>
            <StyledList disabled={busy}>
              <legend>{listLabel}</legend>
              {items.map((item) => {
                const checked = reasons[item.id] !== undefined;
                return (
                  <StyledItem key={item.id} $checked={checked}>
                    <StyledCheck>
                      <input type="checkbox" checked={checked} onChange={(e) => toggle(item.id, e.target.checked)} />
                      <span>
                        {item.label}
                        {item.description ? <StyledDescription>{item.description}</StyledDescription> : null}
                      </span>
                    </StyledCheck>
                    {checked ? (
                      <TextArea
                        label={`What to improve: ${item.label}`}
                        placeholder={reasonPlaceholder}
                        required={reasonRequired}
                        maxLength={500}
                        rows={2}
                        value={reasons[item.id] ?? ''}
                        onChange={(e) => setReasons((current) => ({ ...current, [item.id]: e.target.value }))}
                      />
                    ) : null}
                  </StyledItem>
                );
              })}
            </StyledList>
            <StyledSummary aria-live="polite">
              {ticked.length} to reject, {items.length - ticked.length} to approve
            </StyledSummary>
            <TextArea label={noteLabel} maxLength={1000} value={note} disabled={busy} onChange={(e) => setNote(e.target.value)} />
            {state === 'error' && errorMessage ? <MessageBanner tone="error">{errorMessage}</MessageBanner> : null}
          </>
        )}
      </StyledBody>
    </Modal>
  );
}
