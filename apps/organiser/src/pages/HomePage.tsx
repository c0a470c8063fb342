import { PageHeading, useCurrentUser } from '@diy/shell';
import { Link } from 'react-router-dom';
import { StyledTile, StyledTileText, StyledTileTitle, StyledTiles } from './HomePage.styles';

/** /apps: the organiser's landing after login. */
export function HomePage() {
  const { profile } = useCurrentUser();
  return (
    <>
      <PageHeading title={`Welcome, ${profile.name}`} lead={profile.organiserName} />
      <StyledTiles>
        <StyledTile as={Link} to="/events/live">
          <StyledTileTitle>Live events</StyledTileTitle>
          <StyledTileText>Events on sale now and ready to publish, with their next show.</StyledTileText>
        </StyledTile>
        <StyledTile as={Link} to="/events/draft">
          <StyledTileTitle>Drafts</StyledTileTitle>
          <StyledTileText>Events you are still writing, under review, or sent back for changes.</StyledTileText>
        </StyledTile>
      </StyledTiles>
    </>
  );
}
