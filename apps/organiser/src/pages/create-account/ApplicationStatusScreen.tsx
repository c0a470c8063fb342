import { useGetProfileDocumentsQuery } from '@diy/api';
import { ORGANISER_GATE_MESSAGES, SUPPORT_EMAIL, type DocumentLink, type UploadMedia } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { StatusPanel } from '@diy/ui';
import { Link } from 'react-router-dom';
import { StyledStatusColumn } from './AccountSetup.styles';
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
  const sentBack = status === 'rejected' || status === 'partially_rejected';
  const documents = useGetProfileDocumentsQuery(undefined, { skip: !sentBack });
  const refused = (documents.data ?? []).filter((d) => d.status === 'rejected');
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
            reasons={refused.map((d) => ({ label: documentLabel(d) }))}
            reasonsTitle="Documents the reviewers could not accept"
            facts={facts}
            actions={<Link to="/profile">Open your profile</Link>}
          >
            <p>{ORGANISER_GATE_MESSAGES[status]}</p>
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
