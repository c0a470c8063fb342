import { useState } from 'react';
import { StyledAvatar } from './ArtistSearch.styles';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A round photo, or the name's initials when there is none (or it fails to load). Decorative. */
export function ArtistAvatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: 'sm' | 'md' }) {
  const [broken, setBroken] = useState(false);
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {url && !broken ? <img src={url} alt="" onError={() => setBroken(true)} /> : initials(name)}
    </StyledAvatar>
  );
}
