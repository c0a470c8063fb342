import { api } from '@diy/api';
import { formatIstDate, maskDestination } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { useNavigate } from 'react-router-dom';
import { useLeaveSignedUp } from '@diy/shell';
import { Button, StatusPanel } from '@diy/ui';
import { StyledList } from './AccountSetup.styles';
import { REVIEW_DAYS, useAccountSetup } from './AccountSetupLayout';

/** The final screen: the application is submitted and waits for review (2 to 3 business days). */
export function AcknowledgementStep() {
  const { form, loggedIn, homePath } = useAccountSetup();
  const leave = useLeaveSignedUp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const organisation = form.formData.step1.organisationName;
  const email = form.formData.step1.email;
  const facts = [
    ...(organisation ? [{ term: 'Organisation', value: organisation }] : []),
    { term: 'Mobile number', value: maskDestination(form.mobile) },
    ...(form.submittedAt ? [{ term: 'Submitted on', value: formatIstDate(form.submittedAt) }] : []),
  ];
  if (loggedIn) {
    // Resubmitted from the organiser's own login: the status screen shows the application waiting for review again.
    const backToStatus = () => {
      dispatch(api.util.invalidateTags(['Profile']));
      navigate(homePath);
    };
    return (
      <StatusPanel
        tone="pending"
        title="Thank you! Your corrected application is sent for review"
        facts={facts}
        actions={<Button onClick={backToStatus}>Back to application status</Button>}
      >
        <p>
          Our team reviews the changes in <strong>{REVIEW_DAYS}</strong>
          {email ? <> and writes to you at <strong>{email}</strong></> : null}. Until then your application status shows it as
          under review.
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="pending"
      title="Thank you! Your application is submitted"
      facts={facts}
      actions={<Button onClick={() => leave('/login')}>Go to login</Button>}
    >
      <p>
        Our team reviews new organisers in <strong>{REVIEW_DAYS}</strong>
        {email ? <> and writes to you at <strong>{email}</strong></> : null}.
      </p>
      <StyledList>
        <li>Log in with your mobile number and a one-time code to see your application status.</li>
        <li>Once you are approved, create your first event: it can go live within 15 minutes.</li>
      </StyledList>
    </StatusPanel>
  );
}
