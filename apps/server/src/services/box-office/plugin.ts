import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BoxOfficeSales } from './sales';
import { BoxOfficeShifts } from './shifts';
import { TicketMessages } from './ticket-messages';

export interface BoxOffice {
  shifts: BoxOfficeShifts;
  sales: BoxOfficeSales;
  messages: TicketMessages;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The box office (issue 30, docs/box-office.md). */
    boxOffice: BoxOffice;
  }
}

/** Decorates `app.boxOffice` and registers the tickets job on the scheduled-jobs queue. After services and scheduling. */
export const boxOfficePlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const messages = new TicketMessages(db, app.services.sms, app.services.mailer, () => app.now(), app.scheduling.queue, () => app.scheduling.worker.nudge());
    const shifts = new BoxOfficeShifts(db, () => app.now());
    app.decorate('boxOffice', { shifts, sales: new BoxOfficeSales(db, () => app.now(), app.services.bookings, shifts, messages), messages });
  },
  { name: 'box-office', dependencies: ['services', 'scheduling'] },
);
