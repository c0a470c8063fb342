import { OFFER_ROUTES } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { Button } from '@diy/ui';
import { useNavigate } from 'react-router-dom';
import { StyledActions, StyledMuted, StyledPanel, StyledPanelTitle, StyledStack } from './offers.styles';
import { OFFER_WIZARD_START } from './offer-paths';

/** /offers/landing: where offers begin, and where a failed offer call's Okay leads (seed 000 sections 2 and 8). */
export default function OffersLandingPage() {
  const navigate = useNavigate();
  return (
    <StyledStack>
      <PageHeading title="Offers" lead="Run the platform's offers on your events for the audiences you choose: bank card holders, first-time buyers, students and more." />
      <StyledPanel>
        <StyledPanelTitle>How offers work</StyledPanelTitle>
        <StyledMuted>
          Pick one of your published events, choose who the offer is for, and choose an offer from the catalogue. It is live at once: sales
          channels give the discount to buyers they vouch for, within the offer&apos;s caps. Follow redemptions, the discount given and the revenue
          on the dashboard, and switch an offer off or on whenever you like.
        </StyledMuted>
        <StyledActions>
          <Button variant="secondary" onClick={() => void navigate(OFFER_ROUTES.dashboard)}>Go to dashboard</Button>
          <Button onClick={() => void navigate(OFFER_WIZARD_START, { state: { reset: true } })}>Create an offer</Button>
        </StyledActions>
      </StyledPanel>
    </StyledStack>
  );
}
