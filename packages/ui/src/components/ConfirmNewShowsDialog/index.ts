export { ConfirmNewShowsDialog, type ConfirmNewShowsDialogProps } from './ConfirmNewShowsDialog';
