import { useSearchArtistsQuery } from '@diy/api';
import { ARTIST_DIRECTORY_HINT, ARTIST_ROLES, SEARCH_DEBOUNCE_MS, type ArtistInfoItem, type ArtistRole } from '@diy/domain';
import { ArtistChipList, ArtistNotFound, ArtistSearch, SelectRoleDialog, type ArtistResult } from '@diy/ui';
import { useEffect, useState } from 'react';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledPanel } from '../../shared/SectionFrame.styles';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';
import { withArtistRoles, withoutArtist } from './artist-list';

type Picking = { artist: Pick<ArtistInfoItem, 'id' | 'name' | 'url'>; roles: ArtistRole[]; existing: boolean };

function isRole(role: string): role is ArtistRole {
  return (ARTIST_ROLES as readonly string[]).includes(role);
}

/** The search text once it has stopped changing for 600 ms (seed 000 section 9). */
export function useDebounced(value: string, delay: number = SEARCH_DEBOUNCE_MS): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Artist & Crew: search the directory (debounced), 'Add as...' roles through the Select Role dialog, remove. */
export default function ArtistInfoSection({ draft, readOnly, reload }: SectionProps) {
  const { value, setValue, dirty, discard } = useSectionForm<ArtistInfoItem[]>(() => draft.artistInfo);
  const { save, saving } = useSaveSection(draft, 'artistInfo', reload);
  const [query, setQuery] = useState('');
  const searchFor = useDebounced(query.trim());
  const search = useSearchArtistsQuery(searchFor, { skip: searchFor === '' });
  const results = searchFor === '' ? [] : (search.data?.artists ?? []);
  const [picking, setPicking] = useState<Picking | null>(null);

  const edit = (id: string) => {
    const artist = value.find((a) => a.id === id);
    if (artist) setPicking({ artist, roles: [...artist.roles], existing: true });
  };

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
        {!readOnly && (
          <ArtistSearch
            query={query}
            onQueryChange={setQuery}
            results={results}
            loading={search.isFetching || query.trim() !== searchFor}
            onAdd={(artist: ArtistResult) => {
              const existing = value.find((a) => a.id === artist.id);
              setPicking({ artist: { id: artist.id, name: artist.name, url: artist.url }, roles: existing ? [...existing.roles] : [], existing: Boolean(existing) });
            }}
            emptyMessage={<ArtistNotFound />}
            hint={draft.eventCode ? undefined : ARTIST_DIRECTORY_HINT}
            addedIds={value.map((a) => a.id)}
          />
        )}
        <ArtistChipList
          artists={value}
          readOnly={readOnly}
          onEdit={edit}
          onDelete={(id) => setValue(withoutArtist(value, id))}
          emptyText={readOnly ? 'No artists or crew added' : 'No artists or crew added yet'}
        />
      </StyledPanel>
      {picking && (
        <SelectRoleDialog
          open
          artistName={picking.artist.name}
          roles={ARTIST_ROLES}
          value={picking.roles}
          onChange={(roles) => setPicking({ ...picking, roles: roles.filter(isRole) })}
          onCreate={() => {
            if (picking.roles.length === 0) return;
            setValue(withArtistRoles(value, picking.artist, picking.roles));
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
