import { errorMessage, isAppError, useGetDailySummaryQuery, useSetDailySummaryMutation, useStopDailySummaryMutation } from '@diy/api';
import { dailySummaryBodySchema, formatIstDateTime, formatTimeOfDay } from '@diy/domain';
import { Button, TextField } from '@diy/ui';
import { useEffect, useState } from 'react';
import { emailFailureToast } from './report-status';
import { StyledActions, StyledMuted, StyledNarrow, StyledPanel, StyledPanelHead } from './Reports.styles';
import { useReportToast } from './use-report-toast';

/** Sets or stops the event's daily sales summary e-mail, at a time of day in IST. */
export function DailySummaryPanel({ eventCode }: { eventCode: string }) {
  const summary = useGetDailySummaryQuery(eventCode);
  const [setSummary, saving] = useSetDailySummaryMutation();
  const [stopSummary, stopping] = useStopDailySummaryMutation();
  const [time, setTime] = useState('20:00');
  const [error, setError] = useState<string | null>(null);
  const toast = useReportToast();
  useEffect(() => {
    if (summary.data?.time) setTime(summary.data.time);
  }, [summary.data?.time]);

  const save = async () => {
    const parsed = dailySummaryBodySchema.safeParse({ time });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const s = await setSummary({ eventCode, time: parsed.data.time }).unwrap();
      toast.success(`A sales summary will be mailed to ${s.to ?? 'you'} every day at ${formatTimeOfDay(s.time)} IST.`);
    } catch (e) {
      if (isAppError(e) && e.status === 400) setError(errorMessage(e));
      else toast.failure(emailFailureToast(e));
    }
  };
  const stop = async () => {
    try {
      await stopSummary(eventCode).unwrap();
      toast.success('The daily sales summary is stopped.');
    } catch (e) {
      toast.failure(emailFailureToast(e));
    }
  };
  const s = summary.data;
  return (
    <StyledPanel aria-labelledby="daily-summary" data-daily-summary={s?.active ? 'on' : 'off'}>
      <StyledPanelHead>
        <h2 id="daily-summary">Daily summary e-mail</h2>
        <p>Sales of the day and of all shows, mailed once a day.</p>
      </StyledPanelHead>
      <StyledMuted>
        {s?.active && s.nextRunAt ? `On: every day at ${formatTimeOfDay(s.time)} IST to ${s.to ?? ''}; next on ${formatIstDateTime(s.nextRunAt)}.` : 'Off.'}
      </StyledMuted>
      <StyledActions>
        <StyledNarrow>
          <TextField label="Time of day (IST, HH:mm)" placeholder="20:00" inputMode="numeric" maxLength={5} value={time} onChange={(e) => setTime(e.target.value)} error={error ?? undefined} />
        </StyledNarrow>
        <Button onClick={() => void save()} loading={saving.isLoading}>
          {s?.active ? 'Change time' : 'Send daily'}
        </Button>
        {s?.active && (
          <Button variant="secondary" onClick={() => void stop()} loading={stopping.isLoading}>
            Stop
          </Button>
        )}
      </StyledActions>
    </StyledPanel>
  );
}
