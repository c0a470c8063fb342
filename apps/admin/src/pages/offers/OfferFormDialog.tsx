import { useCreateCatalogueOfferMutation, useUpdateCatalogueOfferMutation } from '@diy/api';
import { CATALOGUE_OFFER_TEXTS, OFFER_FUNDER_LABELS, OFFER_FUNDERS, type CatalogueOffer, type OfferAudience } from '@diy/domain';
import { Button, DateField, MessageBanner, Modal, Select, TextField } from '@diy/ui';
import { useEffect, useState } from 'react';
import { failureText, useStaffToasts } from '../shared/staff-feedback';
import { StyledForm, StyledFullRow } from '../shared/staff.styles';
import { EMPTY_OFFER_FORM, formFromOffer, offerFromForm, type OfferFormValues } from './offer-form';

interface OfferFormDialogProps {
  open: boolean;
  /** The offer to edit; null adds a new one. */
  offer: CatalogueOffer | null;
  audiences: readonly OfferAudience[];
  onClose: () => void;
}

/** Add or edit a catalogue offer: checked with the server's schema as typed, errors beside their fields. */
export function OfferFormDialog({ open, offer, audiences, onClose }: OfferFormDialogProps) {
  const [values, setValues] = useState<OfferFormValues>(EMPTY_OFFER_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, created] = useCreateCatalogueOfferMutation();
  const [update, updated] = useUpdateCatalogueOfferMutation();
  const toasts = useStaffToasts();
  const saving = created.isLoading || updated.isLoading;
  const failed = created.error ?? updated.error;

  useEffect(() => {
    if (!open) return;
    setValues(offer ? formFromOffer(offer) : EMPTY_OFFER_FORM);
    setErrors({});
    created.reset();
    updated.reset();
  }, [open, offer]);

  const set = (key: keyof OfferFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: keyof OfferFormValues) => ({ value: values[key], onChange: (e: { target: { value: string } }) => set(key)(e.target.value), error: errors[key] });

  const submit = async () => {
    const checked = offerFromForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { code, ...rules } = checked.body;
    try {
      const saved = offer ? await update({ code: offer.code, rules }).unwrap() : await create(checked.body).unwrap();
      toasts.success(offer ? CATALOGUE_OFFER_TEXTS.saved(saved.code) : CATALOGUE_OFFER_TEXTS.added(code));
      onClose();
    } catch {
      // The banner shows the server's words.
    }
  };

  const percent = values.discountKind === 'PERCENT';
  return (
    <Modal
      open={open}
      title={offer ? `Edit offer ${offer.code}` : 'Add an offer'}
      onClose={onClose}
      minWidth={726}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button onClick={() => void submit()} loading={saving}>{offer ? 'Save offer' : 'Add offer'}</Button>
        </>
      }
    >
      {failed ? <MessageBanner tone="error" title="The offer was not saved">{failureText(failed)}</MessageBanner> : null}
      <StyledForm noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <TextField label="Code" {...field('code')} disabled={offer !== null} hint="Capital letters and digits, e.g. HDFC15" data-autofocus="true" />
        <TextField label="Name" {...field('name')} />
        <Select
          label="Audience"
          placeholder="Choose an audience"
          options={audiences.map((a) => ({ value: a.type, label: a.name }))}
          value={values.audienceType}
          onChange={(e) => set('audienceType')(e.target.value)}
          error={errors.audienceType}
        />
        <Select
          label="Discount"
          options={[{ value: 'PERCENT', label: 'Percent off' }, { value: 'FLAT', label: 'Flat ₹ off a ticket' }]}
          value={values.discountKind}
          onChange={(e) => set('discountKind')(e.target.value)}
        />
        <TextField label={percent ? 'Percent off' : 'Rupees off a ticket'} inputMode="decimal" {...field('discount')} />
        {percent ? <TextField label="Most off a ticket (₹, optional)" inputMode="decimal" {...field('maxPerTicketRupees')} /> : null}
        <TextField label="Minimum tickets a booking" inputMode="numeric" {...field('minTickets')} />
        <TextField label="Ticket types (blank: all)" hint="Names, separated by commas" {...field('ticketTypes')} />
        <DateField label="Valid from" value={values.validFrom} onChange={set('validFrom')} error={errors.validFrom ?? null} />
        <DateField label="Valid until (last day)" value={values.validTo} onChange={set('validTo')} error={errors.validTo ?? null} />
        <Select
          label="Discount funded by"
          options={OFFER_FUNDERS.map((f) => ({ value: f, label: OFFER_FUNDER_LABELS[f] }))}
          value={values.fundedBy}
          onChange={(e) => set('fundedBy')(e.target.value)}
          error={errors.fundedBy}
          hint="Discounts DIY Events or a partner fund are reimbursed to the organiser"
        />
        <TextField label="Discounted tickets per event" inputMode="numeric" {...field('totalCapTickets')} />
        <TextField label="Budget per event (₹, optional)" inputMode="decimal" {...field('budgetRupees')} />
        <TextField label="Bookings per buyer (optional)" inputMode="numeric" {...field('perBuyerLimit')} />
        <StyledFullRow>
          <TextField label="Description" {...field('description')} fullWidth />
        </StyledFullRow>
      </StyledForm>
    </Modal>
  );
}
