import { CHANNEL_KEY_HEADER } from '@diy/domain';
import type { FastifyRequest } from 'fastify';

/** The sales channel's API key from its header (one value). */
export const channelKeyOf = (request: FastifyRequest): string | undefined => {
  const v = request.headers[CHANNEL_KEY_HEADER];
  return typeof v === 'string' ? v : undefined;
};
