import styled, { css } from 'styled-components';

export const StyledWrap = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;
  `}
`;

export const StyledScroller = styled.div<{ $phoneScroll?: boolean }>`
  ${({ theme: t, $phoneScroll }) => css`
    position: relative;
    overflow-x: auto;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};

    &:focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }

    ${!$phoneScroll &&
    css`
      ${t.media.phone} {
        overflow-x: visible;
        background: transparent;
        border: 0;
      }
    `}
  `}
`;

export const StyledTable = styled.table<{ $phoneScroll?: boolean; $dense?: boolean }>`
  ${({ theme: t, $phoneScroll, $dense }) => css`
    width: 100%;
    border-collapse: collapse;
    font-size: ${t.font.size.sm};

    caption {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    th,
    td {
      padding: ${t.space[3]} ${t.space[4]};
      text-align: left;
      vertical-align: middle;
      border-bottom: ${t.size.borderThin} solid ${t.color.border.default};
    }

    /* Words are never broken: a long value widens its column and the table scrolls sideways in its frame
       (values that may be long go in TruncatedText: one line, an ellipsis, the whole value in the title). */
    tbody th,
    tbody td {
      overflow-wrap: normal;
      word-break: normal;
    }

    tbody th {
      font-weight: ${t.font.weight.semibold};
      color: ${t.color.fg.default};
    }

    thead th {
      background: ${t.color.bg.subtle};
      color: ${t.color.fg.muted};
      font-weight: ${t.font.weight.semibold};
      font-size: ${t.font.size.xs};
      letter-spacing: ${t.font.letterSpacing.wide};
      text-transform: uppercase;
      white-space: nowrap;
    }

    tbody tr:last-child td,
    tbody tr:last-child th {
      border-bottom: 0;
    }

    tbody tr[aria-current='true'] td {
      background: ${t.color.bg.accentSubtle};
    }

    td[data-align='end'],
    th[data-align='end'] {
      text-align: right;
    }

    /* A number is never broken or cut: figures stay on one line, digits of equal width. */
    tbody td[data-align='end'] {
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }

    /* Dense tables of figures (reports): smaller type, less padding, and headers wrap between words ("NET TO / YOU"),
       so a dozen columns of amounts fit a laptop's width (1366 px) without scrolling. */
    ${$dense &&
    css`
      font-size: ${t.font.size.xs};

      th,
      td {
        padding: ${t.space[2]} ${t.space[2]};
      }
      th:first-child,
      td:first-child {
        padding-left: ${t.space[3]};
      }
      th:last-child,
      td:last-child {
        padding-right: ${t.space[3]};
      }
      thead th {
        white-space: normal;
        vertical-align: bottom;
      }
    `}

    /* Phones, 'scroll': the table keeps its columns, its cells on one line, and scrolls sideways in its frame. */
    ${$phoneScroll &&
    css`
      ${t.media.phone} {
        th,
        td {
          padding: ${t.space[2]} ${t.space[3]};
          white-space: nowrap;
        }
      }
    `}

    /* Phones, 'cards': every row becomes a card of label / value lines. */
    ${!$phoneScroll &&
    css`
    ${t.media.phone} {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }

      tbody,
      tr,
      td,
      tbody th {
        display: block;
        width: 100%;
      }

      tbody {
        display: flex;
        flex-direction: column;
        gap: ${t.space[3]};
      }

      tr {
        background: ${t.color.bg.surface};
        border: ${t.size.borderThin} solid ${t.color.border.default};
        border-radius: ${t.radii.lg};
        padding: ${t.space[2]} 0;
      }

      td,
      tbody th {
        display: grid;
        grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
        gap: ${t.space[3]};
        padding: ${t.space[2]} ${t.space[4]};
        border: 0;
        /* A card has no room to scroll: a value too long for it (and not truncated) may break as a last resort;
           a number never does. */
        overflow-wrap: anywhere;
      }

      td[data-align='end'] {
        overflow-wrap: normal;
        white-space: nowrap;
      }

      td[data-align='end'] {
        text-align: left;
      }

      td::before,
      tbody th::before {
        content: attr(data-label);
        color: ${t.color.fg.muted};
        font-weight: ${t.font.weight.semibold};
        font-size: ${t.font.size.xs};
        text-transform: uppercase;
        letter-spacing: ${t.font.letterSpacing.wide};
      }
    }
    `}
  `}
`;

export const StyledLoading = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: center;
    padding: ${t.space[8]};
  `}
`;

export const StyledPager = styled.nav`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledPagerButtons = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
  `}
`;

export const StyledPageLabel = styled.span`
  font-variant-numeric: tabular-nums;
`;
