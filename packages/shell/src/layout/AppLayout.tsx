import type { Role } from '@diy/domain';
import { AppBar, Button } from '@diy/ui';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useCurrentUser } from '../auth/SessionGate';
import { useLogout } from '../auth/use-session';
import { useDevice } from '../device/use-device';
import { StyledMain, StyledNav, StyledNavEnd, StyledShell } from './AppLayout.styles';

export interface NavItem {
  to: string;
  label: string;
  /** A feature key (GET /user/features) the user needs to see the item; without it the item is for everyone. */
  feature?: string;
  /** Or a role that shows the item too (an organiser waiting for approval has no features yet, but a profile). */
  role?: Role;
}

interface AppLayoutProps {
  appTitle: string;
  /** Where the brand in the app bar leads. */
  homePath: string;
  nav?: NavItem[];
  /** Shown in the app bar before Logout (the organiser console's event search). */
  barSearch?: ReactNode;
}

/** The signed-in frame of every app: app bar with the user and Logout, the section nav the user's features allow, the page. */
export function AppLayout({ appTitle, homePath, nav = [], barSearch }: AppLayoutProps) {
  const { profile, features } = useCurrentUser();
  const { confirmLogout } = useLogout();
  const items = nav.filter(
    (item) => !item.feature || features.includes(item.feature) || (item.role !== undefined && profile.roles.includes(item.role)),
  );
  // A phone's app bar has no room for it: it goes to the end of the section links there.
  const { isMobile } = useDevice();
  const inNav = isMobile && items.length > 0;
  return (
    <StyledShell>
      <AppBar
        appTitle={appTitle}
        userName={profile.name}
        brandHref={homePath}
        actions={
          <>
            {inNav ? null : barSearch}
            <Button variant="secondary" size="sm" onClick={confirmLogout}>
              Logout
            </Button>
          </>
        }
      />
      {items.length > 0 && (
        <StyledNav aria-label="Sections">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
          {inNav && barSearch ? <StyledNavEnd>{barSearch}</StyledNavEnd> : null}
        </StyledNav>
      )}
      <StyledMain id="main">
        <Outlet />
      </StyledMain>
    </StyledShell>
  );
}
