import type { Role } from '@diy/domain';
import { AppBar, Button } from '@diy/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user';
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

/** Scrolls a row sideways so `item` is whole in view (centred when it was not), never the page. */
function revealInRow(row: HTMLElement, item: HTMLElement): void {
  const r = row.getBoundingClientRect();
  const i = item.getBoundingClientRect();
  if (i.left >= r.left && i.right <= r.right) return;
  row.scrollLeft += i.left + i.width / 2 - (r.left + r.width / 2);
}

/** Keeps the open section's link in view in a row that scrolls (a phone's nav), after each navigation and resize. */
function useCurrentInView(pathname: string, count: number) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return undefined;
    const reveal = () => {
      const current = row.querySelector<HTMLElement>('a[aria-current="page"]');
      if (current && row.scrollWidth > row.clientWidth) revealInRow(row, current);
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(reveal);
    observer.observe(row);
    return () => observer.disconnect();
  }, [pathname, count]);
  return ref;
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
  const navRef = useCurrentInView(useLocation().pathname, items.length);
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
        <StyledNav
          aria-label="Sections"
          ref={navRef}
          // A link the keyboard reaches comes whole into view (the browser alone may leave it cut at the edge).
          onFocus={(e) => {
            if (e.target instanceof HTMLAnchorElement) revealInRow(e.currentTarget, e.target);
          }}
        >
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
