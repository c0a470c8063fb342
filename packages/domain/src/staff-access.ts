import * as z from 'zod';
import { type Role } from './auth';
import { pageQuerySchema, staffPage as page } from './staff';
import { boundedString } from './bounded-string';
import { CODE_INPUT_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/** Users and access (admin): IAM groups and roles, user search, granting access, gate staff, user secrets. */

/** IAM groups and the product roles they grant (DIY_REPORTS is kept as a group; reports come with the organiser role). */
export const IAM_GROUPS = {
  DIY_ORGANISER: 'organiser',
  DIY_SCANNER: 'scanner',
  DIY_OFFER_MANAGER: 'offer_manager',
  DIY_REPORTS: null,
  DIY_REVIEWER: 'reviewer',
  DIY_ADMIN: 'admin',
  /** An organiser's user given the Payments area (FEATURES.finance) through Grant access. */
  DIY_FINANCE: null,
  /** Staff finance (role finance): payouts, tax rates. */
  DIY_FINANCE_STAFF: 'finance',
  /** Gate staff of an organiser given the box office (FEATURES.boxOffice) through Grant access: they sell at the door. */
  DIY_BOX_OFFICE: null,
} as const satisfies Record<string, Role | null>;
export type IamGroup = keyof typeof IAM_GROUPS;
export const IAM_GROUP_NAMES = Object.keys(IAM_GROUPS) as [IamGroup, ...IamGroup[]];
/** Groups that tie a user to an organiser (an organiser id is required to grant them). */
export const ORGANISER_GROUPS: readonly IamGroup[] = ['DIY_ORGANISER', 'DIY_SCANNER', 'DIY_OFFER_MANAGER', 'DIY_REPORTS', 'DIY_FINANCE', 'DIY_BOX_OFFICE'];
export const IAM_PROJECT = 'diy';

export function rolesForGroups(groups: readonly string[]): Role[] {
  const roles = groups.map((g) => (g in IAM_GROUPS ? IAM_GROUPS[g as IamGroup] : null)).filter((r): r is Role => r !== null);
  return [...new Set(roles)];
}
export function groupsForRoles(roles: readonly string[], extra: readonly string[] = []): IamGroup[] {
  const fromRoles = IAM_GROUP_NAMES.filter((g) => IAM_GROUPS[g] !== null && roles.includes(IAM_GROUPS[g]!));
  return IAM_GROUP_NAMES.filter((g) => fromRoles.includes(g) || extra.includes(g));
}

/** A search value containing et00 (any case) is an event code: it finds the event's author; a -DIY suffix is dropped. */
export function eventCodeSearch(search: string | undefined): string | null {
  const value = search?.trim() ?? '';
  if (!/et00/i.test(value)) return null;
  return value.replace(/-diy$/i, '').toUpperCase();
}

export const diyUserSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  name: z.string(),
  organiserName: z.string().nullable(),
  organiserId: z.string().nullable(),
  groups: z.array(z.string()),
  roles: z.array(z.string()),
  active: z.boolean(),
  contract: z.boolean(),
});
export type DiyUser = z.infer<typeof diyUserSchema>;
export const diyUsersAnswerSchema = z.object({ users: z.array(diyUserSchema), ...page });
export const userCountAnswerSchema = z.object({ count: z.number().int() });

const mobile = boundedString(CODE_INPUT_MAX_LENGTH, 'Please enter a valid mobile number').trim().regex(/^[6-9]\d{9}$/, 'Please enter a valid mobile number');
const email = z.string().trim().max(200, STOP_WHEN_TOO_LONG).toLowerCase().email('Please enter a valid email');
/** A code as typed (trimmed, upper case), bounded before its pattern. */
const code = (message?: string) => z.string().trim().max(CODE_INPUT_MAX_LENGTH, message ? { ...STOP_WHEN_TOO_LONG, error: message } : STOP_WHEN_TOO_LONG);
export const userAccessSchema = z.object({
  emailID: email.optional(),
  username: z.string().trim().min(1).max(200),
  mobile: mobile.optional(),
  contract: z.boolean().default(false),
  groups: z.array(z.enum(IAM_GROUP_NAMES)).min(1),
  organiserId: z.string().trim().max(60).optional(),
});
export type UserAccess = z.infer<typeof userAccessSchema>;
export const createOrganiserSchema = z.object({
  username: z.string().trim().min(1).max(200),
  profile: z.object({ mobile: mobile.optional(), email: email.optional(), name: z.string().trim().min(1).max(100) }),
  business: z.object({
    organisationName: z.string().trim().min(2).max(150),
    pan: code('Please enter a valid PAN card number').toUpperCase().regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Please enter a valid PAN card number'),
    gstin: z.string().trim().toUpperCase().max(15).optional(),
    address: z.string().trim().min(8).max(150),
  }),
  bank: z.object({
    beneficiaryName: z.string().trim().min(1).max(100),
    bankName: z.string().trim().min(1).max(100),
    accountNumber: code('Please enter a valid account number').regex(/^\d{9,18}$/, 'Please enter a valid account number'),
    ifsc: code('Please enter a valid bank IFSC').toUpperCase().regex(/^[A-Z]{4}[A-Z0-9]{7}$/, 'Please enter a valid bank IFSC'),
    accountType: z.string().trim().max(20).optional(),
  }),
  document: z.record(z.string().max(40), z.string().max(200)).default({}),
  /** The new organiser's code; generated when absent. */
  organiserid: code().toUpperCase().regex(/^[A-Z0-9-]{3,30}$/).optional(),
});
export type CreateOrganiser = z.infer<typeof createOrganiserSchema>;
export const userSecretBodySchema = z.object({ username: z.string().trim().min(1).max(200), organizerId: z.string().trim().max(60).optional() });
export const accessAnswerSchema = z.object({ user: diyUserSchema, message: z.string() });
export const createOrganiserAnswerSchema = z.object({ organiserId: z.string(), organiserCode: z.string(), user: diyUserSchema, message: z.string() });
export const gateStaffSchema = z.object({ organiserId: z.string().trim().min(1).max(60), name: z.string().trim().min(2).max(100), mobile, email: email.optional() });
export const gateStaffAnswerSchema = z.object({ user: diyUserSchema, message: z.string() });

/** IAM (served here): users, their groups, and the per-user secrets (organiser id, contract). */
export const iamUsersQuerySchema = pageQuerySchema.extend({ group: z.enum(IAM_GROUP_NAMES).optional() });
export const iamUserSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The organiser's name (IAM first name) and id (IAM last name). */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  enabled: z.boolean(),
  groups: z.array(z.string()),
  createdAt: z.string(),
});
export const iamUsersAnswerSchema = z.object({ users: z.array(iamUserSchema), ...page });
export const userGroupsAnswerSchema = z.object({ username: z.string(), groups: z.array(z.string()) });
export const userSecretsQuerySchema = z.object({ user: z.string().trim().min(1).max(200), project: z.literal(IAM_PROJECT).default(IAM_PROJECT) });
export const userSecretsSchema = z.object({
  organiserId: z.string().nullable(),
  contract: z.boolean(),
  groups: z.array(z.string()),
  previousOrganiserIds: z.array(z.string()),
});
export type UserSecrets = z.infer<typeof userSecretsSchema>;
export const userSecretsAnswerSchema = z.object({ user: z.string(), project: z.string(), secrets: userSecretsSchema });

