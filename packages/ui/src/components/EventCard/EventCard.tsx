import { SoldBar } from '../SoldBar';
import { useState, type ElementType, type MouseEventHandler, type ReactNode } from 'react';
import type { CardStatus } from '@diy/domain';
import { StatusLabel } from '../StatusLabel';
import {
  StyledActions,
  StyledBanner,
  StyledBannerFallback,
  StyledBody,
  StyledCard,
  StyledMeta,
  StyledNote,
  StyledStatus,
  StyledTitle,
} from './EventCard.styles';

export interface EventCardProps {
  title: string;
  status: CardStatus;
  category?: string | null;
  city?: string | null;
  venueName?: string | null;
  /** Already formatted date and time, e.g. "Sat, 14/12/2024, 7:30 PM". */
  when?: string | null;
  /** Banner image; a tinted placeholder with the title's initial shows when missing or broken. */
  bannerUrl?: string | null;
  /** Makes the whole card a link to this address. */
  href?: string;
  /** Makes the whole card a button (when there is no href). */
  onClick?: MouseEventHandler<HTMLElement>;
  /** A short line about the event's state, e.g. "Publishing: live by 10:45 AM" (announced politely). */
  note?: ReactNode;
  /** Buttons or links at the bottom of the card; they stay separately clickable. */
  actions?: ReactNode;
  /** Tickets sold against the inventory, drawn as a bar in the progress colour. */
  sold?: { sold: number; total: number } | null;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3 | 4;
}

function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** One event in an organiser's list: banner, status, title and where / when. */
export function EventCard({
  title,
  status,
  category,
  city,
  venueName,
  when,
  bannerUrl,
  href,
  onClick,
  note,
  actions,
  sold,
  headingLevel = 3,
}: EventCardProps) {
  const [broken, setBroken] = useState(false);
  const showImage = Boolean(bannerUrl) && !broken;
  const heading = `h${headingLevel}` as ElementType;
  const interactive = Boolean(href || onClick);
  const place = [venueName, city].filter(Boolean).join(', ');

  return (
    <StyledCard $interactive={interactive} data-status={status}>
      <StyledBanner>
        {showImage ? (
          <img src={bannerUrl ?? undefined} alt="" loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <StyledBannerFallback aria-hidden="true" data-testid="banner-fallback">
            {initials(title)}
          </StyledBannerFallback>
        )}
        <StyledStatus>
          <StatusLabel status={status} size="sm" />
        </StyledStatus>
      </StyledBanner>
      <StyledBody>
        <StyledTitle as={heading}>
          {href ? (
            <a href={href} onClick={onClick}>
              {title}
            </a>
          ) : onClick ? (
            <button type="button" onClick={onClick}>
              {title}
            </button>
          ) : (
            title
          )}
        </StyledTitle>
        {category || place || when ? (
          <StyledMeta>
            {category ? (
              <div>
                <dt>Category</dt>
                <dd>{category}</dd>
              </div>
            ) : null}
            {place ? (
              <div>
                <dt>Where</dt>
                <dd>{place}</dd>
              </div>
            ) : null}
            {when ? (
              <div>
                <dt>When</dt>
                <dd>{when}</dd>
              </div>
            ) : null}
          </StyledMeta>
        ) : null}
        {sold ? <SoldBar sold={sold.sold} total={sold.total} /> : null}
        {note ? <StyledNote role="status">{note}</StyledNote> : null}
        {actions ? <StyledActions>{actions}</StyledActions> : null}
      </StyledBody>
    </StyledCard>
  );
}
