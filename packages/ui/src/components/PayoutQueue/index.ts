export { holdAction, PayoutQueue, type PayoutQueueProps, type RefusedStatement } from './PayoutQueue';
