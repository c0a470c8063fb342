import { DEMO_ACCOUNTS, type Role } from '@diy/domain';

export const DEMO_ORGANISERS = {
  main: { code: 'ORG-MLE', name: 'Mumbai Live Entertainment Pvt Ltd', status: 'approved' },
  second: { code: 'ORG-BBL', name: 'Bengaluru Beats LLP', status: 'approved' },
  /** TCS applicable (flag Y) with no merchant details: its scanning stops with the TCS popup. */
  third: { code: 'ORG-HQC', name: 'Hyderabad Qawwali Collective', status: 'approved', tcsFlag: 'Y' },
} as const;

/**
 * The demo organisers' GST registrations (organisers.profile.gstNumbers), so the sales reports split GST: a venue in
 * the organiser's state is CGST + SGST under that number, any other state IGST. Check characters are computed.
 */
export const DEMO_ORGANISER_GST = {
  'ORG-MLE': { first14: '27AAACM4821K1Z', state: 'Maharashtra' },
  'ORG-BBL': { first14: '29AAJFB7310M1Z', state: 'Karnataka' },
  'ORG-HQC': { first14: '36AAAAH5522Q1Z', state: 'Telangana' },
} as const;

/**
 * The demo organisers' bank details on their KYC profile (organisers.profile.bank), not under review and not changed
 * recently, so their issued statements are payable and finance can prepare a payout batch from a fresh start.
 */
export const DEMO_ORGANISER_BANKS = {
  'ORG-MLE': { beneficiaryName: 'Mumbai Live Entertainment Pvt Ltd', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0000123', accountType: 'current' },
  'ORG-BBL': { beneficiaryName: 'Bengaluru Beats LLP', bankName: 'Axis Bank', accountNumber: '917020012345678', ifsc: 'UTIB0000456', accountType: 'current' },
  'ORG-HQC': { beneficiaryName: 'Hyderabad Qawwali Collective', bankName: 'State Bank of India', accountNumber: '38271234567', ifsc: 'SBIN0020345', accountType: 'savings' },
} as const;

/** The second organiser's login (not in the domain's DEMO_ACCOUNTS, which the apps show). */
export const SECOND_ORGANISER_ACCOUNT = { email: 'organiser2@demo.in', mobile: '9000000005' } as const;
/** Gate staff of the second organiser (tenant isolation demos and tests). */
export const SECOND_GATE_ACCOUNT = { email: 'gate2@demo.in', mobile: '9000000006' } as const;
/** The TCS demo: an organiser with flag Y and no merchant details, and its gate staff. */
export const TCS_ORGANISER_ACCOUNT = { email: 'organiser3@demo.in', mobile: '9000000007' } as const;
export const TCS_GATE_ACCOUNT = { email: 'gate3@demo.in', mobile: '9000000008' } as const;

/** Finance staff (role finance): the maker prepares payout batches, the checker approves them (issue 33). */
export const FINANCE_MAKER_ACCOUNT = { email: 'finance.maker@demo.in', mobile: '9000000031' } as const;
export const FINANCE_CHECKER_ACCOUNT = { email: 'finance.checker@demo.in', mobile: '9000000032' } as const;

export interface DemoUser {
  email: string;
  mobile: string;
  name: string;
  roles: Role[];
  organiser: keyof typeof DEMO_ORGANISERS | null;
}

export const DEMO_USERS: DemoUser[] = [
  { ...DEMO_ACCOUNTS.organiser, name: 'Riya Sharma', roles: ['organiser'], organiser: 'main' },
  { ...DEMO_ACCOUNTS.reviewer, name: 'Arjun Mehta', roles: ['reviewer'], organiser: null },
  { ...DEMO_ACCOUNTS.admin, name: 'Kavita Iyer', roles: ['admin'], organiser: null },
  { ...DEMO_ACCOUNTS.gate, name: 'Sandeep Patil', roles: ['scanner'], organiser: 'main' },
  { ...SECOND_ORGANISER_ACCOUNT, name: 'Naveen Gowda', roles: ['organiser'], organiser: 'second' },
  { ...SECOND_GATE_ACCOUNT, name: 'Manjunath Rao', roles: ['scanner'], organiser: 'second' },
  { ...TCS_ORGANISER_ACCOUNT, name: 'Farhan Qureshi', roles: ['organiser'], organiser: 'third' },
  { ...TCS_GATE_ACCOUNT, name: 'Imran Shaikh', roles: ['scanner'], organiser: 'third' },
  { ...FINANCE_MAKER_ACCOUNT, name: 'Deepa Nair', roles: ['finance'], organiser: null },
  { ...FINANCE_CHECKER_ACCOUNT, name: 'Suresh Menon', roles: ['finance'], organiser: null },
];
