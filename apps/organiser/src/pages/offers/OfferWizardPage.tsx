import { useSetEventOffersMutation } from '@diy/api';
import { OFFER_ROUTES, OFFER_WIZARD_STEP_TITLES, OFFER_WIZARD_STEPS, type OfferWizardStep } from '@diy/domain';
import { PageHeading, showToast, useAppDispatch } from '@diy/shell';
import { Button, Stepper } from '@diy/ui';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AudienceStep } from './AudienceStep';
import { EventStep } from './EventStep';
import { OfferStep } from './OfferStep';
import { allowedStep, isWizardStep } from './offer-selection';
import { offerWizardPath } from './offer-paths';
import { StyledActions, StyledPanel, StyledStack, StyledToolbar } from './offers.styles';
import { useOfferErrors } from './use-offer-errors';
import { useOfferSelection } from './use-offer-selection';

/**
 * /offers/configure/{step}: pick an event, select users (the audience), choose an offer (seed 000 sections 2 and 4).
 * A new event clears the rest, a new audience clears the offer, Reset returns to the first step. Creating the offer
 * makes it live at once and goes to the dashboard.
 */
export default function OfferWizardPage() {
  const { step } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onError = useOfferErrors();
  const { selection, change } = useOfferSelection();
  const [create, creating] = useSetEventOffersMutation();
  const fresh = (location.state as { reset?: boolean } | null)?.reset === true;

  useEffect(() => {
    if (!fresh) return;
    change({ type: 'reset' });
    void navigate(location.pathname, { replace: true, state: null });
  }, [fresh, change, navigate, location.pathname]);

  if (!isWizardStep(step)) return <Navigate to={offerWizardPath('event')} replace />;
  const allowed = fresh ? 'event' : allowedStep(selection, step);
  if (allowed !== step) return <Navigate to={offerWizardPath(allowed)} replace />;
  const index = OFFER_WIZARD_STEPS.indexOf(step);
  const go = (s: OfferWizardStep) => void navigate(offerWizardPath(s));

  const reset = () => {
    change({ type: 'reset' });
    go('event');
  };
  const submit = async () => {
    if (!selection.eventCode || !selection.offer) return;
    try {
      const answer = await create({ offers: [{ eventCode: selection.eventCode, offerCodes: [selection.offer] }], status: true }).unwrap();
      change({ type: 'reset' });
      dispatch(showToast({ type: 'success', data: answer.message }));
      void navigate(OFFER_ROUTES.dashboard);
    } catch (error) {
      onError(error, 'other');
    }
  };

  const next: Record<OfferWizardStep, { ready: boolean; label: string; action: () => void }> = {
    event: { ready: selection.eventCode !== null, label: 'Next: select users', action: () => go('audience') },
    audience: { ready: selection.audience !== null, label: 'Next: choose an offer', action: () => go('offer') },
    offer: { ready: selection.offer !== null, label: 'Create offer', action: () => void submit() },
  };
  const current = next[step];

  return (
    <StyledStack>
      <PageHeading title="Create an offer" lead={selection.event ? `For ${selection.event}` : 'Three steps: the event, who it is for, and the offer.'} />
      <Stepper
        label="Offer steps"
        steps={OFFER_WIZARD_STEPS.map((s, i) => ({ title: OFFER_WIZARD_STEP_TITLES[s], ...(i < index ? { href: offerWizardPath(s) } : {}) }))}
        current={index}
        onStepSelect={(i, event) => {
          event.preventDefault();
          go(OFFER_WIZARD_STEPS[i]!);
        }}
      />
      <StyledPanel aria-label={OFFER_WIZARD_STEP_TITLES[step]}>
        {step === 'event' ? <EventStep selected={selection.eventCode} onPick={(eventCode, event) => change({ type: 'event', eventCode, event })} /> : null}
        {step === 'audience' ? <AudienceStep selected={selection.audience} onPick={(audience) => change({ type: 'audience', audience })} /> : null}
        {step === 'offer' && selection.audience && selection.eventCode ? (
          <OfferStep eventCode={selection.eventCode} audience={selection.audience} selected={selection.offer} onPick={(offer) => change({ type: 'offer', offer })} />
        ) : null}
      </StyledPanel>
      <StyledToolbar>
        <Button variant="ghost" onClick={reset}>Reset</Button>
        <StyledActions>
          {index > 0 ? <Button variant="secondary" onClick={() => go(OFFER_WIZARD_STEPS[index - 1]!)}>Back</Button> : null}
          <Button disabled={!current.ready} loading={creating.isLoading} onClick={current.action}>{current.label}</Button>
        </StyledActions>
      </StyledToolbar>
    </StyledStack>
  );
}
