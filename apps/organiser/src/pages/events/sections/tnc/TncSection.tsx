import { POPUP_OKAY, TNC_MAX_LENGTH } from '@diy/domain';
import { showPopup, useAppDispatch } from '@diy/shell';
import { RichTextEditor } from '@diy/ui';
import { normaliseHtml, screenTextPopup } from '../../shared/rich-text';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledPanel } from '../../shared/SectionFrame.styles';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';

/** Terms & Conditions: rich text, optional, same characters and limit as the description. */
export default function TncSection({ draft, readOnly, reload }: SectionProps) {
  const dispatch = useAppDispatch();
  const { value, setValue, dirty, discard } = useSectionForm<string>(draft.tnc, normaliseHtml);
  const { save, saving } = useSaveSection(draft, 'tnc', reload);

  const onSave = async () => {
    const popup = screenTextPopup({ tnc: value });
    if (popup) {
      showPopup(dispatch, { title: popup.title, body: popup.body, dismissible: false, buttons: [{ label: POPUP_OKAY }] });
      return;
    }
    await save({ tnc: value });
  };

  return (
    <SectionFrame draft={draft} slug="tnc" title="Terms & Conditions" readOnly={readOnly} dirty={dirty} saving={saving} onSave={() => void onSave()} onDiscard={discard}>
      <StyledPanel aria-label="Terms and conditions">
        <RichTextEditor
          label="Terms & Conditions"
          value={value}
          onChange={setValue}
          maxLength={TNC_MAX_LENGTH}
          readOnly={readOnly}
          placeholder="Entry rules, refunds, age checks, things not allowed at the venue."
        />
      </StyledPanel>
    </SectionFrame>
  );
}
