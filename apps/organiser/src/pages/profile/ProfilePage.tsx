import { errorMessage, useGetOrganisationDetailsQuery, useGetOrganiserProfileQuery } from '@diy/api';
import { SHELL_MESSAGES } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { Button, MessageBanner, Spinner } from '@diy/ui';
import { BrandLogoCard } from './BrandLogoCard';
import { DescriptionCard } from './DescriptionCard';
import { DocumentsCard } from './DocumentsCard';
import { GstNumbersCard } from './GstNumbersCard';
import { PersonalDetailsCard } from './PersonalDetailsCard';
import {
  StyledCard, StyledCardTitle, StyledColumn, StyledFact, StyledFacts, StyledProfileGrid,
} from './ProfilePage.styles';

/** /profile: the organiser's details, organisation, GST numbers, description, logo, login step and documents. */
export function ProfilePage() {
  const { profile: user } = useCurrentUser();
  const mobile = user.mobile ?? '';
  const profile = useGetOrganiserProfileQuery(mobile, { skip: !mobile });
  const details = useGetOrganisationDetailsQuery(mobile, { skip: !mobile });

  if (!mobile) return <MessageBanner tone="error">Your account has no mobile number; the profile needs one.</MessageBanner>;
  const error = profile.error ?? details.error;
  if (error && (!profile.data || !details.data)) {
    return (
      <>
        <PageHeading title="Profile" />
        <MessageBanner
          tone="error"
          action={<Button variant="secondary" size="sm" onClick={() => { void profile.refetch(); void details.refetch(); }}>Retry</Button>}
        >
          {errorMessage(error, SHELL_MESSAGES.generic)}
        </MessageBanner>
      </>
    );
  }
  if (!profile.data || !details.data) return <Spinner size="lg" label="Loading your profile" />;

  const p = profile.data;
  const d = details.data;
  const pendingGst = d.gstNumbers.filter((g) => g.status === 'pending approval');
  return (
    <>
      <PageHeading title="Profile" lead={p.organisationName} />
      {(p.hasPendingApproval || pendingGst.length > 0) && (
        <MessageBanner tone="info" title="Changes pending approval">
          {pendingGst.length > 0
            ? `GST ${pendingGst.length === 1 ? 'number' : 'numbers'} ${pendingGst.map((g) => g.gstin).join(', ')} will be used once our team approves ${pendingGst.length === 1 ? 'it' : 'them'}.`
            : 'Our team is checking your latest changes.'}
        </MessageBanner>
      )}
      <StyledProfileGrid>
        <StyledColumn>
          <PersonalDetailsCard key={`${p.name}|${p.email ?? ''}`} profile={p} />
          <StyledCard aria-labelledby="profile-organisation">
            <StyledCardTitle id="profile-organisation">Organisation</StyledCardTitle>
            <StyledFacts>
              <StyledFact><dt>Name</dt><dd>{d.organisationName}</dd></StyledFact>
              <StyledFact><dt>Organiser id</dt><dd>{d.organiserId}</dd></StyledFact>
              {d.pan && <StyledFact><dt>PAN</dt><dd>{d.pan}</dd></StyledFact>}
              {d.address && <StyledFact><dt>Address</dt><dd>{d.address}</dd></StyledFact>}
              {d.bank && (
                <>
                  <StyledFact><dt>Beneficiary</dt><dd>{d.bank.beneficiaryName}</dd></StyledFact>
                  <StyledFact><dt>Bank</dt><dd>{d.bank.bankName}{d.bank.accountType ? ` (${d.bank.accountType})` : ''}</dd></StyledFact>
                  <StyledFact><dt>Account number</dt><dd>{d.bank.accountNumber}</dd></StyledFact>
                  <StyledFact><dt>IFSC</dt><dd>{d.bank.ifsc}</dd></StyledFact>
                </>
              )}
            </StyledFacts>
          </StyledCard>
          <GstNumbersCard mobile={mobile} details={d} />
        </StyledColumn>
        <StyledColumn>
          <DescriptionCard key={d.description} mobile={mobile} details={d} />
          <BrandLogoCard mobile={mobile} details={d} />
          <DocumentsCard />
        </StyledColumn>
      </StyledProfileGrid>
    </>
  );
}
