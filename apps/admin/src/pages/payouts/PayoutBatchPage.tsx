import {
  isAppError, useApprovePayoutBatchMutation, useCancelPayoutBatchMutation, useDownloadBankFileMutation, useGetPayoutBatchQuery,
  useMarkPayoutBatchPaidMutation, useRequestPayoutStepUpMutation,
} from '@diy/api';
import { PAYOUT_BATCH_STATUS_LABELS, PAYOUTS_UI_TEXTS as T, type PayoutUtrs } from '@diy/domain';
import { useCurrentUser } from '@diy/shell';
import { Button, MessageBanner, PayoutBatchView, Spinner, type ConfirmState } from '@diy/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { STAFF_PATHS } from '../../staff-paths';
import { StaffPage } from '../shared/StaffPage';
import { failureText, useStaffToasts } from '../shared/staff-feedback';
import { StyledActions, StyledLinkButton, StyledStack } from '../shared/staff.styles';

const stateOf = (call: { isLoading: boolean; isError: boolean }): ConfirmState => (call.isLoading ? 'inProgress' : call.isError ? 'error' : 'idle');

/** /apps/diy/payouts/:batchId: a batch, approved by a second person, its bank file, then the bank's UTRs. */
export function PayoutBatchPage() {
  const { batchId = '' } = useParams();
  const { profile } = useCurrentUser();
  const toasts = useStaffToasts();
  const batch = useGetPayoutBatchQuery(batchId);
  const [sendCode, sending] = useRequestPayoutStepUpMutation();
  const [approve, approving] = useApprovePayoutBatchMutation();
  const [cancel, cancelling] = useCancelPayoutBatchMutation();
  const [download, downloading] = useDownloadBankFileMutation();
  const [markPaid, paying] = useMarkPayoutBatchPaidMutation();
  const [refusedFrom, setRefusedFrom] = useState<'entries' | 'file' | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const back = (
    <StyledActions>
      <StyledLinkButton to={STAFF_PATHS.payouts}>{T.backToQueue}</StyledLinkButton>
    </StyledActions>
  );
  if (batch.isLoading) return <Spinner size="lg" label="Loading" />;
  if (!batch.data) {
    return (
      <StaffPage title={T.title} lead={T.batchError}>
        <StyledStack>
          <MessageBanner tone="error" title={failureText(batch.error)} action={<Button variant="secondary" size="sm" onClick={() => void batch.refetch()}>{T.retry}</Button>} />
          {back}
        </StyledStack>
      </StaffPage>
    );
  }
  const b = batch.data;
  const challenge = sending.data?.challenge;
  const approveError = sending.error ?? approving.error;
  const pay = (body: PayoutUtrs, from: 'entries' | 'file') => {
    setRefusedFrom(from);
    markPaid({ id: b.id, body })
      .unwrap()
      .then((answer) => toasts.success(answer.message), () => undefined);
  };
  const refusedRows = isAppError(paying.error) ? (paying.error.rows ?? []) : [];

  return (
    <StaffPage title={T.batchTitle(b.number)} lead={T.batchLead(PAYOUT_BATCH_STATUS_LABELS[b.status], b.itemCount, b.totalPaise)}>
      <StyledStack>
        {back}
        <PayoutBatchView
          batch={b}
          viewerId={profile.id}
          approve={{
            sentTo: challenge?.sentTo ?? null,
            sending: sending.isLoading,
            busy: approving.isLoading,
            error: approveError ? failureText(approveError) : null,
            onSendCode: () => {
              approving.reset();
              void sendCode();
            },
            onConfirm: (code) => {
              if (!challenge) return;
              approve({ id: b.id, stepUp: { otpId: challenge.otpId, otp: code } })
                .unwrap()
                .then((answer) => toasts.success(answer.message), () => undefined);
            },
          }}
          onDownloadBankFile={() => void download(b.id).unwrap().catch(toasts.failure)}
          downloading={downloading.isLoading}
          downloadedFile={downloading.data?.fileName ?? null}
          onSubmitUtrs={(entries) => pay({ entries }, 'entries')}
          onUploadResponse={(file) => void file.text().then((text) => pay({ responseCsv: text }, 'file'))}
          paying={paying.isLoading}
          payError={paying.error ? failureText(paying.error) : null}
          refusedRows={refusedRows}
          refusedFrom={refusedFrom}
          onCancelOpen={() => {
            cancelling.reset();
            setCancelOpen(true);
          }}
          cancelOpen={cancelOpen}
          cancelState={stateOf(cancelling)}
          cancelError={cancelling.error ? failureText(cancelling.error) : null}
          onCancelClose={() => setCancelOpen(false)}
          onCancelConfirm={() =>
            void cancel(b.id)
              .unwrap()
              .then((answer) => {
                toasts.success(answer.message);
                setCancelOpen(false);
              }, () => undefined)
          }
        />
      </StyledStack>
    </StaffPage>
  );
}
