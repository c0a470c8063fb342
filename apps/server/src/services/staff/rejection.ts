import { applicationRejectionSchema, type ApplicationRejection } from '@diy/domain';
import type { OrganiserApplicationRow } from '../../db/schema';

/** The reviewer's verdict stored on an application, while it is with the organiser (rejected, partially rejected). */
export function applicationRejectionOf(app: Pick<OrganiserApplicationRow, 'status' | 'rejection'>): ApplicationRejection | null {
  if (app.status !== 'rejected' && app.status !== 'partially_rejected') return null;
  const parsed = applicationRejectionSchema.safeParse(app.rejection);
  return parsed.success ? parsed.data : null;
}

/** The stored verdict regardless of the status (staff read the last one). */
export function storedRejection(app: Pick<OrganiserApplicationRow, 'rejection'> | undefined | null): ApplicationRejection | null {
  const parsed = applicationRejectionSchema.safeParse(app?.rejection);
  return parsed.success ? parsed.data : null;
}
