import { useUpdateOrgDescriptionMutation } from '@diy/api';
import { ORG_DESCRIPTION_MAX_LENGTH, PROFILE_MESSAGES, fieldErrors, orgDescriptionSchema, type OrganisationDetails } from '@diy/domain';
import { Button } from '@diy/ui';
import { useId, useState } from 'react';
import { StyledCard, StyledCardTitle, StyledErrorText, StyledFieldFoot, StyledFieldLabel, StyledFormRow, StyledMuted, StyledTextArea } from './ProfilePage.styles';
import { useProfileToast } from './use-profile-toast';

/** The organisation description shown to ticket buyers (POST v1/update-profile/org-description/{mobile}). */
export function DescriptionCard({ mobile, details }: { mobile: string; details: OrganisationDetails }) {
  const id = useId();
  const toast = useProfileToast();
  const [text, setText] = useState(details.description);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useUpdateOrgDescriptionMutation();

  async function onSave() {
    const parsed = orgDescriptionSchema.safeParse({ description: text });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).description ?? null);
      return;
    }
    setError(null);
    try {
      await save({ mobile, body: parsed.data }).unwrap();
      toast.success(PROFILE_MESSAGES.descriptionSaved);
    } catch (e) {
      toast.failure(e);
    }
  }

  return (
    <StyledCard aria-labelledby={`${id}-title`}>
      <StyledCardTitle id={`${id}-title`}>About your organisation</StyledCardTitle>
      <StyledMuted>A few lines about who you are and the events you run.</StyledMuted>
      <StyledFieldLabel htmlFor={`${id}-text`}>Organisation description</StyledFieldLabel>
      <StyledTextArea
        id={`${id}-text`}
        value={text}
        maxLength={ORG_DESCRIPTION_MAX_LENGTH}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <StyledFieldFoot>
        {error ? <StyledErrorText id={`${id}-error`}>{error}</StyledErrorText> : <span />}
        <span aria-hidden="true">{text.length}/{ORG_DESCRIPTION_MAX_LENGTH}</span>
      </StyledFieldFoot>
      <StyledFormRow>
        <Button onClick={() => void onSave()} loading={saving.isLoading} disabled={text === details.description}>
          Save description
        </Button>
      </StyledFormRow>
    </StyledCard>
  );
}
