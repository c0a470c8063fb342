import { isAppError, useAddVodVideoMutation, useGetOnlineDetailsQuery, useSaveOnlineDetailsMutation } from '@diy/api';
import { ONLINE_MESSAGES, isZoomScheduleReadOnly, onlineRequirements, type EventDraft, type ScheduleAnswer } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { OnlineEventDetails, Spinner } from '@diy/ui';
import { useState } from 'react';
import { useEventErrors } from '../events/shared/use-event-errors';

/** The online details of an online event: the e-mail list, the meeting link and password, or the VOD video. */
export function OnlineSection({ draft, answer, readOnly }: { draft: EventDraft; answer: ScheduleAnswer; readOnly: boolean }) {
  const { data } = useGetOnlineDetailsQuery(draft.draftId, { refetchOnMountOrArgChange: true });
  if (!data) return <Spinner label="Loading online details" />;
  return <OnlineForm key={data.vod?.addedAt ?? data.emailIds.join(',')} draft={draft} answer={answer} readOnly={readOnly} details={data} />;
}

function OnlineForm({ draft, answer, readOnly, details }: {
  draft: EventDraft;
  answer: ScheduleAnswer;
  readOnly: boolean;
  details: NonNullable<ReturnType<typeof useGetOnlineDetailsQuery>['data']>;
}) {
  const dispatch = useAppDispatch();
  const onError = useEventErrors();
  const [emailIds, setEmailIds] = useState<string[]>(details.emailIds);
  const [joining, setJoining] = useState(details.joiningDetails ?? { link: '', password: '' });
  const [videoUrl, setVideoUrl] = useState(details.vod?.videoUrl ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [saveOnline, { isLoading: savingOnline }] = useSaveOnlineDetailsMutation();
  const [addVod, { isLoading: savingVod }] = useAddVodVideoMutation();
  const subType = details.venueSubType;
  const needs = onlineRequirements(subType);
  const sessions = answer.venueInfo.flatMap((v) => v.sessionInfo).filter((s) => s.status);
  const firstShow = sessions.map((s) => s.showTime).sort()[0] ?? null;
  const zoomReadOnly = isZoomScheduleReadOnly({ status: draft.status, venueSubType: subType, sessionCount: sessions.length });

  const save = async () => {
    setServerError(null);
    try {
      if (needs.video) {
        const answerVod = await addVod({ draftId: draft.draftId, videoUrl, eventCode: draft.eventCode }).unwrap();
        dispatch(showToast({ type: 'success', data: answerVod.message || ONLINE_MESSAGES.vodSaved }));
      } else {
        const saved = await saveOnline({
          draftId: draft.draftId,
          body: { ...(draft.eventCode ? { eventCode: draft.eventCode } : {}), ...(needs.emailIds ? { emailIds } : { joiningDetails: joining }) },
        }).unwrap();
        dispatch(showToast({ type: 'success', data: saved.message || ONLINE_MESSAGES.onlineSaved }));
      }
    } catch (error) {
      if (isAppError(error) && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) {
        setServerError(error.message);
        return;
      }
      onError(error, 'save');
    }
  };

  return (
    <OnlineEventDetails
      venueSubType={subType}
      emailIds={emailIds}
      onEmailIdsChange={setEmailIds}
      joiningDetails={joining}
      onJoiningDetailsChange={setJoining}
      videoUrl={videoUrl}
      onVideoUrlChange={setVideoUrl}
      firstShowTime={firstShow}
      zoomReadOnly={zoomReadOnly}
      readOnly={readOnly}
      saving={savingOnline || savingVod}
      serverError={serverError}
      onSave={() => void save()}
    />
  );
}
