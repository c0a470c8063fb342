export { SelectRoleDialog, type SelectRoleDialogProps } from './SelectRoleDialog';
