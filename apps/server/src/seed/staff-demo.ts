import { gstinCheckCharacter, gstStateName, ticketTypeNameKey } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organiserApplications, organisers, signups, ticketTypeNames, users } from '../db/schema';
import { profileFromInformation } from '../services/signup-form-service';

const gstin = (state: string, pan: string) => {
  const body = `${state}${pan}1Z`;
  return body + gstinCheckCharacter(body);
};

/** Two organisers waiting for review (the staff admin's queue) and a ticket-type name waiting for approval. */
export const DEMO_APPLICATIONS = [
  {
    code: 'ORG-PNQ',
    mobile: '9000000011',
    info: {
      organisationName: 'Pune Comedy Collective LLP', pan: 'AAQFP4821K', gstin: gstin('27', 'AAQFP4821K'), gstinState: 'Maharashtra',
      address: '3rd Floor, Koregaon Park Plaza, Pune 411001', fullName: 'Aditi Kulkarni', email: 'aditi@punecomedy.in',
      beneficiaryName: 'Pune Comedy Collective LLP', bankName: 'ICICI Bank', accountNumber: '012305001234', ifsc: 'ICIC0000123', accountType: 'current',
    },
  },
  {
    code: 'ORG-CHN',
    mobile: '9000000012',
    info: {
      organisationName: 'Chennai Carnatic Sabha Trust', pan: 'AAATC7310M', gstin: gstin('33', 'AAATC7310M'), gstinState: 'Tamil Nadu',
      address: '21 TTK Road, Alwarpet, Chennai 600018', fullName: 'Srinivasan Raghavan', email: 'raghavan@carnaticsabha.in',
      beneficiaryName: 'Chennai Carnatic Sabha Trust', bankName: 'Indian Bank', accountNumber: '6012345678', ifsc: 'IDIB000A001', accountType: 'savings',
    },
  },
] as const;
export const DEMO_PENDING_TICKET_TYPE = 'Rooftop Lounge';

/**
 * Idempotent: each application is created once (sign-up row, submitted application at DONE, pending organiser and its
 * organiser user without a password: code login) and never touched again, so a review in the demo sticks. The seeded
 * applications carry no document files (sign up through the organiser app for a complete one).
 */
export async function seedStaffDemo(db: Db, now: Date): Promise<void> {
  for (const [i, a] of DEMO_APPLICATIONS.entries()) {
    const [exists] = await db.select({ id: organisers.id }).from(organisers).where(eq(organisers.code, a.code)).limit(1);
    if (exists) continue;
    const submittedAt = new Date(now.getTime() - (i + 1) * 26 * 3_600_000);
    await db.transaction(async (tx) => {
      const [signup] = await tx.insert(signups).values({ mobile: a.mobile, status: 'DONE', createdAt: submittedAt, updatedAt: submittedAt }).onConflictDoNothing().returning();
      if (!signup) return;
      const info = { ...a.info, gstinState: gstStateName(a.info.gstin.slice(0, 2)) ?? a.info.gstinState };
      const [org] = await tx.insert(organisers).values({ code: a.code, name: info.organisationName, status: 'pending', profile: profileFromInformation(info, a.mobile) }).returning();
      const [user] = await tx
        .insert(users)
        .values({ email: info.email, mobile: a.mobile, name: info.fullName, roles: ['organiser'], organiserId: org!.id })
        .onConflictDoNothing()
        .returning();
      await tx.insert(organiserApplications).values({
        signupId: signup.id, userId: user?.id ?? null, organiserId: org!.id, currentStep: 'DONE', status: 'submitted', generalInformation: info, submittedAt,
        createdAt: submittedAt, updatedAt: submittedAt,
      });
    });
  }
  const [main] = await db.select({ id: organisers.id }).from(organisers).where(eq(organisers.code, 'ORG-MLE')).limit(1);
  await db
    .insert(ticketTypeNames)
    .values({ name: DEMO_PENDING_TICKET_TYPE, nameKey: ticketTypeNameKey(DEMO_PENDING_TICKET_TYPE), status: 'pending', requestedByOrganiser: main?.id ?? null, createdAt: now })
    .onConflictDoNothing({ target: ticketTypeNames.nameKey });
}
