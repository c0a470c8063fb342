export { SessionCounts, type SessionCountsProps } from './SessionCounts';
