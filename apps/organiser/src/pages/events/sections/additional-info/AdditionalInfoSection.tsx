import { useGetLanguagesQuery } from '@diy/api';
import {
  ADDITIONAL_INFO_PLACEHOLDERS,
  AGE_LIMITS,
  DURATION_MESSAGES,
  EVENT_ROUTES,
  LANGUAGE_GROUPS,
  ageLimitLabel,
  durationError,
  groupLanguages,
  isDurationNaN,
  type AgeLimitCode,
} from '@diy/domain';
import { useDevice } from '@diy/shell';
import { Button, Drawer, GroupedMultiSelect, SingleChoiceList, TextField } from '@diy/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledPanel } from '../../shared/SectionFrame.styles';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';
import { additionalInfoBody, additionalInfoFromDraft, languagesFromCodes, type AdditionalInfoForm } from './additional-info-form';
import { StyledChevron, StyledRow, StyledRowError, StyledRowText } from './AdditionalInfoSection.styles';

/** The fields, also the route's id segment on a phone (…/edit/additionalInfo/language opens that drawer). */
export const ADDITIONAL_INFO_FIELDS = ['language', 'ageLimit', 'duration'] as const;
type Field = (typeof ADDITIONAL_INFO_FIELDS)[number];
const LABELS: Record<Field, string> = { language: 'Language', ageLimit: 'Age limit', duration: 'Duration (minutes)' };

function isField(value: string | undefined): value is Field {
  return (ADDITIONAL_INFO_FIELDS as readonly string[]).includes(value ?? '');
}

/**
 * Additional Info: languages (grouped multi-select), one age limit and the duration in minutes. Desktop shows
 * the fields inline with the Save bar; a phone shows one row per field, each opening a bottom drawer with Proceed.
 */
export default function AdditionalInfoSection({ draft, readOnly, reload, itemId }: SectionProps) {
  const { isMobile } = useDevice();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSectionForm<AdditionalInfoForm>(() => additionalInfoFromDraft(draft));
  const { value, setValue, dirty, discard } = form;
  const { save, saving } = useSaveSection(draft, 'additionalInfo', reload);
  const [durationMessage, setDurationMessage] = useState<string | null>(null);
  const languagesQuery = useGetLanguagesQuery();
  const master = languagesQuery.data?.languages ?? [];
  const groups = groupLanguages(master);
  const languageGroups = [
    { label: LANGUAGE_GROUPS.popular, options: groups.popular.map((l) => ({ code: l.code, name: l.name })) },
    { label: LANGUAGE_GROUPS.all, options: groups.all.map((l) => ({ code: l.code, name: l.name })) },
  ];
  const ageOptions = AGE_LIMITS.map((a) => ({ code: a.code, label: a.label }));

  const onSave = async () => {
    const result = additionalInfoBody(value);
    if (!result.ok) {
      setDurationMessage(result.error);
      return;
    }
    await save({ additionalInfo: result.body });
  };

  const languageField = (v: AdditionalInfoForm, set: (next: AdditionalInfoForm) => void) => (
    <GroupedMultiSelect
      label={LABELS.language}
      placeholder={ADDITIONAL_INFO_PLACEHOLDERS.language}
      groups={languageGroups}
      value={v.languages}
      onChange={(chosen) => set({ ...v, languages: languagesFromCodes(v.languages, chosen.map((l) => l.code), master) })}
      searchable
      readOnly={readOnly}
    />
  );
  const ageField = (v: AdditionalInfoForm, set: (next: AdditionalInfoForm) => void) => (
    <SingleChoiceList
      label={LABELS.ageLimit}
      placeholder={ADDITIONAL_INFO_PLACEHOLDERS.ageLimit}
      options={ageOptions}
      value={v.ageLimit}
      onChange={(code) => set({ ...v, ageLimit: (code as AgeLimitCode | null) ?? null })}
      readOnly={readOnly}
    />
  );
  const durationField = (v: AdditionalInfoForm, set: (next: AdditionalInfoForm) => void, message: string | null, setMessage: (m: string | null) => void) => (
    <TextField
      label={LABELS.duration}
      placeholder={ADDITIONAL_INFO_PLACEHOLDERS.duration}
      inputMode="numeric"
      required
      value={v.duration}
      readOnly={readOnly}
      error={message ?? undefined}
      data-autofocus="true"
      onChange={(e) => {
        set({ ...v, duration: e.target.value });
        if (message) setMessage(durationError(e.target.value) === DURATION_MESSAGES.required ? null : durationError(e.target.value));
      }}
      onBlur={(e) => {
        // The number-only check on blur: a value that is not a number gets the red border and its message.
        if (isDurationNaN(e.target.value)) setMessage(DURATION_MESSAGES.notANumber);
        else if (e.target.value.trim() !== '') setMessage(durationError(e.target.value));
      }}
    />
  );

  const blocker = value.duration.trim() === '' ? DURATION_MESSAGES.required : null;

  let content: ReactNode;
  if (!isMobile) {
    content = (
      <StyledPanel aria-label="Additional info">
        {languageField(value, setValue)}
        {ageField(value, setValue)}
        {durationField(value, setValue, durationMessage, setDurationMessage)}
      </StyledPanel>
    );
  } else {
    const sectionHref = EVENT_ROUTES.section(draft.draftId, 'additionalInfo', draft.eventCode);
    const open = (field: Field) => void navigate(`${sectionHref.replace(/\?.*$/, '')}/${field}${location.search}`, { state: { drawer: true } });
    const close = () => {
      if ((location.state as { drawer?: boolean } | null)?.drawer) void navigate(-1);
      else void navigate(sectionHref, { replace: true });
    };
    const summaries: Record<Field, string> = {
      language: value.languages.map((l) => l.name).join(', ') || ADDITIONAL_INFO_PLACEHOLDERS.language,
      ageLimit: (value.ageLimit && ageLimitLabel(value.ageLimit)) || ADDITIONAL_INFO_PLACEHOLDERS.ageLimit,
      duration: value.duration.trim() !== '' ? `${value.duration} minutes` : ADDITIONAL_INFO_PLACEHOLDERS.duration,
    };
    content = (
      <StyledPanel aria-label="Additional info">
        {ADDITIONAL_INFO_FIELDS.map((field) => (
          <div key={field}>
            <StyledRow type="button" onClick={() => open(field)} aria-invalid={field === 'duration' && durationMessage ? true : undefined}>
              <StyledRowText>
                <strong>{LABELS[field]}</strong>
                <span>{summaries[field]}</span>
              </StyledRowText>
              <StyledChevron aria-hidden="true">›</StyledChevron>
            </StyledRow>
            {field === 'duration' && durationMessage && <StyledRowError>{durationMessage}</StyledRowError>}
          </div>
        ))}
        {isField(itemId) && (
          <FieldDrawer
            key={itemId}
            field={itemId}
            initial={value}
            readOnly={readOnly}
            onClose={close}
            onProceed={(next) => {
              setValue(next);
              setDurationMessage(next.duration.trim() === '' ? null : durationError(next.duration));
              close();
            }}
            render={(v, set, message, setMessage) =>
              itemId === 'language' ? languageField(v, set) : itemId === 'ageLimit' ? ageField(v, set) : durationField(v, set, message, setMessage)
            }
          />
        )}
      </StyledPanel>
    );
  }

  return (
    <SectionFrame
      draft={draft}
      slug="additionalInfo"
      title="Additional Info"
      readOnly={readOnly}
      dirty={dirty}
      saving={saving}
      blocker={blocker}
      onSave={() => void onSave()}
      onDiscard={() => {
        discard();
        setDurationMessage(null);
      }}
    >
      {content}
    </SectionFrame>
  );
}

interface FieldDrawerProps {
  field: Field;
  initial: AdditionalInfoForm;
  readOnly: boolean;
  onClose: () => void;
  onProceed: (value: AdditionalInfoForm) => void;
  render: (
    value: AdditionalInfoForm,
    set: (next: AdditionalInfoForm) => void,
    message: string | null,
    setMessage: (m: string | null) => void,
  ) => ReactNode;
}

/** One field in a bottom drawer; Proceed takes the value into the form (the duration must pass its check). */
function FieldDrawer({ field, initial, readOnly, onClose, onProceed, render }: FieldDrawerProps) {
  const [value, setValue] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const proceed = () => {
    if (field === 'duration') {
      const error = durationError(value.duration);
      if (error) {
        setMessage(error);
        return;
      }
    }
    onProceed(value);
  };
  return (
    <Drawer
      open
      title={LABELS[field]}
      onClose={onClose}
      footer={
        readOnly ? undefined : (
          <Button fullWidth size="lg" onClick={proceed}>
            Proceed
          </Button>
        )
      }
    >
      {render(value, setValue, message, setMessage)}
    </Drawer>
  );
}
