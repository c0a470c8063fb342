import { useGetAuditLogQuery, type AuditLogArgs } from '@diy/api';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, istToday, type AuditAction, type AuditTargetType } from '@diy/domain';
import { AuditTimeline, Button, DateField, MessageBanner, Select, Spinner, TextField, dateFieldError, pageRange } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../shared/StaffPage';
import { failureText } from '../shared/staff-feedback';
import { StyledActions, StyledForm, StyledFullRow, StyledMuted, StyledPanel, StyledStack } from '../shared/staff.styles';
import { addressDate, fieldDate, istDayBound, rangeError } from './audit-dates';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditDetail, auditTargetLabel } from './audit-labels';

const PAGE = 25;
const FILTERS = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const DATES: readonly Filter[] = ['from', 'to'];

/** /apps/diy/audit-log: every staff action, filtered by action, target, actor and dates (admin). */
export function AuditLogPage() {
  return (
    <StaffPage title="Audit log" lead="Every staff action: who did what, to which target, and when.">
      <AuditLog />
    </StaffPage>
  );
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const value = (k: Filter) => params.get(k) ?? '';
  // The fields hold what the form shows: dd/MM/yyyy dates; the address keeps yyyy-MM-dd.
  const [draft, setDraft] = useState<Record<Filter, string>>(
    () => Object.fromEntries(FILTERS.map((k) => [k, DATES.includes(k) ? fieldDate(value(k)) : value(k)])) as Record<Filter, string>,
  );
  const today = istToday();
  // A date field says itself what is wrong with its text; the end before the start is said on 'To'.
  const endBeforeStart = rangeError(draft.from, draft.to);
  const datesWrong = Boolean(dateFieldError(draft.from, { max: today }) ?? dateFieldError(draft.to, { max: today }) ?? endBeforeStart);
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const args: AuditLogArgs = {
    limit: PAGE,
    offset,
    ...(value('action') ? { action: value('action') as AuditAction } : {}),
    ...(value('targetType') ? { targetType: value('targetType') as AuditTargetType } : {}),
    ...(value('targetId') ? { targetId: value('targetId') } : {}),
    ...(value('actor') ? { actor: value('actor') } : {}),
  };
  const from = value('from') ? istDayBound(value('from'), false) : undefined;
  const to = value('to') ? istDayBound(value('to'), true) : undefined;
  if (from) args.from = from;
  if (to) args.to = to;
  const log = useGetAuditLogQuery(args);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (datesWrong) return;
    setParams(() => {
      const next = new URLSearchParams();
      for (const k of FILTERS) {
        const v = DATES.includes(k) ? addressDate(draft[k]) : draft[k].trim();
        if (v) next.set(k, v);
      }
      return next;
    });
  };
  const clear = () => {
    setDraft(Object.fromEntries(FILTERS.map((k) => [k, ''])) as Record<Filter, string>);
    setParams(new URLSearchParams());
  };
  const go = (next: number) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next > 0) p.set('offset', String(next));
      else p.delete('offset');
      return p;
    });
  const set = (k: Filter) => (e: { target: { value: string } }) => setDraft((cur) => ({ ...cur, [k]: e.target.value }));
  const range = log.data ? pageRange({ total: log.data.total, limit: PAGE, offset }) : null;

  return (
    <StyledStack>
      <StyledPanel aria-label="Filters">
        <StyledForm onSubmit={apply} role="search" aria-label="Filter audit entries">
          <Select label="Action" placeholder="Any action" options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))} value={draft.action} onChange={set('action')} />
          <Select label="Target type" placeholder="Any target" options={AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: t.replace('_', ' ') }))} value={draft.targetType} onChange={set('targetType')} />
          <TextField label="Target id" value={draft.targetId} onChange={set('targetId')} />
          <TextField label="Actor" hint="A name or a user id" value={draft.actor} onChange={set('actor')} />
          <DateField label="From" value={draft.from} max={today} onChange={(v) => setDraft((cur) => ({ ...cur, from: v }))} />
          <DateField label="To" value={draft.to} max={today} error={endBeforeStart} onChange={(v) => setDraft((cur) => ({ ...cur, to: v }))} />
          <StyledFullRow>
            <StyledActions>
              <Button type="submit">Apply filters</Button>
              <Button variant="secondary" onClick={clear}>
                Clear
              </Button>
            </StyledActions>
          </StyledFullRow>
        </StyledForm>
      </StyledPanel>
      {log.isLoading ? (
        <Spinner size="lg" label="Loading audit entries" />
      ) : log.isError ? (
        <MessageBanner tone="error" title="The audit log did not load" action={<Button size="sm" variant="secondary" onClick={() => void log.refetch()}>Retry</Button>}>
          {failureText(log.error)}
        </MessageBanner>
      ) : (
        <>
          <StyledMuted aria-live="polite">{range && log.data && log.data.total > 0 ? `Showing ${range.from}–${range.to} of ${log.data.total}` : null}</StyledMuted>
          <AuditTimeline
            entries={(log.data?.list ?? []).map((e) => ({
              id: String(e.id),
              at: e.at,
              actorName: e.actorName,
              action: e.action,
              targetType: e.targetType,
              targetId: e.targetId,
              targetLabel: auditTargetLabel(e),
              detail: auditDetail(e),
            }))}
            actionLabel={auditActionLabel}
            emptyTitle="No audit entries match"
          />
          {log.data && log.data.total > PAGE ? (
            <StyledActions as="nav" aria-label="Audit pages">
              <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => go(Math.max(0, offset - PAGE))}>
                Newer
              </Button>
              <Button variant="secondary" size="sm" disabled={offset + PAGE >= log.data.total} onClick={() => go(offset + PAGE)}>
                Older
              </Button>
            </StyledActions>
          ) : null}
        </>
      )}
    </StyledStack>
  );
}
