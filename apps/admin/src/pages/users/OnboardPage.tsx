import { useCreateGateStaffMutation, useCreateOrganiserFromUserMutation, useGetOrganiserListQuery } from '@diy/api';
import { STAFF_MESSAGES, createOrganiserSchema, gateStaffSchema, type CreateOrganiser } from '@diy/domain';
import { Button, MessageBanner, Select, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../shared/StaffPage';
import { failureText } from '../shared/staff-feedback';
import { StyledForm, StyledFullRow, StyledMuted, StyledPanel, StyledPanelTitle, StyledStack } from '../shared/staff.styles';

/** /apps/diy/onboard: an organiser from an existing user, and gate staff accounts for an organiser (admin). */
export function OnboardPage() {
  return (
    <StaffPage title="Onboard" lead="Create an organiser from a user, and gate staff accounts for an organiser.">
      <StyledStack>
        <CreateOrganiserPanel />
        <GateStaffPanel />
      </StyledStack>
    </StaffPage>
  );
}

const ORGANISER_FIELDS = [
  ['username', 'Username (e-mail or mobile of the user)'],
  ['name', 'Contact name'],
  ['mobile', 'Mobile'],
  ['email', 'E-mail'],
  ['organisationName', 'Organisation name'],
  ['pan', 'PAN'],
  ['gstin', 'GSTIN (optional)'],
  ['address', 'Address'],
  ['beneficiaryName', 'Beneficiary name'],
  ['bankName', 'Bank name'],
  ['accountNumber', 'Account number'],
  ['ifsc', 'IFSC'],
] as const;
type OrganiserField = (typeof ORGANISER_FIELDS)[number][0];

function toBody(v: Record<OrganiserField, string>): unknown {
  const opt = (s: string) => (s.trim() === '' ? undefined : s);
  return {
    username: v.username,
    profile: { name: v.name, mobile: opt(v.mobile), email: opt(v.email) },
    business: { organisationName: v.organisationName, pan: v.pan, gstin: opt(v.gstin), address: v.address },
    bank: { beneficiaryName: v.beneficiaryName, bankName: v.bankName, accountNumber: v.accountNumber, ifsc: v.ifsc },
    document: {},
  };
}

/** The first problem per field, keyed by the form's field names. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

function CreateOrganiserPanel() {
  const [params] = useSearchParams();
  const empty = Object.fromEntries(ORGANISER_FIELDS.map(([k]) => [k, ''])) as Record<OrganiserField, string>;
  const [values, setValues] = useState<Record<OrganiserField, string>>({ ...empty, username: params.get('username') ?? '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [create, call] = useCreateOrganiserFromUserMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOrganiserSchema.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    void create(parsed.data as CreateOrganiser);
  };
  return (
    <StyledPanel aria-labelledby="create-organiser-title">
      <StyledPanelTitle id="create-organiser-title">Create an organiser from a user</StyledPanelTitle>
      <StyledMuted>The user becomes the organiser’s owner and gets the organiser groups.</StyledMuted>
      <StyledForm onSubmit={submit} noValidate>
        {ORGANISER_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            required={!['gstin', 'mobile', 'email'].includes(key)}
            value={values[key]}
            error={errors[key]}
            onChange={(e) => setValues((cur) => ({ ...cur, [key]: e.target.value }))}
          />
        ))}
        <StyledFullRow>
          <Button type="submit" loading={call.isLoading}>
            Create organiser
          </Button>
        </StyledFullRow>
      </StyledForm>
      {call.isSuccess ? (
        <MessageBanner tone="success" title={call.data.message}>
          Organiser {call.data.organiserCode} for {call.data.user.username}.
        </MessageBanner>
      ) : null}
      {call.isError ? <MessageBanner tone="error">{failureText(call.error, 'message', STAFF_MESSAGES.accessFailed)}</MessageBanner> : null}
    </StyledPanel>
  );
}

function GateStaffPanel() {
  const organisers = useGetOrganiserListQuery({ status: 'approved', limit: 100, offset: 0, search: '' });
  const [values, setValues] = useState({ organiserId: '', name: '', mobile: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [create, call] = useCreateGateStaffMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gateStaffSchema.safeParse({ ...values, email: values.email.trim() === '' ? undefined : values.email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    void create(parsed.data);
  };
  const options = (organisers.data?.list ?? []).map((o) => ({ value: o.organiserId, label: `${o.organisationName} (${o.organiserCode})` }));
  return (
    <StyledPanel aria-labelledby="gate-staff-title">
      <StyledPanelTitle id="gate-staff-title">Gate staff for an organiser</StyledPanelTitle>
      <StyledMuted>Gate staff scan the organiser’s tickets in the gate scanner and log in with a code sent to their mobile.</StyledMuted>
      <StyledForm onSubmit={submit} noValidate>
        <Select
          label="Organiser"
          required
          placeholder={organisers.isLoading ? 'Loading organisers…' : 'Select an organiser'}
          options={options}
          value={values.organiserId}
          error={errors.organiserId ?? (organisers.isError ? failureText(organisers.error) : undefined)}
          onChange={(e) => setValues((cur) => ({ ...cur, organiserId: e.target.value }))}
        />
        <TextField label="Name" required value={values.name} error={errors.name} onChange={(e) => setValues((cur) => ({ ...cur, name: e.target.value }))} />
        <TextField label="Mobile" type="tel" inputMode="numeric" maxLength={10} required value={values.mobile} error={errors.mobile} onChange={(e) => setValues((cur) => ({ ...cur, mobile: e.target.value }))} />
        <TextField label="E-mail (optional)" type="email" value={values.email} error={errors.email} onChange={(e) => setValues((cur) => ({ ...cur, email: e.target.value }))} />
        <StyledFullRow>
          <Button type="submit" loading={call.isLoading}>
            Create gate staff
          </Button>
        </StyledFullRow>
      </StyledForm>
      {call.isSuccess ? <MessageBanner tone="success">{call.data.message} ({call.data.user.username})</MessageBanner> : null}
      {call.isError ? <MessageBanner tone="error">{failureText(call.error, 'message', STAFF_MESSAGES.accessFailed)}</MessageBanner> : null}
    </StyledPanel>
  );
}
