import {
  errorShortDesc, useLazyCheckUniqueQuery, useLazyGetGstStateQuery, useUpdateGstMutation, useUploadAdditionalFileMutation,
} from '@diy/api';
import {
  ACCOUNT_FORM_MESSAGES, PROFILE_MESSAGES, SHELL_MESSAGES, gstinSchema, uploadAccept, uploadError, type GstEntry,
  type OrganisationDetails,
} from '@diy/domain';
import { Button, FileField, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import {
  StyledBadge, StyledCard, StyledCardHead, StyledCardTitle, StyledFormRow, StyledMuted, StyledRow, StyledRowMain, StyledRows,
  StyledSubForm, type BadgeTone,
} from './ProfilePage.styles';
import { useProfileToast } from './use-profile-toast';

const STATUS_TONE: Record<GstEntry['status'], BadgeTone> = { approved: 'success', 'pending approval': 'warning', rejected: 'danger' };
const STATUS_LABEL: Record<GstEntry['status'], string> = { approved: 'Approved', 'pending approval': 'Pending approval', rejected: 'Rejected' };

interface Draft {
  gstin: string;
  state: string | null;
  gstinError: string | null;
  certificate: string | null;
  certificateError: string | null;
  uploading: boolean;
}
const EMPTY: Draft = { gstin: '', state: null, gstinError: null, certificate: null, certificateError: null, uploading: false };

/**
 * GST numbers: the approved and pending ones, and adding (or replacing) one: check-unique, the state from
 * v1/gst-state, the certificate through v1/additional-approval/file, then v1/update-profile/gst: 'Pending approval'.
 */
export function GstNumbersCard({ mobile, details }: { mobile: string; details: OrganisationDetails }) {
  const toast = useProfileToast();
  const [open, setOpen] = useState(false);
  const [replaces, setReplaces] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [checkUnique] = useLazyCheckUniqueQuery();
  const [gstState] = useLazyGetGstStateQuery();
  const [uploadFile] = useUploadAdditionalFileMutation();
  const [updateGst, updating] = useUpdateGstMutation();
  const patch = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function start(replacing: string | null) {
    setReplaces(replacing);
    setDraft(EMPTY);
    setOpen(true);
  }

  /** Format, then duplicate, then the state; answers whether the number can be used. */
  async function checkNumber(): Promise<string | null> {
    const parsed = gstinSchema.safeParse(draft.gstin);
    if (!parsed.success) {
      patch({ gstinError: ACCOUNT_FORM_MESSAGES.gstin, state: null });
      return null;
    }
    const gstin = parsed.data;
    if (details.gstNumbers.some((g) => g.gstin === gstin)) {
      patch({ gstinError: PROFILE_MESSAGES.sameGst, state: null });
      return null;
    }
    try {
      const unique = await checkUnique({ field: 'gst', value: gstin }).unwrap();
      if (!unique.unique) {
        patch({ gstinError: unique.message ?? ACCOUNT_FORM_MESSAGES.duplicateGst, state: null });
        return null;
      }
      const state = await gstState(gstin).unwrap();
      patch({ gstinError: null, state: state.state });
      return gstin;
    } catch (error) {
      patch({ gstinError: errorShortDesc(error, ACCOUNT_FORM_MESSAGES.gstin), state: null });
      return null;
    }
  }

  async function onCertificate(file: File) {
    const gstin = await checkNumber();
    const problem = uploadError('gst', { name: file.name, sizeBytes: file.size }, gstin);
    if (problem || !gstin) {
      patch({ certificateError: problem ?? PROFILE_MESSAGES.certificateRequired });
      return;
    }
    patch({ certificateError: null, uploading: true, certificate: file.name });
    try {
      const answer = await uploadFile({ file, media: 'gst', id: gstin }).unwrap();
      patch({ uploading: false, certificate: answer.originalName });
    } catch (error) {
      patch({ uploading: false, certificate: null, certificateError: errorShortDesc(error, SHELL_MESSAGES.generic) });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const gstin = await checkNumber();
    if (!gstin) return;
    if (!draft.certificate) {
      patch({ certificateError: PROFILE_MESSAGES.certificateRequired });
      return;
    }
    try {
      await updateGst({ mobile, body: { gstin, ...(draft.state ? { gstinState: draft.state } : {}), ...(replaces ? { replaces } : {}) } }).unwrap();
      toast.success(PROFILE_MESSAGES.gstPending);
      setOpen(false);
      setDraft(EMPTY);
    } catch (error) {
      toast.failure(error);
    }
  }

  return (
    <StyledCard aria-labelledby="profile-gst">
      <StyledCardHead>
        <StyledCardTitle id="profile-gst">GST numbers</StyledCardTitle>
        {!open && (
          <Button variant="secondary" size="sm" onClick={() => start(null)}>
            Add GST number
          </Button>
        )}
      </StyledCardHead>
      {details.gstNumbers.length === 0 ? (
        <StyledMuted>No GST number on your profile.</StyledMuted>
      ) : (
        <StyledRows aria-label="Your GST numbers">
          {details.gstNumbers.map((g) => (
            <StyledRow key={g.gstin}>
              <StyledRowMain>
                <strong>{g.gstin}</strong>
                <span>{g.state}{g.replaces ? ` · replaces ${g.replaces}` : ''}</span>
              </StyledRowMain>
              <StyledFormRow>
                <StyledBadge $tone={STATUS_TONE[g.status]}>{STATUS_LABEL[g.status]}</StyledBadge>
                {g.status === 'approved' && !open && (
                  <Button variant="ghost" size="sm" onClick={() => start(g.gstin)} aria-label={`Change ${g.gstin}`}>
                    Change
                  </Button>
                )}
              </StyledFormRow>
            </StyledRow>
          ))}
        </StyledRows>
      )}
      {open && (
        <StyledSubForm noValidate onSubmit={(event) => void onSubmit(event)} aria-label={replaces ? `Change ${replaces}` : 'Add GST number'}>
          <StyledMuted>
            {replaces ? `The new number replaces ${replaces} once approved.` : 'A new number is used once our team approves it.'}
          </StyledMuted>
          <TextField
            label="New GSTIN"
            value={draft.gstin}
            maxLength={15}
            autoCapitalize="characters"
            placeholder="27ABCDE1234F1Z5"
            error={draft.gstinError}
            hint={draft.state ? `State: ${draft.state}` : undefined}
            onChange={(e) => patch({ gstin: e.target.value.toUpperCase(), gstinError: null, state: null })}
            onBlur={() => void (draft.gstin ? checkNumber() : undefined)}
          />
          <FileField
            label="GST certificate"
            accept={uploadAccept('gst')}
            rule=".jpg or .pdf, at most 2 MB"
            fileName={draft.certificate}
            uploading={draft.uploading}
            error={draft.certificateError}
            onFileChosen={(file) => void onCertificate(file)}
          />
          <StyledFormRow>
            <Button type="submit" loading={updating.isLoading} disabled={draft.uploading}>
              Send for approval
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </StyledFormRow>
        </StyledSubForm>
      )}
    </StyledCard>
  );
}
