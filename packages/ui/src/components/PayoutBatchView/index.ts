export { PayoutBatchView, type PayoutBatchViewProps } from './PayoutBatchView';
