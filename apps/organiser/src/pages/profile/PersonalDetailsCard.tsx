import { useSetMfaMutation, useUpdateProfileMutation } from '@diy/api';
import { PROFILE_MESSAGES, fieldErrors, updateProfileSchema, type OrganiserProfile } from '@diy/domain';
import { Button, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { StyledCard, StyledCardTitle, StyledFormRow, StyledMuted, StyledSubForm, StyledSwitchRow } from './ProfilePage.styles';
import { useProfileToast } from './use-profile-toast';

/** Name and e-mail (POST v1/update-profile/{mobile}) and the second login step (PUT user/mfa). */
export function PersonalDetailsCard({ profile }: { profile: OrganiserProfile }) {
  const toast = useProfileToast();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, updating] = useUpdateProfileMutation();
  const [setMfa, settingMfa] = useSetMfaMutation();
  /** Shown at once as the user turns it; put back if the server refuses. */
  const [mfa, setMfaShown] = useState(profile.mfaEnabled);
  const changed = name.trim() !== profile.name || email.trim() !== (profile.email ?? '');

  function check(next: { name: string; email: string }) {
    const parsed = updateProfileSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const found = check({ name, email });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update({ mobile: profile.mobile, body: { name: name.trim(), email: email.trim() } }).unwrap();
      toast.success(PROFILE_MESSAGES.saved);
    } catch (error) {
      toast.failure(error);
    }
  }

  async function onMfa(enabled: boolean) {
    setMfaShown(enabled);
    try {
      await setMfa(enabled).unwrap();
      toast.success(enabled ? 'A one-time code will be asked after your password' : 'Logins need only your password now');
    } catch (error) {
      setMfaShown(!enabled);
      toast.failure(error);
    }
  }

  return (
    <StyledCard aria-labelledby="profile-details">
      <StyledCardTitle id="profile-details">Your details</StyledCardTitle>
      <StyledSubForm noValidate onSubmit={(event) => void onSave(event)} aria-label="Your details">
        <TextField
          label="Full name"
          value={name}
          autoComplete="name"
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setErrors((x) => ({ ...x, name: check({ name, email }).name ?? '' }))}
        />
        <TextField
          label="E-mail"
          type="email"
          value={email}
          autoComplete="email"
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setErrors((x) => ({ ...x, email: check({ name, email }).email ?? '' }))}
        />
        <TextField label="Mobile number" value={profile.mobile} disabled hint="Your login; it cannot be changed here" />
        <StyledFormRow>
          <Button type="submit" loading={updating.isLoading} disabled={!changed}>
            Save details
          </Button>
        </StyledFormRow>
      </StyledSubForm>
      <StyledSwitchRow>
        <input
          type="checkbox"
          checked={mfa}
          disabled={settingMfa.isLoading}
          onChange={(event) => void onMfa(event.target.checked)}
        />
        <span>
          <strong>Second login step</strong>
          <StyledMuted as="span">After your password, we send a one-time code to your mobile number.</StyledMuted>
        </span>
      </StyledSwitchRow>
    </StyledCard>
  );
}
