import { PageHeading, useCurrentUser } from '@diy/shell';
import { MessageBanner } from '@diy/ui';
import type { ReactNode } from 'react';
import { STAFF_PATHS } from '../../staff-paths';
import { screensFor, type StaffScreen } from '../../staff-screens';
import { StyledLinkButton } from './staff.styles';

/**
 * A staff screen for the accounts whose features open it. Anyone else (who reached it by its address: the nav does not
 * offer it) is told so and led to their first screen; nothing of the screen is rendered, so nothing is fetched (the
 * server refuses those calls with 403, which would end the session).
 */
export function ScreenGate({ screen, children }: { screen: StaffScreen; children: ReactNode }) {
  const { features } = useCurrentUser();
  if (features.includes(screen.feature)) return <>{children}</>;
  const first = screensFor(features)[0];
  const way = first ? { to: first.path, label: `Go to ${first.label}` } : { to: STAFF_PATHS.home, label: 'Go to home' };
  return (
    <>
      <PageHeading title="Not allowed for your account" lead={`${screen.label} is for ${screen.audience}.`} />
      <MessageBanner tone="info" action={<StyledLinkButton to={way.to}>{way.label}</StyledLinkButton>}>
        Your account cannot open this screen. Ask an access-management admin if you need it.
      </MessageBanner>
    </>
  );
}
