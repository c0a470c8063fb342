import { useChangeEventStatusMutation } from '@diy/api';
import { STATUS_ACTIONS, STATUS_CHANGE_TEXTS, STATUS_TOAST_TIMEOUT_MS, formatIstTime, statusActionsFor, type EventDraft, type StatusActionKey } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { Button, ConfirmDialog, MessageBanner } from '@diy/ui';
import { useState } from 'react';
import { fieldLinkOf } from '../shared/draft-view';
import { useEventErrors } from '../shared/use-event-errors';
import { StyledActions } from './EventOverviewPage.styles';

/**
 * A published event's status actions (PUT /manage/event/{eventId} {status}): Publish on READY TO PUBLISH, Take off
 * sale, Unlist, List again, Close sales, each after a confirmation; the server checks the same moves. While a
 * published event is going live, a note says by when.
 */
export function StatusActions({ draft, reload }: { draft: EventDraft; reload: () => void }) {
  const dispatch = useAppDispatch();
  const onError = useEventErrors();
  const [changeStatus, { isLoading }] = useChangeEventStatusMutation();
  const [asking, setAsking] = useState<StatusActionKey | null>(null);
  const actions = statusActionsFor(draft.status, draft.goLiveBy !== null);
  const action = asking ? STATUS_ACTIONS[asking] : null;

  const confirm = async () => {
    if (!asking) return;
    try {
      const answer = await changeStatus({ eventId: draft.eventCode ?? draft.draftId, status: STATUS_ACTIONS[asking].to }).unwrap();
      dispatch(showToast({ type: 'success', data: answer.snackbar?.toastMsg ?? STATUS_CHANGE_TEXTS.published, timeout: STATUS_TOAST_TIMEOUT_MS }));
      setAsking(null);
      reload();
    } catch (error) {
      setAsking(null);
      onError(error, 'other', reload, fieldLinkOf(draft));
    }
  };

  if (actions.length === 0 && !draft.goLiveBy) return null;
  return (
    <>
      {draft.goLiveBy ? <MessageBanner tone="info">{STATUS_CHANGE_TEXTS.publishing(formatIstTime(draft.goLiveBy))}</MessageBanner> : null}
      {actions.length > 0 ? (
        <StyledActions aria-label="Event status">
          {actions.map((key) => (
            <Button key={key} variant={key === 'publish' ? 'primary' : key === 'close' ? 'danger' : 'secondary'} onClick={() => setAsking(key)}>
              {STATUS_ACTIONS[key].label}
            </Button>
          ))}
        </StyledActions>
      ) : null}
      <ConfirmDialog
        open={action !== null}
        title={action?.confirm ?? ''}
        message={action?.body}
        confirmLabel={action?.label}
        tone={asking === 'close' ? 'danger' : 'primary'}
        state={isLoading ? 'inProgress' : 'idle'}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
