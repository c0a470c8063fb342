import { ACCOUNT_STEPS, EDITABLE_APPLICATION_STATUSES, SIGNUP_STEPS, type SignupForm } from '@diy/domain';

/** The three form steps the stepper shows (the acknowledgement is the end, not a step). */
export const FORM_STEPS = ACCOUNT_STEPS.slice(0, 3);
export const ACKNOWLEDGEMENT_INDEX = ACCOUNT_STEPS.length - 1;

/** The index (in ACCOUNT_STEPS) of a path, or -1 for an unknown /create-account/{id}. */
export function stepIndexOf(pathname: string): number {
  const clean = pathname.replace(/\/+$/, '');
  return ACCOUNT_STEPS.findIndex((s) => s.path === clean);
}

/**
 * The furthest screen the server's progress allows: STEP2 the general information, STEP3 the documents, STEP4 the
 * agreement, DONE (or an application no longer editable) the acknowledgement.
 */
export function allowedStepIndex(form: Pick<SignupForm, 'currentStep' | 'status'>): number {
  if (!EDITABLE_APPLICATION_STATUSES.includes(form.status)) return ACKNOWLEDGEMENT_INDEX;
  return Math.min(SIGNUP_STEPS.indexOf(form.currentStep), ACKNOWLEDGEMENT_INDEX);
}

/**
 * Where to send a user on this path, or null to stay. On landing (the first screen of a visit) the server's step
 * decides; afterwards the user may revisit done steps but never skip ahead, and a submitted application only
 * shows the acknowledgement.
 */
export function stepRedirect(pathname: string, form: Pick<SignupForm, 'currentStep' | 'status'>, landing: boolean): string | null {
  const index = stepIndexOf(pathname);
  const allowed = allowedStepIndex(form);
  const target = ACCOUNT_STEPS[allowed]!.path;
  if (allowed === ACKNOWLEDGEMENT_INDEX && !EDITABLE_APPLICATION_STATUSES.includes(form.status)) return index === allowed ? null : target;
  if (index < 0 || index > allowed) return target;
  if (landing && index === 0 && allowed > 0) return target;
  if (index === ACKNOWLEDGEMENT_INDEX && form.currentStep !== 'DONE') return target;
  return null;
}
