export { VenueSummaryCards, type VenueSummaryCardsProps, type VenueSummary } from './VenueSummaryCards';
