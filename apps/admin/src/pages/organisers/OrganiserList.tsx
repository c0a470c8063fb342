import { useGetOrganiserListQuery } from '@diy/api';
import { ORGANISER_LIST_STATUSES, STAFF_LIST_DEFAULTS, type OrganiserListItem, type OrganiserListStatus } from '@diy/domain';
import { SearchField, Tabs, type DataTableColumn } from '@diy/ui';
import type { ReactNode } from 'react';
import { oneOf, useListParams } from '../shared/list-params';
import { StaffListTable } from '../shared/StaffListTable';
import { failureText } from '../shared/staff-feedback';
import { LIST_STATUS_LABELS, LIST_STATUS_ORDER } from './organiser-review';

/** The organiser list of the address: status tab (else the fallback), search, page, and the list query. */
export function useOrganiserList(fallback: OrganiserListStatus) {
  const { params, search, offset, update } = useListParams();
  const status = oneOf<OrganiserListStatus>(ORGANISER_LIST_STATUSES, params.get('status'), fallback);
  const list = useGetOrganiserListQuery({ status, search, offset, limit: STAFF_LIST_DEFAULTS.limit });
  return { params, status, search, offset, update, list };
}

interface OrganiserListViewProps {
  state: ReturnType<typeof useOrganiserList>;
  columns: DataTableColumn<OrganiserListItem>[];
  /** Other parameters a new search or tab clears (the organiser being reviewed). */
  clears?: Record<string, null>;
  currentKey?: string | null;
  busy?: boolean;
  /** Where the table goes inside the tabs (beside a review panel); the table alone by default. */
  layout?: (table: ReactNode) => ReactNode;
}

/** Organiser search, the status tabs with counts and the paged table. */
export function OrganiserListView({ state, columns, clears = {}, currentKey, busy = false, layout = (table) => table }: OrganiserListViewProps) {
  const { status, search, offset, update, list } = state;
  const counts = list.data?.counts;
  return (
    <>
      <SearchField
        label="Search organisers"
        placeholder="Organisation, mobile or e-mail"
        defaultValue={search}
        onSearch={(text) => update({ search: text, offset: null, ...clears })}
      />
      <Tabs
        label="Organisers by status"
        value={status}
        onChange={(next) => update({ status: next, offset: null, ...clears })}
        items={LIST_STATUS_ORDER.map((s) => ({ value: s, label: LIST_STATUS_LABELS[s], count: counts?.[s] }))}
      >
        {layout(
          <StaffListTable
            query={list}
            errorTitle="The list did not load"
            errorText={failureText(list.error)}
            caption={`${LIST_STATUS_LABELS[status]} organisers`}
            columns={columns}
            rows={list.data?.list ?? []}
            rowKey={(o) => o.organiserId}
            currentKey={currentKey}
            busy={busy}
            emptyTitle={search ? 'No organiser matches your search' : `No ${LIST_STATUS_LABELS[status].toLowerCase()} organisers`}
            total={list.data?.total ?? 0}
            offset={offset}
            onOffsetChange={(next) => update({ offset: String(next) })}
          />,
        )}
      </Tabs>
    </>
  );
}
