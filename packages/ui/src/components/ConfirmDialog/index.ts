export { ConfirmDialog, type ConfirmDialogNote, type ConfirmDialogProps, type ConfirmState } from './ConfirmDialog';
