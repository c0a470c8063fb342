import { StyledTag, StyledTagList } from './TagList.styles';

export interface Tag {
  /** The readable name, e.g. "Offers". */
  label: string;
  /** More about it on hover, e.g. the group's code DIY_OFFER_MANAGER. */
  title?: string;
}

export interface TagListProps {
  /** Accessible name of the list, e.g. "Groups". */
  label: string;
  tags: readonly Tag[];
  /** Shown when there are no tags. */
  empty?: string;
}

/** Short labels as chips: each stays whole on one line; the chips wrap between one another. */
export function TagList({ label, tags, empty = '—' }: TagListProps) {
  if (tags.length === 0) return <span>{empty}</span>;
  return (
    <StyledTagList aria-label={label}>
      {tags.map((tag) => (
        <StyledTag key={tag.label} title={tag.title}>
          {tag.label}
        </StyledTag>
      ))}
    </StyledTagList>
  );
}
