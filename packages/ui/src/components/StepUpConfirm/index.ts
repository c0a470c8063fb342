export { StepUpConfirm, type StepUpConfirmProps } from './StepUpConfirm';
