import { useGetCategoriesQuery } from '@diy/api';
import { EVENT_ROUTES } from '@diy/domain';
import { ChipGroup } from '@diy/ui';
import { Link } from 'react-router-dom';
import { StyledMuted, StyledPanel } from '../../shared/SectionFrame.styles';
import { SectionFrame } from '../../shared/SectionFrame';
import type { SectionProps } from '../section-props';
import { StyledEdit, StyledHeader, StyledLabel, StyledTags, StyledTitle } from './EventInfoSection.styles';

/** The create step with this draft loaded: its EDIT link target. */
export function editEventInfoHref(draftId: string, eventCode: string | null): string {
  const query = new URLSearchParams({ draftId });
  if (eventCode) query.set('eventCode', eventCode);
  return `${EVENT_ROUTES.create}?${query.toString()}`;
}

/** Event Name & Category: the category chips and the title, with EDIT back to the create step. */
export default function EventInfoSection({ draft, readOnly }: SectionProps) {
  const { data } = useGetCategoriesQuery();
  const info = draft.eventInfo;
  const chosen = info.category[0] ?? null;
  const options = data?.categories.map((c) => ({ code: c.code, name: c.name })) ?? (chosen ? [chosen] : []);
  return (
    <SectionFrame draft={draft} slug="eventInfo" title="Event Name & Category" readOnly={readOnly} dirty={false} onSave={() => undefined}>
      <StyledPanel aria-label="Event name and category">
        <StyledHeader>
          <div>
            <StyledLabel>Event name</StyledLabel>
            <StyledTitle>{info.eventTitle}</StyledTitle>
          </div>
          {!readOnly && (
            <StyledEdit>
              <Link to={editEventInfoHref(draft.draftId, draft.eventCode)} aria-label="Edit event name and category">
                EDIT
              </Link>
            </StyledEdit>
          )}
        </StyledHeader>
        <ChipGroup label="Category" options={options} value={chosen?.code ?? null} onChange={() => undefined} disabled />
        {info.subCategory && (
          <div>
            <StyledLabel>Sub-category</StyledLabel>
            <StyledTags>
              <li>{info.subCategory.name}</li>
            </StyledTags>
          </div>
        )}
        {info.genre.length > 0 && (
          <div>
            <StyledLabel>Genre</StyledLabel>
            <StyledTags aria-label="Genres">
              {info.genre.map((g) => (
                <li key={g.code}>{g.name}</li>
              ))}
            </StyledTags>
          </div>
        )}
        {!readOnly && <StyledMuted>Changing the name sends the event back for review once it is live.</StyledMuted>}
      </StyledPanel>
    </SectionFrame>
  );
}
