import { useDownloadAgreementMutation, useProceedAgreementMutation } from '@diy/api';
import { ACCOUNT_STEPS, DOWNLOADING_AGREEMENT_TOAST_MS, SIGNUP_MESSAGES, UPLOAD_MESSAGES, uploadAccept } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { Button, FileField } from '@diy/ui';
import {
  StyledActionGroup, StyledActions, StyledCard, StyledCardText, StyledCardTitle, StyledList, StyledStack,
} from './AccountSetup.styles';
import { useAccountSetup } from './AccountSetupLayout';
import { useDocumentSlots } from './DocumentsStep';
import { focusFirstError, useStepFeedback } from './use-step-feedback';
import { LOCKED_HINT, StepRejectionNotice, useResubmission } from './use-resubmission';

const AGREEMENT_RULE = '.pdf, at most 2 MB';

/** Downloads the agreement with the spec's toasts (seed 001 section 8); the file is saved as 'agreement'. */
export function useAgreementDownload() {
  const dispatch = useAppDispatch();
  const [download, state] = useDownloadAgreementMutation();
  async function run() {
    dispatch(showToast({ type: 'info', data: SIGNUP_MESSAGES.downloadingAgreement, timeout: DOWNLOADING_AGREEMENT_TOAST_MS }));
    try {
      await download().unwrap();
      dispatch(showToast({ type: 'success', data: SIGNUP_MESSAGES.agreementDownloaded }));
    } catch {
      dispatch(showToast({ type: 'error', data: SIGNUP_MESSAGES.agreementDownloadFailed }));
    }
  }
  return { run, downloading: state.isLoading };
}

/** Step 3, Sign agreement: download it, sign it, upload the signed PDF and submit the application. */
export function AgreementStep() {
  const { form, goTo } = useAccountSetup();
  const feedback = useStepFeedback();
  const agreement = form.formData.step3.agreement;
  const { slots, choose, setSlots } = useDocumentSlots({
    agreement: { fileName: agreement.fileName, originalName: agreement.originalName, error: agreement.error, uploading: false },
  });
  const slot = slots.agreement!;
  const { run: downloadAgreement, downloading } = useAgreementDownload();
  const [proceed, proceeding] = useProceedAgreementMutation();
  const review = useResubmission(form);
  const locked = review.mediaLocked('agreement');

  async function onSubmit() {
    if (!slot.fileName || slot.error) {
      setSlots((s) => ({ ...s, agreement: { ...slot, error: slot.error ?? UPLOAD_MESSAGES.required } }));
      focusFirstError(['agreement'], { agreement: 'x' }, () => 'agreement-file');
      feedback.invalid();
      return;
    }
    try {
      feedback.proceeded(await proceed({ fileName: slot.fileName }).unwrap());
    } catch (error) {
      const fields = feedback.failed(error);
      if (fields.agreement) setSlots((s) => ({ ...s, agreement: { ...slot, error: fields.agreement! } }));
    }
  }

  return (
    <StyledStack>
      <StepRejectionNotice form={form} step="STEP4" />
      <StyledCard aria-labelledby="agreement-download">
        <StyledCardTitle id="agreement-download">1. Download the agreement</StyledCardTitle>
        <StyledCardText>The organiser agreement between you and DIY Events, with the details you entered.</StyledCardText>
        <div>
          <Button variant="secondary" onClick={() => void downloadAgreement()} loading={downloading}>
            Download agreement
          </Button>
        </div>
      </StyledCard>
      <StyledCard aria-labelledby="agreement-upload">
        <StyledCardTitle id="agreement-upload">2. Sign and upload it</StyledCardTitle>
        <StyledList>
          <li>Print the agreement, sign every page and scan it, or sign it digitally.</li>
          <li>Upload the signed copy as one PDF file.</li>
        </StyledList>
        <FileField
          id="agreement-file"
          label="Signed agreement"
          required
          accept={uploadAccept('agreement')}
          rule={AGREEMENT_RULE}
          fileName={slot.originalName}
          uploading={slot.uploading}
          error={slot.error}
          disabled={locked}
          {...(locked ? { hint: LOCKED_HINT } : {})}
          onFileChosen={(file) => void choose('agreement', 'agreement', file)}
        />
      </StyledCard>
      <StyledActions>
        <Button variant="ghost" onClick={() => goTo(ACCOUNT_STEPS[1].path)}>
          Back
        </Button>
        <StyledActionGroup>
          <Button onClick={() => void onSubmit()} loading={proceeding.isLoading} disabled={slot.uploading}>
            {review.sentBack ? 'Resubmit application' : 'Submit application'}
          </Button>
        </StyledActionGroup>
      </StyledActions>
    </StyledStack>
  );
}
