import { useGetProfileDocumentsQuery } from '@diy/api';
import { DOCUMENT_LINK_TTL_SECONDS } from '@diy/domain';
import { Spinner } from '@diy/ui';
import { documentLabel } from '../create-account/ApplicationStatusScreen';
import { StyledBadge, StyledCard, StyledCardTitle, StyledLink, StyledMuted, StyledRow, StyledRowMain, StyledRows, type BadgeTone } from './ProfilePage.styles';

function statusBadge(status: string): { tone: BadgeTone; label: string } {
  const s = status.toLowerCase();
  if (s === 'approved') return { tone: 'success', label: 'Approved' };
  if (s.includes('pending') || s === 'submitted' || s === 'draft') return { tone: 'warning', label: 'Pending approval' };
  if (s === 'rejected') return { tone: 'danger', label: 'Rejected' };
  return { tone: 'neutral', label: status };
}

/** The organiser's documents with short-lived signed links (refreshed before they expire), opened in a new tab. */
export function DocumentsCard() {
  const documents = useGetProfileDocumentsQuery(undefined, { pollingInterval: (DOCUMENT_LINK_TTL_SECONDS - 30) * 1000 });
  return (
    <StyledCard aria-labelledby="profile-documents">
      <StyledCardTitle id="profile-documents">Documents</StyledCardTitle>
      {documents.isLoading ? (
        <Spinner label="Loading documents" />
      ) : !documents.data || documents.data.length === 0 ? (
        <StyledMuted>{documents.error ? 'Your documents could not be loaded.' : 'No documents yet.'}</StyledMuted>
      ) : (
        <StyledRows aria-label="Your documents">
          {documents.data.map((doc) => {
            const badge = statusBadge(doc.status);
            const label = documentLabel(doc);
            return (
              <StyledRow key={`${doc.media}-${doc.gstNumber ?? ''}-${doc.kind}`}>
                <StyledRowMain>
                  <span>{label}</span>
                  <StyledMuted as="span">{doc.originalName}</StyledMuted>
                </StyledRowMain>
                <StyledBadge $tone={badge.tone}>{badge.label}</StyledBadge>
                <StyledLink href={doc.url} target="_blank" rel="noopener noreferrer" aria-label={`Download ${label} (opens in a new tab)`}>
                  Download
                </StyledLink>
              </StyledRow>
            );
          })}
        </StyledRows>
      )}
    </StyledCard>
  );
}
