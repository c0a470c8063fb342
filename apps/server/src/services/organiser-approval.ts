import { API_PREFIX, ORGANISER_GATE_CODE, ORGANISER_GATE_MESSAGES, type ApplicationStatus, type Role } from '@diy/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import { organiserApplications, organisers } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * The login gate of a new organiser: a submitted application logs in, but until the organiser is approved the app
 * shows the application status (GET /user/profile `applicationStatus`) and the event areas refuse it.
 */
export async function applicationStatusOf(db: Db, user: { roles: readonly Role[]; organiserId: string | null }): Promise<ApplicationStatus> {
  if (!user.roles.includes('organiser') || !user.organiserId) return 'none';
  const [org] = await db.select({ status: organisers.status }).from(organisers).where(eq(organisers.id, user.organiserId)).limit(1);
  if (!org) return 'none';
  if (org.status === 'approved') return 'approved';
  const [app] = await db
    .select({ status: organiserApplications.status })
    .from(organiserApplications)
    .where(eq(organiserApplications.organiserId, user.organiserId))
    .orderBy(desc(organiserApplications.createdAt))
    .limit(1);
  if (app?.status === 'rejected' || app?.status === 'partially_rejected') return app.status;
  return org.status === 'rejected' ? 'rejected' : 'pending';
}

/** Paths (under /api) of the organiser's event (drafts, masters, ticket types), offer, report and scanning areas. */
const GATED = new RegExp(`^${API_PREFIX}/(manage|v1/manage|delete|events|tickettypes|offers|reports|scan|box-office)(/|$)`);

export function isGatedPath(url: string): boolean {
  return GATED.test(url);
}

/** The gate's refusal for a user, or null when the user may go on (not an organiser, or approved). */
export async function organiserGateError(db: Db, user: { roles: readonly Role[]; organiserId: string | null }): Promise<AppError | null> {
  if (!user.roles.includes('organiser') || !user.organiserId) return null;
  const status = await applicationStatusOf(db, user);
  if (status === 'approved' || status === 'none') return null;
  return new AppError(403, ORGANISER_GATE_CODE, ORGANISER_GATE_MESSAGES[status]);
}

/** preHandler added after a gated route's own ones (which authenticate): 403 for an organiser not approved yet. */
async function requireApprovedOrganiser(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) return;
  const refusal = await organiserGateError(request.server.database.db, user);
  if (refusal) throw refusal;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route applies the organiser gate itself (PUT /scan/consume: in its batch statement), not as a preHandler. */
    organiserGateInside?: boolean;
  }
}

/** onRoute hook (registered before the areas): appends the approval check to every gated route. */
export function organiserGateOnRoute(route: RouteOptions): void {
  if (!isGatedPath(route.url) || route.config?.organiserGateInside) return;
  const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
  route.preHandler = [...existing, requireApprovedOrganiser];
}
