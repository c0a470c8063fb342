import {
  type CatalogueOffer, type CatalogueOfferCreate, type CatalogueOfferRules, OFFER_MESSAGES, type OfferAudience, type OfferChoice, offerSummary,
} from '@diy/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueOffers, eventOffers, offerAudiences, type CatalogueOfferRow } from '../../db/schema';
import { errors } from '../../http/errors';
import { isUniqueViolation } from '../ids';
import { recordAudit, type StaffActor } from '../staff/audit';
import { offerErrors } from './access';

const iso = (d: Date) => d.toISOString();

/** What the audit log keeps of an offer. */
function auditView(row: CatalogueOfferRow) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, validFrom: iso(row.validFrom), validTo: iso(row.validTo) };
}

/**
 * The platform's offer catalogue: audience types and offers for organisers (GET /offers/audience, GET /offers), and
 * the staff's create, edit and retire (each in the audit log).
 */
export class OfferCatalogue {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async audiences(): Promise<OfferAudience[]> {
    return this.db
      .select({ type: offerAudiences.type, name: offerAudiences.name, description: offerAudiences.description })
      .from(offerAudiences)
      .orderBy(asc(offerAudiences.position), asc(offerAudiences.type));
  }

  /** The offers of an audience an organiser may choose now: not retired, not ended. */
  async choices(audienceType: string): Promise<OfferChoice[]> {
    const rows = await this.db
      .select()
      .from(catalogueOffers)
      .where(and(eq(catalogueOffers.audienceType, audienceType), eq(catalogueOffers.status, 'ACTIVE'), gt(catalogueOffers.validTo, this.now())))
      .orderBy(asc(catalogueOffers.name));
    return rows.map((r) => ({ code: r.code, name: r.name, description: r.description, summary: offerSummary(r), fundedBy: r.fundedBy, validFrom: iso(r.validFrom), validTo: iso(r.validTo) }));
  }

  /** Every offer for staff, retired last. */
  async list(): Promise<CatalogueOffer[]> {
    const rows = await this.db
      .select({ offer: catalogueOffers, audienceName: offerAudiences.name, events: sql<number>`(select count(*)::int from ${eventOffers} where ${eventOffers.offerId} = ${catalogueOffers.id})` })
      .from(catalogueOffers)
      .innerJoin(offerAudiences, eq(offerAudiences.type, catalogueOffers.audienceType))
      .orderBy(asc(catalogueOffers.status), asc(catalogueOffers.code));
    return rows.map((r) => this.toOffer(r.offer, r.audienceName, Number(r.events)));
  }

  async create(actor: StaffActor, input: CatalogueOfferCreate): Promise<CatalogueOffer> {
    await this.requireAudience(input.audienceType);
    const at = this.now();
    try {
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(catalogueOffers)
          .values({ ...input, validFrom: new Date(input.validFrom), validTo: new Date(input.validTo), createdAt: at, updatedAt: at })
          .returning();
        await recordAudit(tx, actor, { action: 'offer.create', targetType: 'offer', targetId: created!.code, before: null, after: auditView(created!) }, at);
        return created!;
      });
      return this.one(row.code);
    } catch (err) {
      if (isUniqueViolation(err)) throw offerErrors.codeTaken(input.code);
      throw err;
    }
  }

  async update(actor: StaffActor, code: string, input: CatalogueOfferRules): Promise<CatalogueOffer> {
    await this.requireAudience(input.audienceType);
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(catalogueOffers).where(eq(catalogueOffers.code, code)).for('update');
      if (!before) throw offerErrors.offerNotFound(code);
      if (before.status === 'RETIRED') throw offerErrors.retired(code);
      const [after] = await tx
        .update(catalogueOffers)
        .set({ ...input, validFrom: new Date(input.validFrom), validTo: new Date(input.validTo), updatedAt: at })
        .where(eq(catalogueOffers.id, before.id))
        .returning();
      await recordAudit(tx, actor, { action: 'offer.update', targetType: 'offer', targetId: code, before: auditView(before), after: auditView(after!) }, at);
    });
    return this.one(code);
  }

  /** Retires an offer: no new opt-ins, no redemptions (events keep their figures). Retiring twice changes nothing. */
  async retire(actor: StaffActor, code: string): Promise<CatalogueOffer> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(catalogueOffers).where(eq(catalogueOffers.code, code)).for('update');
      if (!before) throw offerErrors.offerNotFound(code);
      if (before.status === 'RETIRED') return;
      const [after] = await tx.update(catalogueOffers).set({ status: 'RETIRED', updatedAt: at }).where(eq(catalogueOffers.id, before.id)).returning();
      await recordAudit(tx, actor, { action: 'offer.retire', targetType: 'offer', targetId: code, before: auditView(before), after: auditView(after!) }, at);
    });
    return this.one(code);
  }

  private async one(code: string): Promise<CatalogueOffer> {
    const found = (await this.list()).find((o) => o.code === code);
    if (!found) throw offerErrors.offerNotFound(code);
    return found;
  }

  private async requireAudience(type: string): Promise<void> {
    const [row] = await this.db.select({ n: count() }).from(offerAudiences).where(eq(offerAudiences.type, type));
    if (!row || row.n === 0) throw errors.validation([{ field: 'audienceType', message: OFFER_MESSAGES.audienceType }]);
  }

  private toOffer(r: CatalogueOfferRow, audienceName: string, events: number): CatalogueOffer {
    return {
      code: r.code,
      name: r.name,
      description: r.description,
      audienceType: r.audienceType,
      audienceName,
      discountKind: r.discountKind,
      discountValue: r.discountValue,
      maxDiscountPerTicketPaise: r.maxDiscountPerTicketPaise,
      minTickets: r.minTickets,
      ticketTypes: r.ticketTypes,
      validFrom: iso(r.validFrom),
      validTo: iso(r.validTo),
      totalCapTickets: r.totalCapTickets,
      budgetPaise: r.budgetPaise,
      perBuyerLimit: r.perBuyerLimit,
      fundedBy: r.fundedBy,
      status: r.status,
      events,
      updatedAt: iso(r.updatedAt),
    };
  }
}
