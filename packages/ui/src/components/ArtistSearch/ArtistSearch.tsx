import { useId, type ReactNode } from 'react';
import { ARTIST_ADD_AS, ARTIST_SEARCH_PLACEHOLDER, EVENT_ERROR_TEXTS, SUPPORT_EMAIL } from '@diy/domain';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { ArtistAvatar } from './ArtistAvatar';
import {
  StyledEmpty,
  StyledHiddenLabel,
  StyledHint,
  StyledInput,
  StyledLiveRegion,
  StyledMeta,
  StyledName,
  StyledResult,
  StyledResults,
  StyledSearch,
  StyledWho,
} from './ArtistSearch.styles';

export interface ArtistResult {
  id: string;
  name: string;
  url: string | null;
  primaryRole: string;
  knownFor: string | null;
}

export interface ArtistSearchProps {
  /** The search text (controlled; the page debounces the request by SEARCH_DEBOUNCE_MS). */
  query: string;
  onQueryChange: (query: string) => void;
  results: readonly ArtistResult[];
  loading?: boolean;
  /** 'Add as...' was pressed: the page opens the Select Role dialog for this artist. */
  onAdd: (artist: ArtistResult) => void;
  /** Shown when a search found nothing; `<ArtistNotFound />` gives the spec's text and the support mailbox. */
  emptyMessage: ReactNode;
  /** The directory hint, shown under the box (the page passes it before the event has a code). */
  hint?: ReactNode;
  readOnly?: boolean;
  /** Accessible name of the search box; the placeholder is the spec's 'Search for artists & crew (Optional)'. */
  label?: string;
  /** IDs already on the event: their button reads 'Added' and is disabled. */
  addedIds?: readonly string[];
}

/** The spec's empty state: 'No artist found for your search' and an invitation to write to support. */
export function ArtistNotFound({ email = SUPPORT_EMAIL }: { email?: string }) {
  return (
    <>
      <p>{EVENT_ERROR_TEXTS.noArtistFound}</p>
      <p>
        Can&apos;t find them? Write to <a href={`mailto:${email}`}>{email}</a> and we will add the artist.
      </p>
    </>
  );
}

/** Artist & crew search: a search box, the matches each with 'Add as...', a loader and an empty state. */
export function ArtistSearch({
  query,
  onQueryChange,
  results,
  loading = false,
  onAdd,
  emptyMessage,
  hint,
  readOnly = false,
  label = 'Search for artists & crew',
  addedIds = [],
}: ArtistSearchProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const searched = query.trim() !== '';
  const empty = searched && !loading && results.length === 0;
  const announcement = loading ? '' : !searched ? '' : empty ? EVENT_ERROR_TEXTS.noArtistFound : `${results.length} ${results.length === 1 ? 'artist' : 'artists'} found`;

  return (
    <StyledSearch role="search" aria-label="Artists and crew">
      <StyledHiddenLabel htmlFor={inputId}>{label}</StyledHiddenLabel>
      <StyledInput
        id={inputId}
        type="search"
        value={query}
        placeholder={ARTIST_SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        disabled={readOnly}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      <StyledLiveRegion aria-live="polite">{announcement}</StyledLiveRegion>
      {loading ? <Spinner label="Searching artists" /> : null}
      {!loading && results.length > 0 ? (
        <StyledResults aria-label="Matching artists">
          {results.map((artist) => {
            const nameId = `${baseId}-${artist.id}`;
            const added = addedIds.includes(artist.id);
            return (
              <StyledResult key={artist.id}>
                <ArtistAvatar name={artist.name} url={artist.url} />
                <StyledWho>
                  <StyledName id={nameId}>{artist.name}</StyledName>
                  <StyledMeta>
                    {artist.primaryRole}
                    {artist.knownFor ? ` · Known for ${artist.knownFor}` : ''}
                  </StyledMeta>
                </StyledWho>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-describedby={nameId}
                  disabled={readOnly || added}
                  onClick={() => onAdd(artist)}
                >
                  {added ? 'Added' : ARTIST_ADD_AS}
                </Button>
              </StyledResult>
            );
          })}
        </StyledResults>
      ) : null}
      {empty ? <StyledEmpty>{emptyMessage}</StyledEmpty> : null}
    </StyledSearch>
  );
}
