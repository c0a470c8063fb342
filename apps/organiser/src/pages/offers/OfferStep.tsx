import { useGetEventOffersQuery, useGetOffersForAudienceQuery } from '@diy/api';
import { formatIstDate, fundedByText } from '@diy/domain';
import { EmptyState, Spinner } from '@diy/ui';
import { useEffect } from 'react';
import { ChoiceCard } from './ChoiceCard';
import { StyledChoices, StyledPanelTitle } from './offers.styles';
import { useOfferErrors } from './use-offer-errors';

interface OfferStepProps {
  eventCode: string;
  audience: string;
  selected: string | null;
  onPick: (offer: string) => void;
}

/** Step 3: choose an offer of the audience (GET /offers?audienceType=); offers the event already runs are marked. */
export function OfferStep({ eventCode, audience, selected, onPick }: OfferStepProps) {
  const offers = useGetOffersForAudienceQuery(audience);
  const running = useGetEventOffersQuery(eventCode);
  const onError = useOfferErrors();
  useEffect(() => {
    if (offers.error) onError(offers.error, 'other');
  }, [offers.error, onError]);
  useEffect(() => {
    if (running.error) onError(running.error, 'detail');
  }, [running.error, onError]);
  const already = new Set((running.data?.offer ?? []).map((o) => o.code));
  const list = offers.data ?? [];
  return (
    <>
      <StyledPanelTitle>Choose an offer</StyledPanelTitle>
      {offers.isLoading ? <Spinner label="Loading offers" /> : null}
      {!offers.isLoading && list.length === 0 ? <EmptyState compact headingLevel={3} title="No offers for this audience right now" body="Go back and select other users." /> : null}
      <StyledChoices role="radiogroup" aria-label="Offers">
        {list.map((o) => (
          <ChoiceCard
            key={o.code}
            name="offer-code"
            value={o.code}
            checked={selected === o.code}
            disabled={already.has(o.code)}
            onPick={() => onPick(o.code)}
            title={`${o.name} (${o.code})`}
            text={`${o.summary}. ${fundedByText(o.fundedBy)}. Until ${formatIstDate(new Date(new Date(o.validTo).getTime() - 1))}.${already.has(o.code) ? ' Already on this event.' : ''}`}
          />
        ))}
      </StyledChoices>
    </>
  );
}
