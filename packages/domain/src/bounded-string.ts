import * as z from 'zod';
import { STOP_WHEN_TOO_LONG } from './text-bounds';

/**
 * A string bounded first: past `max` (Unicode code points, zod's measure) nothing after it runs. `message` is the
 * answer for a text too long (default: zod's, which the server maps to 'field must be at most N characters').
 */
export function boundedString(max: number, message?: string) {
  return z.string().max(max, message === undefined ? STOP_WHEN_TOO_LONG : { ...STOP_WHEN_TOO_LONG, error: message });
}
