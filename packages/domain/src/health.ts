import * as z from 'zod';

export const healthSchema = z.object({ engine: z.enum(['pglite', 'postgres']), migration: z.string() });
export type Health = z.infer<typeof healthSchema>;
