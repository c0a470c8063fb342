import {
  useApproveAdditionalMutation, useApproveOrganiserMutation, useGetStateBdListQuery, usePartialRejectOrganiserMutation, useRejectOrganiserMutation,
} from '@diy/api';
import {
  GST_VERIFICATION_URL, PAN_VERIFICATION_URL, REVIEW_TEXTS, STATE_LIST, type OrganiserListItem, type RejectOrganiser,
} from '@diy/domain';
import {
  Button, ChecklistDialog, ConfirmDialog, MessageBanner, RejectionNotice, Select, type ChecklistResult, type ConfirmState,
} from '@diy/ui';
import { Fragment, useEffect, useRef, useState } from 'react';
import { failureText, istDateTime } from '../shared/staff-feedback';
import {
  StyledActions, StyledDetails, StyledExternalLink, StyledList, StyledListRow, StyledMuted, StyledPanel, StyledPanelTitle, StyledPill,
  StyledSubTitle,
} from '../shared/staff.styles';
import { applicantState, detailRows, documentLabel, humanise, reviewItemsFor, reviewable, statusLabel, statusTone } from './organiser-review';
import { PastRejections } from './PastRejections';
import { useOpenDocument } from './use-open-document';

type Dialog = 'approve' | 'reject' | 'partial' | null;

interface MutationFlags {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** The spec's confirmation states from a mutation's flags. */
export function confirmState(m: MutationFlags): ConfirmState {
  if (m.isLoading) return 'inProgress';
  if (m.isSuccess) return 'success';
  if (m.isError) return 'error';
  return 'idle';
}

const STATE_OPTIONS = STATE_LIST.map((s) => ({ value: s.name, label: s.name }));

/**
 * One organiser under review: what they gave, their documents, their past rejections, and approve, reject or partially
 * reject. The item is the organiser's detail (GET vendor-onboard/organiser/{id}), which every action refreshes: the
 * panel shows the new status at once, and the actions go once there is nothing left to review.
 */
export function OrganiserReviewPanel({ item }: { item: OrganiserListItem }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [state, setState] = useState(applicantState(item));
  const [bdCode, setBdCode] = useState('');
  const [approve, approval] = useApproveOrganiserMutation();
  const [approveAdditional, additional] = useApproveAdditionalMutation();
  const [reject, rejection] = useRejectOrganiserMutation();
  const [partialReject, partial] = usePartialRejectOrganiserMutation();
  const bdList = useGetStateBdListQuery(state, { skip: dialog !== 'approve' || item.kind !== 'NEW' || state === '' });
  const documents = useOpenDocument(item.mobile);
  const additionalFlow = item.kind === 'ADDITIONAL_DOC_APPROVAL';
  const approving = additionalFlow ? additional : approval;

  // Reset when another organiser is opened, not on every refetch of the same one.
  useEffect(() => {
    setState(applicantState(item));
    setBdCode('');
  }, [item.organiserId]);

  const openDialog = (next: Exclude<Dialog, null>) => {
    approval.reset();
    additional.reset();
    rejection.reset();
    partial.reset();
    setDialog(next);
  };
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    const done = [approval, additional, rejection, partial].some((m) => m.isSuccess);
    setDialog(null);
    // The button that opened the dialog is gone with the review actions: the organiser's name takes the focus.
    if (done) requestAnimationFrame(() => titleRef.current?.focus());
  };

  const confirmApprove = () => {
    if (additionalFlow) void approveAdditional(item.organiserId);
    else void approve({ id: item.organiserId, bdCode });
  };
  const submitRejection = (result: ChecklistResult, whole: boolean) => {
    const body: RejectOrganiser = { reasons: result.rejected.map((r) => ({ item: r.id, reasons: [r.reason] })) };
    if (result.note) body.note = result.note;
    if (whole) void reject({ id: item.organiserId, body });
    else void partialReject({ id: item.organiserId, body });
  };

  const pan = item.details.pan;
  const gstins = (item.details.gstin ?? '').split(',').map((g) => g.trim()).filter(Boolean);
  const rejectionItems = reviewItemsFor(item);
  const bdOptions = (bdList.data?.bdDetails ?? []).map((bd) => ({ value: bd.bdCode, label: `${bd.name} (${bd.bdCode})` }));

  return (
    <StyledPanel aria-labelledby="organiser-review-title">
      <div>
        <StyledPanelTitle ref={titleRef} id="organiser-review-title" tabIndex={-1}>{item.organisationName}</StyledPanelTitle>
        <StyledMuted aria-live="polite">
          {item.organiserCode} · <StyledPill $tone={statusTone(item)}>{statusLabel(item)}</StyledPill>
        </StyledMuted>
      </div>

      {additionalFlow ? (
        <MessageBanner tone="info" title={REVIEW_TEXTS.otherDocsApproved}>
          {REVIEW_TEXTS.alreadyApproved}
        </MessageBanner>
      ) : null}

      {item.rejection && reviewable(item) ? (
        <RejectionNotice
          title={item.rejection.status === 'partially_rejected' ? 'Last review: partially rejected' : 'Last review: rejected'}
          items={item.rejection.items.map((i) => ({ field: i.label, reasons: i.reasons }))}
        />
      ) : null}

      <StyledDetails aria-label="Organiser details">
        <dt>Applicant</dt>
        <dd>{item.username ?? '—'}</dd>
        <dt>Mobile</dt>
        <dd>{item.mobile ?? '—'}</dd>
        <dt>Submitted</dt>
        <dd>{istDateTime(item.submittedAt)}</dd>
        {item.bdCode ? (
          <>
            <dt>BD code</dt>
            <dd>{item.bdCode}</dd>
          </>
        ) : null}
        {detailRows(item.details).map((row) => (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </StyledDetails>

      <StyledActions aria-label="Verification">
        {pan ? (
          <StyledExternalLink href={PAN_VERIFICATION_URL} target="_blank" rel="noopener noreferrer">
            Verify PAN {pan} (opens in a new tab)
          </StyledExternalLink>
        ) : null}
        {gstins.map((g) => (
          <StyledExternalLink key={g} href={GST_VERIFICATION_URL} target="_blank" rel="noopener noreferrer">
            Verify GSTIN {g} (opens in a new tab)
          </StyledExternalLink>
        ))}
      </StyledActions>

      {additionalFlow && item.changeRequests.length > 0 ? (
        <>
          <StyledSubTitle>New supporting documents/data</StyledSubTitle>
          <StyledList>
            {item.changeRequests.map((c) => (
              <StyledListRow key={c.id}>
                <span>
                  {c.gstin ? `GSTIN ${c.gstin}` : humanise(c.change)}
                  {c.state ? ` · ${c.state}` : ''}
                  {c.replaces ? ` · replaces ${c.replaces}` : ''}
                </span>
                <StyledMuted>Asked {istDateTime(c.requestedAt)}</StyledMuted>
              </StyledListRow>
            ))}
          </StyledList>
        </>
      ) : null}

      <StyledSubTitle>Documents</StyledSubTitle>
      {item.documents.length === 0 ? (
        <StyledMuted>No documents uploaded.</StyledMuted>
      ) : (
        <StyledList aria-label="Documents">
          {item.documents.map((doc) => (
            <StyledListRow key={doc.id}>
              <span>
                <strong>{documentLabel(doc)}</strong> <StyledMuted as="span">{doc.originalName} · {doc.status}</StyledMuted>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!item.mobile || documents.busy}
                onClick={() => void documents.open(doc.id)}
                aria-label={`Open ${documentLabel(doc)} in a new tab`}
              >
                Open
              </Button>
            </StyledListRow>
          ))}
        </StyledList>
      )}

      <PastRejections organiserId={item.organiserId} />

      {reviewable(item) ? (
        <StyledActions>
          <Button onClick={() => openDialog('approve')}>{additionalFlow ? 'Approve new documents' : 'Approve'}</Button>
          <Button variant="secondary" onClick={() => openDialog('partial')} disabled={rejectionItems.length === 0}>
            Partially reject
          </Button>
          <Button variant="danger" onClick={() => openDialog('reject')}>
            Reject
          </Button>
        </StyledActions>
      ) : null}

      <ConfirmDialog
        open={dialog === 'approve'}
        title={additionalFlow ? REVIEW_TEXTS.approveNewDocsTitle : REVIEW_TEXTS.approveOrganiserTitle}
        message={additionalFlow ? `${REVIEW_TEXTS.otherDocsApproved}. ${REVIEW_TEXTS.alreadyApproved}` : REVIEW_TEXTS.approveConfirm}
        confirmLabel="Approve"
        state={confirmState(approving)}
        errorMessage={failureText(approving.error, 'longDesc')}
        successMessage={approving.data?.message}
        confirmDisabled={!additionalFlow && bdCode === ''}
        onConfirm={confirmApprove}
        onClose={close}
      >
        {additionalFlow ? null : (
          <>
            <Select label="State" options={STATE_OPTIONS} placeholder="Select a state" value={state} onChange={(e) => { setState(e.target.value); setBdCode(''); }} />
            <Select
              label="BD name"
              required
              options={bdOptions}
              placeholder={bdList.isFetching ? 'Loading BD list…' : 'Select a BD'}
              value={bdCode}
              onChange={(e) => setBdCode(e.target.value)}
              disabled={state === '' || bdList.isFetching}
              error={bdList.isError ? failureText(bdList.error) : undefined}
            />
          </>
        )}
      </ConfirmDialog>

      <ChecklistDialog
        open={dialog === 'partial'}
        title="Partially reject organiser"
        instructions={REVIEW_TEXTS.rejectInstructions}
        items={rejectionItems}
        reasonPlaceholder={REVIEW_TEXTS.improvePlaceholder}
        noteLabel={REVIEW_TEXTS.additionalNote}
        submitLabel="Reject selected"
        state={confirmState(partial)}
        errorMessage={failureText(partial.error, 'shortDesc')}
        successMessage={partial.data?.message}
        onSubmit={(result) => submitRejection(result, false)}
        onClose={close}
      />

      <ChecklistDialog
        open={dialog === 'reject'}
        title="Reject organiser?"
        instructions={
          <>
            {REVIEW_TEXTS.rejectConfirm} <strong>{item.organisationName}</strong>? Tick what needs to change.
          </>
        }
        items={rejectionItems}
        listLabel="Items to improve"
        reasonPlaceholder={REVIEW_TEXTS.improvePlaceholder}
        noteLabel={REVIEW_TEXTS.additionalNote}
        submitLabel="Reject organiser"
        state={confirmState(rejection)}
        errorMessage={failureText(rejection.error, 'shortDesc')}
        successMessage={rejection.data?.message}
        onSubmit={(result) => submitRejection(result, true)}
        onClose={close}
      />
    </StyledPanel>
  );
}
