import { boxOfficeApi, errorMessage, isAppError, useGetSellContextQuery, useSaveDoorTermsMutation } from '@diy/api';
import { DOOR_TERMS_TEXTS as T, formatIstDateTime, ticketTypeNameKey, type DoorTerms, type ScheduleTicketInfo, type SellContext } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { DoorTermsEditor, Select, Spinner, type DoorTermsErrors, type DoorTermsValue, type NewDoorTypeErrors, type NewDoorTypeValue } from '@diy/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledMuted, StyledPanel, StyledPanelTitle } from '../events/shared/SectionFrame.styles';
import { doorTermsErrorsOf, doorTermsValueOf, parseDoorTerms, parseNewDoorType } from './door-terms-form';

export interface DoorShow {
  sessionId: string;
  venueName: string;
  showTime: string;
}

export interface DoorTermsPanelProps {
  shows: readonly DoorShow[];
  approvedTypes: readonly string[];
  readOnly?: boolean;
  /** Adds a ticket type to a show through the ticket step's own save (the schedule, or a published event's sessions). */
  onAddTicketType: (sessionId: string, ticket: ScheduleTicketInfo) => Promise<boolean>;
}

/** A server refusal as the form's errors: a validation error's fields by path, else the message over the form. */
function refusalErrors(error: unknown, codes: readonly string[]): DoorTermsErrors {
  if (isAppError(error) && error.fields?.length) {
    return doorTermsErrorsOf(error.fields.map((f) => ({ path: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: f.message })), codes);
  }
  return { form: errorMessage(error) };
}

const DOOR_SHOW_PARAM = 'doorShow';
const blankType: NewDoorTypeValue = { name: '', inventory: '', price: '' };

/**
 * The ticket step's "Box office" section (issue 30): a show's door terms, GET and PUT /box-office/sessions/:id(/door),
 * and a new ticket type sold only at the door (added to the show by the ticket step's save, then flagged door only).
 */
export function DoorTermsPanel({ shows, approvedTypes, readOnly = false, onAddTicketType }: DoorTermsPanelProps) {
  // The chosen show is kept in the address: the ticket step starts again after its save (adding a door-only type).
  const [params, setParams] = useSearchParams();
  const asked = params.get(DOOR_SHOW_PARAM);
  const sessionId = shows.some((s) => s.sessionId === asked) ? asked! : (shows[0]?.sessionId ?? '');
  const setSessionId = (id: string) =>
    setParams((next) => {
      next.set(DOOR_SHOW_PARAM, id);
      return next;
    }, { replace: true });
  const show = shows.find((s) => s.sessionId === sessionId);
  const context = useGetSellContextQuery(sessionId, { skip: !show });
  // Kept here, apart from the form's fields: what the last save or addition said.
  const [notice, setNotice] = useState<{ sessionId: string; text: string } | null>(null);
  if (shows.length === 0) return null;
  return (
    <StyledPanel aria-label={T.title} data-door-panel>
      <StyledPanelTitle>{T.title}</StyledPanelTitle>
      <StyledMuted>{T.lead}</StyledMuted>
      {shows.length > 1 ? (
        <Select
          label={T.show}
          value={sessionId}
          onChange={(e) => setSessionId(e.target.value)}
          options={shows.map((s) => ({ value: s.sessionId, label: `${s.venueName}, ${formatIstDateTime(s.showTime)}` }))}
        />
      ) : null}
      {context.data && show && context.data.sessionId === sessionId ? (
        <DoorTermsForm
          key={sessionId}
          context={context.data}
          notice={notice?.sessionId === sessionId ? notice.text : null}
          onNotice={(text) => setNotice(text ? { sessionId, text } : null)}
          showLine={`${show.venueName}, ${formatIstDateTime(show.showTime)}`}
          approvedTypes={approvedTypes}
          readOnly={readOnly}
          onAddTicketType={onAddTicketType}
        />
      ) : context.isError ? (
        <StyledMuted>{errorMessage(context.error)}</StyledMuted>
      ) : (
        <Spinner label="Loading door terms" />
      )}
    </StyledPanel>
  );
}

interface DoorTermsFormProps {
  context: SellContext;
  showLine: string;
  approvedTypes: readonly string[];
  readOnly: boolean;
  onAddTicketType: DoorTermsPanelProps['onAddTicketType'];
  /** What the last save or addition said (held by the panel, which outlives the ticket step's own refresh). */
  notice: string | null;
  onNotice: (text: string | null) => void;
}

function DoorTermsForm({ context, showLine, approvedTypes, readOnly, onAddTicketType, notice, onNotice }: DoorTermsFormProps) {
  const dispatch = useAppDispatch();
  const [save, saving] = useSaveDoorTermsMutation();
  const [value, setValue] = useState<DoorTermsValue>(() => doorTermsValueOf(context));
  const [errors, setErrors] = useState<DoorTermsErrors>({});
  const [newType, setNewType] = useState<NewDoorTypeValue>(blankType);
  const [newErrors, setNewErrors] = useState<NewDoorTypeErrors>({});
  const [adding, setAdding] = useState(false);
  const codes = context.ticketTypes.map((t) => t.code);
  // Each fresh answer (a save refreshes it; a door-only type just added) is what the form shows; the new type's
  // fields being typed stay.
  useEffect(() => setValue(doorTermsValueOf(context)), [context]);

  const put = async (terms: DoorTerms, typeCodes: readonly string[]): Promise<boolean> => {
    const res = await save({ sessionId: context.sessionId, ...terms });
    if ('error' in res) {
      setErrors(refusalErrors(res.error, typeCodes));
      return false;
    }
    setErrors({});
    return true;
  };

  const onSave = async () => {
    onNotice(null);
    const parsed = parseDoorTerms(value, codes);
    if ('errors' in parsed) return setErrors(parsed.errors);
    if (await put(parsed.terms, codes)) onNotice(T.saved);
  };

  // The type is made by the ticket step's save, then read back (its code) and flagged door only with the terms as saved.
  const onAdd = async () => {
    onNotice(null);
    const parsed = parseNewDoorType(newType, context.ticketTypes.map((t) => t.name));
    if ('errors' in parsed) return setNewErrors(parsed.errors);
    setNewErrors({});
    setAdding(true);
    try {
      if (!(await onAddTicketType(context.sessionId, parsed.ticket))) return;
      const fresh = await dispatch(boxOfficeApi.endpoints.getSellContext.initiate(context.sessionId, { forceRefetch: true, subscribe: false })).unwrap();
      const made = fresh.ticketTypes.find((t) => ticketTypeNameKey(t.name) === ticketTypeNameKey(parsed.ticket.ticketTypeName));
      if (!made) return setNewErrors({ form: `${parsed.ticket.ticketTypeName} was not saved` });
      const current = doorTermsValueOf(fresh);
      const terms: DoorTerms = {
        compLimit: fresh.compLimit,
        offersAtDoor: fresh.offersAtDoor,
        ticketTypes: fresh.ticketTypes.map((t) => ({ code: t.code, doorPricePaise: t.doorPricePaise, doorOnly: t.code === made.code || (current.types[t.code]?.doorOnly ?? false) })),
      };
      if (!(await put(terms, fresh.ticketTypes.map((t) => t.code)))) return;
      setNewType(blankType);
      onNotice(T.newTypeAdded(made.name));
    } catch (error) {
      setNewErrors({ form: errorMessage(error) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <DoorTermsEditor
      show={showLine}
      ticketTypes={context.ticketTypes}
      value={value}
      onChange={(next) => {
        setValue(next);
        onNotice(null);
      }}
      onSave={() => void onSave()}
      saving={saving.isLoading}
      errors={errors}
      savedMessage={notice}
      readOnly={readOnly}
      newType={{ approvedTypes, value: newType, onChange: setNewType, onAdd: () => void onAdd(), adding, errors: newErrors }}
    />
  );
}
