import { formatIstDateTime } from '@diy/domain';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { StyledCard, StyledCode, StyledDetail, StyledDot, StyledEntry, StyledHeadline, StyledList, StyledMeta } from './AuditTimeline.styles';

export interface AuditTimelineEntry {
  id: string;
  /** ISO instant. */
  at: string;
  actorName: string;
  /** Machine action, e.g. organiser.approve. */
  action: string;
  targetType: string;
  targetId: string;
  /** A readable line about the target, e.g. the organiser's name. */
  targetLabel?: string;
  /** Anything more to show (a reason, what changed). */
  detail?: ReactNode;
}

export interface AuditTimelineProps {
  entries: readonly AuditTimelineEntry[];
  /** Accessible name of the list. */
  label?: string;
  /** Turns an action into words, e.g. organiser.approve -> "Approved organiser". Default: the action itself. */
  actionLabel?: (action: string) => string;
  /** Default: dd/MM/yyyy, hh:mm AM IST. */
  formatTime?: (iso: string) => string;
  emptyTitle?: string;
}

/** Colour of the dot by the verb at the end of the action. */
export function auditTone(action: string): 'success' | 'danger' | 'info' | 'neutral' {
  const verb = action.split('.').pop() ?? '';
  if (/approve|activate|grant|create|publish|live/.test(verb) && !/deactivate/.test(verb)) return 'success';
  if (/reject|deactivate|revoke|delete/.test(verb)) return 'danger';
  if (/sync|migrate|secret|update/.test(verb)) return 'info';
  return 'neutral';
}

/** Staff actions, newest first as given: when, who, what and on which target. */
export function AuditTimeline({
  entries, label = 'Audit entries', actionLabel = (a) => a, formatTime = (iso) => `${formatIstDateTime(iso)} IST`, emptyTitle = 'No audit entries',
}: AuditTimelineProps) {
  if (entries.length === 0) return <EmptyState title={emptyTitle} compact headingLevel={3} />;
  return (
    <StyledList aria-label={label}>
      {entries.map((entry) => (
        <StyledEntry key={entry.id} data-action={entry.action}>
          <StyledDot $tone={auditTone(entry.action)} aria-hidden="true" />
          <StyledCard>
            <StyledHeadline>
              {actionLabel(entry.action)}
              {entry.targetLabel ? `: ${entry.targetLabel}` : ''}
            </StyledHeadline>
            <StyledMeta>
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
              <span>by {entry.actorName}</span>
              <span>
                <StyledCode>{entry.action}</StyledCode> on {entry.targetType} <StyledCode>{entry.targetId}</StyledCode>
              </span>
            </StyledMeta>
            {entry.detail ? <StyledDetail>{entry.detail}</StyledDetail> : null}
          </StyledCard>
        </StyledEntry>
      ))}
    </StyledList>
  );
}
