import styled, { css } from 'styled-components';

export const StyledShift = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;

    h3 {
      margin: 0;
      font-size: ${t.font.size.lg};
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-size: ${t.font.size.md};
      ${t.media.phone} {
        font-size: ${t.font.size.sm};
      }
    }
    th,
    td {
      text-align: left;
      padding: ${t.space[2]} ${t.space[1]};
      overflow-wrap: anywhere;
      border-bottom: ${t.size.borderThin} solid ${t.color.border.default};
    }
    td:last-child,
    th:last-child {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    ul {
      margin: 0;
      padding-left: ${t.space[5]};
      color: ${t.color.fg.muted};
    }
  `}
`;

export const StyledDifference = styled.strong<{ $tone: 'ok' | 'short' | 'over' }>`
  ${({ theme: t, $tone }) => css`
    color: ${$tone === 'short' ? t.color.fg.danger : $tone === 'over' ? t.color.fg.warning : t.color.fg.success};
  `}
`;
