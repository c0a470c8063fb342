export { CancelShowDialog, type CancelShowDialogProps, type CancelShowFacts } from './CancelShowDialog';
