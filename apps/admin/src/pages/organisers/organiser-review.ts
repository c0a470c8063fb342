import {
  APPLICATION_REVIEW_ITEMS, CHANGE_ITEM_PREFIX, REVIEW_ITEMS, type OrganiserListItem, type OrganiserListStatus,
} from '@diy/domain';

export const LIST_STATUS_LABELS: Record<OrganiserListStatus, string> = {
  pending: 'Pending',
  'under-review': 'New documents',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const LIST_STATUS_ORDER: readonly OrganiserListStatus[] = ['pending', 'under-review', 'approved', 'rejected'];

/** Labels of the general information the applicant gave (the account form). */
export const DETAIL_LABELS: Record<string, string> = {
  organisationName: 'Organisation name',
  pan: 'PAN',
  gstin: 'GSTIN',
  gstinState: 'GSTIN state',
  address: 'Address',
  fullName: 'Full name',
  email: 'E-mail',
  beneficiaryName: 'Beneficiary name',
  bankName: 'Bank name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  accountType: 'Account type',
};
const DETAIL_ORDER = Object.keys(DETAIL_LABELS);

/** camelCase to words for keys without a label. */
export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The details in the form's order, unknown keys after. */
export function detailRows(details: Record<string, string>): { key: string; label: string; value: string }[] {
  const keys = Object.keys(details).sort((a, b) => {
    const ia = DETAIL_ORDER.indexOf(a);
    const ib = DETAIL_ORDER.indexOf(b);
    return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.localeCompare(b);
  });
  return keys.map((key) => ({ key, label: DETAIL_LABELS[key] ?? humanise(key), value: details[key] ?? '' }));
}

export const DOCUMENT_LABELS: Record<string, string> = {
  pan: 'PAN card',
  cheque: 'Cancelled cheque',
  gst: 'GST certificate',
  agreement: 'Signed agreement',
};

/** A document's name for people: the kind, and the GST number for certificates. */
export function documentLabel(doc: { media: string; gstNumber: string | null }): string {
  const base = DOCUMENT_LABELS[doc.media] ?? humanise(doc.media);
  return doc.gstNumber ? `${base} ${doc.gstNumber}` : base;
}

/** What a reviewer can reject: the application's items, or an approved organiser's pending changes. */
export function reviewItemsFor(item: OrganiserListItem): { id: string; label: string; description?: string }[] {
  if (item.kind === 'ADDITIONAL_DOC_APPROVAL') {
    return item.changeRequests.map((c) => ({
      id: `${CHANGE_ITEM_PREFIX}${c.id}`,
      label: c.gstin ? `New GST number ${c.gstin}` : humanise(c.change),
      description: [c.state, c.replaces ? `replaces ${c.replaces}` : null].filter(Boolean).join(' · ') || undefined,
    }));
  }
  return APPLICATION_REVIEW_ITEMS.map((key) => {
    const value = key in item.details ? item.details[key] : undefined;
    return { id: key, label: REVIEW_ITEMS[key].label, description: value };
  });
}

/** The state whose BD managers are offered: the first GSTIN state the applicant gave. */
export function applicantState(item: OrganiserListItem): string {
  return (item.details.gstinState ?? item.details.state ?? '').split(',')[0]?.trim() ?? '';
}

export function reviewable(item: OrganiserListItem): boolean {
  return item.listStatus === 'pending' || item.listStatus === 'under-review';
}

/** The organiser's status for the review panel: the list it is in, a partial rejection named as such. */
export function statusLabel(item: Pick<OrganiserListItem, 'listStatus' | 'applicationStatus'>): string {
  if (item.listStatus === 'rejected' && item.applicationStatus === 'partially_rejected') return 'Partially rejected';
  return LIST_STATUS_LABELS[item.listStatus];
}

export function statusTone(item: Pick<OrganiserListItem, 'listStatus'>): 'success' | 'danger' | 'warning' {
  return item.listStatus === 'approved' ? 'success' : item.listStatus === 'rejected' ? 'danger' : 'warning';
}
