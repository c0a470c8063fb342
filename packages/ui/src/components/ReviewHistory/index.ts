export { ReviewHistory, type ReviewHistoryProps, type ReviewHistoryRound } from './ReviewHistory';
