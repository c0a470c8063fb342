import type { EventDraft } from '@diy/domain';

/** What every section screen receives from SectionPage. */
export interface SectionProps {
  draft: EventDraft;
  readOnly: boolean;
  reload: () => void;
  /** The route's id segment (additional info: the field whose drawer is open on a phone). */
  itemId?: string;
}
