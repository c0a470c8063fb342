import {
  errorMessage,
  randomUuid,
  useCloseShiftMutation,
  useDownloadReceiptMutation,
  useGetSellContextQuery,
  useOpenShiftMutation,
  useSellTicketsMutation,
  useVoidSaleMutation,
} from '@diy/api';
import {
  BOX_OFFICE_TEXTS as T,
  boxOfficeSaleSchema,
  doorUnitPricePaise,
  formatPaise,
  PAYMENT_METHOD_LABELS,
  rupeesToPaise,
  shiftCloseSchema,
  shiftOpenSchema,
  type PaymentMethod,
  type SaleAnswer,
  type SellContext,
  type ShiftReport,
} from '@diy/domain';
import { Button, ChangeDue, MessageBanner, PaymentPicker, ShiftSummary, Spinner, TextField, UpiQr } from '@diy/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCANNER_PATH, useRequireSelection, useScanning } from '../state/hooks';
import { StyledCard, StyledCardTitle, StyledCentered, StyledForm, StyledScreen, StyledScroll, StyledSub, StyledTitle, StyledTitleRow, StyledTop } from '../pages/scan-pages.styles';
import { StyledActions, StyledQuantity, StyledSell, StyledTotal, StyledTypeButton, StyledTypeList } from './sell.styles';
import { TicketQrs } from './TicketQrs';

/** Rupees as typed ('1,999.50', '2000') in paise; null when not a number. */
function paiseOf(text: string): number | null {
  const clean = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  return rupeesToPaise(Number(clean));
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function OpenShift({ sessionId }: { sessionId: string }) {
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, state] = useOpenShiftMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = shiftOpenSchema.safeParse({ sessionId, openingFloatPaise: paiseOf(float) ?? Number.NaN });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter the opening float');
    setError(null);
    const res = await open(parsed.data);
    if ('error' in res) setError(errorMessage(res.error));
  };
  return (
    <StyledCard>
      <StyledCardTitle>{T.openShift}</StyledCardTitle>
      <StyledForm onSubmit={submit} noValidate>
        <TextField label="Opening cash float (₹)" inputMode="decimal" value={float} onChange={(e) => setFloat(e.target.value)} error={error ?? undefined} />
        <Button type="submit" size="lg" fullWidth loading={state.isLoading}>{T.openShift}</Button>
      </StyledForm>
    </StyledCard>
  );
}

function SaleDone({ answer, onNext, upiPayee }: { answer: SaleAnswer; onNext: () => void; upiPayee: string | null }) {
  const [voidSale, voiding] = useVoidSaleMutation();
  const [receipt] = useDownloadReceiptMutation();
  const [voided, setVoided] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doVoid = async (reason: 'PAYMENT_NOT_RECEIVED' | 'OTHER') => {
    const res = await voidSale({ saleId: answer.sale.id, reason });
    if ('error' in res) return setError(errorMessage(res.error));
    setVoided(true);
  };
  const upi = answer.upiUrl && upiPayee && !voided;
  return (
    <StyledCard aria-label="Sale">
      <StyledCardTitle>{voided ? T.voided : `${T.sold}: ${answer.sale.tickets} x ${answer.sale.ticketType}, ${formatPaise(answer.sale.amountPaise)} by ${PAYMENT_METHOD_LABELS[answer.sale.method]}`}</StyledCardTitle>
      <StyledSub>{`Booking ID ${answer.sale.bookingId}${answer.admitted ? ` · ${answer.admitted} admitted` : ''}${answer.sentTo.length ? ` · sent to ${answer.sentTo.join(' and ')}` : ''}`}</StyledSub>
      {error && <MessageBanner tone="error" title={error} />}
      {upi && <UpiQr url={answer.upiUrl!} payeeName={upiPayee} amountPaise={answer.sale.amountPaise} />}
      {answer.sale.changePaise !== null && answer.sale.changePaise > 0 && !voided && <MessageBanner tone="success" title={`Give change: ${formatPaise(answer.sale.changePaise)}`} />}
      {!voided && <TicketQrs tickets={answer.tickets} />}
      <StyledActions>
        {upi ? (
          <>
            <Button size="lg" onClick={onNext}>{T.confirmUpi}</Button>
            <Button size="lg" variant="danger" loading={voiding.isLoading} onClick={() => void doVoid('PAYMENT_NOT_RECEIVED')}>Payment did not arrive</Button>
          </>
        ) : (
          <>
            <Button size="lg" onClick={onNext}>Next sale</Button>
            {!voided && <Button size="lg" variant="danger" loading={voiding.isLoading} onClick={() => void doVoid('OTHER')}>{T.voidSale}</Button>}
          </>
        )}
      </StyledActions>
      <Button variant="secondary" onClick={() => void receipt({ saleId: answer.sale.id, bookingId: answer.sale.bookingId })}>{T.receipt}</Button>
    </StyledCard>
  );
}

function SaleForm({ context, onSold }: { context: SellContext; onSold: (a: SaleAnswer) => void }) {
  const shift = context.shift!;
  const [code, setCode] = useState<string | null>(context.ticketTypes.find((t) => t.available > 0)?.code ?? null);
  const [quantity, setQuantity] = useState(1);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [tendered, setTendered] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sell, selling] = useSellTicketsMutation();
  const type = context.ticketTypes.find((t) => t.code === code) ?? null;
  const unit = type && method ? doorUnitPricePaise(type, method) : type ? (type.doorPricePaise ?? type.pricePaise) : 0;
  const amount = unit * quantity;
  const tenderedPaise = paiseOf(tendered);
  const compsLeft = context.compLimit - context.compUsed;
  const submit = async (admit: boolean) => {
    if (!type || !method) return setError('Pick a ticket type and the payment');
    const payment =
      method === 'CASH' ? { method, tenderedPaise: tenderedPaise ?? Number.NaN }
      : method === 'CARD' ? { method, reference }
      : method === 'COMP' ? { method, reason }
      : { method, ...(reference ? { reference } : {}) };
    const parsed = boxOfficeSaleSchema.safeParse({ clientSaleId: randomUuid(), ticketTypeCode: type.code, quantity, amountPaise: amount, payment, buyer: { mobile, email }, admit });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the sale');
    if (method === 'CASH' && tenderedPaise !== null && tenderedPaise < amount) return setError(T.tenderedTooLittle);
    setError(null);
    const res = await sell({ shiftId: shift.id, sale: parsed.data });
    if ('error' in res) return setError(errorMessage(res.error));
    onSold(res.data);
  };
  return (
    <StyledCard aria-label="New sale">
      <StyledCardTitle>New sale</StyledCardTitle>
      <StyledTypeList role="group" aria-label="Ticket type">
        {context.ticketTypes.map((t) => (
          <StyledTypeButton key={t.code} type="button" $selected={t.code === code} aria-pressed={t.code === code} disabled={t.available <= 0} onClick={() => setCode(t.code)}>
            <span>{t.name}</span>
            <span>{t.available <= 0 ? 'Sold out' : formatPaise(t.doorPricePaise ?? t.pricePaise)}</span>
          </StyledTypeButton>
        ))}
      </StyledTypeList>
      <StyledQuantity>
        <Button variant="secondary" aria-label="One fewer" disabled={quantity <= 1} onClick={() => setQuantity((q) => q - 1)}>−</Button>
        <output aria-label="Quantity">{quantity}</output>
        <Button variant="secondary" aria-label="One more" disabled={quantity >= 20 || (type !== null && quantity >= type.available)} onClick={() => setQuantity((q) => q + 1)}>+</Button>
      </StyledQuantity>
      <StyledTotal aria-label="Amount due">{formatPaise(amount)}</StyledTotal>
      <PaymentPicker value={method} onChange={setMethod} disabled={[...(context.upi ? [] : (['UPI'] as const)), ...(compsLeft <= 0 ? (['COMP'] as const) : [])]} />
      {!context.upi && <MessageBanner tone="info" title={T.noUpi} />}
      {method === 'CASH' && (
        <>
          <TextField label="Cash tendered (₹)" inputMode="decimal" value={tendered} onChange={(e) => setTendered(e.target.value)} />
          <ChangeDue amountPaise={amount} tenderedPaise={tenderedPaise} />
        </>
      )}
      {(method === 'CARD' || method === 'UPI') && (
        <TextField label={method === 'CARD' ? "Card terminal's reference" : 'UPI reference (optional)'} value={reference} onChange={(e) => setReference(e.target.value)} />
      )}
      {method === 'COMP' && <TextField label="Reason" hint={`${compsLeft} complimentary left for this session`} value={reason} onChange={(e) => setReason(e.target.value)} />}
      <TextField label="Buyer's mobile (optional)" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} hint="Tickets are sent by SMS" />
      <TextField label="Buyer's e-mail (optional)" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      {error && <MessageBanner tone="error" title={error} />}
      <StyledActions>
        <Button size="lg" loading={selling.isLoading} onClick={() => void submit(false)}>{T.sell}</Button>
        <Button size="lg" variant="secondary" loading={selling.isLoading} onClick={() => void submit(true)}>{T.sellAndAdmit}</Button>
      </StyledActions>
    </StyledCard>
  );
}

function CloseShift({ context, onClosed }: { context: SellContext; onClosed: (shift: ShiftReport) => void }) {
  const shift = context.shift!;
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [close, closing] = useCloseShiftMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = shiftCloseSchema.safeParse({ countedCashPaise: paiseOf(counted) ?? Number.NaN });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter the counted cash');
    const res = await close({ shiftId: shift.id, ...parsed.data });
    if ('error' in res) return setError(errorMessage(res.error));
    onClosed(res.data);
  };
  return (
    <StyledCard aria-label="Shift">
      <ShiftSummary shift={shift} />
      <StyledForm onSubmit={submit} noValidate>
        <TextField label="Counted cash (₹)" inputMode="decimal" value={counted} onChange={(e) => setCounted(e.target.value)} error={error ?? undefined} />
        <Button type="submit" variant="secondary" fullWidth loading={closing.isLoading}>{T.closeShift}</Button>
      </StyledForm>
    </StyledCard>
  );
}

/** The Sell tab (issue 30): open a shift, sell, show the QR codes, void, close the shift. Loaded on demand. */
export default function SellPage() {
  const navigate = useNavigate();
  const ready = useRequireSelection({ session: true });
  const { selectedEvent, selectedSession } = useScanning();
  const online = useOnline();
  const context = useGetSellContextQuery(selectedSession?.sessionId ?? '', { skip: !selectedSession || !online });
  const [done, setDone] = useState<SaleAnswer | null>(null);
  // The shift just closed stays on screen (its report) above the form that opens the next one.
  const [closed, setClosed] = useState<ShiftReport | null>(null);
  if (!ready || !selectedEvent || !selectedSession) return null;
  const c = context.data;
  return (
    <StyledScreen>
      <StyledTop>
        <StyledTitleRow>
          <div>
            <StyledTitle>{`${T.sellTab} · ${selectedEvent.title}`}</StyledTitle>
            <StyledSub>{selectedEvent.eventCode}</StyledSub>
          </div>
          <Button variant="secondary" onClick={() => navigate(SCANNER_PATH)}>Back to scanning</Button>
        </StyledTitleRow>
      </StyledTop>
      <StyledScroll>
        <StyledSell>
          {!online ? (
            <MessageBanner tone="info" title={T.offline} />
          ) : context.isLoading ? (
            <StyledCentered><Spinner size="lg" label="Loading the box office" /></StyledCentered>
          ) : context.error || !c ? (
            <MessageBanner tone="error" title={context.error ? errorMessage(context.error) : 'Could not load the box office'} />
          ) : !c.shift ? (
            <>
              {closed && <StyledCard aria-label="Closed shift"><ShiftSummary shift={closed} /></StyledCard>}
              <OpenShift sessionId={c.sessionId} />
            </>
          ) : c.shift.sessionId !== c.sessionId ? (
            <MessageBanner tone="info" title="Your open shift is at another session: close it there first." />
          ) : (
            <>
              {done ? <SaleDone answer={done} upiPayee={c.upi?.payeeName ?? null} onNext={() => setDone(null)} /> : <SaleForm context={c} onSold={setDone} />}
              <CloseShift context={c} onClosed={(shift) => { setDone(null); setClosed(shift); }} />
            </>
          )}
        </StyledSell>
      </StyledScroll>
    </StyledScreen>
  );
}
