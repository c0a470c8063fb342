import { useGetRejectionReasonsQuery } from '@diy/api';
import type { RejectionRound } from '@diy/domain';
import { Button, ReviewHistory, type ReviewHistoryRound } from '@diy/ui';
import { StyledMuted, StyledSection, StyledSubTitle } from '../shared/staff.styles';

const TITLES: Record<RejectionRound['status'], string> = { rejected: 'Rejected', partially_rejected: 'Partially rejected' };

/** A past rejection as the review history shows it. */
export function historyRound(round: RejectionRound, index: number): ReviewHistoryRound {
  return {
    id: `${round.rejectedAt}-${index}`,
    title: TITLES[round.status],
    ...(round.kind === 'ADDITIONAL_DOC_APPROVAL' ? { context: 'New documents' } : {}),
    at: round.rejectedAt,
    by: round.rejectedBy,
    items: round.items,
    note: round.note,
    resubmittedAt: round.resubmittedAt,
  };
}

/**
 * The organiser's past rejections (GET rejection-reasons: reasons, dates and reviewers), newest first; nothing when it
 * was never rejected. Refreshed by every review action on the organiser (its tag).
 */
export function PastRejections({ organiserId }: { organiserId: string }) {
  const reasons = useGetRejectionReasonsQuery(organiserId);
  if (reasons.isError) {
    return (
      <StyledMuted>
        The past rejections did not load.{' '}
        <Button size="sm" variant="ghost" onClick={() => void reasons.refetch()}>
          Retry
        </Button>
      </StyledMuted>
    );
  }
  const rounds = reasons.data?.history ?? [];
  if (rounds.length === 0) return null;
  return (
    <StyledSection aria-labelledby={`past-rejections-${organiserId}`}>
      <StyledSubTitle id={`past-rejections-${organiserId}`}>Past rejections</StyledSubTitle>
      <ReviewHistory rounds={rounds.map(historyRound)} />
    </StyledSection>
  );
}
