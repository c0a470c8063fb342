import { useCreateEventMutation, useGetCategoriesQuery, useGetGenresQuery } from '@diy/api';
import { EVENT_ROUTES, EVENT_TITLE_MAX, type EventDraft, type EventInfoInput } from '@diy/domain';
import { PageHeading, showToast, useAppDispatch } from '@diy/shell';
import { Button, ChipGroup, GroupedMultiSelect, Spinner, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isReadOnly } from '../shared/draft-view';
import { StyledBack, StyledCenter } from '../shared/SectionFrame.styles';
import { useDraft } from '../shared/use-draft';
import { useEventErrors } from '../shared/use-event-errors';
import { useSaveSection } from '../shared/use-save-section';
import { useSectionForm } from '../shared/use-section-form';
import { EMPTY_EVENT_INFO, chooseCategory, editableEventInfo, eventInfoErrors, subCategoriesOf, type EventInfoErrors } from './event-info-form';
import { StyledActions, StyledForm } from './CreateEventPage.styles';

export const CREATE_EVENT_TEXTS = {
  title: 'Create an event',
  lead: 'Start with its name and category. Images, schedule and the rest come next.',
  editTitle: 'Event Name & Category',
  create: 'Create event',
  save: 'Save and continue',
  created: 'Event draft created',
  titleLabel: 'Event name',
  titlePlaceholder: 'e.g. Zakir Khan: Mannpasand',
  category: 'Category',
  subCategory: 'Sub-category (Optional)',
  genre: 'Genre (Optional)',
  genrePlaceholder: 'Select genres (Optional)',
} as const;

/**
 * /events/create-event: the first step, the event's name and category. With ?draftId= (and eventCode) it edits
 * the name and category of an existing draft (the EDIT link of the event name screen); saving goes to the overview.
 */
export default function CreateEventPage() {
  const [params] = useSearchParams();
  const draftId = params.get('draftId');
  if (draftId) return <EditEventInfo draftId={draftId} eventCode={params.get('eventCode')} />;
  return <NewEvent />;
}

function NewEvent() {
  const [create, { isLoading }] = useCreateEventMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onError = useEventErrors();
  const submit = async (eventInfo: EventInfoInput) => {
    try {
      const answer = await create({ eventInfo }).unwrap();
      dispatch(showToast({ type: 'success', data: answer.snackbar?.toastMsg || CREATE_EVENT_TEXTS.created }));
      void navigate(EVENT_ROUTES.overview(answer.draftId));
    } catch (error) {
      onError(error, 'save');
    }
  };
  return (
    <>
      <StyledBack>
        <Link to={EVENT_ROUTES.draft}>← Back to events</Link>
      </StyledBack>
      <PageHeading title={CREATE_EVENT_TEXTS.title} lead={CREATE_EVENT_TEXTS.lead} />
      <EventInfoForm initial={EMPTY_EVENT_INFO} submitLabel={CREATE_EVENT_TEXTS.create} busy={isLoading} onSubmit={submit} onCancel={() => void navigate(-1)} />
    </>
  );
}

function EditEventInfo({ draftId, eventCode }: { draftId: string; eventCode: string | null }) {
  const { draft, reload } = useDraft(draftId, eventCode);
  if (!draft) {
    return (
      <StyledCenter>
        <Spinner size="lg" label="Loading event" />
      </StyledCenter>
    );
  }
  if (isReadOnly(draft)) return <Navigate to={EVENT_ROUTES.overview(draft.draftId)} replace />;
  return <EditLoaded key={`${draft.draftId}:${draft.updatedAt}`} draft={draft} reload={reload} />;
}

function EditLoaded({ draft, reload }: { draft: EventDraft; reload: () => void }) {
  const { save, saving } = useSaveSection(draft, 'eventInfo', reload);
  const navigate = useNavigate();
  return (
    <>
      <StyledBack>
        <Link to={EVENT_ROUTES.overview(draft.draftId)}>← Back to event overview</Link>
      </StyledBack>
      <PageHeading title={CREATE_EVENT_TEXTS.editTitle} lead={draft.eventInfo.eventTitle} />
      <EventInfoForm
        initial={editableEventInfo(draft.eventInfo)}
        submitLabel={CREATE_EVENT_TEXTS.save}
        busy={saving}
        onSubmit={(eventInfo) => void save({ eventInfo: { ...draft.eventInfo, ...eventInfo } })}
        onCancel={() => void navigate(EVENT_ROUTES.overview(draft.draftId))}
      />
    </>
  );
}

interface EventInfoFormProps {
  initial: EventInfoInput;
  submitLabel: string;
  busy: boolean;
  onSubmit: (info: EventInfoInput) => void;
  onCancel: () => void;
}

/** Name, category chips, sub-category and genre (from the masters). */
function EventInfoForm({ initial, submitLabel, busy, onSubmit, onCancel }: EventInfoFormProps) {
  const { value, setValue, dirty } = useSectionForm(initial);
  const [errors, setErrors] = useState<EventInfoErrors>({});
  const categoriesQuery = useGetCategoriesQuery();
  const categories = categoriesQuery.data?.categories ?? [];
  const categoryCode = value.category?.[0]?.code ?? null;
  const genresQuery = useGetGenresQuery(categoryCode ? [categoryCode] : [], { skip: !categoryCode });
  const genres = genresQuery.data?.genres ?? [];
  const subCategories = subCategoriesOf(value, categories);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = eventInfoErrors(value);
    setErrors(found);
    if (found.eventTitle || found.category) return;
    onSubmit({ ...value, eventTitle: value.eventTitle.trim() });
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={CREATE_EVENT_TEXTS.editTitle}>
      <TextField
        label={CREATE_EVENT_TEXTS.titleLabel}
        required
        placeholder={CREATE_EVENT_TEXTS.titlePlaceholder}
        value={value.eventTitle}
        maxLength={EVENT_TITLE_MAX}
        showCount
        error={errors.eventTitle}
        onChange={(e) => {
          setValue({ ...value, eventTitle: e.target.value });
          if (errors.eventTitle) setErrors({ ...errors, eventTitle: undefined });
        }}
      />
      {categoriesQuery.isLoading ? (
        <Spinner label="Loading categories" />
      ) : (
        <ChipGroup
          label={CREATE_EVENT_TEXTS.category}
          options={categories}
          value={categoryCode}
          error={errors.category}
          onChange={(code) => {
            setValue(chooseCategory(value, categories, code));
            if (errors.category) setErrors({ ...errors, category: undefined });
          }}
        />
      )}
      {subCategories.length > 0 && (
        <ChipGroup
          key={`sub-${categoryCode ?? ''}`}
          label={CREATE_EVENT_TEXTS.subCategory}
          options={subCategories}
          value={value.subCategory?.code ?? null}
          onChange={(code) => setValue({ ...value, subCategory: subCategories.find((s) => s.code === code) ?? null })}
        />
      )}
      {categoryCode && genres.length > 0 && (
        <GroupedMultiSelect
          key={`genre-${categoryCode}`}
          label={CREATE_EVENT_TEXTS.genre}
          placeholder={CREATE_EVENT_TEXTS.genrePlaceholder}
          groups={[{ label: 'Genres', options: genres.map((g) => ({ code: g.code, name: g.name })) }]}
          value={value.genre ?? []}
          onChange={(chosen) => setValue({ ...value, genre: chosen.map((g) => ({ code: g.code, name: g.name })) })}
        />
      )}
      <StyledActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={!dirty && submitLabel === CREATE_EVENT_TEXTS.save}>
          {submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
