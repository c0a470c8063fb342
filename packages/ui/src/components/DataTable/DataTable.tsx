import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatCount } from '@diy/domain';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';
import {
  StyledLoading, StyledPageLabel, StyledPager, StyledPagerButtons, StyledScroller, StyledTable, StyledWrap,
} from './DataTable.styles';

export interface DataTableColumn<T> {
  key: string;
  /** Column heading; also the label of the value on phones, where each row is a card. */
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** The row's header cell (th scope=row), e.g. the organiser's name. At most one column. */
  rowHeader?: boolean;
}

export interface DataTablePaging {
  /** Rows in the whole list (not just this page). */
  total: number;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The key of the row being looked at (highlighted, aria-current). */
  currentKey?: string | null;
  /** A first load: shows a spinner instead of rows. */
  loading?: boolean;
  /** A reload with rows already shown: the table stays and is marked busy. */
  fetching?: boolean;
  emptyTitle?: string;
  /** Heading level of the empty state's title in the page outline (2 when the table sits right under the page's h1). */
  emptyHeadingLevel?: 2 | 3 | 4;
  emptyBody?: ReactNode;
  paging?: DataTablePaging;
  /**
   * Phones: 'cards' (default) turns each row into a card of label / value lines; 'scroll' keeps the table, which
   * scrolls sideways inside its frame (wide tables of figures, where columns compare better than cards).
   */
  phoneLayout?: 'cards' | 'scroll';
  /** A table of figures: tighter cells and headers that wrap between words, so many columns fit without scrolling. */
  dense?: boolean;
}

/** First and last row numbers of a page (1-based), for "Showing 11–20 of 23". */
export function pageRange(paging: Pick<DataTablePaging, 'total' | 'limit' | 'offset'>): { from: number; to: number; page: number; pages: number } {
  const { total, limit, offset } = paging;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  const page = Math.min(pages, Math.floor(offset / Math.max(1, limit)) + 1);
  return { from: total === 0 ? 0 : offset + 1, to: Math.min(total, offset + limit), page, pages };
}

/** Whether the element is wider inside than it shows (it scrolls sideways); follows resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  });
  return scrolls;
}

/**
 * A staff list: a real table on desktop (caption, column headers, one row header), cards of label and value on
 * phones, a loading and an empty state, and Previous / Next paging by offset (default page size 10).
 */
export function DataTable<T>({
  caption, columns, rows, rowKey, currentKey, loading = false, fetching = false, emptyTitle = 'Nothing to show', emptyHeadingLevel = 3, emptyBody, paging, phoneLayout = 'cards', dense = false,
}: DataTableProps<T>) {
  const range = paging ? pageRange(paging) : null;
  const scrollerRef = useRef<HTMLDivElement>(null);
  // A table wider than its frame scrolls sideways; the frame then takes the focus so the keyboard can scroll it.
  const scrolls = useScrollsSideways(scrollerRef);
  return (
    <StyledWrap>
      <StyledScroller
        ref={scrollerRef}
        $phoneScroll={phoneLayout === 'scroll'}
        data-phone-layout={phoneLayout}
        aria-busy={loading || fetching || undefined}
        {...(scrolls ? { role: 'region', 'aria-label': `${caption} (scrolls sideways)`, tabIndex: 0 } : {})}
      >
        {loading ? (
          <StyledLoading>
            <Spinner size="lg" label={`Loading ${caption.toLowerCase()}`} />
          </StyledLoading>
        ) : rows.length === 0 ? (
          <EmptyState title={emptyTitle} body={emptyBody} compact headingLevel={emptyHeadingLevel} />
        ) : (
          <StyledTable $phoneScroll={phoneLayout === 'scroll'} $dense={dense}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr key={key} aria-current={currentKey === key ? 'true' : undefined}>
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.key} scope="row" data-label={column.header} data-align={column.align ?? 'start'}>
                          {column.render(row)}
                        </th>
                      ) : (
                        <td key={column.key} data-label={column.header} data-align={column.align ?? 'start'}>
                          {column.render(row)}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })}
            </tbody>
          </StyledTable>
        )}
      </StyledScroller>
      {paging && range && paging.total > 0 ? (
        <StyledPager aria-label={`${caption} pages`}>
          <span aria-live="polite">
            Showing {formatCount(range.from)}–{formatCount(range.to)} of {formatCount(paging.total)}
          </span>
          <StyledPagerButtons>
            <Button
              variant="secondary"
              size="sm"
              disabled={paging.offset <= 0}
              onClick={() => paging.onOffsetChange(Math.max(0, paging.offset - paging.limit))}
            >
              Previous
            </Button>
            <StyledPageLabel>
              Page {range.page} of {range.pages}
            </StyledPageLabel>
            <Button
              variant="secondary"
              size="sm"
              disabled={paging.offset + paging.limit >= paging.total}
              onClick={() => paging.onOffsetChange(paging.offset + paging.limit)}
            >
              Next
            </Button>
          </StyledPagerButtons>
        </StyledPager>
      ) : null}
    </StyledWrap>
  );
}
