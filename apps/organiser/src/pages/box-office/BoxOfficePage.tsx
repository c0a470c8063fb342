import { errorMessage, useGetBoxOfficeSettingsQuery, useGetShiftsQuery, useSaveBoxOfficeSettingsMutation } from '@diy/api';
import { boxOfficeSettingsSchema } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { Button, EmptyState, MessageBanner, ShiftSummary, Spinner, TextField } from '@diy/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledForm, StyledStack } from './BoxOffice.styles';

/** The UPI ID and payee name the scanner's UPI QR codes are made from. */
function UpiSettings() {
  const settings = useGetBoxOfficeSettingsQuery();
  const [save, saving] = useSaveBoxOfficeSettingsMutation();
  const [upiId, setUpiId] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) {
      setUpiId(settings.data.upiId ?? '');
      setPayeeName(settings.data.payeeName ?? '');
    }
  }, [settings.data]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const parsed = boxOfficeSettingsSchema.safeParse({ upiId, payeeName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the UPI details');
    setError(null);
    const res = await save(parsed.data);
    if ('error' in res) return setError(errorMessage(res.error));
    setSaved(true);
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="UPI for door sales">
      <h2>UPI for door sales</h2>
      <TextField label="UPI ID" value={upiId} onChange={(e) => setUpiId(e.target.value)} hint="Buyers pay this UPI ID from the QR on the gate phone, e.g. mumbailive@hdfcbank" />
      <TextField label="Payee name" value={payeeName} onChange={(e) => setPayeeName(e.target.value)} hint="The name buyers see in their UPI app" />
      {error && <MessageBanner tone="error" title={error} />}
      {saved && <MessageBanner tone="success" title="UPI details saved." />}
      <Button type="submit" loading={saving.isLoading}>Save UPI details</Button>
    </StyledForm>
  );
}

/**
 * /box-office: the organiser's UPI details and every shift with its cash (?event=, ?session= narrow it). Door terms are
 * set per show on the schedule (the ticket step's Box office section); every shift is also under Reports.
 */
export default function BoxOfficePage() {
  const [params] = useSearchParams();
  const eventCode = params.get('event') ?? undefined;
  const sessionId = params.get('session') ?? undefined;
  const shifts = useGetShiftsQuery({ ...(eventCode ? { eventCode } : {}), ...(sessionId ? { sessionId } : {}) });
  return (
    <StyledStack>
      <PageHeading title="Box office" lead="Door sales from the gate scanner: UPI details and every seller's shift." />
      <UpiSettings />
      <p>Door prices, door-only ticket types, the complimentary limit and offers at the door are set per show on the event's schedule, in its tickets step (Box office). Every shift's report is also under Reports.</p>
      <section aria-label="Shifts">
        <h2>Shifts</h2>
        {shifts.isLoading ? (
          <Spinner size="md" label="Loading shifts" />
        ) : shifts.error ? (
          <MessageBanner tone="error" title={errorMessage(shifts.error)} />
        ) : shifts.data?.shifts.length ? (
          shifts.data.shifts.map((s) => <ShiftSummary key={s.id} shift={s} showEvent />)
        ) : (
          <EmptyState compact headingLevel={3} title="No shifts yet" body="Gate staff with the box-office permission open shifts from the scanner's Sell tab." />
        )}
      </section>
    </StyledStack>
  );
}
