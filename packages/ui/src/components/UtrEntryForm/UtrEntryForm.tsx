import {
  calendarDateIso, checkUtrEntries, formatCalendarDate, istToday, parseDdMmYyyy, PAYOUTS_UI_TEXTS as T, utrRowErrors,
  type PayoutBatchItem, type ResponseRowError, type UtrEntry, type UtrRowError,
} from '@diy/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { DateField } from '../DateField';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';
import { StyledActions, StyledForm, StyledLead, StyledRow, StyledSummary } from './UtrEntryForm.styles';

export interface UtrEntryFormProps {
  /** The batch's payments, one row each. */
  items: readonly Pick<PayoutBatchItem, 'id' | 'statementNumber' | 'organiserName' | 'accountNumber' | 'amountPaise'>[];
  /** Called with every row once each one checks out (the server's schema and the batch's matching). */
  onSubmit: (entries: UtrEntry[]) => void;
  busy?: boolean;
  /** The rows the server refused last time (422 `errors.rows`): named on their rows until they are edited. */
  refusedRows?: readonly ResponseRowError[];
  /** Today, for the date each row starts with and the calendar (default: now). */
  now?: Date;
}

interface RowInput {
  utr: string;
  /** dd/MM/yyyy as typed. */
  date: string;
}

/**
 * The UTRs of a batch entered by hand, one per statement (docs/settlements.md "Payouts"): each row is checked with the
 * server's own schema and the batch's row-by-row matching before anything is sent, so a malformed UTR, a date that is
 * not a day, or a UTR typed twice is named on its row; what the server refuses (a UTR an earlier payment used) comes
 * back named on its row too. Nothing is recorded unless every row is right.
 */
export function UtrEntryForm({ items, onSubmit, busy = false, refusedRows, now }: UtrEntryFormProps) {
  const today = useMemo(() => formatCalendarDate(istToday(now)), [now]);
  const [inputs, setInputs] = useState<Record<string, RowInput>>({});
  const [errors, setErrors] = useState<UtrRowError[]>([]);
  useEffect(() => {
    if (refusedRows && refusedRows.length > 0) setErrors(utrRowErrors(refusedRows));
  }, [refusedRows]);

  const inputOf = (number: string): RowInput => inputs[number] ?? { utr: '', date: today };
  const edit = (number: string, change: Partial<RowInput>) => {
    setInputs((all) => ({ ...all, [number]: { ...inputOf(number), ...change } }));
    setErrors((all) => all.filter((e) => e.statementNumber !== number || (change.utr === undefined ? e.field === 'utr' : e.field === 'paidOn')));
  };
  const errorOf = (number: string, field: UtrRowError['field']) =>
    errors.filter((e) => e.statementNumber === number && e.field === field).map((e) => e.message).join(' ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const drafts = items.map((i) => {
      const { utr, date } = inputOf(i.statementNumber);
      const day = parseDdMmYyyy(date);
      return { statementNumber: i.statementNumber, utr, paidOn: day ? calendarDateIso(day) : '' };
    });
    const checked = checkUtrEntries(items, drafts, calendarDateIso(istToday(now)));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    onSubmit(checked.entries);
  };

  return (
    <StyledForm noValidate onSubmit={submit} aria-label={T.enterTitle}>
      <StyledLead>{T.enterLead}</StyledLead>
      {errors.length > 0 ? (
        <MessageBanner tone="error" title={T.rowsToFix(new Set(errors.map((e) => e.statementNumber)).size)}>
          <StyledSummary>
            {errors.map((e) => (
              <li key={`${e.statementNumber}-${e.field}-${e.message}`}>{`${e.statementNumber}: ${e.message}`}</li>
            ))}
          </StyledSummary>
        </MessageBanner>
      ) : null}
      {items.map((i) => {
        const input = inputOf(i.statementNumber);
        const utrError = errorOf(i.statementNumber, 'utr');
        const dateError = errorOf(i.statementNumber, 'paidOn');
        return (
          <StyledRow key={i.id} $invalid={Boolean(utrError ?? dateError)} data-statement={i.statementNumber}>
            <legend>{T.rowLegend(i.statementNumber, i.organiserName, i.amountPaise)}</legend>
            <TextField
              label={T.utrLabel}
              value={input.utr}
              autoComplete="off"
              spellCheck={false}
              error={utrError}
              disabled={busy}
              onChange={(e) => edit(i.statementNumber, { utr: e.target.value.toUpperCase() })}
            />
            <DateField
              label={T.paidOnLabel}
              value={input.date}
              max={istToday(now)}
              error={dateError ?? null}
              disabled={busy}
              {...(now ? { now } : {})}
              onChange={(date) => edit(i.statementNumber, { date })}
            />
          </StyledRow>
        );
      })}
      <StyledActions>
        <Button type="submit" loading={busy}>
          {T.saveUtrs}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
