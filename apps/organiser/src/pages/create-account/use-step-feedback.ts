import { errorCode, errorShortDesc, isAppError, signupFormApi } from '@diy/api';
import {
  ACCOUNT_FORM_MESSAGES, SIGNUP_ERROR_CODES, SIGNUP_MESSAGES, saveResultToast, signupStepRoute, type ProceedAnswer, type SaveAnswer,
} from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { useCallback, useMemo } from 'react';
import { useAccountSetup } from './AccountSetupLayout';

/** Field -> message from a 400 answer's `fields` (the server's validation of a proceed). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isAppError(error) || !error.fields) return out;
  for (const { field, message } of error.fields) if (!(field in out)) out[field] = message;
  return out;
}

/**
 * Toasts and moves of the sign-up steps (seed 001 section 8): a save answer with HasError says "Please validate the
 * data entered!", a good one "Data saved successfully" or the server's message; failures show the server's short
 * description or the default; a proceed opens the step the server names.
 */
export function useStepFeedback() {
  const dispatch = useAppDispatch();
  const { goTo } = useAccountSetup();

  const saved = useCallback(
    (answer: SaveAnswer | ProceedAnswer) => {
      const toast = saveResultToast(answer);
      dispatch(showToast({ type: toast.type, data: toast.text }));
    },
    [dispatch],
  );

  const invalid = useCallback(() => {
    dispatch(showToast({ type: 'error', data: SIGNUP_MESSAGES.validateData }));
  }, [dispatch]);

  const failed = useCallback(
    (error: unknown) => {
      // A submitted application (another tab, or a proceed that already went through): reload the form, which
      // leads to the acknowledgement.
      if (errorCode(error) === SIGNUP_ERROR_CODES.submitted || errorCode(error) === SIGNUP_ERROR_CODES.step) {
        dispatch(signupFormApi.util.invalidateTags(['SignupForm']));
      }
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        dispatch(showToast({ type: 'error', data: SIGNUP_MESSAGES.validateData }));
        return fields;
      }
      dispatch(showToast({ type: 'error', data: errorShortDesc(error, ACCOUNT_FORM_MESSAGES.somethingNotRight) }));
      return fields;
    },
    [dispatch],
  );

  const proceeded = useCallback(
    (answer: ProceedAnswer) => {
      // The cached form learns the new step at once, so the next screen is not sent back while it reloads.
      dispatch(
        signupFormApi.util.updateQueryData('getSignupForm', undefined, (draft) => {
          draft.currentStep = answer.currentStep;
          draft.status = answer.status;
        }),
      );
      saved(answer);
      goTo(signupStepRoute(answer.currentStep));
    },
    [dispatch, goTo, saved],
  );

  return useMemo(() => ({ saved, invalid, failed, proceeded }), [saved, invalid, failed, proceeded]);
}

/** Moves keyboard focus to the first field with an error, in the order of `order`. */
export function focusFirstError(order: readonly string[], errors: Record<string, string | null | undefined>, idOf: (field: string) => string) {
  const first = order.find((f) => errors[f]);
  if (!first) return;
  const element = document.getElementById(idOf(first));
  element?.focus();
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
