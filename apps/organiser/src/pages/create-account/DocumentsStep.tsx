import { errorShortDesc, useProceedFilesUploadMutation, useSaveFilesUploadMutation, useUploadSignupFileMutation } from '@diy/api';
import {
  ACCOUNT_FORM_MESSAGES, ACCOUNT_STEPS, UPLOAD_MESSAGES, uploadAccept, uploadError, type FilesUploadDraft, type UploadMedia,
  type UploadedFile,
} from '@diy/domain';
import { Button, FileField } from '@diy/ui';
import { useState } from 'react';
import {
  StyledActionGroup, StyledActions, StyledCard, StyledCardText, StyledCardTitle, StyledStack,
} from './AccountSetup.styles';
import { useAccountSetup } from './AccountSetupLayout';
import { focusFirstError, useStepFeedback } from './use-step-feedback';
import { LOCKED_HINT, StepRejectionNotice, useResubmission } from './use-resubmission';

/** One document on the page: the stored file (server file name and the name it was chosen with), its error, and progress. */
export interface DocumentSlot {
  fileName: string | null;
  originalName: string | null;
  error: string | null;
  uploading: boolean;
}

export const DOCUMENT_RULE = '.jpg or .pdf, at most 2 MB';

function slotFrom(file: UploadedFile | null | undefined): DocumentSlot {
  return { fileName: file?.fileName ?? null, originalName: file?.originalName ?? null, error: file?.error ?? null, uploading: false };
}

const gstKey = (gstin: string) => `gstCertificates.${gstin}`;
const idOf = (key: string) => `doc-${key.replace(/\W/g, '-')}`;

/** Picks, checks (domain uploadError) and uploads one document at a time; the server checks the content again. */
export function useDocumentSlots(initial: Record<string, DocumentSlot>) {
  const [slots, setSlots] = useState(initial);
  const [upload] = useUploadSignupFileMutation();
  const patch = (key: string, change: Partial<DocumentSlot>) =>
    setSlots((s) => ({ ...s, [key]: { ...(s[key] ?? slotFrom(null)), ...change } }));

  async function choose(key: string, media: UploadMedia, file: File, gstNumber?: string) {
    const problem = uploadError(media, { name: file.name, sizeBytes: file.size }, gstNumber);
    if (problem) {
      patch(key, { error: problem });
      return;
    }
    patch(key, { error: null, uploading: true, originalName: file.name });
    try {
      const answer = await upload({ file, media, id: gstNumber ?? null }).unwrap();
      patch(key, { fileName: answer.fileName, originalName: answer.originalName, uploading: false, error: null });
    } catch (error) {
      // Seed 001 section 8: an upload failure shows the server's short description (or a default) against the field.
      patch(key, { uploading: false, fileName: null, originalName: null, error: errorShortDesc(error, ACCOUNT_FORM_MESSAGES.somethingNotRight) });
    }
  }

  return { slots, setSlots, patch, choose };
}

/** Step 2, Upload documents: PAN card, cancelled cheque and a GST certificate for each GST number. */
export function DocumentsStep() {
  const { form, goTo } = useAccountSetup();
  const feedback = useStepFeedback();
  const gstNumbers = form.gstNumbers;
  const { slots, setSlots, choose } = useDocumentSlots({
    panCard: slotFrom(form.formData.step2.panCard),
    cancelledCheque: slotFrom(form.formData.step2.cancelledCheque),
    ...Object.fromEntries(gstNumbers.map((g) => [gstKey(g), slotFrom(form.formData.step2.gstCertificates[g])])),
  });
  const review = useResubmission(form);
  const [save, saving] = useSaveFilesUploadMutation();
  const [proceed, proceeding] = useProceedFilesUploadMutation();
  const order = ['panCard', 'cancelledCheque', ...gstNumbers.map(gstKey)];
  const uploading = order.some((k) => slots[k]?.uploading);

  function body(): FilesUploadDraft {
    const gstCertificates: Record<string, string> = {};
    for (const g of gstNumbers) {
      const name = slots[gstKey(g)]?.fileName;
      if (name) gstCertificates[g] = name;
    }
    return {
      ...(slots.panCard?.fileName ? { panCard: slots.panCard.fileName } : {}),
      ...(slots.cancelledCheque?.fileName ? { cancelledCheque: slots.cancelledCheque.fileName } : {}),
      gstCertificates,
    };
  }

  function showServerErrors(errors: Record<string, string>) {
    setSlots((s) => {
      const next = { ...s };
      for (const [key, message] of Object.entries(errors)) if (next[key]) next[key] = { ...next[key]!, error: message };
      return next;
    });
    focusFirstError(order, errors, idOf);
  }

  async function onSave() {
    try {
      const answer = await save(body()).unwrap();
      if (answer.HasError) showServerErrors(answer.errors);
      feedback.saved(answer);
    } catch (error) {
      showServerErrors(feedback.failed(error));
    }
  }

  async function onProceed() {
    const missing: Record<string, string> = {};
    for (const key of order) if (!slots[key]?.fileName || slots[key]?.error) missing[key] = slots[key]?.error ?? UPLOAD_MESSAGES.required;
    if (Object.keys(missing).length > 0) {
      showServerErrors(missing);
      feedback.invalid();
      return;
    }
    try {
      feedback.proceeded(await proceed(body()).unwrap());
    } catch (error) {
      showServerErrors(feedback.failed(error));
    }
  }

  const field = (key: string, media: UploadMedia, label: string, gstNumber?: string) => {
    const slot = slots[key] ?? slotFrom(null);
    const locked = review.mediaLocked(media);
    return (
      <FileField
        key={key}
        id={idOf(key)}
        label={label}
        required
        accept={uploadAccept(media)}
        rule={DOCUMENT_RULE}
        fileName={slot.originalName}
        uploading={slot.uploading}
        error={slot.error}
        disabled={locked}
        {...(locked ? { hint: LOCKED_HINT } : {})}
        onFileChosen={(file) => void choose(key, media, file, gstNumber)}
      />
    );
  };

  const busy = uploading || saving.isLoading || proceeding.isLoading;
  return (
    <StyledStack>
      <StepRejectionNotice form={form} step="STEP3" />
      <StyledCard aria-labelledby="docs-identity">
        <StyledCardTitle id="docs-identity">Identity and bank</StyledCardTitle>
        <StyledCardText>Clear scans or photos of the originals. Each file: {DOCUMENT_RULE}.</StyledCardText>
        {field('panCard', 'pan', 'PAN card')}
        {field('cancelledCheque', 'cheque', 'Cancelled cheque')}
      </StyledCard>
      {gstNumbers.length > 0 && (
        <StyledCard aria-labelledby="docs-gst">
          <StyledCardTitle id="docs-gst">GST registration</StyledCardTitle>
          <StyledCardText>One certificate for each GST number you entered.</StyledCardText>
          {gstNumbers.map((g) => field(gstKey(g), 'gst', `GST certificate for ${g}`, g))}
        </StyledCard>
      )}
      <StyledActions>
        <Button variant="ghost" onClick={() => goTo(ACCOUNT_STEPS[0].path)}>
          Back
        </Button>
        <StyledActionGroup>
          <Button variant="secondary" onClick={() => void onSave()} loading={saving.isLoading} disabled={busy && !saving.isLoading}>
            Save draft
          </Button>
          <Button onClick={() => void onProceed()} loading={proceeding.isLoading} disabled={busy && !proceeding.isLoading}>
            Save and continue
          </Button>
        </StyledActionGroup>
      </StyledActions>
    </StyledStack>
  );
}
