import type { IamGroup } from '@diy/domain';
import type { Tag } from '@diy/ui';

/** The IAM groups as people call them. */
export const GROUP_LABELS: Record<IamGroup, string> = {
  DIY_ORGANISER: 'Organiser dashboard',
  DIY_SCANNER: 'Gate scanning',
  DIY_OFFER_MANAGER: 'Offers',
  DIY_REPORTS: 'Reports',
  DIY_REVIEWER: 'Staff reviewer',
  DIY_ADMIN: 'Staff admin',
  DIY_FINANCE: 'Payments',
  DIY_FINANCE_STAFF: 'Staff finance',
  DIY_BOX_OFFICE: 'Box office (sell at the door)',
};

/** Groups as chips: the readable name, the group's code on hover (unknown groups show their code). */
export function groupTags(groups: readonly string[]): Tag[] {
  return groups.map((g) => ({ label: GROUP_LABELS[g as IamGroup] ?? g, title: g }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an organiser reference is an id (a uuid) rather than a code such as ORG-MLE. */
export const isOrganiserUuid = (value: string): boolean => UUID.test(value);
