import { STAFF_LIST_DEFAULTS } from '@diy/domain';
import { Button, DataTable, MessageBanner, type DataTableProps } from '@diy/ui';

interface ListQuery {
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface StaffListTableProps<T> extends Omit<DataTableProps<T>, 'loading' | 'fetching' | 'paging'> {
  /** The list's query: its loading, reloading and failure. */
  query: ListQuery;
  /** The banner shown instead of the table when the list did not load. */
  errorTitle: string;
  errorText: string;
  /** Other work that marks the table busy (an action that reloads the list). */
  busy?: boolean;
  total: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
}

/** A paged staff list, or a banner with Retry when it did not load. */
export function StaffListTable<T>({ query, errorTitle, errorText, busy = false, total, offset, onOffsetChange, ...table }: StaffListTableProps<T>) {
  if (query.isError) {
    return (
      <MessageBanner tone="error" title={errorTitle} action={<Button size="sm" variant="secondary" onClick={() => void query.refetch()}>Retry</Button>}>
        {errorText}
      </MessageBanner>
    );
  }
  return (
    <DataTable
      {...table}
      loading={query.isLoading}
      fetching={query.isFetching || busy}
      paging={{ total, limit: STAFF_LIST_DEFAULTS.limit, offset, onOffsetChange }}
    />
  );
}
