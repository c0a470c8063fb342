import type { AuditAction, AuditEntry } from '@diy/domain';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'organiser.approve': 'Approved organiser',
  'organiser.additional_approve': 'Approved new supporting documents/data',
  'organiser.reject': 'Rejected organiser',
  'organiser.partial_reject': 'Partially rejected organiser',
  'user.activate': 'Activated user',
  'user.deactivate': 'Deactivated user',
  'user.access_grant': 'Granted dashboard access',
  'user.organiser_create': 'Created organiser from user',
  'user.secret_set': 'Set organiser id on user',
  'user.sync': 'Synced user',
  'user.migrate': 'Migrated user',
  'gate_staff.create': 'Created gate staff',
  'event.approve': 'Approved event',
  'event.reject': 'Rejected event',
  'ticket_type.approve': 'Approved ticket type',
  'ticket_type.reject': 'Rejected ticket type',
  'offer.create': 'Added catalogue offer',
  'offer.update': 'Edited catalogue offer',
  'offer.retire': 'Retired catalogue offer',
  'tax_rate.add': 'Added tax rate',
  'payout_batch.prepare': 'Prepared payout batch',
  'payout_batch.approve': 'Approved payout batch',
  'payout_batch.cancel': 'Cancelled payout batch',
  'payout_batch.bank_file': 'Downloaded bank file',
  'payout_batch.paid': 'Marked payout batch paid',
  'statement.hold': 'Held statement',
  'statement.release': 'Released statement',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A readable name of the target, from what the entry recorded. */
export function auditTargetLabel(entry: AuditEntry): string | undefined {
  const after = record(entry.after);
  const before = record(entry.before);
  const pick = (k: string) => (typeof after[k] === 'string' ? (after[k] as string) : typeof before[k] === 'string' ? (before[k] as string) : undefined);
  return pick('title') ?? pick('name') ?? pick('organisationName') ?? pick('username') ?? pick('ticketTypeName') ?? pick('eventCode') ?? pick('number');
}

/** One line on what changed: reasons, notes, the BD, the status. */
export function auditDetail(entry: AuditEntry): string | undefined {
  const after = record(entry.after);
  const parts: string[] = [];
  if (typeof after.status === 'string') parts.push(`status ${after.status}`);
  if (typeof after.bdName === 'string') parts.push(`BD ${after.bdName}`);
  if (typeof after.eventCode === 'string') parts.push(`event code ${after.eventCode}`);
  const rejection = record(after.rejection);
  const items = Array.isArray(rejection.items) ? rejection.items : Array.isArray(after.rejectionReasons) ? after.rejectionReasons : [];
  for (const raw of items) {
    const item = record(raw);
    const parts2 = [item.label ?? item.section, item.field].filter((x): x is string => typeof x === 'string');
    const what = [...new Set(parts2)].join(' · ');
    const reasons = Array.isArray(item.reasons) ? item.reasons.filter((r) => typeof r === 'string').join('; ') : '';
    if (what || reasons) parts.push(`${what}: ${reasons}`);
  }
  const note = after.note ?? rejection.note;
  if (typeof note === 'string' && note) parts.push(`note: ${note}`);
  if (Array.isArray(after.groups)) parts.push(`groups ${after.groups.join(', ')}`);
  return parts.length ? parts.join(' · ') : undefined;
}
