import { errorMessage, useGetBoxOfficeSettingsQuery, useGetShiftsQuery, useSaveBoxOfficeSettingsMutation, useSaveDoorTermsMutation } from '@diy/api';
import { boxOfficeSettingsSchema, doorTermsSchema, rupeesToPaise } from '@diy/domain';
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

/** A session's door terms: the complimentary limit, offers at the door, door prices (rupees) by ticket type code. */
function DoorTerms({ sessionId }: { sessionId: string }) {
  const [save, saving] = useSaveDoorTermsMutation();
  const [compLimit, setCompLimit] = useState('0');
  const [prices, setPrices] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // "GOLD=2200, SILVER=1200*" : a door price per code; a trailing * sells the type at the door only.
    const ticketTypes = prices
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const [code = '', price = ''] = p.split('=').map((x) => x.trim());
        const doorOnly = price.endsWith('*');
        const rupees = price.replace('*', '');
        return { code: code.toUpperCase(), doorPricePaise: rupees ? rupeesToPaise(Number(rupees)) : null, doorOnly };
      });
    const parsed = doorTermsSchema.safeParse({ compLimit: Number(compLimit), ticketTypes });
    if (!parsed.success) return setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Please check the door terms' });
    const res = await save({ sessionId, ...parsed.data });
    setMessage('error' in res ? { tone: 'error', text: errorMessage(res.error) } : { tone: 'success', text: 'Door terms saved.' });
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Door terms">
      <h2>Door terms for this session</h2>
      <TextField label="Complimentary tickets allowed" inputMode="numeric" value={compLimit} onChange={(e) => setCompLimit(e.target.value)} />
      <TextField label="Door prices" value={prices} onChange={(e) => setPrices(e.target.value)} hint="Ticket type code = price in rupees, comma separated; end a price with * to sell that type at the door only" />
      {message && <MessageBanner tone={message.tone} title={message.text} />}
      <Button type="submit" loading={saving.isLoading}>Save door terms</Button>
    </StyledForm>
  );
}

/** /box-office: the organiser's UPI details, a session's door terms (?session=), and every shift with its cash. */
export default function BoxOfficePage() {
  const [params] = useSearchParams();
  const eventCode = params.get('event') ?? undefined;
  const sessionId = params.get('session') ?? undefined;
  const shifts = useGetShiftsQuery({ ...(eventCode ? { eventCode } : {}), ...(sessionId ? { sessionId } : {}) });
  return (
    <StyledStack>
      <PageHeading title="Box office" lead="Door sales from the gate scanner: UPI details, door terms and every seller's shift." />
      <UpiSettings />
      {sessionId && <DoorTerms sessionId={sessionId} />}
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
