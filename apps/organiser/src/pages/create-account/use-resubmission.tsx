import {
  DOCUMENT_FIELD_ITEMS, FIELD_REVIEW_ITEMS, MEDIA_REVIEW_ITEMS, RESUBMISSION_MESSAGES, REVIEW_ITEMS, editableItems, isItemEditable,
  isResubmittable, reasonsFor, rejectionByStep, type GeneralInformationField, type SignupForm, type SignupStep, type UploadMedia,
} from '@diy/domain';
import { RejectionNotice } from '@diy/ui';
import { useMemo } from 'react';

const LABELS = REVIEW_ITEMS as Record<string, { label: string }>;

/** The field of each general-information item that carries the reviewer's words (the bank details: the first bank field). */
const ITEM_FIRST_FIELD: Record<string, GeneralInformationField> = {};
for (const [field, item] of Object.entries(FIELD_REVIEW_ITEMS) as [GeneralInformationField, string][]) ITEM_FIRST_FIELD[item] ??= field;

export interface Resubmission {
  /** The application came back from review (rejected or partially rejected). */
  sentBack: boolean;
  partial: boolean;
  /** Approved in a partial rejection: shown, not changeable. */
  fieldLocked: (field: GeneralInformationField) => boolean;
  /** The reviewer's reasons shown under a field (on the item's first field only). */
  fieldReasons: (field: GeneralInformationField) => string[];
  documentLocked: (key: keyof typeof DOCUMENT_FIELD_ITEMS | 'agreement') => boolean;
  mediaLocked: (media: UploadMedia) => boolean;
}

/** What the organiser may change in an application sent back from review, and the reviewer's reasons per field. */
export function useResubmission(form: SignupForm): Resubmission {
  return useMemo(() => {
    const editable = editableItems(form.status, form.rejection);
    const sentBack = isResubmittable(form.status);
    const rejection = form.rejection ?? null;
    return {
      sentBack,
      partial: form.status === 'partially_rejected',
      fieldLocked: (field) => sentBack && !isItemEditable(editable, FIELD_REVIEW_ITEMS[field]),
      fieldReasons: (field) => {
        const item = FIELD_REVIEW_ITEMS[field];
        return ITEM_FIRST_FIELD[item] === field ? reasonsFor(rejection, item) : [];
      },
      documentLocked: (key) => sentBack && !isItemEditable(editable, key === 'agreement' ? 'agreement' : DOCUMENT_FIELD_ITEMS[key]),
      mediaLocked: (media) => sentBack && !isItemEditable(editable, MEDIA_REVIEW_ITEMS[media]),
    };
  }, [form.status, form.rejection]);
}

/** The reviewer's reasons for the items of one step, at the top of that step's page. */
export function StepRejectionNotice({ form, step }: { form: SignupForm; step: SignupStep }) {
  if (!isResubmittable(form.status)) return null;
  const items = rejectionByStep(form.rejection).find((g) => g.step === step)?.items ?? [];
  return (
    <RejectionNotice
      title="The reviewer asked you to change"
      items={items.map((i) => ({ field: i.item, reasons: i.reasons }))}
      fieldLabel={(item) => LABELS[item]?.label ?? item}
    />
  );
}

export const LOCKED_HINT = RESUBMISSION_MESSAGES.approvedLocked;
