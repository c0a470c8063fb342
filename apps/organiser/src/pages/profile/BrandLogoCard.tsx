import { errorShortDesc, useDeleteBrandLogoMutation, useUploadBrandLogoMutation } from '@diy/api';
import { BRAND_LOGO_EXTENSIONS, BRAND_LOGO_MAX_BYTES, PROFILE_MESSAGES, SHELL_MESSAGES, type OrganisationDetails } from '@diy/domain';
import { Button, FileField } from '@diy/ui';
import { useState } from 'react';
import { StyledCard, StyledCardTitle, StyledFormRow, StyledLogo, StyledLogoEmpty } from './ProfilePage.styles';
import { useProfileToast } from './use-profile-toast';

/** Checks a logo before it is sent: .jpg, .jpeg or .png, at most 2 MB (the server checks the content too). */
export function brandLogoError(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!BRAND_LOGO_EXTENSIONS.some((ext) => name.endsWith(ext))) return PROFILE_MESSAGES.logoType;
  if (file.size > BRAND_LOGO_MAX_BYTES) return PROFILE_MESSAGES.logoTooLarge;
  return null;
}

/** The brand logo: upload (POST v1/update-profile/brand-logo/{mobile}) and delete (DELETE deletebrandlogo/username/{mobile}). */
export function BrandLogoCard({ mobile, details }: { mobile: string; details: OrganisationDetails }) {
  const toast = useProfileToast();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [upload, uploading] = useUploadBrandLogoMutation();
  const [remove, removing] = useDeleteBrandLogoMutation();

  async function onChosen(file: File) {
    const problem = brandLogoError(file);
    setError(problem);
    if (problem) return;
    setChosen(file.name);
    try {
      await upload({ mobile, body: file }).unwrap();
      toast.success(PROFILE_MESSAGES.logoSaved);
    } catch (e) {
      setChosen(null);
      setError(errorShortDesc(e, SHELL_MESSAGES.generic));
    }
  }

  async function onRemove() {
    try {
      await remove(mobile).unwrap();
      setChosen(null);
      toast.success(PROFILE_MESSAGES.logoDeleted);
    } catch (e) {
      toast.failure(e);
    }
  }

  return (
    <StyledCard aria-labelledby="profile-logo">
      <StyledCardTitle id="profile-logo">Brand logo</StyledCardTitle>
      {details.brandLogoUrl ? (
        <StyledLogo src={details.brandLogoUrl} alt={`${details.organisationName} logo`} />
      ) : (
        <StyledLogoEmpty>No logo yet</StyledLogoEmpty>
      )}
      <FileField
        label={details.brandLogoUrl ? 'Replace the logo' : 'Upload a logo'}
        accept={BRAND_LOGO_EXTENSIONS.join(',')}
        rule=".jpg or .png, at most 2 MB"
        fileName={chosen}
        uploading={uploading.isLoading}
        error={error}
        onFileChosen={(file) => void onChosen(file)}
      />
      {details.brandLogoUrl && (
        <StyledFormRow>
          <Button variant="danger" onClick={() => void onRemove()} loading={removing.isLoading}>
            Remove logo
          </Button>
        </StyledFormRow>
      )}
    </StyledCard>
  );
}
