import { PageHeading } from '@diy/shell';
import type { ReactNode } from 'react';

/**
 * A staff page: its heading, the page's primary action beside it (as the organiser's "Create event"), and content (who
 * may open it is decided by its route's ScreenGate).
 */
export function StaffPage({ title, lead, actions, children }: { title: string; lead: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeading title={title} lead={lead} actions={actions} />
      {children}
    </>
  );
}
