import { SELECT_ROLE_TITLE } from '@diy/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { StyledFooterSpacer, StyledIntro, StyledRole, StyledRoles } from './SelectRoleDialog.styles';

export interface SelectRoleDialogProps {
  open: boolean;
  artistName: string;
  /** The roles that can be assigned, e.g. ARTIST_ROLES. */
  roles: readonly string[];
  /** The roles ticked so far. */
  value: readonly string[];
  onChange: (roles: string[]) => void;
  /** Create is disabled until at least one role is ticked. */
  onCreate: () => void;
  /** Shows Delete (an artist already on the event). */
  onDelete?: () => void;
  onClose: () => void;
  createLabel?: string;
  deleteLabel?: string;
  /** Create shows a spinner. */
  busy?: boolean;
}

/** 'Select Role': tick one or more roles for an artist, then Create; Delete removes an artist already added. */
export function SelectRoleDialog({
  open,
  artistName,
  roles,
  value,
  onChange,
  onCreate,
  onDelete,
  onClose,
  createLabel = 'Create',
  deleteLabel = 'Delete',
  busy = false,
}: SelectRoleDialogProps) {
  const toggle = (role: string, on: boolean) => {
    const next = on ? [...value, role] : value.filter((r) => r !== role);
    // Keep the order of the role list, whatever the order of ticking.
    onChange(roles.filter((r) => next.includes(r)));
  };
  return (
    <Modal
      open={open}
      title={SELECT_ROLE_TITLE}
      onClose={onClose}
      footer={
        <>
          {onDelete ? (
            <>
              <Button variant="danger" onClick={onDelete} disabled={busy}>
                {deleteLabel}
              </Button>
              <StyledFooterSpacer aria-hidden="true" />
            </>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onCreate} disabled={value.length === 0} loading={busy}>
            {createLabel}
          </Button>
        </>
      }
    >
      <StyledIntro>
        What does <strong>{artistName}</strong> do at this event?
      </StyledIntro>
      <StyledRoles>
        <legend>Roles</legend>
        {roles.map((role) => {
          const checked = value.includes(role);
          return (
            <StyledRole key={role} $checked={checked}>
              <input type="checkbox" checked={checked} onChange={(e) => toggle(role, e.target.checked)} />
              {role}
            </StyledRole>
          );
        })}
      </StyledRoles>
    </Modal>
  );
}
