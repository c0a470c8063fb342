import { DEMO_ACCOUNTS, type Role } from '@diy/domain';

export const DEMO_ORGANISERS = {
  main: { code: 'ORG-MLE', name: 'Mumbai Live Entertainment Pvt Ltd', status: 'approved' },
  second: { code: 'ORG-BBL', name: 'Bengaluru Beats LLP', status: 'approved' },
} as const;

/** The second organiser's login (not in the domain's DEMO_ACCOUNTS, which the apps show). */
export const SECOND_ORGANISER_ACCOUNT = { email: 'organiser2@demo.in', mobile: '9000000005' } as const;

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
];
