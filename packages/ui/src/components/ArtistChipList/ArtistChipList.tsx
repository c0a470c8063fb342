import { ArtistAvatar } from '../ArtistSearch/ArtistAvatar';
import { Button } from '../Button';
import { CloseButton } from '../CloseButton';
import { StyledActions, StyledEmpty, StyledItem, StyledList, StyledName, StyledRole, StyledRoles, StyledWho } from './ArtistChipList.styles';

export interface ChosenArtist {
  id: string;
  name: string;
  roles: readonly string[];
  url?: string | null;
}

export interface ArtistChipListProps {
  artists: readonly ChosenArtist[];
  /** Removes the artist from the event; the button is hidden when read-only. */
  onDelete?: (id: string) => void;
  /** Opens Select Role again for this artist. */
  onEdit?: (id: string) => void;
  readOnly?: boolean;
  /** Accessible name of the list. */
  label?: string;
  /** Shown when no artist is chosen; nothing when omitted. */
  emptyText?: string;
}

/** The artists chosen for the event, each with their roles, an edit-roles button and a delete button. */
export function ArtistChipList({ artists, onDelete, onEdit, readOnly = false, label = 'Chosen artists and crew', emptyText }: ArtistChipListProps) {
  if (artists.length === 0) return emptyText ? <StyledEmpty>{emptyText}</StyledEmpty> : null;
  return (
    <StyledList aria-label={label}>
      {artists.map((artist) => (
        <StyledItem key={artist.id}>
          <ArtistAvatar name={artist.name} url={artist.url ?? null} size="sm" />
          <StyledWho>
            <StyledName>{artist.name}</StyledName>
            <StyledRoles aria-label={`Roles: ${artist.roles.join(', ')}`} role="list">
              {artist.roles.map((role) => (
                <StyledRole key={role} role="listitem">
                  {role}
                </StyledRole>
              ))}
            </StyledRoles>
          </StyledWho>
          {readOnly ? null : (
            <StyledActions>
              {onEdit ? (
                <Button variant="ghost" size="sm" onClick={() => onEdit(artist.id)} aria-label={`Edit roles of ${artist.name}`}>
                  Edit roles
                </Button>
              ) : null}
              {onDelete ? <CloseButton label={`Delete ${artist.name}`} onClick={() => onDelete(artist.id)} /> : null}
            </StyledActions>
          )}
        </StyledItem>
      ))}
    </StyledList>
  );
}
