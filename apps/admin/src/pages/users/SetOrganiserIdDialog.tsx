import { useLazyGetUserSecretsQuery, useSetUserSecretMutation } from '@diy/api';
import { STAFF_MESSAGES, type DiyUser } from '@diy/domain';
import { ConfirmDialog, Spinner } from '@diy/ui';
import { useEffect } from 'react';
import { confirmState } from '../organisers/OrganiserReviewPanel';
import { failureText } from '../shared/staff-feedback';

/** Sets the organiser id on a user from the user-secrets store (seed 001 section 6). */
export function SetOrganiserIdDialog({ user, onClose }: { user: DiyUser | null; onClose: () => void }) {
  const [loadSecrets, secrets] = useLazyGetUserSecretsQuery();
  const [save, call] = useSetUserSecretMutation();
  // Load when another user is chosen, not on every refetch of the same one.
  useEffect(() => {
    if (!user) return;
    call.reset();
    void loadSecrets(user.username);
  }, [user?.username]);

  const organiserId = secrets.data?.secrets.organiserId ?? null;
  const missing = !secrets.isFetching && (secrets.isError || (secrets.isSuccess && !organiserId));
  const message = secrets.isFetching ? (
    <Spinner size="sm" label="Reading the user secrets" />
  ) : missing ? (
    STAFF_MESSAGES.organiserNotConfigured
  ) : (
    `The user secrets give organiser id ${organiserId} for ${user?.username}. Set it on the user?`
  );
  return (
    <ConfirmDialog
      open={user !== null}
      title="Set organiser id"
      message={message}
      confirmLabel="Set organiser id"
      confirmDisabled={secrets.isFetching || missing}
      state={confirmState(call)}
      errorMessage={failureText(call.error, 'message', STAFF_MESSAGES.accessFailed)}
      successMessage={call.data?.message}
      onConfirm={() => user && organiserId && void save({ username: user.username, organizerId: organiserId })}
      onClose={onClose}
    />
  );
}
