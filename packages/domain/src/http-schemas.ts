import * as z from 'zod';

/** The envelopes of the HTTP contract (DESIGN.md): what the server answers and the apps read. Names and texts: http.ts. */

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  shortDesc: z.string(),
  longDesc: z.string(),
  /** For validation failures: the first offending field (dotted path) and every field's message. */
  field: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** The request's id (also in the `x-request-id` header and in every log line of the request): quote it to support. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ status: z.number().int(), errors: apiErrorSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// The payout routes' extra error fields (payouts.ts payoutErrorEnvelopeSchema), here so that reading an error answer
// (packages/api api-error-reader.ts, loaded with an app's first error answer) does not pull in the payouts model.
/** A refused response row: its line in the file (1 = the header; null for a batch item the file lacks) and why. */
export const responseRowErrorSchema = z.object({ line: z.number().int().nullable(), reference: z.string(), message: z.string() });
export type ResponseRowError = z.infer<typeof responseRowErrorSchema>;

/** A refused statement of a batch being prepared: its id, number (null when unknown) and why. */
export const refusedStatementSchema = z.object({ id: z.string(), number: z.string().nullable(), reason: z.string() });

/** Success envelope `{ status, data }` around a payload schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), data });
}
export type Envelope<T> = { status: number; data: T };
