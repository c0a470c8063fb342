import { BOX_OFFICE_ERROR_CODES, BOX_OFFICE_TEXTS, ERROR_CODES, FEATURES } from '@diy/domain';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import type { RequestUser } from '../auth-service';
import { featuresFor } from '../features';
import { readSecrets } from '../staff/user-secrets';

/** Who is calling the box office: the organiser whose sessions they sell or manage, and whether they are its owner. */
export interface BoxOfficeCaller {
  userId: string;
  organiserId: string;
  /** The organiser's own account (role organiser): console settings, door terms, every shift, voids after the window. */
  owner: boolean;
}

const forbidden = () => new AppError(403, ERROR_CODES.forbidden, errors.forbidden().message);

/**
 * A seller: a user of an organiser whose features include FEATURES.boxOffice (the owner through the organiser role,
 * gate staff through the IAM group DIY_BOX_OFFICE given in Grant access). Scan-only gate staff and everyone else: 403.
 */
export async function boxOfficeSeller(db: Db, user: RequestUser): Promise<BoxOfficeCaller> {
  if (!user.organiserId) throw forbidden();
  const owner = user.roles.includes('organiser');
  if (!owner) {
    const secrets = await readSecrets(db, user.id);
    if (!featuresFor(user.roles, secrets.groups).includes(FEATURES.boxOffice)) throw new AppError(403, ERROR_CODES.forbidden, BOX_OFFICE_TEXTS.noPermission);
  }
  return { userId: user.id, organiserId: user.organiserId, owner };
}

/** The organiser's own account only (console routes). */
export function boxOfficeOwner(user: RequestUser): BoxOfficeCaller {
  if (!user.organiserId || !user.roles.includes('organiser')) throw forbidden();
  return { userId: user.id, organiserId: user.organiserId, owner: true };
}

export const boxOfficeErrors = {
  sessionNotFound: () => new AppError(404, ERROR_CODES.notFound, 'Session not found.'),
  shiftNotFound: () => new AppError(404, BOX_OFFICE_ERROR_CODES.shiftNotFound, 'Shift not found.'),
  shiftClosed: () => new AppError(409, BOX_OFFICE_ERROR_CODES.shiftClosed, 'This shift is closed. Open a new shift to sell.'),
  shiftOpen: () => new AppError(409, BOX_OFFICE_ERROR_CODES.shiftOpen, BOX_OFFICE_TEXTS.shiftAlreadyOpen),
  saleNotFound: () => new AppError(404, BOX_OFFICE_ERROR_CODES.saleNotFound, 'Sale not found.'),
  amountMismatch: (expected: number) =>
    new AppError(400, BOX_OFFICE_ERROR_CODES.amountMismatch, BOX_OFFICE_TEXTS.amountMismatch, { field: 'amountPaise', extra: { expectedPaise: expected } }),
  tendered: () => new AppError(400, BOX_OFFICE_ERROR_CODES.tendered, BOX_OFFICE_TEXTS.tenderedTooLittle, { field: 'payment' }),
  compLimit: () => new AppError(409, BOX_OFFICE_ERROR_CODES.compLimit, BOX_OFFICE_TEXTS.compLimitReached),
  voidWindow: () => new AppError(409, BOX_OFFICE_ERROR_CODES.voidWindow, BOX_OFFICE_TEXTS.voidWindowOver),
  alreadyVoided: () => new AppError(409, BOX_OFFICE_ERROR_CODES.alreadyVoided, 'This sale was already voided.'),
  noUpi: () => new AppError(409, BOX_OFFICE_ERROR_CODES.noUpi, BOX_OFFICE_TEXTS.noUpi),
  offersNotAtDoor: () => new AppError(400, BOX_OFFICE_ERROR_CODES.offersNotAtDoor, BOX_OFFICE_TEXTS.offersNotAtDoor, { field: 'offerCode' }),
};
