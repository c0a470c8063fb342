import { useGrantAccessMutation } from '@diy/api';
import { IAM_GROUP_NAMES, ORGANISER_GROUPS, STAFF_MESSAGES, type DiyUser, type IamGroup } from '@diy/domain';
import { Button, MessageBanner, Modal, TextField } from '@diy/ui';
import { useEffect, useState } from 'react';
import { confirmState } from '../organisers/OrganiserReviewPanel';
import { failureText } from '../shared/staff-feedback';
import { StyledFieldset, StyledStack } from '../shared/staff.styles';
import { GROUP_LABELS } from './user-groups';

/** Grant dashboard access: groups, an optional contract, and the organiser id the organiser groups need. */
export function GrantAccessDialog({ user, onClose }: { user: DiyUser | null; onClose: () => void }) {
  const [groups, setGroups] = useState<IamGroup[]>([]);
  const [contract, setContract] = useState(false);
  const [organiserId, setOrganiserId] = useState('');
  const [grant, call] = useGrantAccessMutation();

  // Reset when another user is chosen, not on every refetch of the same one.
  useEffect(() => {
    if (!user) return;
    call.reset();
    setGroups(IAM_GROUP_NAMES.filter((g) => user.groups.includes(g)));
    setContract(user.contract);
    setOrganiserId(user.organiserId ?? '');
  }, [user?.username]);

  const state = confirmState(call);
  const needsOrganiser = groups.some((g) => ORGANISER_GROUPS.includes(g));
  const submit = () => {
    if (!user) return;
    void grant({
      username: user.username,
      ...(user.email ? { emailID: user.email } : {}),
      ...(user.mobile ? { mobile: user.mobile } : {}),
      contract,
      groups,
      ...(organiserId.trim() ? { organiserId: organiserId.trim() } : {}),
    });
  };
  return (
    <Modal
      open={user !== null}
      title="Grant dashboard access"
      onClose={onClose}
      dismissible={state !== 'inProgress'}
      minWidth={560}
      footer={
        state === 'success' ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={state === 'inProgress'}>
              Cancel
            </Button>
            <Button onClick={submit} loading={state === 'inProgress'} disabled={groups.length === 0}>
              Grant access
            </Button>
          </>
        )
      }
    >
      <StyledStack>
        <p>
          <strong>{user?.username}</strong> {user?.name ? `(${user.name})` : ''}
        </p>
        {state === 'success' ? (
          <MessageBanner tone="success">{call.data?.message}</MessageBanner>
        ) : (
          <>
            <StyledFieldset>
              <legend>Groups</legend>
              {IAM_GROUP_NAMES.map((g) => (
                <label key={g}>
                  <input
                    type="checkbox"
                    checked={groups.includes(g)}
                    onChange={(e) => setGroups((cur) => (e.target.checked ? [...cur, g] : cur.filter((x) => x !== g)))}
                  />
                  {GROUP_LABELS[g]} <small>({g})</small>
                </label>
              ))}
            </StyledFieldset>
            <StyledFieldset>
              <legend>Contract</legend>
              <label>
                <input type="checkbox" checked={contract} onChange={(e) => setContract(e.target.checked)} />
                Signed contract on file (optional)
              </label>
            </StyledFieldset>
            <TextField
              label="Organiser id"
              hint={needsOrganiser ? 'Needed for the organiser, scanning, offers and reports groups; left empty it comes from the user secrets.' : 'Only for the organiser groups.'}
              value={organiserId}
              onChange={(e) => setOrganiserId(e.target.value)}
            />
            {state === 'error' ? <MessageBanner tone="error">{failureText(call.error, 'message', STAFF_MESSAGES.accessFailed)}</MessageBanner> : null}
          </>
        )}
      </StyledStack>
    </Modal>
  );
}
