import { PageHeading } from '@diy/shell';
import type { ReactNode } from 'react';

/** A staff page: its heading and content (who may open it is decided by its route's ScreenGate). */
export function StaffPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PageHeading title={title} lead={lead} />
      {children}
    </>
  );
}
