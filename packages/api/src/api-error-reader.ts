import { challengeSchema, errorEnvelopeSchema, refusedStatementSchema, responseRowErrorSchema } from '@diy/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import * as z from 'zod';
import { isUnanswered, unansweredError, unreadableAnswerError, type AppError } from './api-error';

/**
 * Reads an error answer's envelope with the domain's schemas. The base query loads this file with the first error
 * answer (a dynamic import), so zod is not part of any app's first screen.
 */

/** Extra fields an error object may carry; each is kept only when it has the expected shape. */
const errorExtrasSchema = z.object({
  errors: z.object({
    error: z.string().optional().catch(undefined),
    mfaToken: z.string().optional().catch(undefined),
    challenge: challengeSchema.optional().catch(undefined),
    showTimes: z.array(z.string()).optional().catch(undefined),
    rows: z.array(responseRowErrorSchema).optional().catch(undefined),
    statements: z.array(refusedStatementSchema).optional().catch(undefined),
  }),
});

function extras(data: unknown): Pick<AppError, 'error' | 'mfaToken' | 'challenge' | 'showTimes' | 'rows' | 'statements'> {
  const parsed = errorExtrasSchema.safeParse(data);
  if (!parsed.success) return {};
  const out: Pick<AppError, 'error' | 'mfaToken' | 'challenge' | 'showTimes' | 'rows' | 'statements'> = {};
  const { error, mfaToken, challenge, showTimes, rows, statements } = parsed.data.errors;
  if (rows !== undefined) out.rows = rows;
  if (statements !== undefined) out.statements = statements;
  if (showTimes !== undefined) out.showTimes = showTimes;
  if (error !== undefined) out.error = error;
  if (mfaToken !== undefined) out.mfaToken = mfaToken;
  if (challenge !== undefined) out.challenge = challenge;
  return out;
}

/** An HTTP error answer as an AppError: the envelope's status (it wins over the HTTP status), error and extras. */
export function readErrorAnswer(status: number, data: unknown): AppError {
  const parsed = errorEnvelopeSchema.safeParse(data);
  if (parsed.success) return { ...parsed.data.errors, ...extras(data), status: parsed.data.status };
  return unreadableAnswerError(status);
}

/** Turn whatever fetchBaseQuery produced into an AppError; never throws. */
export function toAppError(error: FetchBaseQueryError): AppError {
  if (isUnanswered(error)) return unansweredError(error);
  return readErrorAnswer(error.status, error.data);
}
