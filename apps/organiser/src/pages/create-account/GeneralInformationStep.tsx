import {
  useGetBankListQuery, useGetStateListQuery, useLazyCheckUniqueQuery, useLazyGetGstStateQuery, useProceedUserDetailsMutation,
  useSaveUserDetailsMutation,
} from '@diy/api';
import {
  ACCOUNT_FORM_MESSAGES, ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, ADDRESS_MAX_LENGTH, GENERAL_INFORMATION_FIELDS, UNIQUE_FIELD_FORM_KEYS,
  fieldErrors, generalInformationSchema, isValidAccountNumber, parseGstin, isValidEmail, isValidGstin, isValidPan, type AccountType,
  type GeneralInformationField, type GeneralInformationInput,
  type UniqueField,
} from '@diy/domain';
import { Button, Select, TextField } from '@diy/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  StyledActionGroup, StyledActions, StyledCard, StyledStack, StyledCardText, StyledCardTitle, StyledCell, StyledFieldGrid, StyledWide,
} from './AccountSetup.styles';
import { useAccountSetup } from './AccountSetupLayout';
import { focusFirstError, useStepFeedback } from './use-step-feedback';
import { LOCKED_HINT, StepRejectionNotice, useResubmission } from './use-resubmission';

type Values = Record<GeneralInformationField, string>;
type Errors = Partial<Record<GeneralInformationField, string>>;

const idOf = (field: string) => `gi-${field}`;
const UPPER: readonly GeneralInformationField[] = ['pan', 'gstin', 'ifsc'];
/** Which unique check a field runs on blur, once its value is well-formed. */
const UNIQUE_BY_FIELD: Partial<Record<GeneralInformationField, { field: UniqueField; ready: (v: string) => boolean }>> = {
  pan: { field: 'pan', ready: isValidPan },
  gstin: { field: 'gst', ready: isValidGstin },
  email: { field: 'email', ready: isValidEmail },
  accountNumber: { field: 'accountNumber', ready: isValidAccountNumber },
};

function validate(values: Values): Errors {
  const parsed = generalInformationSchema.safeParse({ ...values, accountType: values.accountType || undefined });
  const errors = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
  // The schema compares the GSTIN with the PAN and the state only once every other field is valid; the form says
  // so as soon as those fields are filled in.
  const gst = parseGstin(values.gstin);
  if (gst && isValidGstin(values.gstin)) {
    if (!errors.gstin && isValidPan(values.pan) && gst.pan !== values.pan.trim().toUpperCase()) errors.gstin = ACCOUNT_FORM_MESSAGES.gstin;
    if (!errors.gstinState && values.gstinState.trim().toLowerCase() !== (gst.stateName ?? '').toLowerCase()) {
      errors.gstinState = ACCOUNT_FORM_MESSAGES.gstinState;
    }
  }
  return errors;
}

/** Step 1, General Information: the account form with the server's own schema, messages on blur and on proceed. */
export function GeneralInformationStep() {
  const { form } = useAccountSetup();
  const feedback = useStepFeedback();
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(GENERAL_INFORMATION_FIELDS.map((f) => [f, form.formData.step1[f] ?? ''])) as Values,
  );
  const [errors, setErrors] = useState<Errors>({});
  /** An application sent back from review: rejected fields carry the reviewer's words until changed, approved ones are locked. */
  const review = useResubmission(form);
  const [loaded] = useState(values);
  /** Duplicates the server reported (check-unique), per form field, for the value checked. */
  const [duplicates, setDuplicates] = useState<Errors>({});
  const checkedFor = useRef<Partial<Record<GeneralInformationField, string>>>({});
  /** Counts the user's own GSTIN-state choices: a lookup answering after a choice never overrides it. */
  const stateChoices = useRef(0);
  const states = useGetStateListQuery();
  const banks = useGetBankListQuery();
  const [gstState] = useLazyGetGstStateQuery();
  const [checkUnique] = useLazyCheckUniqueQuery();
  const [saveDraft, draft] = useSaveUserDetailsMutation();
  const [proceed, proceeding] = useProceedUserDetailsMutation();

  const stateOptions = useMemo(() => {
    const list = (states.data ?? []).map((s) => ({ value: s.name, label: s.name }));
    if (values.gstinState && !list.some((o) => o.value.toLowerCase() === values.gstinState.toLowerCase())) {
      list.unshift({ value: values.gstinState, label: values.gstinState });
    }
    return list;
  }, [states.data, values.gstinState]);
  const bankOptions = useMemo(() => {
    const list = (banks.data ?? []).map((b) => ({ value: b.name, label: b.name }));
    if (values.bankName && !list.some((o) => o.value === values.bankName)) list.unshift({ value: values.bankName, label: values.bankName });
    return list;
  }, [banks.data, values.bankName]);
  const chosenBank = banks.data?.find((b) => b.name === values.bankName);

  function shownError(field: GeneralInformationField): string | undefined {
    const reasons = values[field] === loaded[field] ? review.fieldReasons(field) : [];
    return errors[field] ?? duplicates[field] ?? (reasons.length ? `Reviewer: ${reasons.join('; ')}` : undefined);
  }

  function update(field: GeneralInformationField, raw: string) {
    const value = UPPER.includes(field) ? raw.toUpperCase() : raw;
    const next = { ...values, [field]: value };
    if (field === 'gstin' && value.trim() === '') next.gstinState = '';
    setValues(next);
    // A field already showing a message is checked as the user fixes it.
    if (errors[field] || (field === 'gstin' && errors.gstinState)) {
      const all = validate(next);
      setErrors((e) => ({ ...e, [field]: all[field], ...(field === 'gstin' ? { gstinState: e.gstinState ? all.gstinState : undefined } : {}) }));
    }
    if (duplicates[field] && checkedFor.current[field] !== value.trim()) setDuplicates((d) => ({ ...d, [field]: undefined }));
  }

  /** A choice from a list is complete at once: its message shows (or clears) as it is made. */
  function choose(field: GeneralInformationField, value: string) {
    if (field === 'gstinState') stateChoices.current += 1;
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((e) => ({ ...e, [field]: validate(next)[field] }));
  }

  async function runUniqueCheck(field: GeneralInformationField, value: string) {
    const unique = UNIQUE_BY_FIELD[field];
    const v = field === 'email' ? value.trim() : value.trim().toUpperCase();
    if (!unique || !unique.ready(v) || checkedFor.current[field] === v) return;
    checkedFor.current[field] = v;
    try {
      const answer = await checkUnique({ field: unique.field, value: v }).unwrap();
      const key = UNIQUE_FIELD_FORM_KEYS[answer.field];
      setDuplicates((d) => ({ ...d, [key]: answer.unique ? undefined : (answer.message ?? ACCOUNT_FORM_MESSAGES.duplicateGst) }));
    } catch {
      // The proceed checks again on the server; a failed check only means no early warning.
      checkedFor.current[field] = undefined;
    }
  }

  async function deriveGstState(gstin: string) {
    if (!isValidGstin(gstin)) return;
    const choicesBefore = stateChoices.current;
    try {
      const answer = await gstState(gstin.trim().toUpperCase()).unwrap();
      if (stateChoices.current !== choicesBefore) return;
      setValues((v) => (v.gstin.trim().toUpperCase() === answer.gstNo.toUpperCase() ? { ...v, gstinState: answer.state } : v));
      setErrors((e) => ({ ...e, gstinState: undefined }));
    } catch {
      setErrors((e) => ({ ...e, gstinState: ACCOUNT_FORM_MESSAGES.gstinState }));
    }
  }

  function blur(field: GeneralInformationField) {
    const all = validate(values);
    const message = all[field];
    // An empty optional GSTIN is fine; the state is checked with it.
    setErrors((e) => ({ ...e, [field]: message, ...(field === 'gstin' && values.gstin.trim() === '' ? { gstinState: undefined } : {}) }));
    if (!message) void runUniqueCheck(field, values[field]);
    if (field === 'gstin' && !message) void deriveGstState(values.gstin);
    if (field === 'ifsc' && !message && !values.bankName && banks.data) {
      const bank = banks.data.find((b) => values.ifsc.trim().toUpperCase().startsWith(b.ifscPrefix));
      if (bank) setValues((v) => ({ ...v, bankName: bank.name }));
    }
  }

  function draftBody() {
    return Object.fromEntries(GENERAL_INFORMATION_FIELDS.filter((f) => values[f].trim() !== '').map((f) => [f, values[f].trim()]));
  }

  async function onSaveDraft() {
    try {
      const answer = await saveDraft(draftBody()).unwrap();
      if (answer.HasError) {
        setErrors(answer.errors as Errors);
        focusFirstError(GENERAL_INFORMATION_FIELDS, answer.errors, idOf);
      }
      feedback.saved(answer);
    } catch (error) {
      const fields = feedback.failed(error) as Errors;
      if (Object.keys(fields).length > 0) setErrors(fields);
    }
  }

  async function onProceed(event: FormEvent) {
    event.preventDefault();
    const all = validate(values);
    const combined = { ...duplicates, ...all };
    if (Object.values(combined).some(Boolean)) {
      setErrors(all);
      feedback.invalid();
      focusFirstError(GENERAL_INFORMATION_FIELDS, combined, idOf);
      return;
    }
    const trimmed = Object.fromEntries(GENERAL_INFORMATION_FIELDS.map((f) => [f, values[f].trim()])) as Values;
    const body: GeneralInformationInput = { ...trimmed, accountType: (ACCOUNT_TYPES as readonly string[]).includes(trimmed.accountType) ? (trimmed.accountType as AccountType) : undefined };
    try {
      const answer = await proceed(body).unwrap();
      feedback.proceeded(answer);
    } catch (error) {
      const fields = feedback.failed(error) as Errors;
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(GENERAL_INFORMATION_FIELDS, fields, idOf);
      }
    }
  }

  const text = (field: GeneralInformationField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={idOf(field)}
      name={field}
      label={label}
      value={values[field]}
      error={shownError(field)}
      onChange={(event) => update(field, event.target.value)}
      onBlur={() => blur(field)}
      {...extra}
      {...(review.fieldLocked(field) ? { readOnly: true, hint: LOCKED_HINT } : {})}
    />
  );

  const busy = draft.isLoading || proceeding.isLoading;
  return (
    <form noValidate onSubmit={(event) => void onProceed(event)} aria-label="General Information">
      <StyledStack>
        <StepRejectionNotice form={form} step="STEP2" />
        <StyledCard aria-labelledby="gi-organisation">
          <StyledCardTitle id="gi-organisation">Organisation</StyledCardTitle>
          <StyledCardText>The organisation name and address must match your PAN or GST details.</StyledCardText>
          <StyledFieldGrid>
            <StyledWide>{text('organisationName', 'Organisation name', { required: true, autoComplete: 'organization', maxLength: 100 })}</StyledWide>
            <StyledCell>
              {text('pan', 'PAN', { required: true, maxLength: 10, autoCapitalize: 'characters', placeholder: 'ABCDE1234F', hint: 'Ten characters, as printed on the card' })}
            </StyledCell>
            <StyledCell>
              {text('gstin', 'GSTIN (optional)', { maxLength: 15, autoCapitalize: 'characters', placeholder: '27ABCDE1234F1Z5', hint: 'Leave empty if you are not registered for GST' })}
            </StyledCell>
            <StyledCell>
              <Select
                id={idOf('gstinState')}
                name="gstinState"
                label="GSTIN state"
                placeholder={values.gstin ? 'Select the state' : 'Filled in from your GSTIN'}
                options={stateOptions}
                value={values.gstinState}
                disabled={values.gstin.trim() === '' || review.fieldLocked('gstinState')}
                error={shownError('gstinState')}
                hint={review.fieldLocked('gstinState') ? LOCKED_HINT : 'The state your GSTIN is registered in'}
                onChange={(event) => choose('gstinState', event.target.value)}
                onBlur={() => blur('gstinState')}
              />
            </StyledCell>
            <StyledWide>
              {text('address', 'Registered address', {
                required: true, autoComplete: 'street-address', maxLength: ADDRESS_MAX_LENGTH, showCount: true,
                hint: 'Between 8 and 150 characters',
              })}
            </StyledWide>
          </StyledFieldGrid>
        </StyledCard>

        <StyledCard aria-labelledby="gi-contact">
          <StyledCardTitle id="gi-contact">Contact person</StyledCardTitle>
          <StyledFieldGrid>
            <StyledCell>{text('fullName', 'Full name', { required: true, autoComplete: 'name', maxLength: 100 })}</StyledCell>
            <StyledCell>{text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'email', maxLength: 200, hint: 'We write to you here about your application' })}</StyledCell>
          </StyledFieldGrid>
        </StyledCard>

        <StyledCard aria-labelledby="gi-bank">
          <StyledCardTitle id="gi-bank">Bank account</StyledCardTitle>
          <StyledCardText>Ticket sales are paid into this account. Use the details on your cancelled cheque.</StyledCardText>
          <StyledFieldGrid>
            <StyledWide>{text('beneficiaryName', 'Beneficiary name', { required: true, maxLength: 100, hint: 'The account holder’s name, as the bank has it' })}</StyledWide>
            <StyledCell>
              <Select
                id={idOf('bankName')}
                name="bankName"
                label="Bank name"
                required
                placeholder="Select your bank"
                options={bankOptions}
                value={values.bankName}
                disabled={review.fieldLocked('bankName')}
                error={shownError('bankName')}
                onChange={(event) => choose('bankName', event.target.value)}
                onBlur={() => blur('bankName')}
              />
            </StyledCell>
            <StyledCell>
              <Select
                id={idOf('accountType')}
                name="accountType"
                label="Account type"
                placeholder="Select the account type"
                options={ACCOUNT_TYPES.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] }))}
                value={values.accountType}
                disabled={review.fieldLocked('accountType')}
                error={shownError('accountType')}
                onChange={(event) => choose('accountType', event.target.value)}
              />
            </StyledCell>
            <StyledCell>{text('accountNumber', 'Account number', { required: true, inputMode: 'numeric', maxLength: 18, autoComplete: 'off', hint: '9 to 18 digits' })}</StyledCell>
            <StyledCell>
              {text('ifsc', 'IFSC', {
                required: true, maxLength: 11, autoCapitalize: 'characters', autoComplete: 'off',
                placeholder: chosenBank ? `${chosenBank.ifscPrefix}0XXXXXX` : 'HDFC0001234',
                hint: 'Eleven characters, on your cheque book',
              })}
            </StyledCell>
          </StyledFieldGrid>
        </StyledCard>

        <StyledActions>
          <span />
          <StyledActionGroup>
            <Button variant="secondary" onClick={() => void onSaveDraft()} loading={draft.isLoading} disabled={busy && !draft.isLoading}>
              Save draft
            </Button>
            <Button type="submit" loading={proceeding.isLoading} disabled={busy && !proceeding.isLoading}>
              Save and continue
            </Button>
          </StyledActionGroup>
        </StyledActions>
      </StyledStack>
    </form>
  );
}
