import type { UserProfile } from '@diy/domain';
import { createContext, useContext } from 'react';

export interface CurrentUser {
  profile: UserProfile;
  features: string[];
}

/** Filled by the SessionGate once the profile and features have loaded (a module of its own: light to import). */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user's profile and features; only inside a SessionGate. */
export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside <SessionGate>');
  return value;
}
