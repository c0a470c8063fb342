import { Button } from '../Button';
import { StyledBar, StyledMessage } from './SaveBar.styles';

export interface SaveBarProps {
  /** Shown only when true: the page sets it when the values differ from those first loaded. */
  visible: boolean;
  onSave: () => void;
  /** Shows a Discard button that restores the loaded values. */
  onDiscard?: () => void;
  /** Save shows a spinner and ignores clicks. */
  saving?: boolean;
  /** Save is disabled (e.g. an invalid field). */
  disabled?: boolean;
  /** The save button's text; default 'Save' (the scheduler uses 'Continue'). */
  label?: string;
  discardLabel?: string;
  /** The note on the left on desktop. */
  message?: string;
}

/** The sticky bottom bar of an open section with unsaved changes: a region named 'Unsaved changes'. */
export function SaveBar({
  visible,
  onSave,
  onDiscard,
  saving = false,
  disabled = false,
  label = 'Save',
  discardLabel = 'Discard',
  message = 'You have unsaved changes',
}: SaveBarProps) {
  if (!visible) return null;
  return (
    <StyledBar role="region" aria-label="Unsaved changes">
      <StyledMessage>{message}</StyledMessage>
      {onDiscard ? (
        <Button variant="secondary" onClick={onDiscard} disabled={saving}>
          {discardLabel}
        </Button>
      ) : null}
      <Button onClick={onSave} loading={saving} disabled={disabled}>
        {label}
      </Button>
    </StyledBar>
  );
}
