import { MAIL_LIMITS, MAIL_REQUEST_WINDOW_MS, mailLimitMessage, SERVICE_LIMIT_CODES, type MailLimitKind, type MailLimitReason } from '@diy/domain';
import { AppError } from '../../http/errors';
import type { RateLimitStore } from '../rate-limit-store';

/** Who asks for a mail, about which event. */
export interface MailRequester {
  userId: string;
  eventId: string;
}

const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/**
 * How often reports and offer transaction reports may be mailed (issue 29): MAIL_LIMITS per requesting user and per
 * event, over a sliding hour, counted in the rate-limit store (Redis when REDIS_URL is set, so every process counts
 * together; this process's memory otherwise). A request past either budget is refused with 429, Retry-After, and the
 * reason in the envelope (`errors.reason`: perUser or perEvent, `errors.limit`). Requests of one kind are decided one
 * at a time in a process, so a burst sent at once cannot slip past the count; across processes sharing Redis each
 * process adds at most the request it is deciding.
 */
export class MailRequestLimits {
  private readonly queues = new Map<MailLimitKind, Promise<unknown>>();

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
  ) {}

  /** Runs `send` (the job's enqueue) when both budgets have room, and counts it; otherwise throws the 429. */
  admit<T>(kind: MailLimitKind, who: MailRequester, send: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(kind) ?? Promise.resolve();
    const turn = previous.catch(() => undefined).then(() => this.decide(kind, who, send));
    this.queues.set(kind, turn);
    void turn.finally(() => {
      if (this.queues.get(kind) === turn) this.queues.delete(kind);
    }).catch(() => undefined);
    return turn;
  }

  private async decide<T>(kind: MailLimitKind, who: MailRequester, send: () => Promise<T>): Promise<T> {
    const limit = MAIL_LIMITS[kind];
    const t = this.now().getTime();
    const keys = { perUser: `mail:${kind}:user:${who.userId}`, perEvent: `mail:${kind}:event:${who.eventId}` } satisfies Record<MailLimitReason, string>;
    for (const reason of ['perUser', 'perEvent'] as const) {
      const budget = limit[reason];
      const window = await this.store.window(keys[reason], t, MAIL_REQUEST_WINDOW_MS);
      if (window.count >= budget) {
        const wait = Math.max(1_000, (window.oldest ?? t) + MAIL_REQUEST_WINDOW_MS - t);
        throw new AppError(429, SERVICE_LIMIT_CODES.mailRequests, mailLimitMessage(limit, reason, wait), {
          headers: { 'retry-after': retryAfterSeconds(wait) },
          extra: { reason, limit: budget, windowMinutes: MAIL_REQUEST_WINDOW_MS / 60_000 },
        });
      }
    }
    const result = await send();
    await Promise.all([this.store.record(keys.perUser, t, MAIL_REQUEST_WINDOW_MS), this.store.record(keys.perEvent, t, MAIL_REQUEST_WINDOW_MS)]);
    return result;
  }
}
