import { FEATURES } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { Link } from 'react-router-dom';
import { StyledTile, StyledTileText, StyledTileTitle, StyledTiles } from './HomePage.styles';

/** /apps: the landing after login; tiles for what the user's features open (an offer manager sees Offers only). */
export function HomePage() {
  const { profile, features } = useCurrentUser();
  const events = features.includes(FEATURES.events);
  return (
    <>
      <PageHeading title={`Welcome, ${profile.name}`} lead={profile.organiserName} />
      <StyledTiles>
        {events ? (
          <>
            <StyledTile as={Link} to="/events/live">
              <StyledTileTitle>Live events</StyledTileTitle>
              <StyledTileText>Events on sale now and ready to publish, with their next show.</StyledTileText>
            </StyledTile>
            <StyledTile as={Link} to="/events/draft">
              <StyledTileTitle>Drafts</StyledTileTitle>
              <StyledTileText>Events you are still writing, under review, or sent back for changes.</StyledTileText>
            </StyledTile>
          </>
        ) : null}
        {features.includes(FEATURES.offers) ? (
          <StyledTile as={Link} to="/offers/dashboard">
            <StyledTileTitle>Offers</StyledTileTitle>
            <StyledTileText>Offers for the audiences you choose: redemptions, discount given and revenue.</StyledTileText>
          </StyledTile>
        ) : null}
      </StyledTiles>
    </>
  );
}
