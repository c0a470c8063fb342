export { ChecklistDialog, type ChecklistDialogProps, type ChecklistItem, type ChecklistResult } from './ChecklistDialog';
