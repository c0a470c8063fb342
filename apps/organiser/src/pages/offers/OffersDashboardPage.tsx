import { useGetOfferEventsQuery, useSetEventOffersMutation } from '@diy/api';
import {
  EVENT_LIST_PAGE_SIZE, type EventOfferSummary, formatIstDateTime, formatPaise, type OfferEvent, offerToggleStatusFlag, formatCount } from '@diy/domain';
import { PageHeading, showToast, useAppDispatch } from '@diy/shell';
import { Button, ConfirmDialog, DataTable, SearchField, type DataTableColumn } from '@diy/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OFFER_WIZARD_START, offerAnalyticsPath } from './offer-paths';
import { StyledActions, StyledMuted, StyledPill, StyledStack, StyledToolbar } from './offers.styles';
import { useOfferErrors } from './use-offer-errors';

interface Row {
  key: string;
  event: OfferEvent;
  offer: EventOfferSummary;
}

/** /offers/dashboard: the organiser's events with their offers, status and figures; activate and deactivate. */
export default function OffersDashboardPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onError = useOfferErrors();
  const [search, setSearch] = useState('');
  const [start, setStart] = useState(0);
  const list = useGetOfferEventsQuery({ search, start, limit: EVENT_LIST_PAGE_SIZE, withOffers: true });
  const [setStatus, setting] = useSetEventOffersMutation();
  const [toggling, setToggling] = useState<Row | null>(null);

  useEffect(() => {
    if (list.error) onError(list.error, 'events');
  }, [list.error, onError]);

  const rows: Row[] = (list.data?.results ?? []).flatMap((event): Row[] => event.offers.map((offer) => ({ key: `${event.eventCode}/${offer.code}`, event, offer })));
  const activating = toggling ? offerToggleStatusFlag(toggling.offer.status) : false;

  const confirm = async () => {
    if (!toggling) return;
    const row = toggling;
    try {
      const answer = await setStatus({ offers: [{ eventCode: row.event.eventCode, offerCodes: [row.offer.code] }], status: activating }).unwrap();
      setToggling(null);
      dispatch(showToast({ type: 'success', data: answer.message }));
    } catch (error) {
      setToggling(null);
      onError(error, activating ? 'other' : 'deactivate');
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'event',
      header: 'Event',
      rowHeader: true,
      render: (r) => (
        <span>
          <strong>{r.event.eventName}</strong>
          <StyledMuted as="span"> · {r.event.eventCode}{r.event.startTime ? ` · ${formatIstDateTime(r.event.startTime)}` : ''}</StyledMuted>
        </span>
      ),
    },
    { key: 'offer', header: 'Offer', render: (r) => `${r.offer.name} (${r.offer.code})` },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <StyledPill $tone={r.offer.status === 'ACTIVE' ? 'success' : 'neutral'}>{r.offer.status === 'ACTIVE' ? 'Active' : 'Inactive'}</StyledPill>,
    },
    { key: 'redemptions', header: 'Redemptions', align: 'end', render: (r) => formatCount(r.offer.redemptions) },
    { key: 'discount', header: 'Discount given', align: 'end', render: (r) => formatPaise(r.offer.discountPaise) },
    { key: 'revenue', header: 'Revenue with offer', align: 'end', render: (r) => formatPaise(r.offer.revenuePaise) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (r) => (
        <StyledActions>
          <Button size="sm" variant="secondary" onClick={() => void navigate(offerAnalyticsPath(r.event.eventCode))} aria-label={`Analytics of ${r.offer.code} on ${r.event.eventName}`}>
            Analytics
          </Button>
          <Button
            size="sm"
            variant={r.offer.status === 'ACTIVE' ? 'secondary' : 'primary'}
            onClick={() => { setting.reset(); setToggling(r); }}
            aria-label={`${r.offer.status === 'ACTIVE' ? 'Deactivate' : 'Activate'} ${r.offer.code} on ${r.event.eventName}`}
          >
            {r.offer.status === 'ACTIVE' ? 'Deactivate' : 'Activate'}
          </Button>
        </StyledActions>
      ),
    },
  ];

  return (
    <StyledStack>
      <PageHeading title="Offers dashboard" lead="Your events with their offers: status, redemptions, the discount given and the revenue that came with it." />
      <StyledToolbar>
        <SearchField label="Search events with offers" placeholder="Event name or code" defaultValue={search} onSearch={(text) => { setSearch(text); setStart(0); }} />
        <Button onClick={() => void navigate(OFFER_WIZARD_START, { state: { reset: true } })}>Create an offer</Button>
      </StyledToolbar>
      <DataTable
        caption="Events and their offers"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        loading={list.isLoading}
        fetching={list.isFetching}
        emptyTitle={search ? 'No events with offers match your search' : 'No offers yet'}
        emptyHeadingLevel={2}
        emptyBody={search ? 'Try another name or event code.' : 'Create an offer: pick a published event, who it is for and an offer from the catalogue.'}
        paging={{ total: list.data?.total ?? 0, limit: EVENT_LIST_PAGE_SIZE, offset: start, onOffsetChange: setStart }}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={activating ? 'Activate this offer?' : 'Deactivate this offer?'}
        message={
          toggling
            ? activating
              ? `${toggling.offer.name} goes live on ${toggling.event.eventName} at once.`
              : `Sales channels stop giving ${toggling.offer.name} on ${toggling.event.eventName} at once. You can activate it again later.`
            : ''
        }
        confirmLabel={activating ? 'Activate' : 'Deactivate'}
        tone={activating ? 'primary' : 'danger'}
        state={setting.isLoading ? 'inProgress' : 'idle'}
        onConfirm={() => void confirm()}
        onClose={() => setToggling(null)}
      />
    </StyledStack>
  );
}
