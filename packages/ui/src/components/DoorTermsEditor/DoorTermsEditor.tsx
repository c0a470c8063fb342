import { DOOR_TERMS_TEXTS as T, formatPaise } from '@diy/domain';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { StyledCheck, StyledDoor, StyledFields, StyledNarrow, StyledNew, StyledTypeName, StyledTypeRow } from './DoorTermsEditor.styles';

/** A ticket type of the show as the door sees it (its online price in paise). */
export interface DoorTypeOption {
  code: string;
  name: string;
  pricePaise: number;
}

/** The form's values as typed: the door price in rupees ('' for the online price). */
export interface DoorTermsValue {
  compLimit: string;
  offersAtDoor: boolean;
  types: Record<string, { doorPrice: string; doorOnly: boolean }>;
}

/** Errors by field: the comp limit, a type's door price (by its code), or the whole form. */
export interface DoorTermsErrors {
  compLimit?: string;
  doorPrice?: Record<string, string>;
  form?: string;
}

/** A new door-only ticket type as typed: an approved name, its inventory and its price in rupees. */
export interface NewDoorTypeValue {
  name: string;
  inventory: string;
  price: string;
}
export type NewDoorTypeErrors = Partial<Record<keyof NewDoorTypeValue | 'form', string>>;

export interface DoorTermsEditorProps {
  /** The show (venue and time): the section's heading. */
  show: ReactNode;
  ticketTypes: readonly DoorTypeOption[];
  value: DoorTermsValue;
  onChange: (value: DoorTermsValue) => void;
  onSave: () => void;
  saving?: boolean;
  errors?: DoorTermsErrors;
  /** Shown after a save went through. */
  savedMessage?: string | null;
  readOnly?: boolean;
  /** Offers a new door-only ticket type (the schedule's ticket creation plus the door flag) when given. */
  newType?: {
    approvedTypes: readonly string[];
    value: NewDoorTypeValue;
    onChange: (value: NewDoorTypeValue) => void;
    onAdd: () => void;
    adding?: boolean;
    errors?: NewDoorTypeErrors;
    addedMessage?: string | null;
  };
}

/**
 * A show's door terms (docs/box-office.md): the complimentary limit, whether offers apply at the door, and per ticket
 * type a door price and "door only"; optionally a new ticket type sold only at the door.
 */
export function DoorTermsEditor({ show, ticketTypes, value, onChange, onSave, saving = false, errors = {}, savedMessage = null, readOnly = false, newType }: DoorTermsEditorProps) {
  const headingId = useId();
  const setType = (code: string, patch: Partial<DoorTermsValue['types'][string]>) =>
    onChange({ ...value, types: { ...value.types, [code]: { doorPrice: '', doorOnly: false, ...value.types[code], ...patch } } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };
  return (
    // A group, not a second region named like the show's own tickets region (the panel around it is the "Box office" region).
    <StyledDoor role="group" aria-labelledby={headingId} data-door-terms>
      <h3 id={headingId}>{show}</h3>
      <form onSubmit={submit} noValidate aria-label={T.save}>
        <StyledNarrow>
          <TextField
            label={T.compLimit}
            inputMode="numeric"
            value={value.compLimit}
            onChange={(e) => onChange({ ...value, compLimit: e.target.value })}
            hint={T.compLimitHint}
            error={errors.compLimit}
            disabled={readOnly}
          />
        </StyledNarrow>
        <StyledCheck>
          <input type="checkbox" checked={value.offersAtDoor} onChange={(e) => onChange({ ...value, offersAtDoor: e.target.checked })} disabled={readOnly} />
          {T.offersAtDoor}
        </StyledCheck>
        {ticketTypes.length === 0 ? <p>{T.noTypes}</p> : null}
        {ticketTypes.map((t) => {
          const typed = value.types[t.code] ?? { doorPrice: '', doorOnly: false };
          return (
            <StyledTypeRow key={t.code} data-door-type={t.code}>
              <StyledTypeName>
                {t.name}
                <span>{`Online ${formatPaise(t.pricePaise)}`}</span>
              </StyledTypeName>
              <TextField
                label={T.doorPrice(t.name)}
                inputMode="decimal"
                value={typed.doorPrice}
                onChange={(e) => setType(t.code, { doorPrice: e.target.value })}
                hint={T.doorPriceHint}
                error={errors.doorPrice?.[t.code]}
                disabled={readOnly}
              />
              <StyledCheck>
                <input type="checkbox" checked={typed.doorOnly} onChange={(e) => setType(t.code, { doorOnly: e.target.checked })} disabled={readOnly} />
                {T.doorOnly(t.name)}
              </StyledCheck>
            </StyledTypeRow>
          );
        })}
        {errors.form ? <MessageBanner tone="error" title={errors.form} /> : null}
        {savedMessage ? <MessageBanner tone="success" title={savedMessage} /> : null}
        {readOnly ? null : (
          <div>
            <Button type="submit" loading={saving}>{T.save}</Button>
          </div>
        )}
      </form>
      {newType && !readOnly ? <NewDoorType {...newType} /> : null}
    </StyledDoor>
  );
}

function NewDoorType({ approvedTypes, value, onChange, onAdd, adding = false, errors = {}, addedMessage = null }: NonNullable<DoorTermsEditorProps['newType']>) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={T.newType}>
      <StyledNew>
        <legend>{T.newType}</legend>
        <p>{T.newTypeLead}</p>
        <StyledFields>
          <Select
            label={T.newTypeName}
            placeholder="Choose a ticket type"
            options={approvedTypes.map((n) => ({ value: n, label: n }))}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
            error={errors.name}
          />
          <TextField label={T.newTypeInventory} inputMode="numeric" value={value.inventory} onChange={(e) => onChange({ ...value, inventory: e.target.value })} error={errors.inventory} />
          <TextField label={T.newTypePrice} inputMode="decimal" value={value.price} onChange={(e) => onChange({ ...value, price: e.target.value })} error={errors.price} />
        </StyledFields>
        {errors.form ? <MessageBanner tone="error" title={errors.form} /> : null}
        {addedMessage ? <MessageBanner tone="success" title={addedMessage} /> : null}
        <div>
          <Button type="submit" variant="secondary" loading={adding}>{T.addNewType}</Button>
        </div>
      </StyledNew>
    </form>
  );
}
