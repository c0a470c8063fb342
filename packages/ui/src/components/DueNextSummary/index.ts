export { DueNextSummary, dueTiles, type DueNextSummaryProps } from './DueNextSummary';
