import { useGetEventOffersQuery, useSendOfferTransactionReportMutation } from '@diy/api';
import { type EventOfferDetail, formatIstDate, fundedByText, formatIstDateTime, formatPaise, OFFER_ROUTES, progressColour, formatCount } from '@diy/domain';
import { PageHeading, showToast, useAppDispatch } from '@diy/shell';
import { Button, EmptyState, Spinner } from '@diy/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { StyledFigures, StyledMeter, StyledMuted, StyledPanel, StyledPanelHead, StyledPanelTitle, StyledPill, StyledStack, StyledToolbar } from './offers.styles';
import { useOfferErrors } from './use-offer-errors';

const OfferChart = lazy(() => import('./OfferChart'));

type OfferDetail = EventOfferDetail['offer'][number];

/** /offers/analytics/{eventCode}: per offer, redemptions over time, the discount given and the revenue with the offer. */
export default function OfferAnalyticsPage() {
  const { eventCode = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onError = useOfferErrors();
  const detail = useGetEventOffersQuery(eventCode);
  const [send, sending] = useSendOfferTransactionReportMutation();
  useEffect(() => {
    if (detail.error) onError(detail.error, 'detail');
  }, [detail.error, onError]);

  const mail = async () => {
    try {
      const answer = await send(eventCode).unwrap();
      dispatch(showToast({ type: 'success', data: answer.message }));
    } catch (error) {
      onError(error, 'other');
    }
  };

  if (detail.isLoading || !detail.data) return <Spinner size="lg" label="Loading offers" />;
  const d = detail.data;
  return (
    <StyledStack>
      <PageHeading title={d.eventName} lead={`${d.eventCode}${d.startTime ? ` · first show ${formatIstDateTime(d.startTime)}` : ''}`} />
      <StyledToolbar>
        <Button variant="secondary" onClick={() => void navigate(OFFER_ROUTES.dashboard)}>Back to dashboard</Button>
        <Button loading={sending.isLoading} onClick={() => void mail()} disabled={d.offer.length === 0}>E-mail transactions report</Button>
      </StyledToolbar>
      {d.offer.length === 0 ? <EmptyState title="No offers on this event yet" body="Create an offer to see its redemptions here." /> : null}
      {d.offer.map((o) => (
        <OfferPanel key={o.code} offer={o} />
      ))}
    </StyledStack>
  );
}

function OfferPanel({ offer: o }: { offer: OfferDetail }) {
  const capUsed = o.totalCapTickets > 0 ? Math.round((o.ticketsRedeemed / o.totalCapTickets) * 100) : 0;
  const budgetUsed = o.budgetPaise ? Math.round((o.discountPaise / o.budgetPaise) * 100) : null;
  return (
    <StyledPanel aria-label={`${o.name} (${o.code})`}>
      <StyledPanelHead>
        <StyledPanelTitle>
          {o.name} ({o.code})
        </StyledPanelTitle>
        <StyledPill $tone={o.retired ? 'warning' : o.status === 'ACTIVE' ? 'success' : 'neutral'}>{o.retired ? 'Retired' : o.status === 'ACTIVE' ? 'Active' : 'Inactive'}</StyledPill>
      </StyledPanelHead>
      <StyledMuted>
        {o.summary}. {fundedByText(o.fundedBy)}. For {o.audienceName.toLowerCase()}; valid {formatIstDate(o.validFrom)} to {formatIstDate(new Date(new Date(o.validTo).getTime() - 1))}.
      </StyledMuted>
      <StyledFigures>
        <div><dt>Redemptions</dt><dd>{formatCount(o.redemptions)}</dd></div>
        <div><dt>Discounted tickets</dt><dd>{formatCount(o.ticketsRedeemed)} of {formatCount(o.totalCapTickets)}</dd></div>
        <div><dt>Discount given</dt><dd>{formatPaise(o.discountPaise)}</dd></div>
        <div><dt>Revenue with the offer</dt><dd>{formatPaise(o.revenuePaise)}</dd></div>
      </StyledFigures>
      <div>
        <StyledMuted>Cap used: {capUsed}%</StyledMuted>
        <StyledMeter $percent={capUsed} $tone={progressColour(capUsed)} role="meter" aria-label="Discounted tickets used" aria-valuenow={capUsed} aria-valuemin={0} aria-valuemax={100} />
      </div>
      {budgetUsed !== null && o.budgetPaise !== null ? (
        <div>
          <StyledMuted>Budget used: {budgetUsed}% of {formatPaise(o.budgetPaise)}</StyledMuted>
          <StyledMeter $percent={budgetUsed} $tone={progressColour(budgetUsed)} role="meter" aria-label="Budget used" aria-valuenow={budgetUsed} aria-valuemin={0} aria-valuemax={100} />
        </div>
      ) : null}
      {o.days.length ? (
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <OfferChart days={o.days} title={o.name} />
        </Suspense>
      ) : (
        <StyledMuted>No redemptions yet: the chart appears with the first booking that uses the offer.</StyledMuted>
      )}
    </StyledPanel>
  );
}
