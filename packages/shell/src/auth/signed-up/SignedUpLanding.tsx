import { tokenStorage } from '@diy/api';
import { ACCOUNT_STEPS, ORGANISER_REVIEW_BUSINESS_DAYS, SUPPORT_EMAIL, benefitContactLine, maskDestination } from '@diy/domain';
import { AppBar, Button, MessageBanner } from '@diy/ui';
import { Navigate, useNavigate } from 'react-router-dom';
import { newUserCleared } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/create-store';
import { StyledHeading, StyledLead } from '../../layout/PageHeading.styles';
import {
  StyledLandingMain, StyledLandingPage, StyledNote, StyledSectionTitle, StyledStep, StyledSteps,
} from './SignedUpLanding.styles';

interface SignedUpLandingProps {
  appTitle: string;
  homePath: string;
}

/**
 * The signed-up landing (/create-account/general-information): the mobile number is verified and the account
 * setup steps lie ahead. The account form itself comes with the onboarding work; this page says so plainly.
 */
export function SignedUpLanding({ appTitle, homePath }: SignedUpLandingProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isSignedUp, isLoggedIn, newUser } = useAppSelector((s) => s.auth);

  // A logged-in organiser already has an account.
  if (!isSignedUp && isLoggedIn) return <Navigate to={homePath} replace />;
  if (newUser.check === 'checking') return null;

  function startOver() {
    tokenStorage.clearNewUserToken();
    navigate('/signup', { replace: true });
    dispatch(newUserCleared());
  }

  const days = `${ORGANISER_REVIEW_BUSINESS_DAYS.min} to ${ORGANISER_REVIEW_BUSINESS_DAYS.max} business days`;
  const first = ACCOUNT_STEPS[0];
  return (
    <StyledLandingPage>
      <AppBar
        appTitle={appTitle}
        brandHref="/"
        actions={
          <Button variant="secondary" size="sm" onClick={startOver}>
            Use a different number
          </Button>
        }
      />
      <StyledLandingMain id="main">
        <div>
          <StyledHeading>Set up your organiser account</StyledHeading>
          <StyledLead>Step 1 of {ACCOUNT_STEPS.length}: {first.title}</StyledLead>
        </div>
        <MessageBanner tone="success" title="Mobile number verified">
          {newUser.mobile ? <>Your number <strong>{maskDestination(newUser.mobile)}</strong> is verified on this device for 1 day.</> : 'Your number is verified on this device for 1 day.'}
        </MessageBanner>
        <section aria-labelledby="setup-steps">
          <StyledSectionTitle id="setup-steps">Account setup</StyledSectionTitle>
          <StyledSteps>
            {ACCOUNT_STEPS.map((step, i) => (
              <StyledStep key={step.path} $current={i === 0} aria-current={i === 0 ? 'step' : undefined}>
                {step.title}
              </StyledStep>
            ))}
          </StyledSteps>
        </section>
        <StyledNote>
          You will need your PAN card, bank details and, if you have one, your GSTIN. After you submit, our team
          reviews your account in {days}.
        </StyledNote>
        <StyledNote>
          The online account form is not open yet. {benefitContactLine(SUPPORT_EMAIL).replace(SUPPORT_EMAIL, '')}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </StyledNote>
      </StyledLandingMain>
    </StyledLandingPage>
  );
}
