import { useId, useState, type ElementType, type FormEvent } from 'react';
import { TICKET_MESSAGES, formatIstDateTime, ticketTypeNameError } from '@diy/domain';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextField } from '../TextField';
import { TrashIcon } from '../SessionScheduler/TrashIcon';
import { COPY_TEXTS, planCopyToAll, type CopyPlan } from './copy-plan';
import { TicketTypeCombobox } from './TicketTypeCombobox';
import { allTicketErrors, emptyTicketRow, pricePaise, receiveLine, soldLine, type TicketRowValue, type TicketSessionValue } from './ticket-rows';
import {
  StyledChangeList, StyledCreate, StyledCreateRow, StyledEmpty, StyledFooter, StyledHelper, StyledRemove, StyledRoot, StyledRow, StyledRows,
  StyledSession, StyledSessionHead, StyledSessionTitle, StyledSent, StyledSessionActions,
} from './TicketTypeEditor.styles';

export interface TicketTypeEditorProps {
  sessions: readonly TicketSessionValue[];
  onChange: (sessions: TicketSessionValue[]) => void;
  /** Approved ticket-type names (GET /tickettypes/approved). */
  approvedTypes: readonly string[];
  /**
   * Sends a new name for approval (POST /tickettypes). Resolves with the server's message; rejects with an Error
   * whose message is shown under the field.
   */
  onCreateTicketType?: (name: string) => Promise<string | void>;
  onSave: () => void;
  saveLabel?: string;
  saving?: boolean;
  readOnly?: boolean;
  /**
   * A published event: its saved ticket types are never removed (no delete on them, and 'Copy to all shows' keeps
   * them on the other shows).
   */
  keepSaved?: boolean;
  /** Heading level of each show's title and of "Not in the list?" in the page outline (2 right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

/** Ticket types per session: an approved type, total inventory and a price in INR with what the organiser receives. */
export function TicketTypeEditor({
  sessions, onChange, approvedTypes, onCreateTicketType, onSave, saveLabel = 'Save', saving = false, readOnly = false, keepSaved = false,
  headingLevel = 3,
}: TicketTypeEditorProps) {
  const heading = `h${headingLevel}` as ElementType;
  const [copy, setCopy] = useState<CopyPlan | null>(null);
  const createId = useId();
  const [showErrors, setShowErrors] = useState(false);
  const [newName, setNewName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [createSent, setCreateSent] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const errors = allTicketErrors(sessions, approvedTypes);

  const updateSession = (si: number, tickets: TicketRowValue[]) =>
    onChange(sessions.map((s, i) => (i === si ? { ...s, tickets } : s)));
  const updateRow = (si: number, ri: number, patch: Partial<TicketRowValue>) =>
    updateSession(si, sessions[si]!.tickets.map((r, i) => (i === ri ? { ...r, ...patch } : r)));

  // 'Copy to all shows' lists what it will change first; Copy applies it (never below a show's sold count).
  const copyToAll = (si: number) => setCopy(planCopyToAll(sessions, si, keepSaved));
  const applyCopy = () => {
    if (copy && copy.changes.length > 0) onChange(copy.sessions);
    setCopy(null);
  };

  const submitCreate = async (event: FormEvent) => {
    event.preventDefault();
    const message = ticketTypeNameError(newName);
    setCreateSent(null);
    if (message) {
      setCreateError(message);
      return;
    }
    if (!onCreateTicketType) return;
    setCreating(true);
    setCreateError(null);
    try {
      const answer = await onCreateTicketType(newName.trim());
      setCreateSent(answer || TICKET_MESSAGES.sentForApproval);
      setNewName('');
    } catch (error) {
      setCreateError(error instanceof Error ? error.message : String(error));
    } finally {
      setCreating(false);
    }
  };

  const save = () => {
    const valid = errors.size === 0 && sessions.every((s) => s.tickets.length > 0);
    setShowErrors(true);
    if (valid) onSave();
  };

  return (
    <StyledRoot>
      {sessions.map((session, si) => {
        const title = `${session.venueName}, ${formatIstDateTime(session.showTime)}`;
        return (
          <StyledSession key={session.key} aria-label={title}>
            <StyledSessionHead>
              <StyledSessionTitle as={heading}>{title}</StyledSessionTitle>
              {!readOnly && sessions.length > 1 && session.tickets.length > 0 ? (
                <StyledSessionActions>
                  <Button variant="ghost" size="sm" onClick={() => copyToAll(si)}>Copy to all shows</Button>
                </StyledSessionActions>
              ) : null}
            </StyledSessionHead>
            {session.tickets.length === 0 ? (
              <StyledEmpty role={showErrors ? 'alert' : undefined}>
                {showErrors ? 'Please add at least one ticket type to this show' : 'No ticket types yet'}
              </StyledEmpty>
            ) : (
              <StyledRows>
                {session.tickets.map((row, ri) => {
                  const rowErrors = showErrors ? errors.get(row.key) : undefined;
                  const paise = pricePaise(row.price);
                  return (
                    <StyledRow key={row.key} role="group" aria-label={`Ticket ${ri + 1}`}>
                      <TicketTypeCombobox
                        label="Ticket type"
                        value={row.ticketTypeName}
                        options={approvedTypes}
                        disabled={readOnly || Boolean(row.sold)}
                        error={rowErrors?.name}
                        onChange={(ticketTypeName) => updateRow(si, ri, { ticketTypeName })}
                      />
                      <TextField
                        label="Total inventory"
                        inputMode="numeric"
                        value={row.totalInventory}
                        disabled={readOnly}
                        error={rowErrors?.inventory ?? (row.totalInventory !== '' && errors.get(row.key)?.inventory) ?? undefined}
                        hint={row.sold ? soldLine(row) : undefined}
                        onChange={(e) => updateRow(si, ri, { totalInventory: e.target.value.replace(/[^\d]/g, '').slice(0, 7) })}
                      />
                      <div>
                        <TextField
                          label="Price (₹)"
                          inputMode="decimal"
                          value={row.price}
                          disabled={readOnly}
                          placeholder="0 for free"
                          error={rowErrors?.price}
                          onChange={(e) => updateRow(si, ri, { price: e.target.value.replace(/[^\d.]/g, '').slice(0, 10) })}
                        />
                        {paise !== null ? <StyledHelper aria-live="polite">{receiveLine(paise)}</StyledHelper> : null}
                      </div>
                      {!readOnly && !row.sold && !(keepSaved && row.ticketTypeCode) ? (
                        <StyledRemove
                          type="button"
                          aria-label={`Remove ticket ${ri + 1}${row.ticketTypeName ? ` ${row.ticketTypeName}` : ''}`}
                          onClick={() => updateSession(si, session.tickets.filter((_, i) => i !== ri))}
                        >
                          <TrashIcon />
                        </StyledRemove>
                      ) : null}
                    </StyledRow>
                  );
                })}
              </StyledRows>
            )}
            {!readOnly ? (
              <Button variant="ghost" size="sm" onClick={() => updateSession(si, [...session.tickets, emptyTicketRow()])}>
                + Add ticket type
              </Button>
            ) : null}
          </StyledSession>
        );
      })}
      {!readOnly && onCreateTicketType ? (
        <StyledCreate onSubmit={submitCreate} aria-labelledby={`${createId}-title`}>
          <StyledSessionTitle as={heading} id={`${createId}-title`}>Not in the list?</StyledSessionTitle>
          <StyledCreateRow>
            <TextField
              label="Create new ticket type"
              value={newName}
              error={createError}
              hint="New names are checked by our team before they can be used"
              onChange={(e) => {
                setNewName(e.target.value);
                setCreateError(null);
              }}
            />
            <Button type="submit" variant="secondary" loading={creating}>Send for approval</Button>
          </StyledCreateRow>
          {createSent ? <StyledSent role="status">{createSent}</StyledSent> : null}
        </StyledCreate>
      ) : null}
      <ConfirmDialog
        open={copy !== null}
        title={COPY_TEXTS.title}
        message={copy && copy.changes.length > 0 ? COPY_TEXTS.lead : COPY_TEXTS.nothing}
        confirmLabel={COPY_TEXTS.confirm}
        confirmDisabled={!copy || copy.changes.length === 0}
        onConfirm={applyCopy}
        onClose={() => setCopy(null)}
      >
        {copy && copy.changes.length > 0 ? (
          <StyledChangeList aria-label="Changes to the other shows">
            {copy.changes.map((c) => (
              <li key={c.sessionKey}>
                <strong>{c.title}</strong>
                <ul>
                  {c.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </StyledChangeList>
        ) : null}
      </ConfirmDialog>
      {!readOnly ? (
        <StyledFooter>
          <Button onClick={save} loading={saving}>{saveLabel}</Button>
        </StyledFooter>
      ) : null}
    </StyledRoot>
  );
}
