import { PAYMENTS_UI_TEXTS as T } from '@diy/domain';
import { PageHeading } from '@diy/shell';

/** /payments for a user without the finance feature (gate staff, an offer manager, a reports-only user). */
export function PaymentsNotAuthorised() {
  return <PageHeading title={T.notAuthorisedTitle} lead={T.notAuthorisedLead} />;
}
