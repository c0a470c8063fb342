export { AuditTimeline, auditTone, type AuditTimelineEntry, type AuditTimelineProps } from './AuditTimeline';
