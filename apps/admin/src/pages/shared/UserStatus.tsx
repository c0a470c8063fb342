import { STAFF_MESSAGES } from '@diy/domain';
import { ConfirmDialog } from '@diy/ui';
import { confirmState } from '../organisers/OrganiserReviewPanel';
import { failureText } from './staff-feedback';
import { StyledPill } from './staff.styles';

interface StatusCall {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  error?: unknown;
  data?: { message: string } | undefined;
}

/** Confirms deactivating a user (logged out at once); the page owns the status call and sends it on confirm. */
export function DeactivateUserDialog({ open, message, call, onConfirm, onClose }: { open: boolean; message: string; call: StatusCall; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Deactivate user?"
      message={message}
      confirmLabel="Deactivate"
      tone="danger"
      state={confirmState(call)}
      errorMessage={failureText(call.error, 'message', STAFF_MESSAGES.actionFailed)}
      successMessage={call.data?.message}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** Whether a user can log in. */
export function ActivePill({ active }: { active: boolean }) {
  return <StyledPill $tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</StyledPill>;
}
