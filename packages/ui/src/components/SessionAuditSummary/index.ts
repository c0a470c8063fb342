export { SessionAuditSummary, type SessionAuditSummaryProps, type SessionAuditEntry } from './SessionAuditSummary';
