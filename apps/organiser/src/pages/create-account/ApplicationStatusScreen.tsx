import { useGetProfileDocumentsQuery, useGetSignupFormQuery } from '@diy/api';
import {
  ORGANISER_GATE_MESSAGES, RESUBMISSION_MESSAGES, SUPPORT_EMAIL, firstRejectedStep, rejectionByStep, signupStepRoute, type DocumentLink,
  type UploadMedia,
} from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { Button, StatusPanel } from '@diy/ui';
import { Link, useNavigate } from 'react-router-dom';
import { StyledStatusActions, StyledStatusColumn } from './AccountSetup.styles';
import { REVIEW_DAYS } from './AccountSetupLayout';

export const MEDIA_LABELS: Record<UploadMedia, string> = {
  pan: 'PAN card',
  cheque: 'Cancelled cheque',
  gst: 'GST certificate',
  agreement: 'Signed agreement',
};

export function documentLabel(doc: Pick<DocumentLink, 'media' | 'gstNumber'>): string {
  return doc.media === 'gst' && doc.gstNumber ? `${MEDIA_LABELS.gst} (${doc.gstNumber})` : MEDIA_LABELS[doc.media];
}

/**
 * What a submitted but not approved organiser sees instead of the event areas (GET /user/profile applicationStatus):
 * under review, or sent back with the documents the reviewers refused.
 */
export function ApplicationStatusScreen() {
  const { profile } = useCurrentUser();
  const status = profile.applicationStatus ?? 'none';
  const navigate = useNavigate();
  const sentBack = status === 'rejected' || status === 'partially_rejected';
  // The reviewer's reasons come with the sign-up form (loaded with the access token); the documents are a fallback.
  const form = useGetSignupFormQuery(undefined, { skip: !sentBack });
  const rejection = form.data?.rejection ?? null;
  const documents = useGetProfileDocumentsQuery(undefined, { skip: !sentBack || !form.isError });
  const refused = (documents.data ?? []).filter((d) => d.status === 'rejected');
  const reasons = rejection
    ? rejectionByStep(rejection).flatMap((g) => g.items.map((i) => ({ label: i.label, detail: i.reasons.join('; ') })))
    : refused.map((d) => ({ label: documentLabel(d) }));
  const fixPath = signupStepRoute(form.data?.currentStep && form.data.currentStep !== 'DONE' ? form.data.currentStep : firstRejectedStep(rejection));
  const facts = [
    ...(profile.organiserName ? [{ term: 'Organisation', value: profile.organiserName }] : []),
    ...(profile.mobile ? [{ term: 'Mobile number', value: profile.mobile }] : []),
  ];
  const contact = (
    <p>
      Questions? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
    </p>
  );
  return (
    <>
      <PageHeading title="Application status" lead={profile.organiserName} />
      <StyledStatusColumn>
        {sentBack ? (
          <StatusPanel
            tone="rejected"
            title={status === 'partially_rejected' ? 'Your application needs a few changes' : 'Your application was not approved'}
            reasons={reasons}
            reasonsTitle={rejection ? 'What the reviewer asked you to change' : 'Documents the reviewers could not accept'}
            facts={facts}
            actions={
              <StyledStatusActions>
                <Button onClick={() => navigate(fixPath)}>{RESUBMISSION_MESSAGES.fixAndResubmit}</Button>
                <Link to="/profile">Open your profile</Link>
              </StyledStatusActions>
            }
          >
            <p>{ORGANISER_GATE_MESSAGES[status]}</p>
            {status === 'partially_rejected' && <p>{RESUBMISSION_MESSAGES.partialIntro}</p>}
            {rejection?.note && (
              <p>
                <strong>Note from the reviewer:</strong> {rejection.note}
              </p>
            )}
            {contact}
          </StatusPanel>
        ) : (
          <StatusPanel
            tone="pending"
            title="Your application is under review"
            facts={facts}
            actions={<Link to="/profile">Open your profile</Link>}
          >
            <p>
              Thank you for signing up. Our team reviews new organisers in <strong>{REVIEW_DAYS}</strong>; events, offers
              and scanning open here once your account is approved.
            </p>
            {contact}
          </StatusPanel>
        )}
      </StyledStatusColumn>
    </>
  );
}
