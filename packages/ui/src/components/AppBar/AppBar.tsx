import type { ReactNode } from 'react';
import {
  StyledAppBar,
  StyledAppTitle,
  StyledAvatar,
  StyledBrand,
  StyledBrandText,
  StyledCenter,
  StyledDivider,
  StyledEnd,
  StyledInner,
  StyledMark,
  StyledUser,
  StyledUserName,
} from './AppBar.styles';

export const BRAND_NAME = 'DIY Events';

export interface AppBarProps {
  /** Which app this is: 'Organiser', 'Gate Scanner', 'Staff Admin'. */
  appTitle: string;
  /** Signed-in user's name; shown with an initials avatar (only the avatar on phones). */
  userName?: string;
  /** Buttons at the right end, e.g. Log out. */
  actions?: ReactNode;
  /** Navigation links between brand and the right end (hidden on phones; use a drawer there). */
  nav?: ReactNode;
  /** Accessible name of the nav region. */
  navLabel?: string;
  /** Where the brand links to. */
  brandHref?: string;
  sticky?: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The top bar shared by the three apps. */
export function AppBar({ appTitle, userName, actions, nav, navLabel = 'Main', brandHref = '/', sticky = true }: AppBarProps) {
  return (
    <StyledAppBar $sticky={sticky}>
      <StyledInner>
        <StyledBrand href={brandHref} aria-label={`${BRAND_NAME} ${appTitle} home`}>
          <StyledMark aria-hidden="true" />
          <StyledBrandText>{BRAND_NAME}</StyledBrandText>
        </StyledBrand>
        <StyledDivider aria-hidden="true" />
        <StyledAppTitle>{appTitle}</StyledAppTitle>
        {nav ? <StyledCenter aria-label={navLabel}>{nav}</StyledCenter> : null}
        <StyledEnd>
          {userName ? (
            <StyledUser data-testid="appbar-user">
              <StyledAvatar aria-hidden="true">{initialsOf(userName)}</StyledAvatar>
              <StyledUserName>{userName}</StyledUserName>
            </StyledUser>
          ) : null}
          {actions}
        </StyledEnd>
      </StyledInner>
    </StyledAppBar>
  );
}
