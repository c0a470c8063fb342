import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { boxOfficeRoutes } from './box-office';
import { passwordRoutes } from './auth/password';
import { devRoutes } from './dev';
import { FaultSwitch } from './dev/faults';
import { eventRoutes } from './events';
import { financePayoutRoutes } from './finance/payouts';
import { fileRoutes } from './files';
import { financeRoutes } from './finance';
import { healthRoutes } from './health';
import { integrationRoutes } from './integrations';
import { metricsRoutes } from './metrics';
import { offerRoutes } from './offers';
import { paymentRoutes } from './payments';
import { organiserGateOnRoute } from '../services/organiser-approval';
import { profileRoutes } from './profile';
import { reportRoutes } from './reports';
import { inventoryRoutes } from './inventory';
import { liveRoutes } from './live';
import { scheduleRoutes } from './schedule';
import { scanRoutes } from './scan';
import { signupRoutes } from './signup';
import { staffRoutes } from './staff';
import { ticketTypeRoutes } from './tickettypes';
import { userRoutes } from './user';

export interface ApiRoutesOptions {
  /** Development and demo mode: the outbox routes exist (never in production). */
  devRoutes: boolean;
  /** Where people open the product (links in e-mails). */
  publicUrl?: string | undefined;
  /** This start's development token (see routes/dev/guard.ts). */
  devToken: string;
  /** METRICS_TOKEN: lets a scraper elsewhere than this machine read /api/metrics. */
  metricsToken?: string | undefined;
  /** The development fault switch (DIY_FAULTS=on, development only): /api/dev/faults and the hook that fails requests. */
  faults?: boolean;
}

/** Every API area, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, opts) => {
  // Organisers not approved yet are refused by the event, offer, report and scanning areas.
  app.addHook('onRoute', organiserGateOnRoute);
  // Added before the areas, so the hook runs on every route of the API (after authentication and validation).
  const faults = opts.devRoutes && opts.faults ? new FaultSwitch() : undefined;
  if (faults) app.addHook('preHandler', faults.hook);
  await app.register(healthRoutes);
  await app.register(metricsRoutes, { token: opts.metricsToken });
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(signupRoutes);
  await app.register(userRoutes);
  await app.register(profileRoutes);
  await app.register(eventRoutes);
  await app.register(scanRoutes);
  await app.register(integrationRoutes);
  await app.register(fileRoutes);
  await app.register(ticketTypeRoutes);
  await app.register(scheduleRoutes);
  await app.register(inventoryRoutes);
  await app.register(staffRoutes);
  await app.register(reportRoutes, { publicUrl: opts.publicUrl });
  await app.register(liveRoutes);
  await app.register(offerRoutes);
  await app.register(paymentRoutes);
  await app.register(financeRoutes);
  await app.register(financePayoutRoutes);
  await app.register(boxOfficeRoutes);
  if (opts.devRoutes) {
    await app.register(devRoutes, { token: opts.devToken, ...(faults ? { faults } : {}) });
  }
};
