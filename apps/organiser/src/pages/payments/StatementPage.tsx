import { useGetStatementQuery } from '@diy/api';
import { PAYMENTS_UI_TEXTS as T } from '@diy/domain';
import { PageHeading } from '@diy/shell';
import { StatementDetailView } from '@diy/ui';
import { Link, useParams } from 'react-router-dom';
import { PAYMENT_ROUTES } from './paths';
import { StyledBack, StyledStack } from './Payments.styles';
import { usePaymentDownloads } from './use-payment-downloads';

/** /payments/statements/:id: one statement, its working and its documents. */
export default function StatementPage() {
  const { id = '' } = useParams();
  const query = useGetStatementQuery(id);
  const downloads = usePaymentDownloads();
  const s = query.data;
  return (
    <StyledStack>
      <div>
        <StyledBack>
          <Link to={PAYMENT_ROUTES.list}>← {T.backToList}</Link>
        </StyledBack>
        <PageHeading title={T.title} lead={s ? `${s.eventTitle} · ${s.venueName}` : undefined} />
      </div>
      <StatementDetailView
        {...(s ? { statement: s } : {})}
        loading={query.isLoading}
        error={query.isError}
        onRetry={() => void query.refetch()}
        downloading={downloads.downloading}
        onDownload={(which) => {
          if (!s) return;
          void (which === 'statement' ? downloads.statementPdf(s.id, s.number) : downloads.invoicePdf(s.id, s.invoiceNumber));
        }}
      />
    </StyledStack>
  );
}
