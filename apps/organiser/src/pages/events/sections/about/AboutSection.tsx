import {
  DESCRIPTION_MAX_LENGTH,
  POPUP_OKAY,
  REASON_TO_ATTEND_MAX_LENGTH,
  TEXT_MESSAGES,
  filledReasons,
  reasonSlotsEnabled,
  stripHtml,
  textError,
} from '@diy/domain';
import { showPopup, useAppDispatch } from '@diy/shell';
import { RichTextEditor, TextField } from '@diy/ui';
import { screenTextPopup } from '../../shared/rich-text';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledMuted, StyledPanel, StyledPanelTitle } from '../../shared/SectionFrame.styles';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';
import { aboutFromDraft, comparableAbout, type AboutForm } from './about-form';

/** About the event: the description (rich text) and up to three reasons to attend, saved together. */
export default function AboutSection({ draft, readOnly, reload }: SectionProps) {
  const dispatch = useAppDispatch();
  const { value, update, dirty, discard } = useSectionForm<AboutForm>(() => aboutFromDraft(draft), comparableAbout);
  const { save, saving } = useSaveSection(draft, 'about', reload);
  const enabled = reasonSlotsEnabled(value.reasons);

  const onSave = async () => {
    const popup = screenTextPopup({ synopsis: value.synopsis, reasonsToAttend: value.reasons });
    if (popup) {
      showPopup(dispatch, { title: popup.title, body: popup.body, dismissible: false, buttons: [{ label: POPUP_OKAY }] });
      return;
    }
    await save({ synopsis: value.synopsis, reasonsToAttend: filledReasons(value.reasons) });
  };

  return (
    <SectionFrame
      draft={draft}
      slug="about"
      title="About the event"
      readOnly={readOnly}
      dirty={dirty}
      saving={saving}
      blocker={stripHtml(value.synopsis) === '' ? TEXT_MESSAGES.descriptionRequired : null}
      onSave={() => void onSave()}
      onDiscard={discard}
    >
      <StyledPanel aria-label="Description">
        <RichTextEditor
          label="Description"
          value={value.synopsis}
          onChange={(html: string) => update({ synopsis: html })}
          maxLength={DESCRIPTION_MAX_LENGTH}
          readOnly={readOnly}
          placeholder="What is the event about? Who is performing, what to expect, how long it runs."
        />
      </StyledPanel>
      <StyledPanel aria-labelledby="reasons-heading">
        <div>
          <StyledPanelTitle id="reasons-heading">Reasons to attend</StyledPanelTitle>
          {!readOnly && <StyledMuted>Up to three, all optional. Fill one to unlock the next.</StyledMuted>}
        </div>
        {value.reasons.map((reason, index) => (
          <TextField
            key={index}
            label={`Reason ${index + 1} (Optional)`}
            value={reason}
            maxLength={REASON_TO_ATTEND_MAX_LENGTH}
            showCount
            disabled={!enabled[index]}
            readOnly={readOnly}
            error={reason.trim() === '' ? undefined : (textError(reason, REASON_TO_ATTEND_MAX_LENGTH) ?? undefined)}
            onChange={(e) => update({ reasons: value.reasons.map((r, i) => (i === index ? e.target.value : r)) })}
          />
        ))}
      </StyledPanel>
    </SectionFrame>
  );
}
