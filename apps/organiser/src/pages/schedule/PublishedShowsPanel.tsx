import { errorMessage, useCancelSessionMutation } from '@diy/api';
import { SHELL_MESSAGES, STATUS_TOAST_TIMEOUT_MS, type EventDraft, type ScheduleAnswer } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { CancelShowDialog, PublishedShows, type PublishedShow } from '@diy/ui';
import { useMemo, useState } from 'react';
import { StyledPanel } from '../events/shared/SectionFrame.styles';
import { publishedShowsOf } from './live-changes';

export interface PublishedShowsPanelProps {
  draft: Pick<EventDraft, 'draftId' | 'eventCode'>;
  answer: ScheduleAnswer;
  layout: 'desktop' | 'phone';
  readOnly: boolean;
}

/**
 * A published event's shows with 'Cancel show': the confirmation (a modal, or a drawer on a phone), then POST
 * /manage/event/published/sessions/cancel. The answer's message is the status toast; the schedule reloads (the
 * mutation refreshes it), so the show comes back as Cancelled with its sales. A refusal shows the server's message.
 */
export function PublishedShowsPanel({ draft, answer, layout, readOnly }: PublishedShowsPanelProps) {
  const dispatch = useAppDispatch();
  const shows = useMemo(() => publishedShowsOf(answer, new Date()), [answer]);
  const [picked, setPicked] = useState<PublishedShow | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelSession, { isLoading }] = useCancelSessionMutation();
  if (shows.length === 0 || !draft.eventCode) return null;
  const eventCode = draft.eventCode;

  const confirm = async () => {
    if (!picked) return;
    try {
      const result = await cancelSession({ eventCode, sessionId: picked.sessionId, draftId: draft.draftId }).unwrap();
      dispatch(showToast({ type: 'success', data: result.message, timeout: STATUS_TOAST_TIMEOUT_MS }));
    } catch (error) {
      dispatch(showToast({ type: 'error', data: errorMessage(error, SHELL_MESSAGES.generic) }));
    } finally {
      setOpen(false);
    }
  };

  return (
    // The list inside is the region named 'Published shows' (a second landmark of that name told screen readers nothing).
    <StyledPanel>
      <PublishedShows
        shows={shows}
        readOnly={readOnly}
        onCancel={(sessionId) => {
          setPicked(shows.find((s) => s.sessionId === sessionId) ?? null);
          setOpen(true);
        }}
      />
      <CancelShowDialog open={open} show={picked} layout={layout} cancelling={isLoading} onConfirm={() => void confirm()} onClose={() => setOpen(false)} />
    </StyledPanel>
  );
}
