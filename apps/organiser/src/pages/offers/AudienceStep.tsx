import { useGetOfferAudiencesQuery } from '@diy/api';
import { Spinner } from '@diy/ui';
import { useEffect } from 'react';
import { ChoiceCard } from './ChoiceCard';
import { StyledChoices, StyledPanelTitle } from './offers.styles';
import { useOfferErrors } from './use-offer-errors';

/** Step 2: select users, i.e. the audience the offer is for (GET /offers/audience). */
export function AudienceStep({ selected, onPick }: { selected: string | null; onPick: (audience: string) => void }) {
  // Asked afresh each time the step opens: a failure earlier does not stick.
  const audiences = useGetOfferAudiencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const onError = useOfferErrors();
  useEffect(() => {
    if (audiences.error) onError(audiences.error, 'other');
  }, [audiences.error, onError]);
  return (
    <>
      <StyledPanelTitle>Select users</StyledPanelTitle>
      {audiences.isLoading ? <Spinner label="Loading audiences" /> : null}
      <StyledChoices role="radiogroup" aria-label="Audiences">
        {(audiences.data ?? []).map((a) => (
          <ChoiceCard key={a.type} name="offer-audience" value={a.type} checked={selected === a.type} onPick={() => onPick(a.type)} title={a.name} text={a.description} />
        ))}
      </StyledChoices>
    </>
  );
}
