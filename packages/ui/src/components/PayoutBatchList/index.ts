export { PayoutBatchList, PayoutBatchStatusBadge, type PayoutBatchListProps } from './PayoutBatchList';
