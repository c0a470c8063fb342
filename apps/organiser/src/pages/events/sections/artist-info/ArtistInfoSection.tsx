import { useSearchArtistsQuery } from '@diy/api';
import {
  ARTIST_DIRECTORY_HINT,
  ARTIST_ROLES,
  EVENT_ERROR_TEXTS,
  SEARCH_DEBOUNCE_MS,
  SUPPORT_EMAIL,
  type Artist,
  type ArtistInfoItem,
  type ArtistRole,
} from '@diy/domain';
import { ArtistChipList, ArtistSearch, SelectRoleDialog } from '../../shared/ui-pending';
import { useEffect, useState } from 'react';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledPanel } from '../../shared/SectionFrame.styles';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';
import { withArtistRole, withoutArtist } from './artist-list';

/** The text after 'No artist found for your search': where to ask for an artist to be added. */
export const ARTIST_SUPPORT_TEXT = `Write to ${SUPPORT_EMAIL} and we will add them to the directory.`;

type Picking = { artist: Pick<Artist, 'id' | 'name' | 'url'>; role: ArtistRole | null; existing: boolean };

/** The search text once it has stopped changing for 600 ms (seed 000 section 9). */
export function useDebounced(value: string, delay: number = SEARCH_DEBOUNCE_MS): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Artist & Crew: search the directory (debounced), 'Add as...' a role through the Select Role dialog, remove. */
export default function ArtistInfoSection({ draft, readOnly, reload }: SectionProps) {
  const { value, setValue, dirty, discard } = useSectionForm<ArtistInfoItem[]>(() => draft.artistInfo);
  const { save, saving } = useSaveSection(draft, 'artistInfo', reload);
  const [query, setQuery] = useState('');
  const searchFor = useDebounced(query.trim());
  const search = useSearchArtistsQuery(searchFor, { skip: searchFor === '' });
  const results = searchFor === '' ? [] : (search.data?.artists ?? []);
  const [picking, setPicking] = useState<Picking | null>(null);

  return (
    <SectionFrame
      draft={draft}
      slug="artistInfo"
      title="Artist & Crew"
      readOnly={readOnly}
      dirty={dirty}
      saving={saving}
      onSave={() => void save({ artistInfo: value })}
      onDiscard={discard}
    >
      <StyledPanel aria-label="Artist and crew">
        <ArtistSearch
          query={query}
          onQueryChange={setQuery}
          results={results}
          loading={search.isFetching || query.trim() !== searchFor}
          onAdd={(artist: Artist) => setPicking({ artist, role: null, existing: false })}
          emptyMessage={`${EVENT_ERROR_TEXTS.noArtistFound}. ${ARTIST_SUPPORT_TEXT}`}
          hint={draft.eventCode ? undefined : ARTIST_DIRECTORY_HINT}
          readOnly={readOnly}
        />
        <ArtistChipList
          artists={value}
          readOnly={readOnly}
          onEdit={(artist: ArtistInfoItem) => setPicking({ artist, role: artist.roles[0] ?? null, existing: true })}
          onRemove={(artist: ArtistInfoItem) => setValue(withoutArtist(value, artist.id))}
        />
      </StyledPanel>
      {picking && (
        <SelectRoleDialog
          open
          artistName={picking.artist.name}
          roles={ARTIST_ROLES}
          value={picking.role}
          onChange={(role: ArtistRole) => setPicking({ ...picking, role })}
          onCreate={() => {
            if (!picking.role) return;
            setValue(withArtistRole(value, picking.artist, picking.role));
            setPicking(null);
            setQuery('');
          }}
          onDelete={
            picking.existing
              ? () => {
                  setValue(withoutArtist(value, picking.artist.id));
                  setPicking(null);
                }
              : undefined
          }
          onClose={() => setPicking(null)}
        />
      )}
    </SectionFrame>
  );
}
