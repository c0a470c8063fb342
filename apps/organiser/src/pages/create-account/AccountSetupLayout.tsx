import { errorCode, errorShortDesc, isAppError, useGetSignupFormQuery } from '@diy/api';
import {
  ACCOUNT_FORM_MESSAGES, ACCOUNT_STEPS, ORGANISER_REVIEW_BUSINESS_DAYS, RESUBMISSION_MESSAGES, SIGNUP_RESET_CODES, isResubmittable,
  SIGNUP_STEPS, maskDestination, type SignupForm, type SignupStep,
} from '@diy/domain';
import { ACKNOWLEDGEMENT_INDEX, FORM_STEPS, stepIndexOf, stepRedirect, useLeaveSignedUp, useSignedUpUser } from '@diy/shell';
import { AppBar, Button, MessageBanner, Spinner, Stepper } from '@diy/ui';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import {
  StyledCentre, StyledHeadingRow, StyledLead, StyledSetupHeading, StyledSetupMain, StyledSetupPage,
} from './AccountSetup.styles';

export interface AccountSetupContext {
  form: SignupForm;
  /** Opens a step's screen (after a proceed, the server's next step). */
  goTo: (path: string) => void;
  /** A logged-in organiser fixing an application sent back from review (access token, no new-user token). */
  loggedIn: boolean;
  homePath: string;
}

/** The loaded sign-up form, for the step screens inside the account setup layout. */
export function useAccountSetup(): AccountSetupContext {
  return useOutletContext<AccountSetupContext>();
}

export const REVIEW_DAYS = `${ORGANISER_REVIEW_BUSINESS_DAYS.min} to ${ORGANISER_REVIEW_BUSINESS_DAYS.max} business days`;

interface AccountSetupLayoutProps {
  appTitle: string;
  homePath: string;
}

/**
 * The signed-up area (/create-account/{id}): loads the sign-up form with the new-user token, sends the user to the
 * screen the server's progress allows, and frames the steps with the stepper. A logged-in organiser comes here only
 * to fix an application sent back from review (the form is loaded with their access token); anything else goes home.
 */
export function AccountSetupLayout({ appTitle, homePath }: AccountSetupLayoutProps) {
  const { isSignedUp, isLoggedIn, checking } = useSignedUpUser();
  if (checking) return null;
  return <AccountSetupFrame appTitle={appTitle} homePath={homePath} loggedIn={!isSignedUp && isLoggedIn} />;
}

/** Where a logged-in organiser may be in the form: every step while sent back, the acknowledgement once resubmitted. */
function loggedInMayStay(form: SignupForm, index: number): boolean {
  if (isResubmittable(form.status)) return true;
  return index === ACKNOWLEDGEMENT_INDEX && (form.status === 'submitted' || form.status === 'under_review');
}

function AccountSetupFrame({ appTitle, homePath, loggedIn }: { appTitle: string; homePath: string; loggedIn: boolean }) {
  const { mobile } = useSignedUpUser();
  const leave = useLeaveSignedUp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useGetSignupFormQuery();
  const landed = useRef(false);
  const form = query.data;
  const code = query.error ? errorCode(query.error) : null;
  const reset = !loggedIn && code !== null && SIGNUP_RESET_CODES.includes(code);
  const index = stepIndexOf(pathname);
  // A logged-in organiser without an application to fix (approved, waiting, or none at all) has nothing to do here.
  const goHome = loggedIn && ((form !== undefined && !loggedInMayStay(form, index)) || (query.error !== undefined && code !== null && (SIGNUP_RESET_CODES.includes(code) || (isAppError(query.error) && query.error.status === 404))));

  // Seed 001 section 8: a load failure with a listed code removes the new-user token and reloads /signup.
  useEffect(() => {
    if (reset) leave('/signup', { reload: true });
  }, [reset, leave]);

  // The furthest step seen in this visit: a form reload that started before a proceed (after an upload, say) may
  // answer the older step and must not send the user back from the step the proceed opened.
  const furthest = useRef<SignupStep>('STEP2');
  if (form && SIGNUP_STEPS.indexOf(form.currentStep) > SIGNUP_STEPS.indexOf(furthest.current)) furthest.current = form.currentStep;
  const progress = form ? { status: form.status, currentStep: furthest.current } : null;
  const redirect = goHome ? homePath : progress ? stepRedirect(pathname, progress, !landed.current) : null;
  useEffect(() => {
    if (form) landed.current = true;
  }, [form]);

  const submitted = index === ACKNOWLEDGEMENT_INDEX;
  const sentBack = form !== undefined && isResubmittable(form.status);
  const shownMobile = form?.mobile ?? mobile;

  let body;
  if (redirect) body = <Navigate to={redirect} replace />;
  else if (form) body = <Outlet context={{ form, goTo: (path: string) => navigate(path), loggedIn, homePath } satisfies AccountSetupContext} />;
  else if (query.error && !reset)
    body = (
      <MessageBanner
        tone="error"
        title={ACCOUNT_FORM_MESSAGES.somethingNotRight}
        action={<Button variant="secondary" size="sm" onClick={() => void query.refetch()}>Retry</Button>}
      >
        {errorShortDesc(query.error, ACCOUNT_FORM_MESSAGES.somethingNotRight)}
      </MessageBanner>
    );
  else body = <StyledCentre><Spinner size="lg" label="Loading your application" /></StyledCentre>;

  return (
    <StyledSetupPage>
      <AppBar appTitle={appTitle} brandHref="/" />
      <StyledSetupMain id="main">
        <StyledHeadingRow>
          <div>
            <StyledSetupHeading>
              {loggedIn ? (submitted ? 'Application sent for review again' : 'Fix and resubmit your application') : submitted ? 'Application submitted' : 'Set up your organiser account'}
            </StyledSetupHeading>
            {!submitted && loggedIn && sentBack && (
              <StyledLead>{form.status === 'partially_rejected' ? RESUBMISSION_MESSAGES.partialIntro : RESUBMISSION_MESSAGES.fullIntro}</StyledLead>
            )}
            {!submitted && !loggedIn && (
              <StyledLead>
                Your PAN card, bank details and, if you have one, your GSTIN are all you need. After you submit, our team
                reviews your account in {REVIEW_DAYS}.
              </StyledLead>
            )}
          </div>
          {!submitted && !loggedIn && (
            <Button variant="secondary" size="sm" onClick={() => leave('/signup')}>
              Use a different number
            </Button>
          )}
          {!submitted && loggedIn && (
            <Button variant="secondary" size="sm" onClick={() => navigate(homePath)}>
              Back to application status
            </Button>
          )}
        </StyledHeadingRow>
        {!submitted && loggedIn && sentBack && form.rejection?.note && (
          <MessageBanner tone="info" title="A note from the reviewer">
            {form.rejection.note}
          </MessageBanner>
        )}
        {!submitted && !loggedIn && index === 0 && form?.currentStep === 'STEP2' && (
          <MessageBanner tone="success" title="Mobile number verified">
            {shownMobile ? <>Your number <strong>{maskDestination(shownMobile)}</strong> is verified on this device for 1 day.</> : 'Your number is verified on this device for 1 day.'}
          </MessageBanner>
        )}
        {!submitted && (
          <Stepper
            label="Account setup"
            steps={FORM_STEPS.map((step) => ({ title: step.title, href: step.path }))}
            current={index < 0 ? 0 : index}
            onStepSelect={(i, event) => {
              event.preventDefault();
              navigate(ACCOUNT_STEPS[i]!.path);
            }}
          />
        )}
        {body}
      </StyledSetupMain>
    </StyledSetupPage>
  );
}
