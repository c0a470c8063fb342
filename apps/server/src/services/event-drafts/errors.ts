import { EVENT_ERROR_CODES, SUBMIT_MESSAGES, type Snackbar } from '@diy/domain';
import { AppError, type FieldError } from '../../http/errors';

/** Codes of the event draft routes: the spec's (section 8) where it names one, the product's otherwise. */
export const DRAFT_ERROR_CODES = {
  unknown: EVENT_ERROR_CODES.creationUnknown,
  invalidReference: EVENT_ERROR_CODES.invalidReferenceId,
  saleStarted: EVENT_ERROR_CODES.saleStarted,
  readOnly: 'ERR.EVENTCREATION.READ_ONLY',
  alreadyInReview: 'ERR.EVENTCREATION.ALREADY_IN_REVIEW',
  incomplete: 'ERR.EVENTCREATION.INCOMPLETE',
  notADraft: 'ERR.EVENTCREATION.NOT_A_DRAFT',
  closed: 'ERR.EVENTCREATION.CLOSED',
} as const;

export const DRAFT_TEXTS = {
  noOrganiser: 'Your organiser account is not set up yet, so events cannot be created.',
  saleStarted: 'Ticket sales for this event have started: its venue type and schedule cannot be changed here.',
  notSubmittable: 'Only drafts can be submitted for review',
  closed: 'This event is closed and cannot be edited',
  copyInReview: 'An edit of this event is already under review and cannot be changed until it is reviewed',
} as const;

export const draftErrors = {
  unknown: () => new AppError(403, DRAFT_ERROR_CODES.unknown, DRAFT_TEXTS.noOrganiser),
  invalidReference: () => new AppError(404, DRAFT_ERROR_CODES.invalidReference, SUBMIT_MESSAGES.notFound),
  readOnly: (message: string = SUBMIT_MESSAGES.readOnly) => new AppError(409, DRAFT_ERROR_CODES.readOnly, message),
  alreadyInReview: () => new AppError(409, DRAFT_ERROR_CODES.alreadyInReview, SUBMIT_MESSAGES.alreadyInReview),
  notSubmittable: () => new AppError(409, DRAFT_ERROR_CODES.notADraft, DRAFT_TEXTS.notSubmittable),
  deleteOnlyDrafts: () => new AppError(409, DRAFT_ERROR_CODES.notADraft, SUBMIT_MESSAGES.deleteOnlyDrafts),
  closed: () => new AppError(409, DRAFT_ERROR_CODES.closed, DRAFT_TEXTS.closed),
  saleStarted: () => new AppError(409, DRAFT_ERROR_CODES.saleStarted, DRAFT_TEXTS.saleStarted),
  /** What a submit misses: one problem is said as itself; several as 'complete every section', each in `fields`. */
  incomplete: (fields: FieldError[]) =>
    new AppError(400, DRAFT_ERROR_CODES.incomplete, fields.length === 1 ? fields[0]!.message : SUBMIT_MESSAGES.incomplete, {
      shortDesc: fields.length === 1 ? fields[0]!.message : SUBMIT_MESSAGES.incomplete,
      longDesc: fields.map((f) => f.message).join('; '),
      field: fields[0]?.field,
      fields,
    }),
};

const snackbar = (title: string, content: string, toastMsg: string): Snackbar => ({ title, content, class: 'success', toastMsg });
export const SNACKBARS = {
  created: snackbar('Draft created', 'Your event is saved as a draft. Complete every section and submit it for review.', 'Event draft created'),
  copied: snackbar(
    'Draft created',
    'Your changes are saved in a draft copy of the live event. Submit it for review to update the live event.',
    'Changes saved as a draft',
  ),
  saved: snackbar('Saved', 'Your changes are saved.', 'Changes saved'),
  submitted: snackbar('Submitted for review', 'Your event is under review. It goes live within 15 minutes of approval.', 'Event submitted for review'),
} as const;
