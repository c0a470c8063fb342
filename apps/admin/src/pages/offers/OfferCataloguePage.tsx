import { useGetOfferCatalogueQuery, useRetireCatalogueOfferMutation } from '@diy/api';
import { CATALOGUE_OFFER_TEXTS, type CatalogueOffer, formatCount, formatIstDate, moneyFormatterFor, offerAmountsPaise, offerSummary } from '@diy/domain';
import { Button, ConfirmDialog, DataTable, MessageBanner, type DataTableColumn } from '@diy/ui';
import { useState } from 'react';
import { confirmState } from '../organisers/OrganiserReviewPanel';
import { StaffPage } from '../shared/StaffPage';
import { failureText } from '../shared/staff-feedback';
import { StyledActions, StyledCellStack, StyledPill, StyledStack } from '../shared/staff.styles';
import { OfferFormDialog } from './OfferFormDialog';

/** /apps/diy/offers: the platform's offer catalogue by audience (organisers opt their events into these). */
export function OfferCataloguePage() {
  const list = useGetOfferCatalogueQuery();
  const [retire, retiring] = useRetireCatalogueOfferMutation();
  const [editing, setEditing] = useState<CatalogueOffer | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [toRetire, setToRetire] = useState<CatalogueOffer | null>(null);
  const open = (offer: CatalogueOffer | null) => {
    setEditing(offer);
    setFormOpen(true);
  };
  // One money form for the whole table: every amount with paise, or none (issue 34).
  const money = moneyFormatterFor((list.data?.results ?? []).flatMap(offerAmountsPaise));
  const columns: DataTableColumn<CatalogueOffer>[] = [
    { key: 'code', header: 'Offer', rowHeader: true, render: (o) => <StyledCellStack><strong>{o.code}</strong><span>{o.name}</span></StyledCellStack> },
    { key: 'audience', header: 'Audience', render: (o) => o.audienceName },
    { key: 'discount', header: 'Discount', render: (o) => offerSummary(o, money) },
    { key: 'window', header: 'Valid', render: (o) => `${formatIstDate(o.validFrom)} – ${formatIstDate(new Date(new Date(o.validTo).getTime() - 1))}` },
    {
      key: 'caps',
      header: 'Per event',
      render: (o) => `${formatCount(o.totalCapTickets)} tickets${o.budgetPaise !== null ? `, ${money(o.budgetPaise)}` : ''}${o.perBuyerLimit !== null ? `; ${o.perBuyerLimit} a buyer` : ''}`,
    },
    { key: 'events', header: 'Events', align: 'end', render: (o) => o.events },
    { key: 'status', header: 'Status', render: (o) => <StyledPill $tone={o.status === 'ACTIVE' ? 'success' : 'neutral'}>{o.status === 'ACTIVE' ? 'Active' : 'Retired'}</StyledPill> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (o) =>
        o.status === 'ACTIVE' ? (
          <StyledActions>
            <Button size="sm" variant="secondary" onClick={() => open(o)} aria-label={`Edit ${o.code}`}>Edit</Button>
            <Button size="sm" variant="secondary" onClick={() => { retiring.reset(); setToRetire(o); }} aria-label={`Retire ${o.code}`}>Retire</Button>
          </StyledActions>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <StaffPage
      title="Offers"
      lead="The offer catalogue by audience: organisers opt their events into these offers, and sales channels redeem them."
      actions={<Button onClick={() => open(null)} leading={<span aria-hidden="true">+</span>}>Add offer</Button>}
    >
      <StyledStack>
        {list.isError ? (
          <MessageBanner tone="error" title="The catalogue did not load" action={<Button size="sm" variant="secondary" onClick={() => void list.refetch()}>Retry</Button>}>
            {failureText(list.error)}
          </MessageBanner>
        ) : (
          <DataTable
            caption="Catalogue offers"
            columns={columns}
            rows={list.data?.results ?? []}
            rowKey={(o) => o.code}
            loading={list.isLoading}
            fetching={list.isFetching}
            emptyTitle="No offers yet"
          />
        )}
      </StyledStack>
      <OfferFormDialog open={formOpen} offer={editing} audiences={list.data?.audiences ?? []} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        open={toRetire !== null}
        title={`Retire ${toRetire?.code ?? ''}?`}
        message="Events stop redeeming it at once and no event can opt in again. Their figures stay."
        confirmLabel="Retire"
        tone="danger"
        state={confirmState(retiring)}
        errorMessage={failureText(retiring.error)}
        successMessage={retiring.data ? CATALOGUE_OFFER_TEXTS.retired(retiring.data.code) : undefined}
        onConfirm={() => toRetire && void retire(toRetire.code)}
        onClose={() => setToRetire(null)}
      />
    </StaffPage>
  );
}
