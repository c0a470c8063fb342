import {
  isAppError, useGetPayoutBatchesQuery, useGetPayoutQueueQuery, useHoldStatementMutation, usePreparePayoutBatchMutation, useRequestPayoutStepUpMutation,
} from '@diy/api';
import { DEFAULT_PAYOUT_FILTERS, PAYOUT_QUEUE_PAGE_SIZE, payoutFilterQuery, PAYOUTS_UI_TEXTS as T, type PayoutQueueItem } from '@diy/domain';
import { holdAction, PayoutBatchList, PayoutQueue, type ConfirmState } from '@diy/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { STAFF_PATHS } from '../../staff-paths';
import { StaffPage } from '../shared/StaffPage';
import { failureText, useStaffToasts } from '../shared/staff-feedback';
import { StyledStack } from '../shared/staff.styles';

const BATCHES_PAGE_SIZE = 10;
const batchPath = (id: string) => `${STAFF_PATHS.payouts}/${id}`;

/** /apps/diy/payouts: the payout queue (choose statements, prepare a batch as the maker, hold and release) and the batches. */
export function PayoutQueuePage() {
  const navigate = useNavigate();
  const toasts = useStaffToasts();
  const [filters, setFilters] = useState(DEFAULT_PAYOUT_FILTERS);
  const [offset, setOffset] = useState(0);
  const [batchOffset, setBatchOffset] = useState(0);
  const [chosen, setChosen] = useState<PayoutQueueItem[]>([]);
  const [holding, setHolding] = useState<PayoutQueueItem | null>(null);
  const queue = useGetPayoutQueueQuery({ ...payoutFilterQuery(filters).query, limit: PAYOUT_QUEUE_PAGE_SIZE, offset });
  const batches = useGetPayoutBatchesQuery({ limit: BATCHES_PAGE_SIZE, offset: batchOffset });
  const [sendCode, sending] = useRequestPayoutStepUpMutation();
  const [prepare, preparing] = usePreparePayoutBatchMutation();
  const [hold, holdCall] = useHoldStatementMutation();
  const challenge = sending.data?.challenge;
  const prepareError = sending.error ?? preparing.error;
  const holdState: ConfirmState = holdCall.isLoading ? 'inProgress' : holdCall.isError ? 'error' : 'idle';

  const onPrepare = (code: string) => {
    if (!challenge) return;
    prepare({ statementIds: chosen.map((c) => c.id), stepUp: { otpId: challenge.otpId, otp: code } })
      .unwrap()
      .then((answer) => {
        toasts.success(answer.message);
        setChosen([]);
        navigate(batchPath(answer.batch.id));
      }, () => undefined);
  };
  const onHoldConfirm = (note: string) => {
    if (!holding) return;
    hold({ id: holding.id, note, release: holdAction(holding) === 'release' })
      .unwrap()
      .then((answer) => {
        toasts.success(answer.message);
        setChosen((c) => c.filter((x) => x.id !== holding.id));
        setHolding(null);
      }, () => undefined);
  };

  return (
    <StaffPage title={T.title} lead={T.lead}>
      <StyledStack>
        <PayoutQueue
          {...(queue.data ? { answer: queue.data } : {})}
          loading={queue.isLoading}
          fetching={queue.isFetching}
          error={queue.isError}
          onRetry={() => void queue.refetch()}
          filters={filters}
          onFiltersChange={(f) => {
            setOffset(0);
            setFilters(f);
          }}
          onOffsetChange={setOffset}
          chosen={chosen}
          onChosenChange={setChosen}
          holding={holding}
          holdState={holdState}
          holdError={holdCall.error ? failureText(holdCall.error) : null}
          onHoldOpen={(item) => {
            holdCall.reset();
            setHolding(item);
          }}
          onHoldClose={() => setHolding(null)}
          onHoldConfirm={onHoldConfirm}
          prepare={{
            sentTo: challenge?.sentTo ?? null,
            sending: sending.isLoading,
            busy: preparing.isLoading,
            error: prepareError ? failureText(prepareError) : null,
            onSendCode: () => {
              preparing.reset();
              void sendCode();
            },
            onConfirm: onPrepare,
          }}
          refused={isAppError(preparing.error) ? (preparing.error.statements ?? []) : []}
        />
        <PayoutBatchList
          {...(batches.data ? { answer: batches.data } : {})}
          loading={batches.isLoading}
          error={batches.isError}
          onRetry={() => void batches.refetch()}
          hrefFor={batchPath}
          renderLink={(href, children, name) => (
            <Link to={href} aria-label={name}>
              {children}
            </Link>
          )}
          paging={{ limit: BATCHES_PAGE_SIZE, offset: batchOffset, onOffsetChange: setBatchOffset }}
        />
      </StyledStack>
    </StaffPage>
  );
}
