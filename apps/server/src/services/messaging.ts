import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { maskDestination } from '@diy/domain';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages, type OutboxRow } from '../db/schema';
import { AppError } from '../http/errors';
import type { FileStorage } from './storage';

export const MESSAGE_SEND_FAILED = 'We could not send the OTP right now. Please try again in a minute.';

/** Sends a text message to a 10-digit Indian mobile number. */
export interface SmsSender {
  readonly kind: string;
  send(to: string, message: string): Promise<void>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A plain-text e-mail, with files attached when given. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[] | undefined;
}

/** Sends a plain-text e-mail. */
export interface Mailer {
  readonly kind: string;
  send(mail: Mail): Promise<void>;
}

/** Where the outbox keeps a message's attachments (private storage, read by tests and people through the storage). */
export const OUTBOX_ATTACHMENT_PREFIX = 'private/outbox';

type Clock = () => Date;

/** The local default for both adapters: the message lands in outbox_messages and a log line. */
export class OutboxRepository {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  async add(message: { channel: 'sms' | 'email'; to: string; subject: string | null; body: string }): Promise<void> {
    await this.db.insert(outboxMessages).values({ ...message, createdAt: this.now() });
  }

  /** Newest first, at most `limit`, optionally for one recipient. */
  list(to: string | undefined, limit = 50): Promise<OutboxRow[]> {
    const where: SQL | undefined = to ? eq(outboxMessages.to, to.trim().toLowerCase()) : undefined;
    return this.db.select().from(outboxMessages).where(where).orderBy(desc(outboxMessages.seq)).limit(limit);
  }
}

export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox';
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, message: string): Promise<void> {
    await this.outbox.add({ channel: 'sms', to, subject: null, body: message });
    this.log.info({ to: maskDestination(to) }, 'SMS written to the outbox (no SMS_GATEWAY_URL)');
  }
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
    /** Attachments are stored here, and the message lists each as '[attachment] name, N bytes: key'. */
    private readonly storage?: Pick<FileStorage, 'put'>,
  ) {}

  async send(mail: Mail): Promise<void> {
    const lines: string[] = [];
    for (const a of mail.attachments ?? []) {
      const key = `${OUTBOX_ATTACHMENT_PREFIX}/${randomUUID()}/${a.filename.replace(/[^A-Za-z0-9._-]/g, '_')}`;
      if (this.storage) await this.storage.put(key, a.content, a.contentType);
      lines.push(`[attachment] ${a.filename}, ${a.content.length} bytes: ${this.storage ? key : 'not kept'}`);
    }
    const body = lines.length ? `${mail.text}\n\n${lines.join('\n')}` : mail.text;
    await this.outbox.add({ channel: 'email', to: mail.to.toLowerCase(), subject: mail.subject, body });
    this.log.info({ to: maskDestination(mail.to), subject: mail.subject }, 'E-mail written to the outbox (no SMTP_URL)');
  }
}

/** Production SMS: POST {to, message} as JSON with a bearer key to SMS_GATEWAY_URL. */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http';
  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = 10_000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(to: string, message: string): Promise<void> {
    try {
      const res = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    } catch (err) {
      this.log.error({ err, to: maskDestination(to) }, 'SMS gateway failed');
      throw new AppError(503, 'ERR.MESSAGE.NOT_SENT', MESSAGE_SEND_FAILED);
    }
  }
}

/** Production e-mail: nodemailer over SMTP_URL, from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(mail: Mail): Promise<void> {
    try {
      const attachments = mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, ...(attachments ? { attachments } : {}) });
    } catch (err) {
      this.log.error({ err, to: maskDestination(mail.to) }, 'SMTP send failed');
      throw new AppError(503, 'ERR.MESSAGE.NOT_SENT', MESSAGE_SEND_FAILED);
    }
  }
}

/** '123456 is your DIY Events OTP. It is valid for 5 minutes. Do not share it with anyone.' */
export function otpText(code: string, ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000);
  return `${code} is your DIY Events OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}
