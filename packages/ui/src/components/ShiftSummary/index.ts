export { ShiftSummary, type ShiftSummaryProps } from './ShiftSummary';
